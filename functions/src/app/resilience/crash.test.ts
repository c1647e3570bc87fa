/**
 * SIGKILL in the middle of the opening rush: whoever was told their number keeps it, and the
 * restarted server never hands out a number twice.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Client, loopbackAdres } from '../../platform/testing/client';
import type { Deelnemer } from '../../kern/types';
import { startWithAdmin, type ServerProcess } from '../../platform/testing/server';

const dataDir = mkdtempSync(join(tmpdir(), 'crash-'));
const running: ServerProcess[] = [];
after(() => {
  for (const s of running) s.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const persoon = (i: number) => ({ naam: `Ouder ${i}`, email: `ouder${i}@voorbeeld.nl`, telefoon: '' });

const start = () => startWithAdmin(dataDir, running);

describe('een crash tijdens de drukte', () => {
  it('houdt elke inschrijving die 200 kreeg, met haar nummer, en gebruikt geen nummer twee keer', async () => {
    const first = await start();
    const opened = await first.admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true });
    assert.equal(opened.status, 200);
    const maximum = await first.admin.put('/api/settings/maximumaantaldeelnemers', { maximumAantalDeelnemers: 300 });
    assert.equal(maximum.status, 200);

    const answered: { id: string; naam: string; nummer: number }[] = [];
    let next = 0;
    let killed = false;
    // 20 at a time, each registration from its own parent's phone: its own address and session.
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < 1000) {
          const i = next++;
          const c = new Client(first.server.url, loopbackAdres(i));
          const res = await c
            .post<{ id: string; naam: string; nummer: number }>('/api/geregistreerde/save', persoon(i))
            .catch(() => null);
          // After the kill the connection fails: this phone got no answer, so it was told nothing.
          if (!res) return;
          assert.equal(res.status, 200, res.text);
          answered.push(res.body);
          if (answered.length >= 60 && !killed) {
            killed = true;
            first.server.child.kill('SIGKILL');
          }
        }
      }),
    );
    assert.deepEqual(await first.server.exited, { code: null, signal: 'SIGKILL' });
    assert.ok(answered.length >= 60 && answered.length < 300, `killed mid-rush after ${answered.length} answers`);

    const second = await start();
    const rows = (await second.admin.get<Deelnemer[]>('/api/geregistreerde/all')).body;
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const a of answered) {
      const row = byId.get(a.id);
      assert.ok(row, `${a.naam} (nummer ${a.nummer}) is still registered`);
      assert.equal(row.nummer, a.nummer);
      assert.equal(row.naam, a.naam);
    }

    const later: number[] = [];
    for (let i = 1000; i < 1020; i++) {
      const res = await new Client(second.server.url, loopbackAdres(i)).post<{ nummer: number }>(
        '/api/geregistreerde/save',
        persoon(i),
      );
      assert.equal(res.status, 200, res.text);
      later.push(res.body.nummer);
    }
    const all = (await second.admin.get<Deelnemer[]>('/api/geregistreerde/all')).body.map((r) => r.nummer);
    assert.equal(new Set(all).size, all.length, 'every number in the database is unique');
    const highest = Math.max(...rows.map((r) => r.nummer));
    assert.ok(
      later.every((n) => n > highest),
      'numbers after the restart continue after the last one given',
    );

    second.server.child.kill('SIGTERM');
    assert.equal((await second.server.exited).code, 0);
  });
});
