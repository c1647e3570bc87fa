import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  afgeprijsd,
  afprijsReden,
  halvePrijsFouten,
  halvePrijsRegel,
  isAfprijstijd,
  prijsBijScan,
  standaardAfgeprijsd,
  type HalvePrijsRegel,
} from './halvePrijs';
import { instellingFouten, STANDAARD_ARTIKEL_INSTELLINGEN } from './instellingen';
import { geldendAfgeprijsd, labelToontHalf, labelVerouderd } from './artikelen';

// Saturday 14 November 2026, winter time: 14:00 in Amsterdam is 13:00 UTC.
const regel: HalvePrijsRegel = { vanaf: '2026-11-14T14:00', procent: 50, afrondingCent: 10, minimumPrijsCent: 50 };

describe('halve prijs: de prijs', () => {
  it('neemt het percentage eraf en rondt naar beneden af op de afronding', () => {
    assert.equal(afgeprijsd(450, regel), 220, '€ 4,50 → € 2,25 → € 2,20');
    assert.equal(afgeprijsd(1000, regel), 500);
    assert.equal(afgeprijsd(1000, { ...regel, procent: 25 }), 750);
    assert.equal(afgeprijsd(990, { ...regel, procent: 75 }), 240, '€ 2,475 → € 2,47 → € 2,40');
    assert.equal(afgeprijsd(350, { ...regel, afrondingCent: 50 }), 150, '€ 1,75 → € 1,50');
    assert.equal(
      afgeprijsd(333, { ...regel, afrondingCent: 1, minimumPrijsCent: 5 }),
      166,
      'hele centen, naar beneden',
    );
  });

  it('komt nooit onder de minimumprijs, en nooit boven de labelprijs', () => {
    assert.equal(afgeprijsd(100, regel), 50, '€ 1 → € 0,50, precies het minimum');
    assert.equal(afgeprijsd(80, { ...regel, afrondingCent: 10 }), 50, '€ 0,40 wordt het minimum € 0,50');
    assert.equal(afgeprijsd(50, regel), 50, 'een label op het minimum blijft het minimum');
    assert.equal(afgeprijsd(30, regel), 30, 'onder het minimum (handgeschreven): nooit duurder dan het label');
  });

  it('is altijd een geheel aantal centen', () => {
    for (let prijs = 5; prijs <= 25_000; prijs += 5)
      for (const procent of [25, 33, 50, 66, 75]) {
        const p = afgeprijsd(prijs, { ...regel, procent, afrondingCent: 5, minimumPrijsCent: 5 });
        assert.ok(Number.isInteger(p) && p <= prijs && p >= Math.min(prijs, 5), `${prijs} ${procent}`);
      }
  });
});

