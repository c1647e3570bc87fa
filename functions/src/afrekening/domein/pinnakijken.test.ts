import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { berekenAfrekening } from './afrekening';
import { controleerNakijken } from './nakijken';
import { grondslagVeranderd } from './invoer';
import { DomainError } from '../../kern/errors';
import { bon, invoer } from '../testing/afrekeninvoer';

describe('afrekening: pin terwijl pin uit stond (issue 50)', () => {
  // Desk k1 took € 4,52 by pin while pin was off, and € 10,00 in cash; the drawer held € 14,50.
  const pinUit = bon([{ verkopersnummer: 1, artikelnummer: null, prijsCent: 452 }], {
    id: 'pin-uit',
    betaalwijze: 'pin',
    pinTerwijlUit: true,
    gesloten: '2026-03-14T10:00:00.000Z',
    geslotenOpApparaat: '2030-01-01T09:00:00.000Z',
  });
  const contant = bon([{ verkopersnummer: 2, artikelnummer: null, prijsCent: 1_000 }], { id: 'contant' });
  const besluit = (betaalwijze: 'contant' | 'pin') => ({ betaalwijze, door: 'admin', op: '2026-03-14T13:00:00Z' });
  const met = (b = pinUit) => invoer({ bonnen: [b, contant], geteld: { k1: 1_450 } });
  const kas = (a: ReturnType<typeof berekenAfrekening>) => {
    const k = a.kassa.find((x) => x.kassaId === 'k1')!;
    return [k.geregistreerdCent, k.pinCent, k.nakijkenCent, k.verschilCent];
  };

  it('staat onder Nakijken met de reden, telt als geen van beide en houdt afsluiten tegen', () => {
    const a = berekenAfrekening(met());
    assert.deepEqual(a.pinNakijken, [
      {
        bonId: 'pin-uit',
        kassaId: 'k1',
        kassaNaam: 'Kassa kleding',
        gesloten: '2026-03-14T10:00:00.000Z',
        geslotenOpApparaat: '2030-01-01T09:00:00.000Z',
        teBetalenCent: 452,
        reden: 'Betaald met pin terwijl pin uit stond',
        besluit: null,
      },
    ]);
    // Niet stil in pin: het getelde geld toont het verschil met wat de la zou moeten hebben.
    assert.deepEqual(kas(a), [1_000, 0, 452, 450]);
    assert.equal(a.totalen.nakijkenCent, 452);
    assert.equal(a.totalen.pinCent, 0);
    assert.equal(a.totalen.organisatieCent, 1_000 + 452 - a.totalen.envelopCent);
    assert.equal(a.totalen.nakijkenOpen, 1);
    assert.throws(
      () => controleerNakijken(a),
      (e: unknown) => e instanceof DomainError && e.soort === 'conflict',
    );
  });

  it('besloten als contant: in de la, afgerond op 5 cent; als pin: op de rekening; daarna kan afsluiten', () => {
    const alsContant = berekenAfrekening(met({ ...pinUit, pinBesluit: besluit('contant') }));
    assert.deepEqual(kas(alsContant), [1_450, 0, 0, 0]);
    assert.equal(alsContant.totalen.nakijkenOpen, 0);
    controleerNakijken(alsContant);
    const alsPin = berekenAfrekening(met({ ...pinUit, pinBesluit: besluit('pin') }));
    assert.deepEqual(kas(alsPin), [1_000, 452, 0, 450]);
    assert.equal(alsPin.pinNakijken[0]!.besluit?.betaalwijze, 'pin');
    // What the sellers get does not depend on how the buyer paid.
    assert.deepEqual(
      alsContant.verkopers.map((v) => v.uitbetalingCent),
      alsPin.verkopers.map((v) => v.uitbetalingCent),
    );
  });

  it('een besluit tijdens het afsluiten verandert de grondslag', () => {
    assert.notEqual(grondslagVeranderd(met(), met({ ...pinUit, pinBesluit: besluit('contant') })), null);
    assert.equal(grondslagVeranderd(met(), met()), null);
  });
});
