/**
 * "Halve prijs aan het eind" (issue 54) on both runtimes: PUT /api/artikelen/instellingen with
 * halvePrijs and its field messages; a seller's "mag afgeprijsd" per item, changeable until the
 * labels are printed (then the printed label wins and the answer says new labels are needed); the
 * till's GET /api/kassa/gegevens with the flag and the rule; receipt lines with lijstprijsCent,
 * accepted by the rule or kept under Nakijken with the reason; the settlement's afgeprijsdCent.
 * The fair's item settings are put back afterwards; the receipts stay (a till never loses a sale),
 * each under its own seller number.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, it } from 'node:test';
import type { ArtikelenOverzicht, MijnArtikelen } from '../artikelen/domein';
import { AFPRIJS_REDENEN } from '../artikelen/domein';
import type { AfrekeningOverzicht } from '../afrekening/domein/afrekening';
import type { KassaContactAntwoord, KassaGegevens } from '../kassa/domein/kassa';
import type { KassaVoorBeheer } from '../kassa/domein/overzicht';
import { amsterdamsTijdstip } from '../kern/deadline';
import type { ArtikelInstellingen } from '../kern/types';
import type { Client } from '../platform/testing/client';
import { KassaApparaat } from '../kassa/testing/kassa-apparaat';
import { beheerder, bezoeker, opElkeRuntime } from './runtimes';
import { openInschrijving, tokenUitMail, uniek } from './staat';

interface Fout {
  message: string;
  veld?: string;
}

const MINUUT = 60_000;

opElkeRuntime('halve prijs aan het eind', (rt) => {
  let admin: Client;
  let vooraf: ArtikelInstellingen;
  // The start: half an hour ago on the fair's clock, so the till's receipts fall before and after it.
  const start = new Date(Date.now() - 30 * MINUUT);
  const halvePrijs = { vanaf: amsterdamsTijdstip(start), procent: 50, afrondingCent: 10, standaard: true };

  const zetInstellingen = async (instellingen: unknown) => {
    const res = await admin.put<{ instellingen: ArtikelInstellingen } & Fout>(
      '/api/artikelen/instellingen',
      instellingen,
    );
    return res;
  };

  /** A seller registered through the form, with their personal link and a way to add items. */
  const nieuweVerkoper = async (adres: number, telefoon: string) => {
    const email = `${uniek()}@voorbeeld.nl`;
    const verkoper = bezoeker(rt, adres);
    const inschrijving = await verkoper.post<{ nummer: number }>('/api/geregistreerde/save', {
      naam: 'Halve Prijs',
      email,
      telefoon,
    });
    assert.equal(inschrijving.status, 200, inschrijving.text);
    const token = await tokenUitMail(admin, email);
    const voegToe = async (omschrijving: string, prijsCent: number, magAfgeprijsd?: boolean) => {
      const res = await verkoper.post<MijnArtikelen & Fout>('/api/mijn-gegevens/artikelen', {
        token,
        artikel: { omschrijving, soort: 'Kleding', maat: '98-104', prijsCent, retour: false, magAfgeprijsd },
      });
      assert.equal(res.status, 201, res.text);
      return res.body;
    };
    return { verkoper, nummer: inschrijving.body.nummer, token, voegToe };
  };

  before(async () => {
    admin = await beheerder(rt);
    await openInschrijving(admin);
    const overzicht = await admin.get<ArtikelenOverzicht>('/api/artikelen');
    assert.equal(overzicht.status, 200, overzicht.text);
    vooraf = overzicht.body.instellingen;
  });
  after(async () => {
    if (vooraf) assert.equal((await zetInstellingen(vooraf)).status, 200);
  });

  it('PUT /api/artikelen/instellingen neemt halvePrijs aan of null, en weigert foute velden met een Nederlandse melding', async () => {
    const fout = await zetInstellingen({ ...vooraf, halvePrijs: { ...halvePrijs, procent: 80 } });
    assert.equal(fout.status, 400, fout.text);
    assert.equal(fout.body.veld, 'halvePrijs');
    assert.match(fout.body.message, /korting moet .* 25 tot en met 75/);
    const tijd = await zetInstellingen({ ...vooraf, halvePrijs: { ...halvePrijs, vanaf: 'om twee uur' } });
    assert.equal(tijd.status, 400, tijd.text);
    assert.equal(tijd.body.veld, 'halvePrijs');
    assert.match(tijd.body.message, /jjjj-mm-ddTuu:mm/);

    const uit = await zetInstellingen({ ...vooraf, halvePrijs: null });
    assert.equal(uit.status, 200, uit.text);
    assert.equal(uit.body.instellingen.halvePrijs, null);
    // The defaults fill in what is not sent: 50 %, down to 10 cents, new items marked.
    const aan = await zetInstellingen({ ...vooraf, halvePrijs: { vanaf: halvePrijs.vanaf } });
    assert.equal(aan.status, 200, aan.text);
    assert.deepEqual(aan.body.instellingen.halvePrijs, halvePrijs);
  });

  it('zonder halve prijs op de beurs geen ½ op het label; gaat halve prijs aan, dan zijn nieuwe labels nodig', async () => {
    const deadline = amsterdamsTijdstip(new Date(Date.now() + 24 * 60 * MINUUT));
    assert.equal((await zetInstellingen({ ...vooraf, onlineInvoeren: true, deadline, halvePrijs: null })).status, 200);
    const { verkoper, token, voegToe } = await nieuweVerkoper(55, '0612345679');
    // The seller's choice is kept (default yes), but the fair gives no discount: the label says nothing.
    await voegToe('Jas', 450);
    const pdf = await verkoper.download(`/api/mijn-gegevens/labels.pdf?token=${encodeURIComponent(token)}`);
    assert.equal(pdf.status, 200);
    const lijst = async () =>
      (await verkoper.get<MijnArtikelen>(`/api/mijn-gegevens/artikelen?token=${encodeURIComponent(token)}`)).body
        .artikelen[0]!;
    const geprint = await lijst();
    assert.deepEqual([geprint.magAfgeprijsd, geprint.labelAfgeprijsd, geprint.nieuwLabelNodig], [true, false, false]);
    // Halve prijs switched on after printing: the label lacks the ½ the till would now need.
    assert.equal((await zetInstellingen({ ...vooraf, onlineInvoeren: true, deadline, halvePrijs })).status, 200);
    assert.equal((await lijst()).nieuwLabelNodig, true);
  });

  it('een verkoper kiest per artikel, het label wint na printen, de kassa prijst af en de afrekening betaalt wat betaald is', async () => {
    const deadline = amsterdamsTijdstip(new Date(Date.now() + 24 * 60 * MINUUT));
    const aan = await zetInstellingen({ ...vooraf, onlineInvoeren: true, deadline, halvePrijs });
    assert.equal(aan.status, 200, aan.text);

    const { verkoper, nummer, token, voegToe } = await nieuweVerkoper(54, '0612345678');
    await voegToe('Jas met ½', 450, true);
    await voegToe('Trui zonder', 300, false);
    const lijst = await voegToe('Broek standaard', 1000);
    assert.deepEqual(
      lijst.artikelen.map((a) => [a.artikelnummer, a.magAfgeprijsd, a.labelAfgeprijsd, a.nieuwLabelNodig]),
      [
        [1, true, null, false],
        [2, false, null, false],
        [3, true, null, false],
      ],
    );
    const fout = await verkoper.post<Fout>('/api/mijn-gegevens/artikelen', {
      token,
      artikel: { omschrijving: 'Fout', soort: 'Speelgoed', prijsCent: 100, retour: false, magAfgeprijsd: 'ja' },
    });
    assert.equal(fout.status, 400, fout.text);
    assert.equal(fout.body.veld, 'magAfgeprijsd');

    // Before printing a change is simply the choice.
    const wijzig = async (artikelnummer: number, omschrijving: string, prijsCent: number, magAfgeprijsd: boolean) => {
      const res = await verkoper.put<MijnArtikelen>(`/api/mijn-gegevens/artikelen/${artikelnummer}`, {
        token,
        artikel: { omschrijving, soort: 'Kleding', maat: '98-104', prijsCent, retour: false, magAfgeprijsd },
      });
      assert.equal(res.status, 200, res.text);
      return res.body.artikelen.find((a) => a.artikelnummer === artikelnummer)!;
    };
    assert.equal((await wijzig(3, 'Broek standaard', 1000, false)).magAfgeprijsd, false);
    assert.equal((await wijzig(3, 'Broek standaard', 1000, true)).nieuwLabelNodig, false);

    const pdf = await verkoper.download(`/api/mijn-gegevens/labels.pdf?token=${encodeURIComponent(token)}`);
    assert.equal(pdf.status, 200);
    // After printing: a change needs new labels, and until then the printed ½ is what the till knows.
    const na = await wijzig(3, 'Broek standaard', 1000, false);
    assert.deepEqual([na.magAfgeprijsd, na.labelAfgeprijsd, na.nieuwLabelNodig], [false, true, true]);

    const kassaRes = await admin.post<KassaVoorBeheer>('/api/kassas', {
      naam: `Halve prijs ${uniek()}`,
      ruimte: 'Kleding',
    });
    assert.equal(kassaRes.status, 201, kassaRes.text);
    const kassa = new KassaApparaat(rt.url, kassaRes.body.link.split('#')[1]!);
    const gegevens = await kassa.call<KassaGegevens>('GET', '/api/kassa/gegevens');
    assert.equal(gegevens.status, 200, gegevens.text);
    const eigen = gegevens.body.artikelen.filter((a) => a.verkopersnummer === nummer);
    assert.deepEqual(
      eigen.map((a) => [a.artikelnummer, a.prijsCent, a.magAfgeprijsd]),
      [
        [1, 450, true],
        [2, 300, false],
        [3, 1000, true],
      ],
    );
    assert.deepEqual(gegevens.body.halvePrijs, {
      vanaf: halvePrijs.vanaf,
      procent: 50,
      afrondingCent: 10,
      minimumPrijsCent: aan.body.instellingen.minimumPrijsCent,
    });
    // A change on the fair day reaches an open till at its next heartbeat, without reloading it.
    const hartslag = () =>
      kassa.call<KassaContactAntwoord>('POST', '/api/kassa/contact', { wachtend: 0, oudsteWachtend: null });
    assert.deepEqual((await hartslag()).body.halvePrijs, gegevens.body.halvePrijs);
    const anders = { ...vooraf, onlineInvoeren: true, deadline, halvePrijs: { ...halvePrijs, procent: 40 } };
    assert.equal((await zetInstellingen(anders)).status, 200);
    assert.equal((await hartslag()).body.halvePrijs?.procent, 40);
    assert.equal((await zetInstellingen({ ...anders, halvePrijs })).status, 200);
    assert.equal((await hartslag()).body.halvePrijs?.procent, 50);

    const nu = new Date().toISOString();
    const ids = { goed: randomUUID(), niet: randomUUID(), vroeg: randomUUID(), vol: randomUUID() };
    const verzonden = await kassa.stuur([
      {
        id: ids.goed,
        regels: [
          { verkopersnummer: nummer, artikelnummer: 1, prijsCent: 220, lijstprijsCent: 450 },
          { verkopersnummer: nummer, artikelnummer: 3, prijsCent: 500, lijstprijsCent: 1000 },
        ],
        ontvangenCent: 1000,
        gesloten: nu,
      },
      {
        id: ids.niet,
        regels: [{ verkopersnummer: nummer, artikelnummer: 2, prijsCent: 150, lijstprijsCent: 300 }],
        ontvangenCent: 150,
        gesloten: nu,
      },
      {
        id: ids.vroeg,
        regels: [{ verkopersnummer: nummer, artikelnummer: null, prijsCent: 100, lijstprijsCent: 200 }],
        ontvangenCent: 100,
        gesloten: new Date(start.getTime() - 6 * MINUUT).toISOString(),
      },
    ]);
    assert.equal(verzonden.status, 200, verzonden.text);
    assert.deepEqual([...verzonden.body.bevestigd].sort(), [ids.goed, ids.niet, ids.vroeg].sort());
    const oud = await kassa.stuur([
      {
        id: ids.vol,
        regels: [{ verkopersnummer: nummer, artikelnummer: null, prijsCent: 250 }],
        ontvangenCent: 250,
        gesloten: nu,
      },
    ]);
    assert.equal(oud.status, 200, 'een kassa van voor: zonder lijstprijsCent');

    const afrekening = await admin.get<AfrekeningOverzicht>('/api/afrekening');
    assert.equal(afrekening.status, 200, afrekening.text);
    const { verkopers, nakijken } = afrekening.body.afrekening;
    const v = verkopers.find((x) => x.nummer === nummer)!;
    assert.equal(v.omzetCent, 220 + 500 + 150 + 100 + 250, 'elke regel bewaard, op de betaalde prijs');
    assert.equal(v.afgeprijsdCent, 220 + 500 + 150 + 100);
    const mijn = nakijken.filter((p) => p.verkopersnummer === nummer);
    assert.deepEqual(
      mijn.map((p) => [p.bonId, p.soort, p.prijsCent, p.lijstprijsCent, p.reden]),
      [
        [ids.vroeg, 'afprijzing', 100, 200, AFPRIJS_REDENEN.vroeg],
        [ids.niet, 'afprijzing', 150, 300, AFPRIJS_REDENEN.niet],
      ],
    );
    const regel = mijn.find((p) => p.bonId === ids.niet)!;
    const besluit = await admin.put(`/api/afrekening/regels/${regel.bonId}/${regel.regel}`, {
      besluit: 'lijstprijs',
      reden: '',
    });
    assert.equal(besluit.status, 200, besluit.text);
    const daarna = (await admin.get<AfrekeningOverzicht>('/api/afrekening')).body.afrekening;
    const w = daarna.verkopers.find((x) => x.nummer === nummer)!;
    assert.equal(w.omzetCent, 220 + 500 + 300 + 100 + 250, 'lijstprijs: de verkoper krijgt de labelprijs');
    assert.equal(w.afgeprijsdCent, 220 + 500 + 100);
    assert.equal(w.commissieCent, Math.round((w.omzetCent * daarna.instellingen.commissiePercentage) / 100));
    // The early line counts as sold at the reduced price: nothing of this test stays open under Nakijken.
    const vroeg = mijn.find((p) => p.bonId === ids.vroeg)!;
    const akkoord = await admin.put(`/api/afrekening/regels/${vroeg.bonId}/${vroeg.regel}`, { besluit: 'akkoord' });
    assert.equal(akkoord.status, 200, akkoord.text);
  });
});
