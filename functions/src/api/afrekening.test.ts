import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, it } from 'node:test';
import {
  bedrag,
  envelopTekst,
  MELDING_AFREKENING_GESLOTEN,
  MELDING_BON_NA_AFSLUITING,
  paklijsten,
  type AfrekeningOverzicht,
  type EigenAfrekening,
} from '../domain/afrekening';
import { artikelcode } from '../domain/artikelcode';
import type { MijnArtikelen } from '../domain/artikelen';
import type { BonInvoer, BonRegel, KassaVoorBeheer } from '../domain/kassa';
import type { Deelnemer } from '../domain/types';
import { createPrivacyTokens } from '../privacy/token';
import { createSqliteStore } from '../store/sqlite';
import { csvRegels, startHarness, type Client, type Harness } from './testing/harness';
import { KassaApparaat } from './testing/kassa-apparaat';

const tokens = createPrivacyTokens('test-secret', () => new Date());
const NU = new Date('2026-09-12T09:00:00Z');

/** The PDF's text as a person reads it (pdftotext, poppler-utils). */
function pdfTekst(bytes: Buffer): string {
  const uit = spawnSync('pdftotext', ['-layout', '-', '-'], { input: bytes });
  assert.equal(uit.status, 0, uit.stderr.toString());
  return uit.stdout.toString();
}

/** A CSV amount as the export writes it: '12,35'. */
const csvGeld = (cent: number) => `"${bedrag(cent).replace('€ ', '')}"`;

