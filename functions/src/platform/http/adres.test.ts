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
import { ADMIN, TEST_CONFIG } from '../../app/testing/harness';
import { createSqliteStore } from '../../app/store/sqlite';
import { API_CACHE } from './headers';
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { adresSleutel, ONBEKEND_ADRES } from './adres';

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

describe('de sleutel van de limieten per adres', () => {
  // Only what adresSleutel reads: the socket, the forwarded header and Express's answer req.ip.
  const verzoek = (socket: object, ip: string | undefined, doorgestuurd?: string) =>
    ({
      socket,
      ip,
      headers: doorgestuurd === undefined ? {} : { 'x-forwarded-for': doorgestuurd },
    }) as unknown as Request;

  it('IPv4 zoals het is, IPv6 per /56, zonder adres één gedeelde sleutel', () => {
    assert.equal(adresSleutel(verzoek({}, '203.0.113.7')), '203.0.113.7');
    assert.equal(adresSleutel(verzoek({}, '2001:db8:1:2:3::1')), ipKeyGenerator('2001:db8:1:2:3::1'));
    assert.notEqual(ipKeyGenerator('2001:db8:1:2:3::1'), '2001:db8:1:2:3::1');
    assert.equal(adresSleutel(verzoek({}, undefined)), ONBEKEND_ADRES);
    // IPv4 behind an IPv6 socket (a dual-stack listener) is the same household as plain IPv4.
    assert.equal(adresSleutel(verzoek({}, '::ffff:203.0.113.7')), ipKeyGenerator('::ffff:203.0.113.7'));
    assert.equal(adresSleutel(verzoek({}, '::ffff:203.0.113.7')), '203.0.113.7');
  });

  it('achter een vertrouwde proxy telt elk doorgestuurd adres apart, ook over één verbinding', () => {
    const proxy = {};
    assert.equal(adresSleutel(verzoek(proxy, '198.51.100.1', '198.51.100.1')), '198.51.100.1');
    assert.equal(adresSleutel(verzoek(proxy, '198.51.100.2', '198.51.100.2')), '198.51.100.2');
    assert.equal(adresSleutel(verzoek(proxy, '198.51.100.1', '198.51.100.1')), '198.51.100.1');
    // Another connection with the same header is judged on its own.
    assert.equal(adresSleutel(verzoek({}, '192.0.2.9', '198.51.100.1')), '192.0.2.9');
  });
});
