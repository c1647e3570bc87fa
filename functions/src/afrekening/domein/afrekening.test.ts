import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { berekenAfrekening } from './afrekening';
import { naastVorige } from './grafieken';
import { paklijsten } from './paklijsten';
import { artikel, bon, GEANNULEERD, invoer } from '../testing/afrekeninvoer';

/** What the organisation keeps is exactly its commission, fees and roundings, less what sellers still owe. */
function sluitRond(t: ReturnType<typeof berekenAfrekening>['totalen']) {
  assert.equal(
    t.organisatieCent,
    t.commissieCent +
      t.administratiekostenCent +
      t.retourkostenCent +
      t.afrondingCent -
      t.nogTeBetalenCent +
      t.kasAfrondingCent,
  );
}

describe('afrekening van de hele beurs', () => {
  it('telt per verkoper de bonregels, ook handgeschreven labels, en slaat geannuleerde bonnen over', () => {
    const a = berekenAfrekening(
      invoer({
        artikelen: [artikel(1, 1, 500), artikel(1, 2, 250)],
        bonnen: [
          bon([
            { verkopersnummer: 1, artikelnummer: 1, prijsCent: 500 },
            { verkopersnummer: 2, artikelnummer: null, prijsCent: 300 },
          ]),
          bon([{ verkopersnummer: 1, artikelnummer: 2, prijsCent: 250 }], { geannuleerd: GEANNULEERD }),
        ],
      }),
    );
    const [anna, bram] = a.verkopers;
    assert.equal(anna!.verkocht, 1);
    assert.equal(anna!.omzetCent, 500);
    assert.equal(anna!.verkochteArtikelen[0]!.omschrijving, 'artikel 1');
    assert.equal(bram!.handgeschreven, 1);
    assert.equal(bram!.administratiekostenCent, 0);
    assert.equal(bram!.uitbetalingCent, 300 - 60);
    assert.equal(a.totalen.bonnen, 1);
    assert.equal(a.totalen.geannuleerdeBonnen, 1);
    // het onverkochte artikel 2 (geen retour) gaat naar de kringloopwinkel
    assert.deepEqual(
      anna!.goedDoel.map((g) => [g.artikelnummer, g.doel]),
      [[2, 'kringloopwinkel']],
    );
  });

  it('retourkosten bij een retourartikel van € 1 of meer, of bij de markering bij het inleveren', () => {
    const a = berekenAfrekening(
      invoer({
        deelnemers: [
          { nummer: 1, naam: 'A', vrijwilliger: false },
          { nummer: 2, naam: 'B', vrijwilliger: false },
          { nummer: 3, naam: 'C', vrijwilliger: false },
        ],
        artikelen: [artikel(1, 1, 100, { retour: true }), artikel(3, 1, 50, { retour: true })],
        retourBijAfgifte: [2],
      }),
    );
    assert.deepEqual(
      a.verkopers.map((v) => [v.retourReden, v.retourkostenCent]),
      [
        ['artikel', 200],
        ['afgifte', 200],
        [null, 0], // onder € 1 gaat nooit terug, dus geen retourkosten
      ],
    );
    assert.deepEqual(
      a.verkopers[0]!.terug.map((t) => t.artikelnummer),
      [1],
    );
    assert.deepEqual(
      a.verkopers[2]!.goedDoel.map((t) => t.artikelnummer),
      [1],
    );
  });

  it('onverkochte spullen voor het goede doel: kleding, speelgoed en boeken elk naar hun bestemming', () => {
    const a = berekenAfrekening(
      invoer({
        artikelen: [
          artikel(1, 1, 500, { soort: 'Kleding' }),
          artikel(1, 2, 500, { soort: 'Speelgoed' }),
          artikel(1, 3, 500, { soort: 'Boeken' }),
          artikel(1, 4, 500, { soort: 'Speelgoed', retour: true }),
        ],
        bonnen: [bon([{ verkopersnummer: 1, artikelnummer: 4, prijsCent: 500 }])],
      }),
    );
    const anna = a.verkopers[0]!;
    assert.deepEqual(
      anna.goedDoel.map((g) => g.doel),
      ['kringloopwinkel', 'speelgoedbank', 'school'],
    );
    assert.deepEqual(anna.terug, []); // het retourartikel is verkocht
    assert.equal(anna.retourkostenCent, 200); // het retourartikel telt, ook als het verkocht is
  });

  it('een dubbel verkocht artikel telt twee keer (het geld is twee keer ontvangen) en wordt gemeld', () => {
    const regel = { verkopersnummer: 1, artikelnummer: 1, prijsCent: 400 };
    const a = berekenAfrekening(invoer({ artikelen: [artikel(1, 1, 400)], bonnen: [bon([regel]), bon([regel])] }));
    assert.equal(a.verkopers[0]!.omzetCent, 800);
    assert.ok(a.verkopers[0]!.verkochteArtikelen.every((v) => v.dubbel));
    assert.deepEqual(a.totalen.dubbelVerkocht, [{ verkopersnummer: 1, artikelnummer: 1, keer: 2 }]);
  });

  it('een onbekend verkopersnummer op een bon krijgt een eigen regel en wordt gemeld', () => {
    const a = berekenAfrekening(
      invoer({ bonnen: [bon([{ verkopersnummer: 77, artikelnummer: null, prijsCent: 100 }])] }),
    );
    assert.equal(a.verkopers.at(-1)!.naam, '(onbekende verkoper)');
    assert.deepEqual(a.totalen.onbekendeVerkopers, [77]);
  });

  it('totalen: envelop + wat de organisatie houdt = omzet, en de briefjes en munten tellen op tot de envelopen', () => {
    const a = berekenAfrekening(
      invoer({
        bonnen: [
          bon([{ verkopersnummer: 1, artikelnummer: null, prijsCent: 1234 }]),
          bon([{ verkopersnummer: 2, artikelnummer: null, prijsCent: 5678 }], { kassaId: 'k2' }),
        ],
        kassas: [
          { id: 'k1', naam: 'Kassa kleding', ruimte: 'Kleding' },
          { id: 'k2', naam: 'Kassa speelgoed', ruimte: 'Speelgoed' },
          { id: 'k3', naam: 'Kassa boeken', ruimte: 'Speelgoed' },
        ],
        geteld: { k1: 1230, k3: 0 },
      }),
    );
    const t = a.totalen;
    // de kassa's ronden elke bon af op 5 cent: 12,34 -> 12,35 en 56,78 -> 56,80
    assert.equal(t.kasCent, 1235 + 5680);
    assert.equal(t.kasAfrondingCent, 3);
    assert.equal(t.envelopCent + t.organisatieCent, t.kasCent);
    sluitRond(t);
    const muntTotaal = Object.entries(t.coupures).reduce((s, [c, n]) => s + Number(c) * n, 0);
    assert.equal(muntTotaal, t.envelopCent);
    assert.deepEqual(
      a.kassa.map((k) => [k.naam, k.omzetCent, k.geregistreerdCent, k.geteldCent, k.verschilCent]),
      [
        ['Kassa kleding', 1234, 1235, 1230, -5],
        ['Kassa boeken', 0, 0, 0, 0],
        ['Kassa speelgoed', 5678, 5680, null, null],
      ],
    );
  });

  it('per bank: het precieze bedrag tot op de cent, geen envelop of munten; de totalen sluiten nog steeds', () => {
    const a = berekenAfrekening(
      invoer({
        deelnemers: [
          { nummer: 1, naam: 'Contant', vrijwilliger: false },
          { nummer: 2, naam: 'Bank', vrijwilliger: false, perBank: true },
          { nummer: 3, naam: 'Bank, niets te krijgen', vrijwilliger: false, perBank: true },
        ],
        bonnen: [
          bon([
            { verkopersnummer: 1, artikelnummer: null, prijsCent: 1234 },
            { verkopersnummer: 2, artikelnummer: null, prijsCent: 1234 },
            { verkopersnummer: 3, artikelnummer: null, prijsCent: 50 },
          ]),
        ],
      }),
    );
    const [contant, bank, niets] = a.verkopers;
    // 12,34 − 20 % (2,47) − € 1 administratie = 8,87: contant 8,85 in de envelop, per bank 8,87
    assert.deepEqual(
      [contant!.uitbetaling, contant!.uitbetalingCent, contant!.envelopCent, contant!.overmakenCent],
      ['contant', 887, 885, 0],
    );
    assert.deepEqual(
      [bank!.uitbetaling, bank!.uitbetalingCent, bank!.envelopCent, bank!.overmakenCent],
      ['bank', 887, 0, 887],
    );
    assert.equal(
      Object.values(bank!.coupures).reduce((x, n) => x + n, 0),
      0,
    );
    // Wie per bank niets krijgt, betaalt bij zoals iedereen: er gaat niets over.
    assert.deepEqual([niets!.overmakenCent, niets!.nogTeBetalenCent], [0, 60]);
    const t = a.totalen;
    assert.deepEqual([t.envelopCent, t.overmakenCent, t.perBank, t.afrondingCent], [885, 887, 1, 2]);
    assert.equal(t.envelopCent + t.overmakenCent + t.organisatieCent, t.kasCent);
    sluitRond(t);
  });

  it('pin aan de kassa (issue 36): de kas telt alleen contant, geteld wordt met contant vergeleken; verkopers krijgen hetzelfde', () => {
    const regel = (verkopersnummer: number, prijsCent: number) => ({ verkopersnummer, artikelnummer: null, prijsCent });
    const kassas = [
      { id: 'k1', naam: 'Kassa kleding', ruimte: 'Kleding' as const },
      { id: 'k2', naam: 'Kassa speelgoed', ruimte: 'Speelgoed' as const },
    ];
    const bonnen = [
      bon([regel(1, 1234)]),
      bon([regel(1, 1001), regel(2, 502)], { betaalwijze: 'pin' }),
      bon([regel(2, 333)], { kassaId: 'k2', betaalwijze: 'pin' }),
      bon([regel(2, 999)], { kassaId: 'k2', betaalwijze: 'pin', geannuleerd: GEANNULEERD }),
    ];
    const a = berekenAfrekening(invoer({ kassas, bonnen, geteld: { k1: 1235, k2: 0 } }));
    // alles contant afgerekend: wat de verkopers krijgen hangt niet af van hoe de koper betaalde
    const contant = berekenAfrekening(
      invoer({ kassas, bonnen: bonnen.map((b) => bon(b.regels, { kassaId: b.kassaId, geannuleerd: b.geannuleerd })) }),
    );
    assert.deepEqual(
      a.verkopers.map((v) => [v.omzetCent, v.uitbetalingCent, v.envelopCent]),
      contant.verkopers.map((v) => [v.omzetCent, v.uitbetalingCent, v.envelopCent]),
    );
    assert.deepEqual(
      a.kassa.map((k) => [k.naam, k.bonnen, k.omzetCent, k.geregistreerdCent, k.pinCent, k.geteldCent, k.verschilCent]),
      [
        // 12,34 contant wordt 12,35 in de la; 15,03 per pin tot op de cent; geteld 12,35: geen verschil
        ['Kassa kleding', 2, 1234 + 1503, 1235, 1503, 1235, 0],
        ['Kassa speelgoed', 1, 333, 0, 333, 0, 0],
      ],
    );
    const t = a.totalen;
    assert.deepEqual([t.kasCent, t.pinCent, t.kasAfrondingCent], [1235, 1836, 1]);
    assert.equal(t.envelopCent + t.overmakenCent + t.organisatieCent, t.kasCent + t.pinCent);
    sluitRond(t);
  });

  it('grafiekcijfers: per ruimte, per half uur (Amsterdamse tijd), kleding per maatgroep en per prijsklasse', () => {
    const a = berekenAfrekening(
      invoer({
        artikelen: [
          artikel(1, 1, 500, { maat: '98' }),
          artikel(1, 2, 80, { maat: '176' }),
          artikel(1, 3, 2500, { soort: 'Speelgoed', maat: null }),
        ],
        bonnen: [
          bon([{ verkopersnummer: 1, artikelnummer: 1, prijsCent: 500 }], { gesloten: '2026-03-14T09:40:00Z' }),
          bon([{ verkopersnummer: 1, artikelnummer: 3, prijsCent: 2500 }], {
            gesloten: '2026-03-14T10:05:00Z',
            kassaId: 'k2',
          }),
        ],
      }),
    );
    assert.deepEqual(
      a.grafiek.perRuimte.map((r) => [r.ruimte, r.aangeboden, r.verkochtVanAangeboden, r.omzetCent]),
      [
        ['Kleding', 2, 1, 500],
        ['Speelgoed', 1, 1, 2500],
      ],
    );
    assert.deepEqual(a.grafiek.perHalfUur, [
      { tijd: '10:30', Kleding: 500, Speelgoed: 0, onbekend: 0 },
      { tijd: '11:00', Kleding: 0, Speelgoed: 2500, onbekend: 0 },
    ]);
    assert.deepEqual(
      a.grafiek.perMaatgroep.map((g) => [g.groep, g.aangeboden, g.verkocht]),
      [
        ['98-104', 1, 1],
        ['170-176', 1, 0],
      ],
    );
    assert.deepEqual(
      a.grafiek.perPrijsklasse.map((g) => g.klasse),
      ['onder € 1', '€ 5 tot 10', '€ 20 en meer'],
    );
  });
});