describe('halve prijs: de tijd', () => {
  it('begint op de Amsterdamse minuut, in winter- en zomertijd', () => {
    assert.equal(isAfprijstijd(new Date('2026-11-14T12:59:59Z'), regel), false);
    assert.equal(isAfprijstijd(new Date('2026-11-14T13:00:00Z'), regel), true);
    const zomer = { ...regel, vanaf: '2026-06-13T14:00' };
    assert.equal(isAfprijstijd(new Date('2026-06-13T11:59:00Z'), zomer), false);
    assert.equal(isAfprijstijd(new Date('2026-06-13T12:00:00Z'), zomer), true);
    assert.equal(isAfprijstijd(new Date('2030-01-01T00:00:00Z'), null), false, 'uit: nooit');
  });

  it('een scan krijgt de lage prijs alleen als het artikel mag en de tijd er is', () => {
    const voor = new Date('2026-11-14T12:30:00Z');
    const na = new Date('2026-11-14T13:30:00Z');
    assert.deepEqual(prijsBijScan({ prijsCent: 450, magAfgeprijsd: true }, regel, na), {
      prijsCent: 220,
      lijstprijsCent: 450,
    });
    assert.deepEqual(prijsBijScan({ prijsCent: 450, magAfgeprijsd: true }, regel, voor), {
      prijsCent: 450,
      lijstprijsCent: 450,
    });
    assert.equal(prijsBijScan({ prijsCent: 450, magAfgeprijsd: false }, regel, na).prijsCent, 450);
    assert.equal(prijsBijScan({ prijsCent: 450 }, regel, na).prijsCent, 450, 'een cache van voor: nee');
    assert.equal(prijsBijScan({ prijsCent: 450, magAfgeprijsd: true }, null, na).prijsCent, 450);
  });

  it('de server neemt een afgeprijsde regel aan vanaf 5 minuten voor de start', () => {
    const r = { prijsCent: 220, lijstprijsCent: 450 };
    assert.equal(afprijsReden(r, true, '2026-11-14T12:55:00.000Z', regel), null, '13:55: binnen de speling');
    assert.equal(afprijsReden(r, true, '2026-11-14T12:54:59.000Z', regel), 'vroeg');
    assert.equal(afprijsReden(r, true, '2026-11-14T15:00:00.000Z', regel), null);
    assert.equal(afprijsReden(r, false, '2026-11-14T15:00:00.000Z', regel), 'niet');
    assert.equal(afprijsReden(r, null, '2026-11-14T15:00:00.000Z', regel), null, 'handgeschreven ½');
    assert.equal(afprijsReden(r, true, '2026-11-14T15:00:00.000Z', null), 'uit');
    assert.equal(
      afprijsReden({ prijsCent: 200, lijstprijsCent: 450 }, true, '2026-11-14T15:00:00.000Z', regel),
      'bedrag',
    );
  });
});

describe('halve prijs: de instelling en het artikel', () => {
  it('controleert vanaf, procent en afronding met Nederlandse meldingen per veld', () => {
    const goed = { vanaf: '2026-11-14T14:00', procent: 50, afrondingCent: 10, standaard: true };
    assert.deepEqual(halvePrijsFouten(goed, 50), {});
    const fout = halvePrijsFouten({ vanaf: '2026-11-31T14:00', procent: 80, afrondingCent: 0, standaard: true }, 50);
    assert.match(fout.vanaf!, /datum en tijd/);
    assert.match(fout.procent!, /25 tot en met 75/);
    assert.match(fout.afrondingCent!, /Afronden/);
    assert.deepEqual(
      Object.keys(instellingFouten({ ...STANDAARD_ARTIKEL_INSTELLINGEN, halvePrijs: { ...goed, procent: 20 } })),
      ['halvePrijs.procent'],
    );
  });

  it('nieuwe artikelen: standaard ja, tenzij de beurs anders zegt', () => {
    assert.equal(standaardAfgeprijsd(null), true);
    assert.equal(
      standaardAfgeprijsd({ vanaf: '2026-11-14T14:00', procent: 50, afrondingCent: 10, standaard: false }),
      false,
    );
    assert.equal(halvePrijsRegel(STANDAARD_ARTIKEL_INSTELLINGEN), null);
  });

  it('het geprinte label wint tot er nieuwe labels zijn', () => {
    assert.equal(geldendAfgeprijsd({ magAfgeprijsd: true, labelAfgeprijsd: null }), true);
    assert.equal(geldendAfgeprijsd({ magAfgeprijsd: true, labelAfgeprijsd: false }), false);
    assert.equal(geldendAfgeprijsd({}), false, 'een artikel van voor: nee');
    const aan = { vanaf: '2026-11-14T14:00', procent: 50, afrondingCent: 10, standaard: true };
    assert.equal(labelVerouderd({ magAfgeprijsd: true, labelAfgeprijsd: false }, aan), true);
    assert.equal(labelVerouderd({ magAfgeprijsd: true, labelAfgeprijsd: null }, aan), false);
    // Without halve prijs no label shows the ½: one printed so is right, one printed with it not.
    assert.equal(labelToontHalf({ magAfgeprijsd: true }, null), false);
    assert.equal(labelVerouderd({ magAfgeprijsd: true, labelAfgeprijsd: false }, null), false);
    assert.equal(labelVerouderd({ magAfgeprijsd: true, labelAfgeprijsd: true }, null), true);
  });
});
