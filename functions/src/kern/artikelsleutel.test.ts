import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { artikelSleutel, leesArtikelSleutel } from './artikelsleutel';

describe('artikelSleutel: één sleutel per artikel, overal dezelfde', () => {
  it('onderscheidt verkoper en artikel, ook waar een getal als 12*1000+3 zou botsen', () => {
    assert.equal(artikelSleutel(12, 3), '12-3');
    assert.notEqual(artikelSleutel(1, 23), artikelSleutel(12, 3));
    assert.notEqual(artikelSleutel(1, 2000), artikelSleutel(3, 0));
  });

  it('geeft de nummers terug', () => {
    assert.deepEqual(leesArtikelSleutel(artikelSleutel(9999, 999)), { verkopersnummer: 9999, artikelnummer: 999 });
  });
});
