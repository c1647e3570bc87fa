/** Store contract: the contactpersonen. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nietGevonden } from '../../../kern/errors';
import { weigert, type ContractUse } from '../../../store/contract/fixtures';

export function contactpersonenContract({ store }: ContractUse): void {
  describe('contactpersonen', () => {
    it('voegt toe, wijzigt en verwijdert', async () => {
      const anne = await store.saveContactpersoon({
        naam: 'Anne',
        telefoon: '06-11111111',
        email: 'anne@voorbeeld.nl',
      });
      assert.ok(anne.id.length > 0);
      assert.deepEqual(anne, { id: anne.id, naam: 'Anne', telefoon: '06-11111111', email: 'anne@voorbeeld.nl' });
      const sanne = await store.saveContactpersoon({ naam: 'Sanne', telefoon: '', email: 'sanne@voorbeeld.nl' });
      const opId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
      assert.deepEqual((await store.listContactpersonen()).sort(opId), [anne, sanne].sort(opId));

      const gewijzigd = await store.saveContactpersoon({ ...anne, telefoon: '06-22222222' });
      assert.deepEqual(gewijzigd, { ...anne, telefoon: '06-22222222' });
      assert.deepEqual((await store.listContactpersonen()).sort(opId), [gewijzigd, sanne].sort(opId));

      assert.deepEqual(await store.deleteContactpersoon(anne.id), gewijzigd);
      assert.equal(await store.deleteContactpersoon(anne.id), null);
      assert.deepEqual(await store.listContactpersonen(), [sanne]);
    });

    it('wijzigen van een onbekend id geeft 404', async () => {
      await weigert(
        store.saveContactpersoon({ id: 'bestaat-niet', naam: 'X', telefoon: '', email: 'x@voorbeeld.nl' }),
        'niet-gevonden',
        nietGevonden('Contactpersoon').message,
      );
      assert.deepEqual(await store.listContactpersonen(), []);
    });
  });
}
