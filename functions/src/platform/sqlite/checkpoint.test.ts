import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { createSqliteStore } from '../../app/store/sqlite';
import { checkpointOpAchtergrond, VANGNET_PAGINAS, type CheckpointUitkomst } from './checkpoint';
import { openDatabase } from './schema';

describe('checkpoints op de achtergrond', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'checkpoint-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('de worker zet de WAL terug in de database, niet de commit van een verzoek', { timeout: 10_000 }, async () => {
    const file = join(dir, 'beurs.sqlite');
    const db = openDatabase(file);
    const uitkomsten: CheckpointUitkomst[] = [];
    let gekopieerd!: () => void;
    const eerste = new Promise<void>((klaar) => (gekopieerd = klaar));
    const checkpointer = checkpointOpAchtergrond(db, file, {
      opCheckpoint: (u) => {
        uitkomsten.push(u);
        if (u.checkpointed > 0) gekopieerd();
      },
    });
    // The main connection copies only at the far safety net, so pages copied now were copied by the worker.
    assert.equal(db.pragma('wal_autocheckpoint', { simple: true }), VANGNET_PAGINAS);
    const schrijf = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    for (let i = 0; i < 120; i++) {
      db.transaction(() => schrijf.run(`sleutel-${i}`, 'x'.repeat(500))).immediate();
      checkpointer.geschreven();
    }
    await eerste;
    assert.ok(uitkomsten.some((u) => u.log > 0 && u.checkpointed > 0));
    await checkpointer.close();
    db.close();
    const weer = openDatabase(file);
    const { n } = weer.prepare("SELECT count(*) AS n FROM meta WHERE key LIKE 'sleutel-%'").get() as { n: number };
    assert.equal(n, 120);
    weer.close();
  });

  it('faalt de worker, dan checkpoint de database weer zelf, zoals zonder worker', { timeout: 10_000 }, async () => {
    const file = join(dir, 'beurs.sqlite');
    const db = openDatabase(file);
    const meldingen: string[] = [];
    const gestopt = new Promise<void>((klaar) => {
      checkpointOpAchtergrond(db, file, {
        driver: join(dir, 'bestaat-niet.js'),
        log: (melding) => {
          meldingen.push(melding);
          klaar();
        },
      });
    });
    await gestopt;
    assert.match(meldingen[0], /Checkpoints op de achtergrond gestopt/);
    assert.equal(db.pragma('wal_autocheckpoint', { simple: true }), 1000);
    db.close();
  });

  it(
    'store.close() sluit ook de verbinding van de worker: er blijft geen WAL achter',
    { timeout: 10_000 },
    async () => {
      const file = join(dir, 'beurs.sqlite');
      let gekopieerd!: () => void;
      const checkpoint = new Promise<void>((klaar) => (gekopieerd = klaar));
      const store = createSqliteStore(file, { checkpointOpAchtergrond: true, opCheckpoint: () => gekopieerd() });
      await store.init();
      // Once the worker has copied, its connection is open: the WAL goes only if that one closes too.
      for (let i = 0; i < 10; i++) await store.bewaarNieuws(`Nieuws ${i}`);
      await checkpoint;
      assert.ok(existsSync(`${file}-wal`));
      await store.close();
      // SQLite removes the WAL only when the last connection to the file closes.
      assert.equal(existsSync(`${file}-wal`), false);
      const weer = createSqliteStore(file);
      assert.equal((await weer.leesNieuws()).tekst, 'Nieuws 9');
      await weer.close();
    },
  );
});
