/** Store contract: administrators, sessions and meta. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, type ContractUse } from '../../../store/contract/fixtures';

export function beheerContract({ store }: ContractUse): void {
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

    it('listAdmins geeft alle beheerders op naam', async () => {
      assert.deepEqual(await store.listAdmins(), []);
      await store.saveAdmin({ username: 'sanne', passwordHash: 'hash-s' });
      await store.saveAdmin({ username: 'admin', passwordHash: 'hash-a' });
      await store.saveAdmin({ username: 'anne.de_vries/2', passwordHash: 'hash-b' });
      assert.deepEqual(await store.listAdmins(), [
        { username: 'admin', passwordHash: 'hash-a' },
        { username: 'anne.de_vries/2', passwordHash: 'hash-b' },
        { username: 'sanne', passwordHash: 'hash-s' },
      ]);
    });

    it('deleteAdmin verwijdert de beheerder en beëindigt zijn sessies; onbekend geeft false', async () => {
      await store.saveAdmin({ username: 'admin', passwordHash: 'hash-a' });
      await store.saveAdmin({ username: 'anne.de_vries/2', passwordHash: 'hash-b' });
      await store.createSessie({ id: 'sessie-1', username: 'anne.de_vries/2', expires: at(3_600_000).getTime() });
      await store.createSessie({ id: 'sessie-2', username: 'admin', expires: at(3_600_000).getTime() });
      assert.equal(await store.deleteAdmin('anne.de_vries/2'), true);
      assert.equal(await store.getAdmin('anne.de_vries/2'), null);
      assert.equal(await store.getSessie('sessie-1'), null);
      assert.equal((await store.getSessie('sessie-2'))?.username, 'admin');
      assert.equal(await store.deleteAdmin('anne.de_vries/2'), false);
      assert.equal(await store.deleteAdmin('onbekend'), false);
      assert.deepEqual(
        (await store.listAdmins()).map((a) => a.username),
        ['admin'],
      );
      assert.equal(await store.countAdmins(), 1);
    });

    it('deleteExpiredSessies ruimt alleen verlopen sessies op, tot en met nu', async () => {
      await store.createSessie({ id: 'oud', username: 'admin', expires: at(0).getTime() });
      await store.createSessie({ id: 'net-verlopen', username: 'anne', expires: at(1000).getTime() });
      await store.createSessie({ id: 'geldig', username: 'admin', expires: at(1001).getTime() });
      assert.equal(await store.deleteExpiredSessies(at(1000)), 2);
      assert.equal(await store.getSessie('oud'), null);
      assert.equal(await store.getSessie('net-verlopen'), null);
      assert.equal((await store.getSessie('geldig'))?.expires, at(1001).getTime());
      assert.equal(await store.deleteExpiredSessies(at(1000)), 0);
    });

    it('deleteSessiesOf beëindigt alle sessies van één beheerder', async () => {
      await store.createSessie({ id: 'a/1', username: 'anne', expires: at(60_000).getTime() });
      await store.createSessie({ id: 'a.2', username: 'anne', expires: at(60_000).getTime() });
      await store.createSessie({ id: 'b-1', username: 'admin', expires: at(60_000).getTime() });
      assert.equal(await store.deleteSessiesOf('anne'), 2);
      assert.equal(await store.getSessie('a/1'), null);
      assert.equal(await store.getSessie('a.2'), null);
      assert.equal((await store.getSessie('b-1'))?.username, 'admin');
      assert.equal(await store.deleteSessiesOf('anne'), 0);
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
