import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sluitOpenBon } from './sluiten';

// The first line reduced in the last hour (issue 54): its label's price goes with it.
const regels = [
  { verkopersnummer: 12, artikelnummer: 3, prijsCent: 749, lijstprijsCent: 1500 },
  { verkopersnummer: 40, artikelnummer: null, prijsCent: 503, lijstprijsCent: 503 },
];
const nu = new Date('2026-03-14T10:00:00.000Z');

describe('een bon sluiten aan de kassa: contant of pin (issue 36)', () => {
  it('contant: wat er ontvangen is en het wisselgeld, het bedrag afgerond op 5 cent', () => {
    const uit = sluitOpenBon({ regels, betaalwijze: 'contant', ontvangenCent: 2_000, id: 'a', nu });
    assert.deepEqual(uit?.bon, {
      id: 'a',
      regels,
      ontvangenCent: 2_000,
      gesloten: nu.toISOString(),
      betaalwijze: 'contant',
    });
    assert.equal(uit?.melding, 'Bon gesloten. Te betalen € 12,50, ontvangen € 20,00, wisselgeld € 7,50.');
  });

  it('pin: het precieze bedrag, zonder afronding of wisselgeld; wat er getypt stond telt niet', () => {
    for (const ontvangenCent of [null, 0, 5_000]) {
      const uit = sluitOpenBon({ regels, betaalwijze: 'pin', ontvangenCent, id: 'p', nu });
      assert.deepEqual(uit?.bon, {
        id: 'p',
        regels,
        ontvangenCent: 1_252,
        gesloten: nu.toISOString(),
        betaalwijze: 'pin',
      });
      assert.equal(uit?.melding, 'Bon gesloten. Betaald met pin: € 12,52.');
    }
  });

  it('sluit niet: een lege bon, contant zonder bedrag of met te weinig', () => {
    assert.equal(sluitOpenBon({ regels: [], betaalwijze: 'pin', ontvangenCent: null, id: 'x', nu }), null);
    assert.equal(sluitOpenBon({ regels, betaalwijze: 'contant', ontvangenCent: null, id: 'x', nu }), null);
    assert.equal(sluitOpenBon({ regels, betaalwijze: 'contant', ontvangenCent: 1_245, id: 'x', nu }), null);
    assert.ok(sluitOpenBon({ regels, betaalwijze: 'contant', ontvangenCent: 1_250, id: 'x', nu }));
  });
});
