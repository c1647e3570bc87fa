import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import {
  MELDING_NIET_MEE,
  MELDING_NIET_ONLINE,
  MELDING_RETOUR_ONDER_EURO,
  meldingMaximum,
  meldingNummerMetArtikelen,
} from '../domein/artikelen';
import { type ArtikelVeld } from '../domein/controle';
import { type ArtikelenOverzicht, type MijnArtikelen, type VerkoperArtikelen } from '../domein/overzichten';
import { STANDAARD_ARTIKEL_INSTELLINGEN } from '../domein/instellingen';
import { MELDING_START } from '../domein/labels';
import { loadLimieten } from '../../platform/config';
import { MELDING_TE_VEEL_LABELS } from './artikelen';
import type { FoutAntwoord } from '../../platform/http/errors';
import type { Deelnemer } from '../../kern/types';
import { createPrivacyTokens, MELDING_ONGELDIG } from '../../registratie/links';
import { createSqliteStore } from '../../app/store/sqlite';
import { csvRegels, startHarness, TEST_CONFIG, type Client, type Harness } from '../../app/testing/harness';

/** The fair is Saturday 12 September 2026: the default deadline is Thursday 10 September, 23:59 Amsterdam (21:59 UTC). */
const VOOR_DEADLINE = new Date('2026-09-01T10:00:00Z');
const LAATSTE_MINUUT = new Date('2026-09-10T21:59:30Z');
const NA_DEADLINE = new Date('2026-09-10T22:00:00Z');

const jas = { omschrijving: 'Winterjas', soort: 'Kleding', maat: '98-104', prijsCent: 450, retour: true };

