/**
 * Store contract, the public documents: nieuws and beurs. The settings are changed through
 * registratie (wijzigInstellingen promotes from the reserve list): registratie/store/contract/publiek.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EIGEN_BEURS } from './fixtures';
import type { PubliekStore } from '../port';
import { type ContractUse } from '../../../platform/testing/contract';

export function publiekContract({ store }: ContractUse<PubliekStore>): void {
  describe('instellingen, nieuws en beurs', () => {
    it('bewaart het nieuws', async () => {
      assert.deepEqual(await store.bewaarNieuws('<h2>Nieuws</h2><p>Eerste</p>'), {
        tekst: '<h2>Nieuws</h2><p>Eerste</p>',
      });
      await store.bewaarNieuws('<p>Tweede</p>');
      assert.deepEqual(await store.leesNieuws(), { tekst: '<p>Tweede</p>' });
    });

    it('bewaart de gegevens van de beurs, met de lijst organisatoren', async () => {
      assert.deepEqual(await store.bewaarBeurs(EIGEN_BEURS), EIGEN_BEURS);
      assert.deepEqual(await store.leesBeurs(), EIGEN_BEURS);
      const minder = { ...EIGEN_BEURS, organisatoren: ['Anne'] };
      await store.bewaarBeurs(minder);
      assert.deepEqual(await store.leesBeurs(), minder);
    });
  });
}
