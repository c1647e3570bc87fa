import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { telefoonSleutel } from './telefoon';

describe('telefoonSleutel: één vorm voor elk telefoonnummer', () => {
  it('maakt van elke schrijfwijze van één mobiel nummer hetzelfde', () => {
    const vormen = [
      '06-12345678',
      '0612345678',
      '+31 6 12345678',
      '0031612345678',
      '06 12 34 56 78',
      '+31 (0)6-12345678',
    ];
    for (const vorm of vormen) assert.equal(telefoonSleutel(vorm), '+31612345678', vorm);
  });

  it('leest vaste nummers en buitenlandse nummers ook', () => {
    assert.equal(telefoonSleutel('020-1234567'), '+31201234567');
    assert.equal(telefoonSleutel('+49 30 1234567'), telefoonSleutel('0049 30 1234567'));
    assert.notEqual(telefoonSleutel('0612345678'), telefoonSleutel('0612345679'));
  });

  it('geeft een leeg nummer geen sleutel: dan geldt de regel niet', () => {
    assert.equal(telefoonSleutel(''), '');
    assert.equal(telefoonSleutel('  '), '');
    assert.equal(telefoonSleutel('()-'), '');
  });

  it('houdt wat niet te lezen is als cijfers, zodat twee schrijfwijzen toch gelijk zijn', () => {
    assert.equal(telefoonSleutel('12-34'), telefoonSleutel('1234'));
  });
});
