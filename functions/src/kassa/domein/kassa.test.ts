import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../../kern/errors';
import {
  meldingAndereRuimte,
  uitAndereRuimte,
  leesKassaInvoer,
  leesKassaPrijs,
  meldingBonnenNaAfsluiting,
} from './scherm';
import {
  afrekenen,
  maakBon,
  markeerDubbeleVerkopen,
  MELDING_LEGE_BON,
  MELDING_TE_WEINIG,
  rondAfOp5Cent,
  teBetalenVoor,
  type Bon,
  type Kassa,
} from './kassa';
import { kassaOverzicht, kasNaAfsluiting } from './overzicht';

const kassa = (id: string, ruimte: Kassa['ruimte'], wachtend = 0): Kassa => ({
  id,
  afleveringId: 'beurs',
  naam: id,
  ruimte,
  sleutel: 'geheim',
  taak: 'verkopen',
  aangemaakt: '2026-09-12T08:00:00.000Z',
  ingetrokken: null,
  laatsteContact: null,
  wachtend,
  oudsteWachtend: null,
});

const NU = new Date('2026-09-12T10:00:00.000Z');

const bon = (id: string, kassaId: string, regels: Bon['regels'], betaalwijze?: Bon['betaalwijze']): Bon =>
  maakBon(
    { id, regels, ontvangenCent: 100_000, gesloten: NU.toISOString(), ...(betaalwijze ? { betaalwijze } : {}) },
    { id: kassaId, afleveringId: 'beurs' },
    NU,
    { pinnen: true },
  );

describe('afronden op 5 cent (contant)', () => {
  it('1 en 2 naar beneden, 3 en 4 naar boven, 6 en 7 naar beneden, 8 en 9 naar boven', () => {
    const uit = [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110].map(rondAfOp5Cent);
    assert.deepEqual(uit, [100, 100, 100, 105, 105, 105, 105, 105, 110, 110, 110]);
  });

  it('kleine bedragen: 1 en 2 cent worden 0, 3 cent wordt 5', () => {
    assert.deepEqual([0, 1, 2, 3].map(rondAfOp5Cent), [0, 0, 0, 5]);
  });
});

describe('afrekenen', () => {
  it('totaal, afgerond te betalen en wisselgeld', () => {
    const regels = [
      { verkopersnummer: 1, artikelnummer: 1, prijsCent: 249 },
      { verkopersnummer: 2, artikelnummer: null, prijsCent: 150 },
    ];
    assert.deepEqual(afrekenen(regels, 500), { totaalCent: 399, teBetalenCent: 400, wisselgeldCent: 100 });
  });

  it('maakBon weigert een lege bon en te weinig ontvangen, met een Nederlandse melding', () => {
    const kassaRef = { id: 'k', afleveringId: 'beurs' };
    assert.throws(
      () =>
        maakBon({ id: 'x', regels: [], ontvangenCent: 0, gesloten: NU.toISOString() }, kassaRef, NU, { pinnen: true }),
      (e: unknown) => e instanceof DomainError && e.soort === 'ongeldig' && e.message === MELDING_LEGE_BON,
    );
    const regels = [{ verkopersnummer: 1, artikelnummer: null, prijsCent: 398 }];
    assert.throws(
      () =>
        maakBon({ id: 'x', regels, ontvangenCent: 395, gesloten: NU.toISOString() }, kassaRef, NU, { pinnen: true }),
      (e: unknown) => e instanceof DomainError && e.message === MELDING_TE_WEINIG,
    );
    const goed = maakBon({ id: 'x', regels, ontvangenCent: 400, gesloten: NU.toISOString() }, kassaRef, NU, {
      pinnen: true,
    });
    assert.equal(goed.wisselgeldCent, 0);
  });
});

