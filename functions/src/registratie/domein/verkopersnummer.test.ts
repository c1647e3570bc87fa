import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  artikelInOmloop,
  kiesNummer,
  nummerStand,
  overgeslagen,
  recenteBeurzen,
  volgendNummer,
} from './verkopersnummer';

describe('het volgende verkopersnummer', () => {
  it('begint bij 1', () => {
    assert.equal(volgendNummer(0, null), 1);
  });

  it('volgt de teller, ook als het hoogste nummer verwijderd is', () => {
    assert.equal(volgendNummer(7, 5), 8);
  });

  it('volgt het hoogste nummer als de teller achterloopt of ontbreekt', () => {
    assert.equal(volgendNummer(3, 12), 13);
    assert.equal(volgendNummer(0, 12), 13);
  });
});

describe('nummers hergebruiken als 1 tot en met 9999 op zijn (issue 53)', () => {
  const vrij = (nummer: number, inOmloop = false, labelsIn: string | null = null) => ({ nummer, inOmloop, labelsIn });
  const herbruik = (lijst: ReturnType<typeof vrij>[]) => ({ vrij: lijst, recenteBeurzen: new Set(['b3', 'b2']) });

  it('geeft onder de top gewoon het volgende nummer, ook als er nummers vrij zijn', () => {
    assert.equal(kiesNummer({ teller: 41, hoogste: 40, herbruik: herbruik([vrij(3)]) }), 42);
  });

  it('geeft op de top het laagste vrije nummer', () => {
    assert.equal(kiesNummer({ teller: 9999, hoogste: 9999, herbruik: herbruik([vrij(12), vrij(40), vrij(88)]) }), 12);
  });

  it('leest de vrije nummers (laagste eerst) niet verder dan het eerste dat weer mag', () => {
    const gelezen: number[] = [];
    const lijst = [vrij(3, true), vrij(4), vrij(5)];
    const lui = {
      *[Symbol.iterator]() {
        for (const v of lijst) {
          gelezen.push(v.nummer);
          yield v;
        }
      },
    };
    assert.equal(kiesNummer({ teller: 9999, hoogste: 9999, herbruik: { vrij: lui, recenteBeurzen: new Set() } }), 4);
    assert.deepEqual(gelezen, [3, 4]);
  });

  it('slaat een nummer met een artikel in omloop of een recent geprint label over', () => {
    const stand = herbruik([vrij(5, true), vrij(7, false, 'b2'), vrij(9, false, 'b1')]);
    assert.equal(kiesNummer({ teller: 9999, hoogste: 9990, herbruik: stand }), 9);
  });

  it('geeft geen nummer als er niets vrij is, of als het vrije niet gelezen is', () => {
    assert.equal(kiesNummer({ teller: 9999, hoogste: 9999, herbruik: herbruik([vrij(5, true)]) }), null);
    assert.equal(kiesNummer({ teller: 9999, hoogste: 9999 }), null);
  });

  it('telt wat er over is en wat nu herbruikbaar is', () => {
    assert.deepEqual(nummerStand(9499, 12, herbruik([vrij(1), vrij(2, true), vrij(3, false, 'b3')])), {
      over: 500,
      herbruikbaar: 1,
    });
    assert.deepEqual(nummerStand(9999, null, herbruik([])), { over: 0, herbruikbaar: 0 });
  });

  it('een artikel is in omloop zolang het niet verkocht, weggegeven, verwijderd of teruggegeven is', () => {
    const artikel = { artikelnummer: 3, verkochtIn: null, goedDoelIn: null, verwijderd: false };
    assert.equal(artikelInOmloop(artikel, new Set()), true);
    assert.equal(artikelInOmloop(artikel, new Set([3])), false);
    assert.equal(artikelInOmloop({ ...artikel, verkochtIn: 'a' }, new Set()), false);
    assert.equal(artikelInOmloop({ ...artikel, goedDoelIn: 'a' }, new Set()), false);
    assert.equal(artikelInOmloop({ ...artikel, verwijderd: true }, new Set()), false);
  });

  it('de laatste twee beurzen zijn die met de hoogste volgnummers', () => {
    const beurzen = [
      { id: 'b1', volgnummer: 1 },
      { id: 'b3', volgnummer: 3 },
      { id: 'b2', volgnummer: 2 },
    ];
    assert.deepEqual([...recenteBeurzen(beurzen)], ['b3', 'b2']);
  });

  it('noemt de nummers die een sprong van de beheerder overslaat', () => {
    assert.deepEqual(overgeslagen(5, 9), [6, 7, 8]);
    assert.deepEqual(overgeslagen(5, 6), []);
  });
});
