/**
 * Who can log in after a cold start of the Cloud Function `api`, on a Firestore-protocol
 * server (see platform/testing/firestore-server.ts): the same rule as standalone (seed.ts).
 */
import assert from 'node:assert/strict';
import type { RequestListener } from 'node:http';
import { describe, it } from 'node:test';
import request from 'supertest';
import { hashPassword } from './beheer/passwords';
import { createFirestoreStore } from './app/store/firestore';
import { openTestDatabase, useFunctionsFirestore } from './platform/testing/firestore-server';
import { api } from './firebase';

const handler = api as unknown as RequestListener;
const PROJECT = useFunctionsFirestore(() => ({ ADMIN_USERNAME: 'nieuw', ADMIN_PASSWORD: 'wachtwoord-nieuw' }));

async function inlog(username: string, password: string): Promise<unknown> {
  const sessie = await request(handler).get('/api/session').expect(200);
  const cookie = (sessie.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  const login = await request(handler)
    .post('/api/login')
    .set('Cookie', cookie)
    .set('X-XSRF-TOKEN', (sessie.body as { csrfToken: string }).csrfToken)
    .send({ username, password })
    .expect(200);
  return login.body;
}

describe('Cloud Function api: beheerders bij een koude start', () => {
  it('met ADMIN_USERNAME is alleen die beheerder er, en eindigen de sessies van de rest en van het oude wachtwoord', async () => {
    const { db, close } = openTestDatabase(PROJECT);
    const store = createFirestoreStore(db);
    try {
      // What an earlier deploy left behind: an auto-created admin, a renamed one, an old password.
      await store.bewaarBeheerder({ username: 'admin', passwordHash: await hashPassword('automatisch') });
      await store.bewaarBeheerder({ username: 'oud', passwordHash: await hashPassword('wachtwoord-oud') });
      await store.bewaarBeheerder({ username: 'nieuw', passwordHash: await hashPassword('vorig-wachtwoord') });
      const straks = Date.now() + 60 * 60 * 1000;
      for (const username of ['admin', 'oud', 'nieuw']) {
        await store.maakSessie({ id: `sessie-${username}`, username, expires: straks });
      }

      assert.equal(await inlog('admin', 'automatisch'), false);
      assert.equal(await inlog('oud', 'wachtwoord-oud'), false);
      assert.equal(await inlog('nieuw', 'vorig-wachtwoord'), false);
      assert.equal(await inlog('nieuw', 'wachtwoord-nieuw'), true);
      for (const username of ['admin', 'oud', 'nieuw']) {
        assert.equal(await store.leesSessie(`sessie-${username}`), null, username);
      }
      assert.equal(await store.leesBeheerder('oud'), null);
      assert.equal(await store.telBeheerders(), 1);
    } finally {
      await close();
    }
  });
});
