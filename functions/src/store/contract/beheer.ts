/** Store contract: administrators, sessions and meta. */
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type { Store } from '../port';
import { at, type ContractUse } from './fixtures';

export function beheerContract(use: ContractUse): void {
  let store: Store;
  beforeEach(() => {
    store = use.store();
  });

  describe('beheerders en sessies', () => {
    it('bewaart beheerders; opnieuw opslaan vervangt het wachtwoord', async () => {
      assert.equal(await store.getAdmin('admin'), null);
      await store.saveAdmin({ username: 'admin', passwordHash: 'hash-1' });
      assert.deepEqual(await store.getAdmin('admin'), { username: 'admin', passwordHash: 'hash-1' });
      await store.saveAdmin({ username: 'admin', passwordHash: 'hash-2' });
      assert.deepEqual(await store.getAdmin('admin'), { username: 'admin', passwordHash: 'hash-2' });
      assert.equal(await store.countAdmins(), 1);
      await store.saveAdmin({ username: 'anne', passwordHash: 'hash-3' });
      assert.equal(await store.countAdmins(), 2);
    });

    it('maakt, leest en verwijdert sessies', async () => {
      const sessie = { id: 'sessie-1', username: 'admin', expires: at(3_600_000).getTime() };
      await store.createSessie(sessie);
      await store.createSessie({ id: 'sessie-2', username: 'anne', expires: at(60_000).getTime() });
      assert.deepEqual(await store.getSessie('sessie-1'), sessie);
      await store.deleteSessie('sessie-1');
      assert.equal(await store.getSessie('sessie-1'), null);
      await store.deleteSessie('sessie-1');
      assert.equal(await store.getSessie('onbekend'), null);
      assert.equal((await store.getSessie('sessie-2'))?.username, 'anne');
    });
  });

  describe('meta', () => {
    it('bewaart kleine sleutel-waarde-feiten', async () => {
      assert.equal(await store.getMeta('demoSeeded'), null);
      await store.setMeta('demoSeeded', 'ja');
      await store.setMeta('sessionSecret', 'geheim');
      assert.equal(await store.getMeta('demoSeeded'), 'ja');
      await store.setMeta('demoSeeded', 'overgeslagen');
      assert.equal(await store.getMeta('demoSeeded'), 'overgeslagen');
      assert.equal(await store.getMeta('sessionSecret'), 'geheim');
    });
  });
}
