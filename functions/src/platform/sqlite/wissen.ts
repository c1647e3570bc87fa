/**
 * Erased means erased, in the file too (issue 50): what an erasing transaction removed (an IBAN
 * after "Uitbetaald", a deleted deelnemer's name) must not stay readable in beurs.sqlite, its
 * WAL, or a backup made afterwards.
 *
 * Three things together:
 * - `secure_delete` (schema.ts's openDatabase) makes SQLite overwrite what it frees with zeros: a
 *   deleted row's cell, the old bytes of a value written shorter, a page put on the free list.
 * - In WAL mode a commit appends the new versions of its pages to beurs.sqlite-wal. The old
 *   versions stay in the WAL's earlier frames, and in the database file until a checkpoint copies
 *   the new page over them; a WAL that SQLite starts again from its beginning keeps whatever lies
 *   beyond the new frames. So after an erasing transaction this module checkpoints with TRUNCATE:
 *   every frame copied into the database file, then the WAL cut to 0 bytes, old frames and all.
 * - Backups are written with VACUUM INTO (scripts/backup.mjs): a new file, no free pages.
 *
 * A checkpoint cannot pass a reader that still reads an older snapshot (`npm run backup` while it
 * copies), nor run beside another checkpoint (the worker's PASSIVE ones, checkpoint.ts): SQLite
 * then answers `busy` and the erased pages stay where they are. Waiting in SQLite's busy handler
 * is no option: better-sqlite3 is synchronous, so every request of the server would wait with it.
 * So the checkpoint is asked without waiting and, while SQLite answers busy, asked again shortly
 * after, with growing pauses, until it succeeds or the connection closes (the last connection to
 * close checkpoints and removes the WAL itself).
 *
 * Erasures are rare (a seller's choice of payout, "Uitbetaald", a deletion, the retention's run),
 * and the checkpoint worker keeps the WAL short, so the checkpoint on the event loop costs little.
 */
import type Database from 'better-sqlite3';

/** What `PRAGMA wal_checkpoint(TRUNCATE)` answers: busy 1 when a reader or a checkpoint was in the way. */
export interface WisCheckpoint {
  busy: number;
  log: number;
  checkpointed: number;
}

export interface Wisser {
  /** An erasing transaction committed: its old page versions leave the file now, or shortly after. */
  gewist(): void;
  /** The connection closes: a retry still waiting is dropped. */
  stop(): void;
}

/** The first pause before asking again; it doubles up to MAX_PAUZE_MS. */
const EERSTE_PAUZE_MS = 20;
const MAX_PAUZE_MS = 5000;

export function wisserVoor(
  db: Database.Database,
  {
    log,
    opCheckpoint,
  }: {
    log?: (message: string, error?: unknown) => void;
    /** Each checkpoint asked, busy or not (tests). */
    opCheckpoint?: (uitkomst: WisCheckpoint) => void;
  } = {},
): Wisser {
  let opnieuw: NodeJS.Timeout | null = null;
  let pauze = EERSTE_PAUZE_MS;
  let gemeld = false;

  function checkpoint(): boolean {
    const wachten = db.pragma('busy_timeout', { simple: true }) as number;
    db.pragma('busy_timeout = 0');
    try {
      const [uitkomst] = db.pragma('wal_checkpoint(TRUNCATE)') as WisCheckpoint[];
      opCheckpoint?.(uitkomst!);
      return uitkomst!.busy === 0;
    } finally {
      db.pragma(`busy_timeout = ${wachten}`);
    }
  }

  function probeer() {
    opnieuw = null;
    if (!db.open) return;
    let gelukt: boolean;
    try {
      gelukt = checkpoint();
    } catch (error) {
      // The erasure itself committed; only its traces wait, so the request is not failed for it.
      log?.('Checkpoint na wissen mislukt; opnieuw geprobeerd', error);
      gelukt = false;
    }
    if (gelukt) {
      pauze = EERSTE_PAUZE_MS;
      gemeld = false;
      return;
    }
    if (pauze >= MAX_PAUZE_MS && !gemeld) {
      gemeld = true;
      log?.('Gewiste gegevens staan nog in de WAL: een lezer houdt de checkpoint tegen; opnieuw geprobeerd');
    }
    opnieuw = setTimeout(probeer, pauze);
    // A pending retry never keeps the process alive: closing the last connection clears the WAL.
    opnieuw.unref();
    pauze = Math.min(pauze * 2, MAX_PAUZE_MS);
  }

  return {
    gewist() {
      if (db.memory) return;
      if (opnieuw) clearTimeout(opnieuw);
      probeer();
    },
    stop() {
      if (opnieuw) clearTimeout(opnieuw);
      opnieuw = null;
    },
  };
}