describe('afrekening: de vorige beurs ernaast en de paklijsten', () => {
  it('naastVorige zet beide beurzen op één as: elk half uur, elke maatgroep en prijsklasse van een van beide', () => {
    const nu = berekenAfrekening(
      invoer({
        artikelen: [artikel(1, 1, 500, { maat: '98' }), artikel(1, 2, 2500, { maat: '170' })],
        bonnen: [
          bon([{ verkopersnummer: 1, artikelnummer: 1, prijsCent: 500 }], { gesloten: '2026-03-14T09:40:00Z' }),
          // An unknown seller's hand-written label at a desk without a room: the 'onbekend' bucket.
          bon([{ verkopersnummer: 9, artikelnummer: null, prijsCent: 300 }], {
            gesloten: '2026-03-14T10:10:00Z',
            kassaId: 'weg',
          }),
        ],
      }),
    ).grafiek;
    const vorige = berekenAfrekening(
      invoer({
        artikelen: [artikel(1, 1, 150, { maat: '74' }), artikel(1, 2, 90, { maat: '98' })],
        bonnen: [bon([{ verkopersnummer: 1, artikelnummer: 1, prijsCent: 150 }], { gesloten: '2025-09-13T08:10:00Z' })],
      }),
    ).grafiek;
    const samen = naastVorige(nu, vorige);
    assert.deepEqual(
      samen.perHalfUur.map((h) => [h.tijd, h.nu.Kleding, h.nu.onbekend, h.vorige.Kleding]),
      [
        ['10:00', 0, 0, 150],
        ['10:30', 500, 0, 0],
        ['11:00', 0, 300, 0],
      ],
    );
    assert.deepEqual(
      samen.perMaatgroep.map((g) => [g.groep, g.nu.aangeboden, g.nu.verkocht, g.vorige.aangeboden, g.vorige.verkocht]),
      [
        ['74-80', 0, 0, 1, 1],
        ['98-104', 1, 1, 1, 0],
        ['170-176', 1, 0, 0, 0],
      ],
    );
    assert.deepEqual(
      samen.perPrijsklasse.map((g) => [g.klasse, g.nu.aangeboden, g.vorige.aangeboden, g.vorige.verkocht]),
      [
        ['onder € 1', 0, 1, 0],
        ['€ 1 tot 3', 0, 1, 1],
        ['€ 5 tot 10', 1, 0, 0],
        ['€ 20 en meer', 1, 0, 0],
      ],
    );
    // Without a previous fair the rows are this fair's, with zeros beside them.
    assert.deepEqual(
      naastVorige(nu, null).perMaatgroep.map((g) => [g.groep, g.vorige.aangeboden]),
      [
        ['98-104', 0],
        ['170-176', 0],
      ],
    );
  });

  it('paklijsten: per goed doel en per verkoper die retour wil, met nummer, omschrijving, maat en prijs', () => {
    const a = berekenAfrekening(
      invoer({
        artikelen: [
          artikel(2, 1, 400, { soort: 'Boeken', maat: null, omschrijving: 'Atlas' }),
          artikel(1, 2, 500, { soort: 'Speelgoed', maat: null, omschrijving: 'Blokken' }),
          artikel(1, 1, 700, { omschrijving: 'Jas', retour: true }),
          artikel(1, 3, 90, { omschrijving: 'Sokken', retour: true }),
          artikel(2, 2, 300, { soort: 'Overig', maat: null, omschrijving: 'Draagzak' }),
        ],
      }),
    );
    const lijst = paklijsten(a.verkopers);
    const kort = (r: { verkopersnummer: number; artikelnummer: number; omschrijving: string; prijsCent: number }) =>
      `${r.verkopersnummer}-${r.artikelnummer} ${r.omschrijving} ${r.prijsCent}`;
    assert.deepEqual(lijst.goedDoel.kringloopwinkel.map(kort), ['1-3 Sokken 90', '2-2 Draagzak 300']);
    assert.deepEqual(lijst.goedDoel.speelgoedbank.map(kort), ['1-2 Blokken 500']);
    assert.deepEqual(lijst.goedDoel.school.map(kort), ['2-1 Atlas 400']);
    assert.deepEqual(
      lijst.terug.map((r) => [r.naam, kort(r), r.maat]),
      [['Anna', '1-1 Jas 700', '98-104']],
    );
  });
});