describe('/api/afrekening: van de bonnen van de kassa tot envelop, CSV en PDF', () => {
  let h: Harness;
  let admin: Client;
  let verkopers: Deelnemer[];
  let kleding: KassaApparaat;
  let speelgoed: KassaApparaat;
  let kledingId: string;

  const bon = (regels: BonRegel[], minuut: number): BonInvoer => ({
    id: randomUUID(),
    regels,
    ontvangenCent: 100_000,
    gesloten: new Date(NU.getTime() + minuut * 60_000).toISOString(),
  });
  /** Through the till's own API, as a desk on the fair day sends it. */
  const verkoop = async (kassa: KassaApparaat, regels: BonRegel[], minuut: number) => {
    const res = await kassa.stuur([bon(regels, minuut)]);
    assert.equal(res.status, 200, res.text);
  };
  const nieuweKassa = async (naam: string, ruimte: string) => {
    const res = await admin.post<KassaVoorBeheer>('/api/kassas', { naam, ruimte });
    assert.equal(res.status, 201, res.text);
    return res.body;
  };

  /** Run once by the next close, between the use case's computing and the store's closing. */
  let tussendoor: (() => Promise<unknown>) | null = null;

  beforeEach(async () => {
    const store = createSqliteStore(':memory:');
    const sluitAfrekening: typeof store.sluitAfrekening = async (...args) => {
      const wijziging = tussendoor;
      tussendoor = null;
      await wijziging?.();
      return store.sluitAfrekening(...args);
    };
    h = await startHarness({ ...store, sluitAfrekening }, { clock: () => NU });
    await h.store.init();
    admin = await h.admin();
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 1, datum: '2026-09-12' })).status, 200);
    const beurs = (await h.store.lastAflevering())!.id;
    verkopers = [];
    for (const naam of ['Anna de Vries', 'Łucja Brzęczyszczykiewicz', 'Chris']) {
      verkopers.push(
        await h.store.register(
          { naam, email: `${naam.split(' ')[0]!.toLowerCase()}@voorbeeld.nl`, telefoon: '' },
          { bypassGate: true, now: NU },
        ),
      );
    }
    // Łucja helps on Saturday: no administration fee.
    await h.store.updateDeelnemer({ ...verkopers[1]!, vrijwilligerZaterdag: true });
    const [anna, lucja, chris] = verkopers.map((v) => v.nummer) as [number, number, number];
    const opties = { afleveringId: beurs, maxArtikelen: 48, now: NU };
    await h.store.voegArtikelToe(
      anna,
      { omschrijving: 'Jas', soort: 'Kleding', maat: '98-104', prijsCent: 1250, retour: true },
      opties,
    );
    await h.store.voegArtikelToe(
      anna,
      { omschrijving: 'Puzzel', soort: 'Speelgoed', maat: null, prijsCent: 50, retour: false },
      opties,
    );
    await h.store.voegArtikelToe(
      anna,
      { omschrijving: 'Prentenboek', soort: 'Boeken', maat: null, prijsCent: 250, retour: true },
      opties,
    );
    await h.store.voegArtikelToe(
      chris,
      { omschrijving: 'Trui', soort: 'Kleding', maat: '110-116', prijsCent: 100, retour: false },
      opties,
    );
    const kledingBeheer = await nieuweKassa('Kleding 1', 'Kleding');
    kledingId = kledingBeheer.id;
    kleding = KassaApparaat.van(h, kledingBeheer);
    speelgoed = KassaApparaat.van(h, await nieuweKassa('Speelgoed 1', 'Speelgoed'));
    await verkoop(
      kleding,
      [
        { verkopersnummer: anna, artikelnummer: 1, prijsCent: 1250 },
        { verkopersnummer: lucja, artikelnummer: null, prijsCent: 333 },
      ],
      40,
    );
    await verkoop(
      speelgoed,
      [
        { verkopersnummer: lucja, artikelnummer: null, prijsCent: 1717 },
        { verkopersnummer: anna, artikelnummer: 2, prijsCent: 50 },
      ],
      75,
    );
  });
  afterEach(async () => {
    await h.close();
    await h.store.close();
  });

  it('de pagina, de CSV en de envelop-PDF zeggen per verkoper tot op de cent hetzelfde', async () => {
    const res = await admin.get<AfrekeningOverzicht>('/api/afrekening');
    assert.equal(res.status, 200, res.text);
    const { afrekening } = res.body;
    const [anna, lucja, chris] = afrekening.verkopers;

    // Anna: 12,50 + 0,50 = 13,00; commissie 2,60; administratie 1; retour (Jas, Prentenboek) 2 -> 7,40
    assert.deepEqual(
      [anna!.omzetCent, anna!.commissieCent, anna!.administratiekostenCent, anna!.retourkostenCent, anna!.envelopCent],
      [1300, 260, 100, 200, 740],
    );
    assert.deepEqual(
      anna!.terug.map((a) => a.omschrijving),
      ['Prentenboek'],
    );
    // Łucja (vrijwilliger): 3,33 + 17,17 = 20,50; commissie 4,10 -> 16,40
    assert.deepEqual([lucja!.handgeschreven, lucja!.administratiekostenCent, lucja!.envelopCent], [2, 0, 1640]);
    // Chris verkocht niets: nog te betalen € 1,00
    assert.deepEqual([chris!.uitbetalingCent, chris!.envelopCent, chris!.nogTeBetalenCent], [-100, 0, 100]);
    assert.deepEqual(
      chris!.goedDoel.map((g) => g.doel),
      ['kringloopwinkel'],
    );

    const regels = await csvRegels(admin, '/api/afrekening/export.csv');
    assert.equal(
      regels[0],
      '"nummer";"naam";"verkocht";"omzet";"commissie";"administratiekosten";"retourkosten";"uitbetaling";"envelop"',
    );
    const pdf = await admin.download('/api/afrekening/enveloppen.pdf');
    assert.equal(pdf.status, 200);
    assert.equal(pdf.type, 'application/pdf');
    const tekst = pdfTekst(pdf.bytes);

    afrekening.verkopers.forEach((v, i) => {
      assert.equal(
        regels[i + 1],
        [
          `"${v.nummer}"`,
          `"${v.naam}"`,
          `"${v.verkocht}"`,
          ...[
            v.omzetCent,
            v.commissieCent,
            v.administratiekostenCent,
            v.retourkostenCent,
            v.uitbetalingCent,
            v.envelopCent,
          ].map(csvGeld),
        ].join(';'),
      );
      assert.match(tekst, new RegExp(`Verkoper ${v.nummer}\\s+${envelopTekst(v).replace(/[€,]/g, '.')}`));
      assert.match(tekst, new RegExp(`Uitbetaling\\s+${bedrag(v.uitbetalingCent).replace(/[€,]/g, '.')}`));
    });
    assert.match(regels.at(-1)!, /"-1,00";"0,00"$/, 'Chris: negatieve uitbetaling, lege envelop');
    assert.match(tekst, /Lucja Brzeczyszczykiewicz/, 'letters buiten het standaardfont zonder accent');
    assert.match(tekst, /2 regels met handgeschreven label/);
    assert.match(tekst, /Nog te betalen\s+€ 1,00/);
    assert.match(tekst, /1 × briefje € 10,00, 1 × briefje € 5,00, 1 × munt € 1,00, 2 × munt € 0,20/);
  });

  it('het overzicht: briefjes en munten, kas per ruimte en per kassa, geteld tegen geregistreerd', async () => {
    const kassaId = kledingId;
    assert.equal((await admin.put(`/api/afrekening/geteld/${kassaId}`, { cent: 1580 })).status, 200);
    const { afrekening } = (await admin.get<AfrekeningOverzicht>('/api/afrekening')).body;
    const k = afrekening.kassa.find((x) => x.kassaId === kassaId)!;
    // 12,50 + 3,33 = 15,83 -> de klant betaalde 15,85
    assert.deepEqual([k.geregistreerdCent, k.geteldCent, k.verschilCent], [1585, 1580, -5]);
    assert.equal(afrekening.totalen.envelopCent + afrekening.totalen.organisatieCent, afrekening.totalen.kasCent);

    const tekst = pdfTekst((await admin.download('/api/afrekening/overzicht.pdf')).bytes);
    assert.match(
      tekst,
      new RegExp(`Totaal in de enveloppen\\s+${bedrag(afrekening.totalen.envelopCent).replace(/[€,]/g, '.')}`),
    );
    assert.match(tekst, /Kleding 1 \(Kleding\), 1 bon\n/);
    assert.doesNotMatch(tekst, /\b1 bonnen\b/);
    assert.match(tekst, /Beurs 1 van zaterdag 12 september 2026/);
    assert.match(tekst, /Omzet per zaal van het artikel \(kleding of speelgoed\)/);
    assert.match(tekst, /Omzet per kassaruimte \(waar afgerekend\)/);
    assert.match(tekst, /Geteld\s+€ 15,80/);
    assert.match(tekst, /Verschil\s+€ -0,05/);
    assert.match(
      tekst,
      new RegExp(`De organisatie houdt.*${bedrag(afrekening.totalen.organisatieCent).replace(/[€,]/g, '.')}`),
    );
  });

  it('retour bij het inleveren kost € 2; afsluiten bevriest alles en een late bon wordt geweigerd', async () => {
    const chris = verkopers[2]!;
    const gezet = await admin.put(`/api/afrekening/retour/${chris.nummer}`, { retour: true });
    assert.equal(gezet.status, 200, gezet.text);
    let overzicht = (await admin.get<AfrekeningOverzicht>('/api/afrekening')).body;
    const v = overzicht.afrekening.verkopers.find((x) => x.nummer === chris.nummer)!;
    assert.deepEqual([v.retourReden, v.retourkostenCent, v.nogTeBetalenCent], ['afgifte', 200, 300]);

    const gesloten = await admin.post<{ geslotenOp: string }>('/api/afrekening/sluiten');
    assert.equal(gesloten.status, 200, gesloten.text);
    assert.equal(gesloten.body.geslotenOp, NU.toISOString());

    // A desk's late receipt is refused with a reason (it stays on the device), never silently added.
    const laat = await kleding.stuur([bon([{ verkopersnummer: 1, artikelnummer: null, prijsCent: 500 }], 90)]);
    assert.deepEqual([laat.status, laat.body], [409, { message: MELDING_BON_NA_AFSLUITING }]);
    const nogEens = await admin.put(`/api/afrekening/retour/${chris.nummer}`, { retour: false });
    assert.deepEqual([nogEens.status, nogEens.body], [409, { message: MELDING_AFREKENING_GESLOTEN }]);
    overzicht = (await admin.get<AfrekeningOverzicht>('/api/afrekening')).body;
    assert.equal(overzicht.geslotenOp, NU.toISOString());
    assert.equal(overzicht.afrekening.totalen.omzetCent, 1250 + 333 + 1717 + 50);
    // De verkochte artikelen zijn nu verkocht op deze beurs: niet meer van de verkoper.
    assert.deepEqual(
      (await h.store.listArtikelenVanVerkoper(verkopers[0]!.nummer)).map((a) => a.omschrijving),
      ['Prentenboek'],
    );
  });

  it('een retourmarkering die tussen berekenen en afsluiten bewaard wordt, zit in de bevroren afrekening', async () => {
    const chris = verkopers[2]!;
    const beurs = (await h.store.lastAflevering())!.id;
    // A second administrator marks Chris while the first one's close is being computed.
    tussendoor = () => h.store.zetRetourBijAfgifte(beurs, chris.nummer, true);
    const gesloten = await admin.post<{ geslotenOp: string }>('/api/afrekening/sluiten');
    assert.equal(gesloten.status, 200, gesloten.text);
    assert.equal(tussendoor, null, 'de markering kwam tussendoor');
    const overzicht = (await admin.get<AfrekeningOverzicht>('/api/afrekening')).body;
    assert.equal(overzicht.geslotenOp, NU.toISOString());
    const v = overzicht.afrekening.verkopers.find((x) => x.nummer === chris.nummer)!;
    assert.deepEqual([v.retourReden, v.retourkostenCent], ['afgifte', 200]);
  });

  it('de verkoper ziet zijn eigen afrekening via zijn persoonlijke link, pas na het afsluiten', async () => {
    const anna = verkopers[0]!;
    const pad = `/api/mijn-gegevens/afrekening?token=${encodeURIComponent(tokens.maak(anna.id, 'gegevens'))}`;
    const bezoeker = h.client();
    assert.deepEqual((await bezoeker.get<EigenAfrekening>(pad)).body, { status: 'nog-niet', datum: '2026-09-12' });
    await admin.post('/api/afrekening/sluiten');
    const eigen = (await bezoeker.get<EigenAfrekening>(pad)).body;
    assert.equal(eigen.status, 'klaar');
    assert.equal(eigen.status === 'klaar' && eigen.verkoper.envelopCent, 740);
    assert.equal(eigen.status === 'klaar' && eigen.verkoper.naam, 'Anna de Vries');
    const vreemd = await bezoeker.get('/api/mijn-gegevens/afrekening?token=onzin');
    assert.equal(vreemd.status, 400);
  });

  it('afsluiten geeft de onverkochte artikelen van de goede-doelenlijsten weg: niet meer op de volgende beurs, de verkoper ziet waarheen', async () => {
    const [anna, , chris] = verkopers as [Deelnemer, Deelnemer, Deelnemer];
    const beurs = (await h.store.lastAflevering())!.id;
    // Under € 1 goes to charity even when marked retour (SPEC.md section 9).
    await h.store.voegArtikelToe(
      anna.nummer,
      { omschrijving: 'Sokken', soort: 'Kleding', maat: '86-92', prijsCent: 80, retour: true },
      { afleveringId: beurs, maxArtikelen: 48, now: NU },
    );
    const mijn = (d: Deelnemer) =>
      h
        .client()
        .get<MijnArtikelen>(`/api/mijn-gegevens/artikelen?token=${encodeURIComponent(tokens.maak(d.id, 'gegevens'))}`);
    assert.equal((await mijn(chris)).body.naarGoedDoel, null, 'voor het afsluiten is er niets weggegeven');

    assert.equal((await admin.post('/api/afrekening/sluiten')).status, 200);
    const overzicht = (await admin.get<AfrekeningOverzicht>('/api/afrekening')).body;
    const lijst = paklijsten(overzicht.afrekening.verkopers);
    assert.deepEqual(
      [...lijst.goedDoel.kringloopwinkel, ...lijst.goedDoel.speelgoedbank, ...lijst.goedDoel.school]
        .map((r) => r.omschrijving)
        .sort(),
      ['Sokken', 'Trui'],
    );

    // Returned items stay the seller's; what went to charity is no longer on their list.
    assert.deepEqual(
      (await mijn(anna)).body.artikelen.map((a) => a.omschrijving),
      ['Prentenboek'],
    );
    const vanChris = (await mijn(chris)).body;
    assert.deepEqual(vanChris.artikelen, []);
    assert.deepEqual(vanChris.naarGoedDoel, {
      datum: '2026-09-12',
      artikelen: [
        {
          code: artikelcode({ verkopersnummer: chris.nummer, artikelnummer: 1 }),
          artikelnummer: 1,
          omschrijving: 'Trui',
          maat: '110-116',
          prijsCent: 100,
          doel: 'Kringloopwinkel',
        },
      ],
    });

    // The next fair: Anna and Chris take part again; only the returned book is on offer.
    assert.equal((await admin.post('/api/aflevering', { volgnummer: 2, datum: '2027-03-13' })).status, 200);
    const volgende = (await h.store.lastAflevering())!;
    for (const d of [anna, chris]) {
      const nu = (await h.store.getDeelnemer(d.id))!;
      await h.store.updateDeelnemer({
        ...nu,
        afleveringen: [{ id: volgende.id, volgnummer: 2, datum: volgende.datum, actief: true }, ...nu.afleveringen],
      });
    }
    assert.deepEqual(
      (await h.store.listArtikelenVoorBeurs(volgende.id)).map((a) => a.omschrijving),
      ['Prentenboek'],
    );
    // While the next fair is prepared, Chris still sees what became of his items.
    assert.equal((await mijn(chris)).body.naarGoedDoel?.datum, '2026-09-12');
  });

  it('alleen de beheerder ziet de afrekening', async () => {
    for (const pad of ['/api/afrekening', '/api/afrekening/export.csv', '/api/afrekening/enveloppen.pdf']) {
      assert.equal((await h.client().get(pad)).status, 401, pad);
    }
    assert.equal((await h.client().post('/api/afrekening/sluiten')).status, 401);
  });
});
