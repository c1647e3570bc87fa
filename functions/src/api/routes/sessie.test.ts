/**
 * Logging in and the administrator's session: what an attacker can learn from a login, and
 * what the store keeps of a session.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { createSqliteStore } from '../../store/sqlite';
import { ADMIN, startHarness, type Harness } from '../testing/harness';

describe('inloggen', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness(createSqliteStore(':memory:'));
  });
  afterEach(async () => {
    await h.close();
    await h.store.close();
  });

  it('kost voor een onbekende gebruikersnaam evenveel werk als voor een bekende: precies één scrypt', async (t) => {
    const scrypt = t.mock.method(crypto, 'scrypt');
    for (const [username, password, verwacht] of [
      [ADMIN.username, ADMIN.password, true],
      [ADMIN.username, 'fout', false],
      ['bestaat-niet', ADMIN.password, false],
      ['', ADMIN.password, false],
    ] as const) {
      scrypt.mock.resetCalls();
      assert.equal((await h.client().login(username, password)).body, verwacht, username);
      assert.equal(scrypt.mock.callCount(), 1, `scrypt-berekeningen voor '${username}'`);
    }
  });
});
