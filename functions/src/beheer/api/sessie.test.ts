/**
 * Logging in and the administrator's session: what an attacker can learn from a login, and
 * what the store keeps of a session.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { createSqliteStore } from '../../app/store/sqlite';
import { ADMIN, startHarness, type Harness } from '../../app/testing/harness';

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

describe('sessies in de opslag', () => {
  let dir: string;
  let h: Harness;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sessie-'));
    h = await startHarness(createSqliteStore(join(dir, 'beurs.sqlite')));
  });
  afterEach(async () => {
    await h.close();
    await h.store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('bewaart alleen een hash van het sessie-id: het id uit de cookie staat nergens in de database', async () => {
    const c = h.client();
    const login = await c.login();
    assert.equal(login.body, true);
    const sid = /__session=([a-f0-9]{64})/.exec(login.headers.getSetCookie().join(';'))![1]!;
    assert.equal(await h.store.leesSessie(sid), null);
    const hash = crypto.createHash('sha256').update(sid).digest('hex');
    assert.equal((await h.store.leesSessie(hash))?.username, ADMIN.username);
    const bestanden = ['beurs.sqlite', 'beurs.sqlite-wal'].map((f) => join(dir, f)).filter((f) => existsSync(f));
    for (const bestand of bestanden) assert.equal(readFileSync(bestand).includes(sid), false, bestand);
    assert.ok(
      bestanden.some((bestand) => readFileSync(bestand).includes(hash)),
      'de hash staat er wel',
    );

    // The session works as before: admin routes, CSRF-protected writes, logging out.
    assert.equal((await c.get('/api/geregistreerde/all')).status, 200);
    assert.equal((await c.put('/api/settings/maximumaantaldeelnemers', { maximumAantalDeelnemers: 120 })).status, 200);
    assert.equal((await c.post('/api/logout')).status, 204);
    assert.equal(await h.store.leesSessie(hash), null);
  });

  it('een bezoeker die inlogt is meteen beheerder, na uitloggen meteen niet meer (het id zonder sessie wordt onthouden)', async () => {
    const c = h.client();
    assert.equal((await c.get('/api/session')).status, 200);
    // Asked as a visitor, twice: the second answer comes from what the server remembered.
    assert.equal((await c.get('/api/geregistreerde/all')).status, 401);
    assert.equal((await c.get('/api/geregistreerde/all')).status, 401);
    assert.equal((await c.login()).body, true);
    assert.equal((await c.get('/api/geregistreerde/all')).status, 200);
    assert.equal((await c.post('/api/logout')).status, 204);
    assert.equal((await c.get('/api/geregistreerde/all')).status, 401);
    assert.equal((await c.login()).body, true);
    assert.equal((await c.get('/api/geregistreerde/all')).status, 200);
  });
});
