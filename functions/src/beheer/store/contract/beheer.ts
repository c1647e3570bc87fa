/** Store contract: administrators, sessions and meta. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, type ContractUse } from '../../../platform/testing/contract';
import type { BeheerStore, MetaStore } from '../port';

export function beheerContract({ store }: ContractUse<BeheerStore & MetaStore>): void {
  describe('beheerders en sessies', () => {
    it('bewaart beheerders; opnieuw opslaan vervangt het wachtwoord', async () => {
      assert.equal(await store.leesBeheerder('admin'), null);
      await store.bewaarBeheerder({ username: 'admin', passwordHash: 'hash-1' });
      assert.deepEqual(await store.leesBeheerder('admin'), { username: 'admin', passwordHash: 'hash-1' });
      await store.bewaarBeheerder({ username: 'admin', passwordHash: 'hash-2' });
      assert.deepEqual(await store.leesBeheerder('admin'), { username: 'admin', passwordHash: 'hash-2' });
      assert.equal(await store.telBeheerders(), 1);
      await store.bewaarBeheerder({ username: 'anne', passwordHash: 'hash-3' });
      assert.equal(await store.telBeheerders(), 2);
    });

    it('maakt, leest en verwijdert sessies', async () => {
      const sessie = { id: 'sessie-1', username: 'admin', expires: at(3_600_000).getTime() };
      await store.maakSessie(sessie);
      await store.maakSessie({ id: 'sessie-2', username: 'anne', expires: at(60_000).getTime() });
      assert.deepEqual(await store.leesSessie('sessie-1'), sessie);
      await store.verwijderSessie('sessie-1');
      assert.equal(await store.leesSessie('sessie-1'), null);
      await store.verwijderSessie('sessie-1');
      assert.equal(await store.leesSessie('onbekend'), null);
      assert.equal((await store.leesSessie('sessie-2'))?.username, 'anne');
    });

    it('leesBeheerders geeft alle beheerders op naam', async () => {
      assert.deepEqual(await store.leesBeheerders(), []);
      await store.bewaarBeheerder({ username: 'sanne', passwordHash: 'hash-s' });
      await store.bewaarBeheerder({ username: 'admin', passwordHash: 'hash-a' });
      await store.bewaarBeheerder({ username: 'anne.de_vries/2', passwordHash: 'hash-b' });
      assert.deepEqual(await store.leesBeheerders(), [
        { username: 'admin', passwordHash: 'hash-a' },
        { username: 'anne.de_vries/2', passwordHash: 'hash-b' },
        { username: 'sanne', passwordHash: 'hash-s' },
      ]);
    });

    it('verwijderBeheerder verwijdert de beheerder en beëindigt zijn sessies; onbekend geeft false', async () => {
      await store.bewaarBeheerder({ username: 'admin', passwordHash: 'hash-a' });
      await store.bewaarBeheerder({ username: 'anne.de_vries/2', passwordHash: 'hash-b' });
      await store.maakSessie({ id: 'sessie-1', username: 'anne.de_vries/2', expires: at(3_600_000).getTime() });
      await store.maakSessie({ id: 'sessie-2', username: 'admin', expires: at(3_600_000).getTime() });
      assert.equal(await store.verwijderBeheerder('anne.de_vries/2'), true);
      assert.equal(await store.leesBeheerder('anne.de_vries/2'), null);
      assert.equal(await store.leesSessie('sessie-1'), null);
      assert.equal((await store.leesSessie('sessie-2'))?.username, 'admin');
      assert.equal(await store.verwijderBeheerder('anne.de_vries/2'), false);
      assert.equal(await store.verwijderBeheerder('onbekend'), false);
      assert.deepEqual(
        (await store.leesBeheerders()).map((a) => a.username),
        ['admin'],
      );
      assert.equal(await store.telBeheerders(), 1);
    });

    it('verwijderVerlopenSessies ruimt alleen verlopen sessies op, tot en met nu', async () => {
      await store.maakSessie({ id: 'oud', username: 'admin', expires: at(0).getTime() });
      await store.maakSessie({ id: 'net-verlopen', username: 'anne', expires: at(1000).getTime() });
      await store.maakSessie({ id: 'geldig', username: 'admin', expires: at(1001).getTime() });
      assert.equal(await store.verwijderVerlopenSessies(at(1000)), 2);
      assert.equal(await store.leesSessie('oud'), null);
      assert.equal(await store.leesSessie('net-verlopen'), null);
      assert.equal((await store.leesSessie('geldig'))?.expires, at(1001).getTime());
      assert.equal(await store.verwijderVerlopenSessies(at(1000)), 0);
    });

    it('verwijderSessiesVan beëindigt alle sessies van één beheerder', async () => {
      await store.maakSessie({ id: 'a/1', username: 'anne', expires: at(60_000).getTime() });
      await store.maakSessie({ id: 'a.2', username: 'anne', expires: at(60_000).getTime() });
      await store.maakSessie({ id: 'b-1', username: 'admin', expires: at(60_000).getTime() });
      assert.equal(await store.verwijderSessiesVan('anne'), 2);
      assert.equal(await store.leesSessie('a/1'), null);
      assert.equal(await store.leesSessie('a.2'), null);
      assert.equal((await store.leesSessie('b-1'))?.username, 'admin');
      assert.equal(await store.verwijderSessiesVan('anne'), 0);
    });
  });

  describe('meta', () => {
    it('bewaart kleine sleutel-waarde-feiten', async () => {
      assert.equal(await store.leesMeta('demoSeeded'), null);
      await store.zetMeta('demoSeeded', 'ja');
      await store.zetMeta('sessionSecret', 'geheim');
      assert.equal(await store.leesMeta('demoSeeded'), 'ja');
      await store.zetMeta('demoSeeded', 'overgeslagen');
      assert.equal(await store.leesMeta('demoSeeded'), 'overgeslagen');
      assert.equal(await store.leesMeta('sessionSecret'), 'geheim');
    });
  });
}
