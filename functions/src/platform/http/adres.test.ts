/**
 * A request without a client address, as the Functions emulator hands one to the function (it
 * arrives over a local socket, without X-Forwarded-For). Before, express-rate-limit's default
 * key crashed on it: the login answered 500 and nobody could log in. Served here over a Unix
 * socket, whose requests have no remote address either.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createApp } from '../../app/app';
import { hashPassword } from '../../beheer/passwords';
import { ADMIN, TEST_CONFIG } from '../testing/harness';
import { createSqliteStore } from '../../store/sqlite';
import { API_CACHE } from './headers';

interface Antwoord {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe('een verzoek zonder clientadres (de Functions-emulator)', () => {
  const store = createSqliteStore(':memory:');
  const map = mkdtempSync(join(tmpdir(), 'adres-'));
  const socketPath = join(map, 'api.sock');
  let server: Server;
  let cookie = '';
  let csrf = '';

  const vraag = (method: string, path: string, body?: unknown): Promise<Antwoord> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          socketPath,
          method,
          path,
          headers: {
            ...(cookie ? { Cookie: cookie } : {}),
            ...(csrf ? { 'X-XSRF-TOKEN': csrf } : {}),
            ...(payload ? { 'Content-Type': 'application/json' } : {}),
          },
        },
        (res) => {
          let tekst = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (tekst += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: tekst }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  before(async () => {
    await store.init();
    await store.bewaarBeheerder({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) });
    const app = createApp({ store, secret: async () => 'test-secret', config: TEST_CONFIG, log: () => undefined });
    server = await new Promise((resolve) => {
      const s = app.listen(socketPath, () => resolve(s));
    });
    const sessie = await vraag('GET', '/api/session');
    cookie = ((sessie.headers['set-cookie'] as string[]) ?? []).map((c) => c.split(';')[0]).join('; ');
    csrf = (JSON.parse(sessie.body) as { csrfToken: string }).csrfToken;
  });
  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    await store.close();
    rmSync(map, { recursive: true, force: true });
  });

  it('krijgt een sessie met cookies die Firebase Hosting doorgeeft (Cache-Control private)', async () => {
    const sessie = await vraag('GET', '/api/session');
    assert.equal(sessie.headers['cache-control'], API_CACHE);
    assert.match(cookie, /__session=/);
  });

  it('logt in, en een mislukte poging is een nee, geen serverfout', async () => {
    const fout = await vraag('POST', '/api/login', { username: ADMIN.username, password: 'fout' });
    assert.equal(fout.status, 200, fout.body);
    assert.equal(fout.body, 'false');
    const goed = await vraag('POST', '/api/login', { username: ADMIN.username, password: ADMIN.password });
    assert.equal(goed.status, 200, goed.body);
    assert.equal(goed.body, 'true');
  });

  it('valt onder de limiet van het gedeelde onbekende adres, niet erbuiten', async () => {
    const statussen: number[] = [];
    for (let i = 0; i < 12; i++) {
      statussen.push((await vraag('POST', '/api/login', { username: ADMIN.username, password: `fout${i}` })).status);
    }
    assert.ok(statussen.includes(429), `statussen: ${statussen.join(',')}`);
    assert.ok(!statussen.includes(500), `statussen: ${statussen.join(',')}`);
  });
});
