import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../../kern/errors';
import type { VerkoperAfrekening } from './afrekening';
import { andersBetaaldMarkering, meldingNietTeBetalen, nogTeBetalen } from './nabetalen';

const v = (nummer: number, uitbetaling: 'bank' | 'contant', overmakenCent: number) =>
  ({ nummer, uitbetaling, overmakenCent }) as VerkoperAfrekening;
const afrekening = { verkopers: [v(9, 'bank', 860), v(3, 'bank', 887), v(5, 'bank', 0), v(7, 'contant', 700)] };
const batch = { overboekingen: [{ nummer: 3, bedragCent: 887, laatsteVier: '4300' }] };

describe('nog te betalen na "Uitbetaald" (issue 50)', () => {
  it('voor "Uitbetaald" niemand: wat dan ontbreekt is zonderRekening van de overboekingen', () => {
    assert.deepEqual(nogTeBetalen(afrekening, null, []), []);
  });

  it('na "Uitbetaald": per bank met een bedrag, niet in de batch, met het bedrag', () => {
    assert.deepEqual(nogTeBetalen(afrekening, batch, []), [{ nummer: 9, bedragCent: 860 }]);
    assert.deepEqual(
      nogTeBetalen({ verkopers: [...afrekening.verkopers, v(4, 'bank', 120)] }, batch, []),
      [
        { nummer: 4, bedragCent: 120 },
        { nummer: 9, bedragCent: 860 },
      ],
      'op nummer',
    );
  });

  it('wie op een andere manier is betaald, gaat van de lijst', () => {
    assert.deepEqual(nogTeBetalen(afrekening, batch, [{ nummer: 9 }]), []);
  });

  it('markeren kan alleen voor wie op de lijst staat, met het bedrag van de lijst', () => {
    const lijst = nogTeBetalen(afrekening, batch, []);
    const op = new Date('2026-12-02T09:00:00Z');
    assert.deepEqual(andersBetaaldMarkering(lijst, 9, 'contant', 'penningmeester', op), {
      nummer: 9,
      bedragCent: 860,
      wijze: 'contant',
      door: 'penningmeester',
      op: '2026-12-02T09:00:00.000Z',
    });
    for (const nummer of [3, 5, 7, 42]) {
      assert.throws(
        () => andersBetaaldMarkering(lijst, nummer, 'anders', 'p', op),
        (e: unknown) =>
          e instanceof DomainError && e.soort === 'conflict' && e.message === meldingNietTeBetalen(nummer),
      );
    }
  });
});
