/**
 * WAL checkpoints on a thread of their own, for the standalone server's database.
 *
 * In WAL mode every commit appends its pages to the -wal file, and SQLite by default copies
 * them back into the database (a checkpoint, with an fsync) inside whichever commit finds the
 * WAL over 1,000 pages. better-sqlite3 is synchronous, so that commit's request, and every
 * request queued behind it on the one event loop, waited for the copy and the disk: at the
 * opening rush about 85 µs of wall time per registration, a tenth of the request
 * (bench:rush, bench/README.md). Here a worker thread with its own connection does PASSIVE
 * checkpoints, which never block a writer or a reader: every CHECKPOINT_NA commits, and once a
 * second for whatever else was written.
 *
 * The main connection keeps its own automatic checkpoint, only further away
 * (VANGNET_PAGINAS), so the WAL stays bounded if the worker falls behind; if the worker fails,
 * the main connection goes back to SQLite's default and the server goes on as before.
 */
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

/** Commits after which the worker is asked to checkpoint (a group commit counts once, however many it held). */
const CHECKPOINT_NA = 50;
/** The main connection's own checkpoint while the worker runs: about 40 MB of WAL. */
export const VANGNET_PAGINAS = 10_000;
/** SQLite's default, taken back when the worker fails. */
const STANDAARD_PAGINAS = 1000;
const RUST_MS = 1000;
/** How long close() waits for the worker to close its connection before it stops the thread. */
const SLUIT_MS = 5000;

/** What `PRAGMA wal_checkpoint(PASSIVE)` answered: pages in the WAL, and how many were copied. */
export interface CheckpointUitkomst {
  log: number;
  checkpointed: number;
}

export interface Checkpointer {
  /** A write transaction committed on the main connection. */
  geschreven(): void;
  /** Stops the worker and closes its connection (before the main connection closes). */
  close(): Promise<void>;
}

// Plain CommonJS evaluated in the worker, so it runs the same under tsx and from the build.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
parentPort.on('message', (bericht) => {
  if (bericht === 'sluit') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    const [uitkomst] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ log: uitkomst.log, checkpointed: uitkomst.checkpointed });
  } catch (fout) {
    parentPort.postMessage({ fout: String((fout && fout.message) || fout) });
  }
});
`;

export function checkpointOpAchtergrond(
  db: Database.Database,
  file: string,
  {
    log,
    opCheckpoint,
    driver = require.resolve('better-sqlite3'),
  }: {
    log?: (message: string, error?: unknown) => void;
    /** Each finished checkpoint (tests). */
    opCheckpoint?: (uitkomst: CheckpointUitkomst) => void;
    /** The module the worker opens the database with (tests give a broken one). */
    driver?: string;
  } = {},
): Checkpointer {
  db.pragma(`wal_autocheckpoint = ${VANGNET_PAGINAS}`);
  const worker = new Worker(WORKER, { eval: true, workerData: { file, driver } });
  // The worker never keeps the process alive; the server's own handles do.
  worker.unref();
  let sindsCheckpoint = 0;
  let bezig = false;
  let gestopt = false;

  /** Back to SQLite's own checkpoints on the main connection, as without the worker. */
  function stop(reden: unknown) {
    if (gestopt) return;
    gestopt = true;
    clearInterval(rust);
    if (db.open) db.pragma(`wal_autocheckpoint = ${STANDAARD_PAGINAS}`);
    log?.('Checkpoints op de achtergrond gestopt; de database doet ze weer zelf', reden);
    void worker.terminate();
  }

  function vraag() {
    if (bezig || gestopt) return;
    bezig = true;
    sindsCheckpoint = 0;
    worker.postMessage('checkpoint');
  }

  worker.on('message', (antwoord: CheckpointUitkomst | { fout: string }) => {
    bezig = false;
    if ('fout' in antwoord) return stop(new Error(antwoord.fout));
    opCheckpoint?.(antwoord);
    // Commits that arrived while it ran ask for the next one.
    if (sindsCheckpoint >= CHECKPOINT_NA) vraag();
  });
  worker.on('error', stop);
  worker.on('exit', (code) => {
    if (!gestopt) stop(new Error(`checkpoint-thread gestopt (${code})`));
  });

  // Also for writes outside a counted transaction; with nothing in the WAL it is a cheap no-op.
  const rust = setInterval(vraag, RUST_MS);
  rust.unref();

  return {
    geschreven() {
      if (++sindsCheckpoint >= CHECKPOINT_NA) vraag();
    },
    async close() {
      if (gestopt) return;
      gestopt = true;
      clearInterval(rust);
      const klaar = new Promise((resolve) => worker.once('exit', resolve));
      // Held while it closes: unreferenced, a process with nothing else to do would not wait for it.
      worker.ref();
      worker.postMessage('sluit');
      // A PASSIVE checkpoint never blocks, so this is only a guard: a shutdown never hangs on it.
      const teLaat = setTimeout(() => void worker.terminate(), SLUIT_MS);
      await klaar;
      clearTimeout(teLaat);
    },
  };
}
