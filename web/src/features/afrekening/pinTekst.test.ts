import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apparaatTijd, pinBesluitTekst } from './pinTekst';

describe('Nakijken: betaald met pin terwijl pin uit stond (issue 50)', () => {
  it('zegt wat de penningmeester besloot, met wie en wanneer; niets zolang het open is', () => {
    assert.equal(pinBesluitTekst({ besluit: null }), null);
    assert.equal(
      pinBesluitTekst({ besluit: { betaalwijze: 'contant', door: 'penningmeester', op: '2026-09-12T13:05:00Z' } }),
      'Contant ontvangen: telt als contant (door penningmeester om 15:05)',
    );
    assert.match(
      pinBesluitTekst({ besluit: { betaalwijze: 'pin', door: 'beheer', op: '2026-09-12T13:05:00Z' } })!,
      /^Gepind: telt als pin/,
    );
  });

  it('noemt de tijd van het apparaat alleen als die niet geloofd is', () => {
    assert.equal(apparaatTijd(undefined), null);
    assert.match(apparaatTijd('2030-01-01T09:00:00.000Z')!, /^het apparaat zei .*2030.* 10:00$/);
  });
});