describe('/api artikelen', () => {
  let h: Harness;
  let admin: Client;
  let nu: Date;
  const tokens = createPrivacyTokens('test-secret', () => nu);

  beforeEach(async () => {
    nu = VOOR_DEADLINE;
    h = await startHarness(createSqliteStore(':memory:'), { clock: () => nu });
    await h.store.init();
    admin = await h.admin();
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 1, datum: '2026-09-12' })).status, 200);
  });
  afterEach(async () => {
    await h.close();
    await h.store.close();
  });

  const verkoper = async (naam = 'Anne') =>
    (
      await admin.post<Deelnemer>('/api/geregistreerde/save', {
        naam,
        email: `${naam.toLowerCase()}@voorbeeld.nl`,
        telefoon: '',
      })
    ).body;
  const zetAan = async (extra: Partial<typeof STANDAARD_ARTIKEL_INSTELLINGEN> = {}) =>
    assert.equal(
      (
        await admin.put('/api/artikelen/instellingen', {
          ...STANDAARD_ARTIKEL_INSTELLINGEN,
          onlineInvoeren: true,
          ...extra,
        })
      ).status,
      200,
    );
  const metLink = async (naam = 'Anne') => {
    const d = await verkoper(naam);
    return { deelnemer: d, token: tokens.maak(d.id, 'gegevens'), c: h.client() };
  };
  const voegToe = (c: Client, token: string, artikel: unknown) =>
    c.post<MijnArtikelen & Partial<FoutAntwoord>>('/api/mijn-gegevens/artikelen', { token, artikel });

  it('staat standaard uit: de verkoper ziet waarom en toevoegen wordt geweigerd', async () => {
    const { c, token, deelnemer } = await metLink();
    const lijst = await c.get<MijnArtikelen>(`/api/mijn-gegevens/artikelen?token=${encodeURIComponent(token)}`);
    assert.equal(lijst.status, 200);
    assert.equal(lijst.body.verkopersnummer, deelnemer.nummer);
    assert.equal(lijst.body.gesloten, MELDING_NIET_ONLINE);
    assert.equal(lijst.body.deadline, '2026-09-10T23:59');
    const res = await voegToe(c, token, jas);
    assert.equal(res.status, 409);
    assert.deepEqual(res.body, { message: MELDING_NIET_ONLINE });
  });

  it('toevoegen, wijzigen en verwijderen via de persoonlijke link, met code en ruimte', async () => {
    await zetAan();
    const { c, token, deelnemer } = await metLink();
    const toegevoegd = await voegToe(c, token, jas);
    assert.equal(toegevoegd.status, 201);
    const [eerste] = toegevoegd.body.artikelen;
    assert.equal(eerste!.artikelnummer, 1);
    assert.equal(eerste!.ruimte, 'Kleding');
    assert.equal(eerste!.code, `${String(deelnemer.nummer).padStart(4, '0')}001${eerste!.code.at(-1)}`);
    assert.equal(toegevoegd.body.gesloten, null);

    const boek = { omschrijving: 'Prentenboek', soort: 'Boeken', maat: '98-104', prijsCent: 100, retour: false };
    const gewijzigd = await c.put<MijnArtikelen>('/api/mijn-gegevens/artikelen/1', { token, artikel: boek });
    assert.equal(gewijzigd.status, 200);
    assert.deepEqual(
      gewijzigd.body.artikelen.map((a) => [a.omschrijving, a.soort, a.maat, a.ruimte]),
      [['Prentenboek', 'Boeken', null, 'Speelgoed']],
    );
    const weg = await c.call<MijnArtikelen>('DELETE', '/api/mijn-gegevens/artikelen/1', { token });
    assert.equal(weg.status, 200);
    assert.deepEqual(weg.body.artikelen, []);
    assert.equal((await c.call('DELETE', '/api/mijn-gegevens/artikelen/1', { token })).status, 404);
    assert.equal((await voegToe(c, token, jas)).body.artikelen[0]!.artikelnummer, 2, 'nummer 1 komt niet terug');
  });

  it('elke regel wordt door de server geweigerd, met een Nederlandse melding en het veld', async () => {
    await zetAan();
    const { c, token } = await metLink();
    // `veld` is the key in `artikel` the form shows the message at: no client reads the message text.
    const geval = async (artikel: unknown, melding: string | RegExp, veld: ArtikelVeld) => {
      const res = await voegToe(c, token, artikel);
      assert.equal(res.status, 400, JSON.stringify(artikel));
      assert.equal(res.body.veld, veld, JSON.stringify(artikel));
      if (typeof melding === 'string') assert.equal(res.body.message, melding);
      else assert.match(res.body.message!, melding);
    };
    await geval({ ...jas, prijsCent: 0 }, 'Prijs moet minstens € 0,50 zijn', 'prijsCent');
    await geval({ ...jas, prijsCent: 25 }, 'Prijs moet minstens € 0,50 zijn', 'prijsCent');
    await geval({ ...jas, prijsCent: 475 }, 'Prijs moet in stappen van € 0,50 (bijvoorbeeld € 5,00)', 'prijsCent');
    await geval({ ...jas, prijsCent: 4.5 }, 'Prijs moet in hele centen zijn', 'prijsCent');
    // The default maximum, € 250: "1000" typed for "10,00" is refused.
    await geval({ ...jas, prijsCent: 100_000 }, 'Prijs mag hoogstens € 250,00 zijn', 'prijsCent');
    await geval({ ...jas, prijsCent: '450' }, 'Prijs moet een bedrag in centen zijn', 'prijsCent');
    await geval({ ...jas, prijsCent: 'twee euro' }, 'Prijs moet een bedrag in centen zijn', 'prijsCent');
    await geval({ ...jas, prijsCent: 50, retour: true }, MELDING_RETOUR_ONDER_EURO, 'retour');
    await geval({ ...jas, maat: null }, 'Maat is verplicht voor kleding', 'maat');
    await geval({ ...jas, maat: '999' }, /^Maat moet een van 74-80/, 'maat');
    await geval({ ...jas, maat: 'x'.repeat(21) }, 'Kies een maat uit de lijst', 'maat');
    await geval({ ...jas, soort: 'Meubels' }, /^Soort moet een van Kleding, Speelgoed, Boeken, Overig/, 'soort');
    await geval({ ...jas, omschrijving: '' }, 'Omschrijving is verplicht', 'omschrijving');
    await geval({ ...jas, omschrijving: '   ' }, 'Omschrijving is verplicht', 'omschrijving');
    await geval(
      { ...jas, omschrijving: 'a'.repeat(41) },
      'Omschrijving mag hoogstens 40 tekens lang zijn',
      'omschrijving',
    );
    await geval({ ...jas, omschrijving: 'jas\nmet enter' }, /^Omschrijving moet op één regel staan/, 'omschrijving');
    await geval({ ...jas, retour: 'ja' }, 'Retour moet waar of onwaar zijn', 'retour');
    await geval(
      { ...jas, omschrijving: '<script>alert(1)</script>' },
      'Omschrijving mag geen < of > bevatten',
      'omschrijving',
    );
    await geval({ ...jas, omschrijving: 'Jas\u202Eeval' }, /^Omschrijving bevat onzichtbare/, 'omschrijving');
    await geval({ ...jas, prijsCent: undefined }, /is verplicht$/, 'prijsCent');
    const zonder = await c.post<FoutAntwoord>('/api/mijn-gegevens/artikelen', { token });
    assert.deepEqual([zonder.status, zonder.body], [400, { message: 'Artikel is verplicht', veld: 'artikel' }]);
    assert.equal((await c.put('/api/mijn-gegevens/artikelen/abc', { token, artikel: jas })).status, 404);
    assert.equal((await c.put('/api/mijn-gegevens/artikelen/1000', { token, artikel: jas })).status, 404);
    const kapot = await voegToe(c, 'geen-token', jas);
    assert.equal(kapot.status, 400);
    assert.equal(kapot.body.message, MELDING_ONGELDIG);
    assert.deepEqual(await h.store.leesArtikelenVanVerkoper(1), [], 'niets geschreven');
  });

  it('wijzigen noemt het foute veld; niet gevonden, conflict en verboden antwoorden met alleen een melding', async () => {
    await zetAan({ maxArtikelen: 1 });
    const { c, token } = await metLink();
    assert.equal((await voegToe(c, token, jas)).status, 201);
    const wijzig = (nummer: number, artikel: unknown) =>
      c.put<FoutAntwoord>(`/api/mijn-gegevens/artikelen/${nummer}`, { token, artikel });
    const antwoord = async (res: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await res;
      return [status, body];
    };
    assert.deepEqual(await antwoord(wijzig(1, { ...jas, omschrijving: '' })), [
      400,
      { message: 'Omschrijving is verplicht', veld: 'omschrijving' },
    ]);
    assert.deepEqual(await antwoord(wijzig(1, { ...jas, prijsCent: 0 })), [
      400,
      { message: 'Prijs moet minstens € 0,50 zijn', veld: 'prijsCent' },
    ]);
    assert.deepEqual(await antwoord(wijzig(1, { ...jas, prijsCent: 25_050 })), [
      400,
      { message: 'Prijs mag hoogstens € 250,00 zijn', veld: 'prijsCent' },
    ]);
    assert.deepEqual(await antwoord(wijzig(1, { ...jas, prijsCent: null })), [
      400,
      { message: 'Prijs moet een bedrag in centen zijn', veld: 'prijsCent' },
    ]);
    const maat = (await wijzig(1, { ...jas, maat: 'XL' })).body;
    assert.equal(maat.veld, 'maat');
    assert.match(maat.message, /^Maat moet een van 74-80/);

    assert.deepEqual(await antwoord(wijzig(2, jas)), [404, { message: 'Artikel niet gevonden' }]);
    assert.deepEqual(await antwoord(voegToe(c, token, jas)), [409, { message: meldingMaximum(1) }]);
    const zonderSessie = c.call('PUT', '/api/mijn-gegevens/artikelen/1', { token, artikel: jas }, { csrf: null });
    assert.deepEqual(await antwoord(zonderSessie), [
      403,
      { message: 'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.' },
    ]);
    assert.deepEqual(
      (await h.store.leesArtikelenVanVerkoper(1)).map((a) => [a.omschrijving, a.prijsCent]),
      [['Winterjas', 450]],
      'niets veranderd',
    );
  });

  it('het maximum per verkoper, ingesteld door de beheerder', async () => {
    await zetAan({ maxArtikelen: 2 });
    const { c, token } = await metLink();
    assert.equal((await voegToe(c, token, jas)).status, 201);
    assert.equal((await voegToe(c, token, jas)).status, 201);
    const derde = await voegToe(c, token, jas);
    assert.equal(derde.status, 409);
    assert.equal(derde.body.message, meldingMaximum(2));
  });

  it('de deadline, met een ingestelde klok: tot en met 23:59 op donderdag, daarna 409; labels blijven te downloaden', async () => {
    await zetAan();
    const { c, token } = await metLink();
    nu = LAATSTE_MINUUT;
    assert.equal((await voegToe(c, token, jas)).status, 201);
    nu = NA_DEADLINE;
    const te = await voegToe(c, token, jas);
    assert.equal(te.status, 409);
    const melding =
      'De artikellijst kon tot en met donderdag 10 september 2026 om 23:59 veranderd worden. Neem contact op met de organisatie.';
    assert.equal(te.body.message, melding);
    assert.equal((await c.put('/api/mijn-gegevens/artikelen/1', { token, artikel: jas })).status, 409);
    assert.equal((await c.call('DELETE', '/api/mijn-gegevens/artikelen/1', { token })).status, 409);
    const lijst = await c.get<MijnArtikelen>(`/api/mijn-gegevens/artikelen?token=${encodeURIComponent(token)}`);
    assert.equal(lijst.body.gesloten, melding);
    assert.equal(lijst.body.artikelen.length, 1);
    const pdf = await fetch(`${h.url}/api/mijn-gegevens/labels.pdf?token=${encodeURIComponent(token)}`);
    assert.equal(pdf.status, 200);

    // The administrator moves the deadline (while their session lasts): the list opens again.
    nu = VOOR_DEADLINE;
    await zetAan({ deadline: '2026-09-11T12:00' });
    nu = NA_DEADLINE;
    assert.equal((await voegToe(c, token, jas)).status, 201);
  });

  it('wie niet meedoet aan de huidige beurs kan niets invoeren', async () => {
    await zetAan();
    const { c, token, deelnemer } = await metLink();
    await admin.post('/api/aflevering', { volgnummer: 2, datum: '2027-03-13' });
    await zetAan();
    const res = await voegToe(c, token, jas);
    assert.equal(res.status, 409);
    assert.equal(res.body.message, MELDING_NIET_MEE);
    assert.deepEqual(await h.store.leesArtikelenVanVerkoper(deelnemer.nummer), []);
  });

  it('labels downloaden: een pdf, beginnen bij label n, en de testpagina', async () => {
    await zetAan();
    const { c, token, deelnemer } = await metLink();
    await voegToe(c, token, jas);
    const pdf = await fetch(`${h.url}/api/mijn-gegevens/labels.pdf?token=${encodeURIComponent(token)}&start=5`);
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.match(pdf.headers.get('content-disposition')!, new RegExp(`labels-${deelnemer.nummer}\\.pdf`));
    assert.equal(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );
    for (const start of ['0', '25', 'twee', '-1']) {
      const fout = await c.get<{ message: string }>(
        `/api/mijn-gegevens/labels.pdf?token=${encodeURIComponent(token)}&start=${start}`,
      );
      assert.equal(fout.status, 400, start);
      assert.equal(fout.body.message, MELDING_START);
    }
    assert.equal((await c.get('/api/mijn-gegevens/labels.pdf?token=x')).status, 400);
    const test = await fetch(`${h.url}/api/artikelen/testpagina.pdf`);
    assert.equal(test.status, 200);
    assert.equal(test.headers.get('content-type'), 'application/pdf');
  });

  it('de beheerder: instellingen, per verkoper aantal en totaal, een lijst, labels en de CSV', async () => {
    await zetAan();
    const anne = await metLink('Anne');
    const bas = await metLink('Bas');
    await voegToe(anne.c, anne.token, jas);
    await voegToe(anne.c, anne.token, {
      omschrijving: 'Puzzel; "groot"',
      soort: 'Speelgoed',
      maat: null,
      prijsCent: 150,
      retour: false,
    });
    await voegToe(bas.c, bas.token, {
      omschrijving: '=SOM(A1)',
      soort: 'Overig',
      maat: null,
      prijsCent: 1000,
      retour: true,
    });

    const overzicht = (await admin.get<ArtikelenOverzicht>('/api/artikelen')).body;
    assert.equal(overzicht.instellingen.onlineInvoeren, true);
    assert.deepEqual(
      overzicht.verkopers.map((v) => [v.naam, v.aantal, v.totaalCent, v.retour]),
      [
        ['Anne', 2, 600, 1],
        ['Bas', 1, 1000, 1],
      ],
    );
    assert.deepEqual([overzicht.aantal, overzicht.totaalCent], [3, 1600]);

    const lijst = await admin.get<VerkoperArtikelen>(`/api/artikelen/verkopers/${anne.deelnemer.nummer}`);
    assert.deepEqual(
      lijst.body.artikelen.map((a) => a.omschrijving),
      ['Winterjas', 'Puzzel; "groot"'],
    );
    assert.equal((await admin.get('/api/artikelen/verkopers/9999')).status, 404);
    assert.equal((await admin.get('/api/artikelen/verkopers/abc')).status, 404);
    const labels = await admin.get(`/api/artikelen/verkopers/${anne.deelnemer.nummer}/labels.pdf?start=3`);
    assert.equal(labels.status, 200);
    assert.ok(labels.text.startsWith('%PDF-'));
    assert.equal((await h.client().get(`/api/artikelen/verkopers/${anne.deelnemer.nummer}/labels.pdf`)).status, 401);

    const regels = await csvRegels(admin, '/api/artikelen/export.csv');
    assert.equal(
      regels[0],
      '"code";"verkopersnummer";"artikelnummer";"omschrijving";"soort";"ruimte";"maat";"prijs";"retour";"verkocht"',
    );
    assert.equal(regels.length, 4);
    assert.match(regels[1]!, /;"Winterjas";"Kleding";"Kleding";"98-104";"4,50";"ja";"nee"$/);
    assert.match(regels[2]!, /;"Puzzel; ""groot""";"Speelgoed";"Speelgoed";"";"1,50";"nee";"nee"$/);
    assert.match(regels[3]!, /;"'=SOM\(A1\)";"Overig";"Speelgoed";/, 'een formule wordt onschadelijk gemaakt');
  });

  it('een ander verkopersnummer geven kan niet zolang er artikelen op het oude nummer staan', async () => {
    await zetAan();
    const { c, token, deelnemer } = await metLink();
    await voegToe(c, token, jas);
    const geweigerd = await admin.put<{ message: string }>('/api/geregistreerde/nummer', {
      id: deelnemer.id,
      nummer: 500,
    });
    assert.equal(geweigerd.status, 409);
    assert.equal(geweigerd.body.message, meldingNummerMetArtikelen(deelnemer.nummer, 1));
    await c.call('DELETE', '/api/mijn-gegevens/artikelen/1', { token });
    assert.equal((await admin.put('/api/geregistreerde/nummer', { id: deelnemer.id, nummer: 500 })).status, 200);
  });

  it('een verkopersnummer boven 9999 past niet op een label en wordt niet gegeven', async () => {
    const { deelnemer } = await metLink();
    const geweigerd = await admin.put<{ message: string }>('/api/geregistreerde/nummer', {
      id: deelnemer.id,
      nummer: 10_000,
    });
    assert.equal(geweigerd.status, 400);
    assert.match(geweigerd.body.message, /van 1 tot en met 9999/);
  });

  it('de beheerder: onmogelijke instellingen geweigerd; zonder inlog niets', async () => {
    const fout = async (body: unknown, melding: string | RegExp) => {
      const res = await admin.put<{ message: string }>('/api/artikelen/instellingen', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      if (typeof melding === 'string') assert.equal(res.body.message, melding);
      else assert.match(res.body.message, melding);
    };
    const basis = STANDAARD_ARTIKEL_INSTELLINGEN;
    await fout({ ...basis, minimumPrijsCent: 75 }, 'De minimumprijs moet een veelvoud van de prijsstap (€ 0,50) zijn');
    await fout({ ...basis, maxArtikelen: 0 }, /^Maximum aantal artikelen per verkoper moet een geheel getal van 1/);
    await fout({ ...basis, prijsStapCent: 2.5 }, /^Prijsstap moet tussen € 0,05 en € 10,00 liggen/);
    await fout({ ...basis, deadline: 'morgen' }, /^De deadline moet een datum en tijd zijn/);
    await fout({ ...basis, maximumPrijsCent: 100_100 }, 'Maximumprijs moet tussen € 1,00 en € 1.000,00 liggen');
    await fout(
      { ...basis, minimumPrijsCent: 500, maximumPrijsCent: 400 },
      'De maximumprijs moet minstens de minimumprijs zijn',
    );
    // Issue #24: dates that do not exist were stored and compared as text.
    for (const deadline of ['2026-13-01T10:00', '2026-11-31T23:59', '9999-99-99T23:59', '2026-02-29T12:00']) {
      await fout({ ...basis, deadline }, 'De deadline moet een datum en tijd zijn (jjjj-mm-ddTuu:mm)');
    }
    await fout({ ...basis, onlineInvoeren: 'ja' }, 'Artikelen online invoeren moet waar of onwaar zijn');
    const bezoeker = h.client();
    assert.equal((await bezoeker.get('/api/artikelen')).status, 401);
    assert.equal((await bezoeker.put('/api/artikelen/instellingen', basis)).status, 401);
    assert.equal((await bezoeker.get('/api/artikelen/export.csv')).status, 401);
    assert.equal((await bezoeker.get('/api/artikelen/verkopers/1')).status, 401);
  });

  describe('labels: grens per link en per adres, en een cache tot de artikelen veranderen (issue #24)', () => {
    const labels = (token: string) => fetch(`${h.url}/api/mijn-gegevens/labels.pdf?token=${encodeURIComponent(token)}`);
    const opnieuw = async (limieten: Record<string, string>) => {
      await h.close();
      h = await startHarness(h.store, {
        clock: () => nu,
        config: { ...TEST_CONFIG, limieten: loadLimieten(limieten) },
      });
      admin = await h.admin();
    };

    it('per link: de derde keer binnen een minuut 429 met Retry-After; een andere link mag nog', async () => {
      await opnieuw({ LABELS_PER_LINK_PER_MINUUT: '2', LABELS_PER_ADRES_PER_MINUUT: '10' });
      const anne = await metLink('Anne');
      const bas = await metLink('Bas');
      assert.equal((await labels(anne.token)).status, 200);
      assert.equal((await labels(anne.token)).status, 200);
      const te = await labels(anne.token);
      assert.equal(te.status, 429);
      const seconden = Number(te.headers.get('retry-after'));
      assert.ok(seconden > 0 && seconden <= 60, String(seconden));
      assert.equal(((await te.json()) as { message: string }).message, MELDING_TE_VEEL_LABELS(seconden));
      assert.equal((await labels(bas.token)).status, 200);
    });

    it('per adres: met verschillende links van één adres na de grens 429', async () => {
      await opnieuw({ LABELS_PER_LINK_PER_MINUUT: '10', LABELS_PER_ADRES_PER_MINUUT: '3' });
      const links = await Promise.all(['Anne', 'Bas', 'Cor', 'Dirk'].map((n) => metLink(n)));
      for (const { token } of links.slice(0, 3)) assert.equal((await labels(token)).status, 200);
      const te = await labels(links[3]!.token);
      assert.equal(te.status, 429);
      assert.ok(Number(te.headers.get('retry-after')) > 0);
    });

    it('dezelfde labels komen uit de cache tot de artikelen veranderen', async () => {
      await zetAan();
      const { c, token } = await metLink();
      await voegToe(c, token, jas);
      const eerste = Buffer.from(await (await labels(token)).arrayBuffer());
      // pdf-lib writes the time to the second in every new PDF: a second later a new one differs.
      await new Promise((r) => setTimeout(r, 1_100));
      const tweede = Buffer.from(await (await labels(token)).arrayBuffer());
      assert.ok(eerste.equals(tweede), 'de tweede keer uit de cache');
      await voegToe(c, token, { ...jas, omschrijving: 'Regenjas' });
      const derde = Buffer.from(await (await labels(token)).arrayBuffer());
      assert.ok(!derde.equals(eerste), 'na een nieuw artikel een nieuwe pdf');
    });
  });
});