describe('pinnen aan de kassa (issue 36)', () => {
  const regels = [
    { verkopersnummer: 1, artikelnummer: 1, prijsCent: 249 },
    { verkopersnummer: 2, artikelnummer: null, prijsCent: 1_003 },
  ];

  it('met pin betaalt de koper het precieze bedrag: geen afronding op 5 cent, geen wisselgeld', () => {
    assert.deepEqual(afrekenen(regels, 1_252, 'pin'), { totaalCent: 1_252, teBetalenCent: 1_252, wisselgeldCent: 0 });
    assert.deepEqual(afrekenen(regels, 1_300), { totaalCent: 1_252, teBetalenCent: 1_250, wisselgeldCent: 50 });
    assert.equal(teBetalenVoor(1_252, 'contant'), 1_250);
    assert.equal(teBetalenVoor(1_252, 'pin'), 1_252);
  });

  it('een pinbon: ontvangen is wat de pinautomaat nam, wat het apparaat ook stuurde; nooit "te weinig"', () => {
    const pin = bon('p', 'k1', regels, 'pin');
    assert.deepEqual(
      [pin.betaalwijze, pin.totaalCent, pin.teBetalenCent, pin.ontvangenCent, pin.wisselgeldCent],
      ['pin', 1_252, 1_252, 1_252, 0],
    );
    const nul = maakBon(
      { id: 'q', regels, ontvangenCent: 0, gesloten: NU.toISOString(), betaalwijze: 'pin' },
      { id: 'k1', afleveringId: 'beurs' },
      NU,
      { pinnen: true },
    );
    assert.equal(nul.ontvangenCent, 1_252);
  });

  it('een bon zonder betaalwijze (een apparaat van vóór pinnen) is contant, en wordt zo bewaard', () => {
    const oud = bon('o', 'k1', regels);
    assert.deepEqual([oud.betaalwijze, oud.teBetalenCent, oud.wisselgeldCent], ['contant', 1_250, 100_000 - 1_250]);
  });

  it('het overzicht en de kas na afsluiting tellen contant en pin apart; de opbrengst is beide samen', () => {
    const kassas = [kassa('k1', 'Kleding'), kassa('s1', 'Speelgoed')];
    const bonnen = markeerDubbeleVerkopen([
      bon('a', 'k1', [{ verkopersnummer: 1, artikelnummer: 1, prijsCent: 249 }]),
      bon('b', 'k1', [{ verkopersnummer: 1, artikelnummer: 2, prijsCent: 1_003 }], 'pin'),
      bon('c', 's1', [{ verkopersnummer: 2, artikelnummer: null, prijsCent: 501 }], 'pin'),
    ]);
    const overzicht = kassaOverzicht(kassas, bonnen);
    assert.deepEqual(
      overzicht.kassas.map((s) => [s.kassa.id, s.opbrengstCent, s.contantCent, s.pinCent, s.aantalBonnen]),
      [
        ['k1', 250 + 1_003, 250, 1_003, 2],
        ['s1', 501, 0, 501, 1],
      ],
    );
    assert.deepEqual(overzicht.totaal, {
      opbrengstCent: 1_754,
      contantCent: 250,
      pinCent: 1_504,
      nakijkenCent: 0,
      aantalBonnen: 3,
    });
    const kas = kasNaAfsluiting(kassas, bonnen);
    assert.deepEqual([kas.totaalCent, kas.contantCent, kas.pinCent], [1_754, 250, 1_504]);
  });
});

describe('dubbele verkoop', () => {
  it('markeert elk artikel dat op meer dan één niet-geannuleerde regel staat, ook op dezelfde bon', () => {
    const a = bon('a', 'k1', [
      { verkopersnummer: 5, artikelnummer: 1, prijsCent: 100 },
      { verkopersnummer: 5, artikelnummer: 2, prijsCent: 100 },
      { verkopersnummer: 5, artikelnummer: 2, prijsCent: 100 },
    ]);
    const b = bon('b', 'k2', [{ verkopersnummer: 5, artikelnummer: 1, prijsCent: 100 }]);
    const c = { ...bon('c', 'k2', [{ verkopersnummer: 5, artikelnummer: 1, prijsCent: 100 }]) };
    c.geannuleerd = { door: 'beheer', op: NU.toISOString() };
    const uit = markeerDubbeleVerkopen([a, b, c]);
    assert.deepEqual(
      uit.map((x) => x.dubbeleArtikelen),
      [['5-1', '5-2'], ['5-1'], []],
    );
    assert.deepEqual(
      uit.map((x) => x.dubbeleVerkoop),
      [true, true, false],
    );
  });
});

describe('kassa-overzicht', () => {
  it('per kassa opbrengst (afgerond) en bonnen, per ruimte de som en wat er wacht; geannuleerd telt niet', () => {
    const kassas = [kassa('k1', 'Kleding', 2), kassa('k2', 'Kleding'), kassa('s1', 'Speelgoed', 1)];
    const geannuleerd = bon('x', 's1', [{ verkopersnummer: 1, artikelnummer: null, prijsCent: 1000 }]);
    geannuleerd.geannuleerd = { door: 'beheer', op: NU.toISOString() };
    const bonnen = markeerDubbeleVerkopen([
      bon('a', 'k1', [{ verkopersnummer: 1, artikelnummer: 1, prijsCent: 249 }]),
      bon('b', 'k1', [{ verkopersnummer: 1, artikelnummer: 1, prijsCent: 101 }]),
      bon('c', 's1', [{ verkopersnummer: 2, artikelnummer: null, prijsCent: 500 }]),
      geannuleerd,
    ]);
    const overzicht = kassaOverzicht(kassas, bonnen);
    assert.deepEqual(
      overzicht.kassas.map((s) => [s.kassa.id, s.opbrengstCent, s.aantalBonnen, s.aantalDubbel]),
      [
        ['k1', 350, 2, 2],
        ['k2', 0, 0, 0],
        ['s1', 500, 1, 0],
      ],
    );
    assert.equal('sleutel' in overzicht.kassas[0]!.kassa, false, 'het overzicht toont de sleutel van de link niet');
    assert.deepEqual(overzicht.perRuimte, {
      Kleding: { opbrengstCent: 350, contantCent: 350, pinCent: 0, nakijkenCent: 0, aantalBonnen: 2, wachtend: 2 },
      Speelgoed: { opbrengstCent: 500, contantCent: 500, pinCent: 0, nakijkenCent: 0, aantalBonnen: 1, wachtend: 1 },
    });
    assert.deepEqual(overzicht.totaal, {
      opbrengstCent: 850,
      contantCent: 850,
      pinCent: 0,
      nakijkenCent: 0,
      aantalBonnen: 3,
    });
  });
});

