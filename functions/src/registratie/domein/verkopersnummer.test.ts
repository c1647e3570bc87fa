import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { volgendNummer } from './verkopersnummer';

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
