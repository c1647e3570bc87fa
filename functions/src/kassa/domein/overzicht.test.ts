import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verdelingTekst } from './overzicht';

describe('verdelingTekst: wat contant, met pin en nog na te kijken binnenkwam', () => {
  it('noemt contant en pin, in euro’s', () => {
    assert.equal(verdelingTekst({ contantCent: 1250, pinCent: 300, nakijkenCent: 0 }), 'Contant € 12,50 · Pin € 3,00');
  });

  it('zet pin terwijl pin uit stond apart (issue 50): dat geld is nog geen contant en geen pin', () => {
    assert.equal(
      verdelingTekst({ contantCent: 500, pinCent: 0, nakijkenCent: 101 }),
      'Contant € 5,00 · Pin € 0,00 · Na te kijken € 1,01 (pin terwijl pin uit stond)',
    );
  });
});
