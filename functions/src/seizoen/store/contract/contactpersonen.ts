/** Store contract: the contactpersonen. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nietGevonden } from '../../../kern/errors';
import { weigert, type ContractUse } from '../../../platform/testing/contract';
import type { ContactpersonenStore } from '../port';

export function contactpersonenContract({ store }: ContractUse<ContactpersonenStore>): void {
  describe('contactpersonen', () => {
    it('voegt toe, wijzigt en verwijdert', async () => {
      const anne = await store.bewaarContactpersoon({
        naam: 'Anne',
        telefoon: '06-11111111',
        email: 'anne@voorbeeld.nl',
      });
      assert.ok(anne.id.length > 0);
      assert.deepEqual(anne, { id: anne.id, naam: 'Anne', telefoon: '06-11111111', email: 'anne@voorbeeld.nl' });
      const sanne = await store.bewaarContactpersoon({ naam: 'Sanne', telefoon: '', email: 'sanne@voorbeeld.nl' });
      const opId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
      assert.deepEqual((await store.leesContactpersonen()).sort(opId), [anne, sanne].sort(opId));

      const gewijzigd = await store.bewaarContactpersoon({ ...anne, telefoon: '06-22222222' });
      assert.deepEqual(gewijzigd, { ...anne, telefoon: '06-22222222' });
      assert.deepEqual((await store.leesContactpersonen()).sort(opId), [gewijzigd, sanne].sort(opId));

      assert.deepEqual(await store.verwijderContactpersoon(anne.id), gewijzigd);
      assert.equal(await store.verwijderContactpersoon(anne.id), null);
      assert.deepEqual(await store.leesContactpersonen(), [sanne]);
    });

    it('wijzigen van een onbekend id geeft 404', async () => {
      await weigert(
        store.bewaarContactpersoon({ id: 'bestaat-niet', naam: 'X', telefoon: '', email: 'x@voorbeeld.nl' }),
        'niet-gevonden',
        nietGevonden('Contactpersoon').message,
      );
      assert.deepEqual(await store.leesContactpersonen(), []);
    });
  });
}
