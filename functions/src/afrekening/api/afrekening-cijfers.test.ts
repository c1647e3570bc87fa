/**
 * /api/afrekening beyond the envelopes: the charts' figures of this fair and the previous one
 * (from receipts sent through the till), the packing lists of the unsold items in the summary
 * PDF, and the envelope slip of a seller whose sold lines do not fit on one slip.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { bedrag } from '../domein/weergave';
import { naastVorige } from '../domein/grafieken';
import { type AfrekeningOverzicht } from '../domein/afrekening';
import type { ArtikelInvoer } from '../../artikelen/domein/artikelen';
import type { BonRegel } from '../../kassa/domein/kassa';
import type { KassaVoorBeheer } from '../../kassa/domein/overzicht';
import { doeWeerMee } from '../../registratie/domein/registratie';
import type { Deelnemer } from '../../kern/types';
import { createSqliteStore } from '../../app/store/sqlite';
import { startHarness, type Client, type Harness } from '../../app/testing/harness';
import { KassaApparaat } from '../../kassa/testing/kassa-apparaat';

const NU = new Date('2026-09-12T09:00:00Z');

function pdfTekst(bytes: Buffer): string {
  const uit = spawnSync('pdftotext', ['-layout', '-', '-'], { input: bytes });
  assert.equal(uit.status, 0, uit.stderr.toString());
  return uit.stdout.toString();
}
const bedragRe = (cent: number) => bedrag(cent).replace(/[€,]/g, '.');

describe('/api/afrekening: de cijfers naast de vorige beurs, de paklijsten en lange enveloppen', () => {
  let h: Harness;
  let admin: Client;
  let anna: Deelnemer;
  let bram: Deelnemer;

  const nieuweBeurs = async (volgnummer: number, datum: string) => {
    assert.equal((await admin.post('/api/aflevering', { volgnummer, datum })).status, 200);
    return (await h.store.leesLaatsteAflevering())!.id;
  };
  const kassa = async (naam: string, ruimte: string) => {
    const res = await admin.post<KassaVoorBeheer>('/api/kassas', { naam, ruimte });
    assert.equal(res.status, 201, res.text);
    return KassaApparaat.van(h, res.body);
  };
  /** A receipt through the till's own API, closed at `gesloten` (UTC). */
  const verkoop = async (apparaat: KassaApparaat, regels: BonRegel[], gesloten: string) => {
    const res = await apparaat.stuur([{ id: randomUUID(), regels, ontvangenCent: 100_000, gesloten }]);
    assert.equal(res.status, 200, res.text);
  };
  const artikel = async (
    verkoper: Deelnemer,
    afleveringId: string,
    invoer: Partial<ArtikelInvoer> & Pick<ArtikelInvoer, 'omschrijving' | 'prijsCent'>,
  ) =>
    h.store.voegArtikelToe(
      verkoper.nummer,
      { soort: 'Kleding', maat: null, retour: false, ...invoer },
      { afleveringId, maxArtikelen: 200, now: NU },
    );
  const regel = (v: Deelnemer, artikelnummer: number | null, prijsCent: number): BonRegel => ({
    verkopersnummer: v.nummer,
    artikelnummer,
    prijsCent,
  });

  beforeEach(async () => {
    h = await startHarness(createSqliteStore(':memory:'), { clock: () => NU });
    await h.store.init();
    admin = await h.admin();
    const registreer = (naam: string) =>
      h.store.schrijfIn(
        { naam, email: `${naam.toLowerCase()}@voorbeeld.nl`, telefoon: '' },
        { bypassGate: true, now: NU },
      );

    // The previous fair (March, Amsterdam is UTC+1): two items sold, one left over.
    const vorige = await nieuweBeurs(1, '2026-03-14');
    anna = await registreer('Anna');
    bram = await registreer('Bram');
    const romper = await artikel(anna, vorige, { omschrijving: 'Romper', maat: '74', prijsCent: 150 });
    await artikel(anna, vorige, { omschrijving: 'Sokjes', maat: '80', prijsCent: 90 });
    const bal = await artikel(anna, vorige, { omschrijving: 'Bal', soort: 'Speelgoed', prijsCent: 400 });
    const kleding1 = await kassa('Kleding maart', 'Kleding');
    const speelgoed1 = await kassa('Speelgoed maart', 'Speelgoed');
    await verkoop(kleding1, [regel(anna, romper.artikelnummer, 150)], '2026-03-14T09:10:00Z');
    await verkoop(speelgoed1, [regel(anna, bal.artikelnummer, 400)], '2026-03-14T09:35:00Z');
    assert.equal((await admin.post('/api/afrekening/sluiten')).status, 200);

    // This fair (September, UTC+2).
    const nu = await nieuweBeurs(2, '2026-09-12');
    // Both take part again with their own number. Anna's unsold socks (under € 1) went to charity
    // when March was closed: they are not on offer again.
    const laatste = await h.store.leesLaatsteAflevering();
    anna = await h.store.wijzigDeelnemer(doeWeerMee(anna, laatste));
    bram = await h.store.wijzigDeelnemer(doeWeerMee(bram, laatste));
    const jas = await artikel(anna, nu, { omschrijving: 'Jas', maat: '98-104', prijsCent: 1250, retour: true });
    await artikel(anna, nu, { omschrijving: 'Winterjas', maat: '110', prijsCent: 2200, retour: true });
    await artikel(anna, nu, { omschrijving: 'Slab', maat: '74', prijsCent: 50, retour: true });
    await artikel(bram, nu, { omschrijving: 'Lego', soort: 'Speelgoed', prijsCent: 600 });
    await artikel(bram, nu, { omschrijving: 'Prentenboek', soort: 'Boeken', prijsCent: 250 });
    await artikel(bram, nu, { omschrijving: 'Draagzak', soort: 'Overig', prijsCent: 1500 });
    const kleding2 = await kassa('Kleding september', 'Kleding');
    const speelgoed2 = await kassa('Speelgoed september', 'Speelgoed');
    await verkoop(kleding2, [regel(anna, jas.artikelnummer, 1250), regel(bram, null, 300)], '2026-09-12T08:05:00Z');
    await verkoop(speelgoed2, [regel(bram, null, 700)], '2026-09-12T08:40:00Z');
  });
  afterEach(async () => {
    await h.close();
    await h.store.close();
  });

  it('elke grafiek krijgt de cijfers van deze beurs en van de vorige, uit dezelfde berekening', async () => {
    const res = await admin.get<AfrekeningOverzicht>('/api/afrekening');
    assert.equal(res.status, 200, res.text);
    const { afrekening, vorige } = res.body;
    assert.equal(vorige?.beurs.volgnummer, 1);
    const nu = afrekening.grafiek;
    const toen = vorige.grafiek;

    // Per room: offered online, of those sold, receipt lines, takings.
    assert.deepEqual(
      nu.perRuimte.map((r) => [r.ruimte, r.aangeboden, r.verkochtVanAangeboden, r.verkocht, r.omzetCent]),
      [
        ['Kleding', 3, 1, 2, 1550], // Jas, Winterjas, Slab
        ['Speelgoed', 3, 0, 1, 700], // Lego, Prentenboek, Draagzak
      ],
    );
    assert.deepEqual(
      toen.perRuimte.map((r) => [r.ruimte, r.aangeboden, r.verkochtVanAangeboden, r.verkocht, r.omzetCent]),
      [
        ['Kleding', 2, 1, 1, 150],
        ['Speelgoed', 1, 1, 1, 400],
      ],
    );
    // Per half hour on the fair's clock (Amsterdam).
    assert.deepEqual(nu.perHalfUur, [
      { tijd: '10:00', Kleding: 1550, Speelgoed: 0, onbekend: 0 },
      { tijd: '10:30', Kleding: 0, Speelgoed: 700, onbekend: 0 },
    ]);
    assert.deepEqual(toen.perHalfUur, [
      { tijd: '10:00', Kleding: 150, Speelgoed: 0, onbekend: 0 },
      { tijd: '10:30', Kleding: 0, Speelgoed: 400, onbekend: 0 },
    ]);
    // Clothing per size group; all items per price band.
    assert.deepEqual(
      nu.perMaatgroep.map((g) => [g.groep, g.aangeboden, g.verkocht]),
      [
        ['74-80', 1, 0],
        ['98-104', 1, 1],
        ['110-116', 1, 0],
      ],
    );
    assert.deepEqual(
      toen.perMaatgroep.map((g) => [g.groep, g.aangeboden, g.verkocht]),
      [['74-80', 2, 1]],
    );
    assert.deepEqual(
      nu.perPrijsklasse.map((g) => [g.klasse, g.aangeboden, g.verkocht]),
      [
        ['onder € 1', 1, 0],
        ['€ 1 tot 3', 1, 0],
        ['€ 5 tot 10', 1, 0],
        ['€ 10 tot 20', 2, 1],
        ['€ 20 en meer', 1, 0],
      ],
    );
    assert.deepEqual(
      toen.perPrijsklasse.map((g) => [g.klasse, g.aangeboden, g.verkocht]),
      [
        ['onder € 1', 1, 0],
        ['€ 1 tot 3', 1, 1],
        ['€ 3 tot 5', 1, 1],
      ],
    );
    // The previous fair's totals beside this one's.
    assert.deepEqual([afrekening.totalen.omzetCent, vorige.totalen.omzetCent], [2250, 550]);

    // What the page draws: both fairs on one axis.
    const samen = naastVorige(nu, toen);
    assert.deepEqual(
      samen.perMaatgroep.map((g) => [g.groep, g.nu.aangeboden, g.vorige.aangeboden]),
      [
        ['74-80', 1, 2],
        ['98-104', 1, 0],
        ['110-116', 1, 0],
      ],
    );
  });

  it('het overzicht heeft paklijsten per goed doel en per verkoper die retour wil', async () => {
    const { afrekening } = (await admin.get<AfrekeningOverzicht>('/api/afrekening')).body;
    const a = afrekening.verkopers.find((v) => v.nummer === anna.nummer)!;
    const b = afrekening.verkopers.find((v) => v.nummer === bram.nummer)!;
    assert.deepEqual(
      a.terug.map((t) => t.omschrijving),
      ['Winterjas'],
    );
    assert.deepEqual(
      [...a.goedDoel, ...b.goedDoel].map((g) => [g.omschrijving, g.doel]),
      [
        ['Slab', 'kringloopwinkel'], // retour, but under € 1
        ['Lego', 'speelgoedbank'],
        ['Prentenboek', 'school'],
        ['Draagzak', 'kringloopwinkel'],
      ],
    );

    const tekst = pdfTekst((await admin.download('/api/afrekening/overzicht.pdf')).bytes);
    const stuk = (van: string, tot: string | null) => {
      const begin = tekst.indexOf(van);
      assert.ok(begin >= 0, `${van} staat in het overzicht`);
      return tekst.slice(begin, tot === null ? undefined : tekst.indexOf(tot, begin));
    };
    const nr = (omschrijving: string) =>
      [...a.goedDoel, ...b.goedDoel, ...a.terug].find((x) => x.omschrijving === omschrijving)!.artikelnummer;
    /** A packing list's line: seller (for a charity's box), item number, description, size, price. */
    const rij = (verkoper: number | null, omschrijving: string, maat: string, cent: number) =>
      new RegExp(
        `${verkoper === null ? '' : `${verkoper}\\s+`}${nr(omschrijving)}\\s+${omschrijving}\\s+${maat}\\s*${bedragRe(cent)}`,
      );
    const kringloop = stuk('Paklijst: Kringloopwinkel', 'Paklijst: Speelgoed');
    assert.match(kringloop, /2 artikelen/);
    assert.doesNotMatch(kringloop, /Sokjes/, 'al in maart naar een goed doel');
    assert.match(kringloop, rij(anna.nummer, 'Slab', '74', 50));
    assert.match(kringloop, rij(bram.nummer, 'Draagzak', '', 1500));
    const speelgoed = stuk('Paklijst: Speelgoed-goed doel', 'Paklijst: School');
    assert.match(speelgoed, rij(bram.nummer, 'Lego', '', 600));
    assert.doesNotMatch(speelgoed, /Draagzak|Prentenboek/);
    const school = stuk('Paklijst: School', 'Paklijst: terug');
    assert.match(school, rij(bram.nummer, 'Prentenboek', '', 250));
    const terug = stuk('Paklijst: terug naar de verkopers', null);
    assert.match(terug, new RegExp(`Verkoper ${anna.nummer} Anna \\(1\\)`));
    assert.match(terug, rij(null, 'Winterjas', '110', 2200));
    assert.doesNotMatch(terug, /Bram|Slab/);
  });

  it('een verkoper met veel verkochte artikelen: de envelop loopt door op een vervolgstrook', async () => {
    const nu = (await h.store.leesLaatsteAflevering())!.id;
    const kleding = await kassa('Kleding extra', 'Kleding');
    const regels: BonRegel[] = [];
    for (let i = 0; i < 70; i++) {
      const a = await artikel(bram, nu, { omschrijving: `Shirt ${i}`, maat: '104', prijsCent: 200 + i });
      regels.push(regel(bram, a.artikelnummer, a.prijsCent));
    }
    await verkoop(kleding, regels, '2026-09-12T09:00:00Z');
    const { afrekening } = (await admin.get<AfrekeningOverzicht>('/api/afrekening')).body;
    const v = afrekening.verkopers.find((x) => x.nummer === bram.nummer)!;
    assert.equal(v.verkocht, 72); // 70 shirts and two hand-written labels

    const tekst = pdfTekst((await admin.download('/api/afrekening/enveloppen.pdf')).bytes);
    assert.match(tekst, /vervolg op de volgende strook \(nog \d+ regels?\)/);
    assert.doesNotMatch(tekst, /zie het overzicht/, 'het overzicht heeft geen verkochte artikelen per verkoper');
    assert.match(tekst, new RegExp(`Verkoper ${bram.nummer} \\(vervolg\\)`));
    // Every sold item is on a slip, once, with its price.
    for (const r of regels) {
      const gevonden = tekst.match(new RegExp(`nr ${r.artikelnummer} ${bedragRe(r.prijsCent)}`, 'g')) ?? [];
      assert.equal(gevonden.length, 1, `nr ${r.artikelnummer}`);
    }
    assert.match(tekst, /2 regels met handgeschreven label/);
    // The calculation is still on the seller's first slip.
    assert.match(tekst, new RegExp(`Uitbetaling\\s+${bedragRe(v.uitbetalingCent)}`));
  });
});
