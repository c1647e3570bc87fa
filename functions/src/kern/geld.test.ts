import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kaalBedrag, euro, leesEuro } from './geld';

describe('geld als tekst', () => {
  it('kaalBedrag: centen als in een veld of CSV-cel, ook negatief', () => {
    assert.deepEqual([0, 5, 1250, 123456, -5, -1250].map(kaalBedrag), [
      '0,00',
      '0,05',
      '12,50',
      '1234,56',
      '-0,05',
      '-12,50',
    ]);
  });
  it('euro: met teken en punten per duizendtal', () => {
    assert.deepEqual([0, 1250, 123456, 100000000, -123456].map(euro), [
      '€ 0,00',
      '€ 12,50',
      '€ 1.234,56',
      '€ 1.000.000,00',
      '€ -1.234,56',
    ]);
  });
  it('leesEuro: getypt in euro’s naar centen, en terug', () => {
    assert.deepEqual(['12,50', '12.5', '€ 12', ' 0,05 ', '12,505', 'twaalf', '-1'].map(leesEuro), [
      1250,
      1250,
      1200,
      5,
      null,
      null,
      null,
    ]);
    for (const cent of [0, 5, 1250, 999999]) assert.equal(leesEuro(kaalBedrag(cent)), cent);
  });
});
