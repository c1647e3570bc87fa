/** Store contract: who takes part in one fair (leesDeelnemersVan), as every kind of change leaves it. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALS_BEHEERDER, ALS_BEZOEKER, persoon } from './fixtures';
import { at, type ContractUse } from '../../../platform/testing/contract';
import type { DeelnemersStore, InstellingenStore } from '../port';
import type { AfleveringenStore, PubliekStore } from '../../../seizoen/store/port';

export function deelnameContract({
  store,
}: ContractUse<DeelnemersStore & InstellingenStore & PubliekStore & AfleveringenStore>): void {
  const openInschrijving = () =>
    store.wijzigInstellingen({ inschrijvingGeopend: true, inschrijvingGesloten: false, maximumAantalDeelnemers: 250 });

  describe('deelname per beurs', () => {
    it('leesDeelnemersVan geeft wie aan die beurs meedoet, op nummer, en volgt elke wijziging van de koppeling', async () => {
      await store.bewaarAflevering({ volgnummer: 1, datum: '2025-09-13' });
      const eerste = (await store.leesLaatsteAflevering())!;
      const a = await store.schrijfIn(persoon(1), ALS_BEHEERDER);
      const b = await store.schrijfIn(persoon(2), ALS_BEHEERDER);
      await store.bewaarAflevering({ volgnummer: 2, datum: '2026-03-14' });
      const tweede = (await store.leesLaatsteAflevering())!;
      const nummers = async (id: string) => (await store.leesDeelnemersVan(id)).map((d) => d.nummer);
      assert.deepEqual(await nummers(eerste.id), [a.nummer, b.nummer]);
      assert.deepEqual(await nummers(tweede.id), []);
      // A new seller, and one from before returning by registering with the same address.
      const c = await store.schrijfIn(persoon(3), ALS_BEHEERDER);
      await openInschrijving();
      await store.schrijfIn(persoon(2), ALS_BEZOEKER);
      assert.deepEqual(await nummers(tweede.id), [b.nummer, c.nummer]);
      // "Ik doe weer mee" links the person too.
      await store.weerMeedoen(a.id, { now: at(5000) });
      assert.deepEqual(await nummers(tweede.id), [a.nummer, b.nummer, c.nummer]);
      // The administrator switches a link off: no longer taking part in that fair, still in the first.
      const metB = (await store.leesDeelnemer(b.id))!;
      await store.wijzigDeelnemer({
        ...metB,
        afleveringen: metB.afleveringen.map((k) => (k.id === tweede.id ? { ...k, actief: false } : k)),
      });
      assert.deepEqual(await nummers(tweede.id), [a.nummer, c.nummer]);
      assert.deepEqual(await nummers(eerste.id), [a.nummer, b.nummer]);
      const [metA] = await store.leesDeelnemersVan(tweede.id);
      assert.deepEqual(metA, await store.leesDeelnemer(a.id), 'each with all their links');
      await store.verwijderDeelnemer(c.id);
      assert.deepEqual(await nummers(tweede.id), [a.nummer]);
      assert.deepEqual(await nummers('bestaat-niet'), []);
    });
  });
}
