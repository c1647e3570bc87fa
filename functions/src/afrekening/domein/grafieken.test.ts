import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { halfUur, maatgroep, prijsklasse } from './grafieken';
import { bedrag } from './weergave';

describe('afrekening: hulpjes', () => {
  it('maatgroep leest de maat van een label', () => {
    assert.equal(maatgroep('86'), '86-92');
    assert.equal(maatgroep('maat 110/116'), '110-116');
    assert.equal(maatgroep('XL'), 'zonder maat');
    assert.equal(maatgroep(null), 'zonder maat');
    assert.equal(maatgroep('95'), 'zonder maat');
  });

  it('prijsklasse en bedrag', () => {
    assert.equal(prijsklasse(99), 'onder € 1');
    assert.equal(prijsklasse(100), '€ 1 tot 3');
    assert.equal(bedrag(-5), '€ -0,05');
    assert.equal(bedrag(123456), '€ 1.234,56');
  });

  it('half uur volgt de zomertijd van Amsterdam', () => {
    assert.equal(halfUur('2026-07-04T08:29:59Z'), '10:00');
    assert.equal(halfUur('2026-11-07T09:30:00Z'), '10:30');
  });
});
