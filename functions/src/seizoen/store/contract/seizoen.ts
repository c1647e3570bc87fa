/**
 * Store contract: from one fair to the next (issue 12), the fair's side: the next aflevering
 * starts with the registration closed and without the last fair's news. Taking part per fair
 * is registratie's (registratie/store/contract/seizoen.ts), on the floor above.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Settings } from '../../../kern/types';
import type { AfleveringenStore, PubliekStore } from '../port';
import { type ContractUse } from '../../../platform/testing/contract';

/**
 * Opening the registration is registratie's (its store promotes from the reserve list too); this
 * suite needs only that it can, so it names the one method here instead of importing the floor above.
 */
interface ZetInstellingen {
  wijzigInstellingen(patch: Partial<Settings>): Promise<Settings>;
}

export function seizoenContract({ store }: ContractUse<PubliekStore & AfleveringenStore & ZetInstellingen>): void {
  const openInschrijving = (maximumAantalDeelnemers: number) =>
    store.wijzigInstellingen({ inschrijvingGeopend: true, inschrijvingGesloten: false, maximumAantalDeelnemers });

  describe('van beurs naar beurs', () => {
    it('de volgende aflevering begint met de inschrijving dicht en zonder het nieuws van de vorige beurs', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      const derde = (await store.bewaarAflevering({ volgnummer: 3, datum: '2026-03-21' })).at(-1)!;
      await openInschrijving(120);
      await store.bewaarNieuws('<p>De inschrijving is open!</p>');

      // A date correction and an aflevering in between start nothing.
      await store.bewaarAflevering({ id: derde.id, volgnummer: 3, datum: '2026-03-28' });
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-03-21' });
      assert.equal((await store.leesInstellingen()).inschrijvingGeopend, true);
      assert.equal((await store.leesNieuws()).tekst, '<p>De inschrijving is open!</p>');

      await store.bewaarAflevering({ volgnummer: 4, datum: '2026-10-10' });
      const publiek = await store.leesPubliekeStaat();
      assert.deepEqual(publiek.settings, {
        maximumAantalDeelnemers: 120,
        inschrijvingGeopend: false,
        inschrijvingGesloten: false,
      });
      assert.deepEqual(await store.leesInstellingen(), publiek.settings);
      assert.deepEqual(publiek.nieuws, { tekst: '' });
      assert.equal(publiek.datum, '2026-10-10');
    });
  });
}
