/**
 * The database runs in WAL mode, and `npm run backup` takes a consistent copy while
 * registrations keep coming in; the README's restore procedure brings that copy back.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { Client, loopbackAdres } from '../../platform/testing/client';
import type { Deelnemer } from '../../kern/types';
import { FUNCTIONS_DIR, startWithAdmin, type ServerProcess } from '../../platform/testing/server';

const root = mkdtempSync(join(tmpdir(), 'backup-'));
const dataDir = join(root, 'data');
const database = join(dataDir, 'beurs.sqlite');
const running: ServerProcess[] = [];
after(() => {
  for (const s of running) s.child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

/** `npm run backup -- <file>` from the repository root, as the README says. */
function npmBackup(destination: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'backup', '--', destination], {
      cwd: join(FUNCTIONS_DIR, '..'),
      env: { ...process.env, DATA_DIR: dataDir },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const start = () => startWithAdmin(dataDir, running);

describe('back-up en herstel', () => {
  it('maakt tijdens inschrijvingen een consistente online back-up, en de kopie is terug te zetten', async () => {
    const { server, admin } = await start();
    const mode = new Database(database, { readonly: true });
    assert.equal(mode.pragma('journal_mode', { simple: true }), 'wal');
    mode.close();

    await admin.put('/api/settings/inschrijvinggeopend', { inschrijvingGeopend: true });
    await admin.put('/api/settings/maximumaantaldeelnemers', { maximumAantalDeelnemers: 5000 });
    let stop = false;
    let registered = 0;
    let ouders = 0;
    const rush = Promise.all(
      Array.from({ length: 10 }, async (_, w) => {
        for (let i = 0; !stop; i++) {
          // Each registration from its own parent's phone: its own address and session.
          const res = await new Client(server.url, loopbackAdres(ouders++)).post('/api/geregistreerde/save', {
            naam: `Ouder ${w}-${i}`,
            email: `o${w}x${i}@voorbeeld.nl`,
          });
          assert.equal(res.status, 200, res.text);
          registered++;
        }
      }),
    );
    while (registered < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    const copy = join(root, 'kopie.sqlite');
    const backup = await npmBackup(copy);
    const duringBackup = registered;
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    await rush;
    assert.equal(backup.code, 0, backup.output);
    assert.match(backup.output, /Back-up gemaakt: .*kopie\.sqlite/);
    assert.ok(registered > duringBackup, 'the server kept serving registrations during and after the backup');

    // Consistent: every registration in the copy is whole (its number counted, its mail queued).
    const db = new Database(copy, { readonly: true });
    assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');
    const aantal = (db.prepare('SELECT count(*) AS n FROM deelnemers').get() as { n: number }).n;
    const laatste = Number(
      (db.prepare("SELECT value FROM meta WHERE key = 'laatsteNummer'").get() as { value: string }).value,
    );
    const mails = (db.prepare('SELECT count(*) AS n FROM outbox').get() as { n: number }).n;
    db.close();
    assert.ok(aantal >= 30, `the copy holds the registrations so far (${aantal})`);
    assert.equal(laatste, aantal, 'numbers 1..n, no half-written registration');
    assert.equal(mails, aantal, 'one confirmation mail per registration in the copy');
    assert.ok(!existsSync(`${copy}-wal`), 'the copy is one file');

    // The README's restore: stop the server, put the copy in place, remove -wal and -shm, start.
    server.child.kill('SIGTERM');
    assert.equal((await server.exited).code, 0);
    copyFileSync(copy, database);
    rmSync(`${database}-wal`, { force: true });
    rmSync(`${database}-shm`, { force: true });
    const restored = await start();
    const rows = (await restored.admin.get<Deelnemer[]>('/api/geregistreerde/all')).body;
    assert.equal(rows.length, aantal);
    assert.deepEqual(
      rows.map((r) => r.nummer),
      Array.from({ length: aantal }, (_, i) => i + 1),
    );
    const next = await new Client(restored.server.url).post<{ nummer: number }>('/api/geregistreerde/save', {
      naam: 'Na herstel',
      email: 'na@voorbeeld.nl',
    });
    assert.equal(next.body.nummer, aantal + 1);
    restored.server.child.kill('SIGTERM');
    assert.equal((await restored.server.exited).code, 0);
  });

  it('weigert met een Nederlandse melding als er geen database is', async () => {
    const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [join(FUNCTIONS_DIR, '..', 'scripts', 'backup.mjs')], {
        env: { ...process.env, DATA_DIR: join(root, 'leeg') },
      });
      let output = '';
      child.stderr.on('data', (c: Buffer) => (output += c.toString()));
      child.on('exit', (code) => resolve({ code, output }));
    });
    assert.equal(result.code, 1);
    assert.match(result.output, /Geen database gevonden/);
  });
});
