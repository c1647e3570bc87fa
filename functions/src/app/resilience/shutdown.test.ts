/**
 * SIGTERM (a deploy, a reboot, `docker stop`): requests in flight finish and are kept, live
 * streams end cleanly instead of breaking, and the process exits 0.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Client } from '../../platform/testing/client';
import type { Deelnemer } from '../../kern/types';
import { ADMIN, startServerProcess, type ServerProcess } from '../../platform/testing/server';

const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
const running: ServerProcess[] = [];
after(() => {
  for (const s of running) s.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A registration whose body is sent in two halves, so it is in flight when we choose. */
async function halfSent(url: string, i: number) {
  const session = await new Promise<{ cookie: string; csrf: string }>((resolve, reject) => {
    http
      .get(`${url}/api/session`, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({
            cookie: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '),
            csrf: (JSON.parse(text) as { csrfToken: string }).csrfToken,
          }),
        );
      })
      .on('error', reject);
  });
  const body = JSON.stringify({ naam: 'Laatste ouder', email: `laatste${i}@voorbeeld.nl`, telefoon: '' });
  const req = http.request(`${url}/api/geregistreerde/save`, {
    method: 'POST',
    agent: false,
    headers: {
      Cookie: session.cookie,
      'X-XSRF-TOKEN': session.csrf,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 10));
  // The server has the request once the first half has arrived.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { finish: () => req.end(body.slice(10)), answer };
}

/** A visitor's page holding the live stream; `ended` tells how the stream stopped. */
async function liveStream(url: string) {
  const res = await fetch(`${url}/api/live`);
  const reader = res.body!.getReader();
  let text = '';
  while (!text.includes('event: state')) text += new TextDecoder().decode((await reader.read()).value);
  const ended = (async () => {
    try {
      while (!(await reader.read()).done);
      return 'netjes beëindigd';
    } catch (error) {
      return `afgebroken: ${String(error)}`;
    }
  })();
  return { ended };
}

describe('netjes afsluiten bij SIGTERM', () => {
  it('maakt lopende verzoeken af, sluit live-verbindingen netjes en stopt met 0', async () => {
    const server = await startServerProcess({ dataDir });
    running.push(server);
    const admin = new Client(server.url);
    assert.equal((await admin.login(ADMIN.username, ADMIN.password)).body, true);
    await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true });
    await admin.put('/api/settings/maximumaantaldeelnemers', { maximumAantalDeelnemers: 300 });

    const streams = await Promise.all(Array.from({ length: 5 }, () => liveStream(server.url)));
    const inFlight = await Promise.all(Array.from({ length: 3 }, (_, i) => halfSent(server.url, i)));
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const r of inFlight) r.finish();

    for (const r of inFlight) {
      const answer = await r.answer;
      assert.equal(answer.status, 200, answer.body);
      assert.equal(typeof (JSON.parse(answer.body) as { nummer: unknown }).nummer, 'number');
    }
    for (const s of streams) assert.equal(await s.ended, 'netjes beëindigd');
    assert.deepEqual(await server.exited, { code: 0, signal: null });
    assert.ok(Date.now() - stoppedAt < 5000, 'the server does not wait for idle connections to time out');
    assert.match(server.output(), /SIGTERM: netjes afsluiten/);

    const again = await startServerProcess({ dataDir });
    running.push(again);
    const check = new Client(again.url);
    await check.login(ADMIN.username, ADMIN.password);
    const rows = (await check.get<Deelnemer[]>('/api/geregistreerde/all')).body;
    assert.equal(rows.filter((r) => r.naam === 'Laatste ouder').length, 3, 'the answered registrations were kept');
    again.child.kill('SIGTERM');
    assert.equal((await again.exited).code, 0);
  });
});