describe('het invoerveld van de kassa', () => {
  it('acht cijfers zijn een artikelcode, tot vier cijfers een verkopersnummer', () => {
    const code = leesKassaInvoer('00120036');
    assert.equal(code.soort, 'artikel');
    assert.deepEqual(code.soort === 'artikel' && code.sleutel, { verkopersnummer: 12, artikelnummer: 3 });
    assert.deepEqual(leesKassaInvoer('42'), { soort: 'verkoper', verkopersnummer: 42 });
  });

  it('een fout controlecijfer, letters, 0 of vijf tot zeven cijfers geven een Nederlandse waarschuwing', () => {
    for (const invoer of ['00120031', '12a', '0', '12345', '', '123456789']) {
      const uit = leesKassaInvoer(invoer);
      assert.equal(uit.soort, 'fout', invoer);
      assert.match(uit.soort === 'fout' ? uit.melding : '', /\b(een|klopt|bestaat|scan|typ)\b/i, invoer);
    }
    const fout = leesKassaInvoer('00120031');
    assert.match(fout.soort === 'fout' ? fout.melding : '', /controlecijfer/);
  });

  it('een getypte prijs in euro', () => {
    assert.deepEqual(leesKassaPrijs('2,50'), { cent: 250 });
    assert.deepEqual(leesKassaPrijs('3'), { cent: 300 });
    assert.ok('melding' in leesKassaPrijs('0'));
    assert.ok('melding' in leesKassaPrijs('abc'));
    assert.ok('melding' in leesKassaPrijs('5000'));
  });
});

describe('kassa: een artikel van de andere ruimte', () => {
  it('wordt gemeld, niet geweigerd; een artikel zonder ruimte (oude cache) niet', () => {
    assert.equal(uitAndereRuimte({ ruimte: 'Kleding' }, { ruimte: 'Speelgoed' }), true);
    assert.equal(uitAndereRuimte({ ruimte: 'Speelgoed' }, { ruimte: 'Speelgoed' }), false);
    assert.equal(uitAndereRuimte({}, { ruimte: 'Speelgoed' }), false);
    assert.match(meldingAndereRuimte('Buggy', 'Speelgoed'), /^Let op: Buggy hoort bij het speelgoed/);
  });
});

describe('kas na afsluiting', () => {
  it('elke late bon met de naam van zijn kassa, in volgorde van afsluiten; het totaal is het contante (afgeronde) bedrag', () => {
    const om = (minuut: number, b: Bon): Bon => ({
      ...b,
      gesloten: new Date(NU.getTime() + minuut * 60_000).toISOString(),
    });
    const later = om(5, bon('b', 'k1', [{ verkopersnummer: 1, artikelnummer: 2, prijsCent: 1248 }]));
    const eerder = om(1, bon('a', 's1', [{ verkopersnummer: 2, artikelnummer: null, prijsCent: 333 }]));
    const weg = om(9, bon('c', 'verwijderd', [{ verkopersnummer: 3, artikelnummer: null, prijsCent: 100 }]));
    const kas = kasNaAfsluiting([kassa('k1', 'Kleding'), kassa('s1', 'Speelgoed')], [later, weg, eerder]);
    assert.deepEqual(
      kas.bonnen.map((b) => [b.id, b.kassaNaam, b.ruimte, b.teBetalenCent]),
      [
        ['a', 's1', 'Speelgoed', 335],
        ['b', 'k1', 'Kleding', 1250],
        ['c', 'Onbekende kassa', null, 100],
      ],
    );
    assert.equal(kas.totaalCent, 335 + 1250 + 100);
    assert.deepEqual(kasNaAfsluiting([], []), {
      bonnen: [],
      totaalCent: 0,
      contantCent: 0,
      pinCent: 0,
      nakijkenCent: 0,
    });
  });

  it('de melding aan de kassa telt de bonnen: één of meer', () => {
    assert.match(
      meldingBonnenNaAfsluiting(1),
      /^Een bon kwam pas na het afsluiten.* Hij is apart bewaard als kas na afsluiting/,
    );
    assert.match(meldingBonnenNaAfsluiting(3), /^3 bonnen kwamen pas na het afsluiten.* Ze zijn apart bewaard/);
  });
});
