/**
 * Group commit: the calls made in one turn of the event loop share one IMMEDIATE transaction,
 * each in a savepoint of its own, for the write that dominates the opening rush (a
 * registration, bench/rush.ts).
 *
 * Why: a commit writes every page it changed to the WAL. Registrations that commit one by one
 * each write the same pages again (the table's last page, the sequential indexes, the count,
 * the outbox), and at the rush that was about a fifth of the transaction's cost. Together they
 * write them once.
 *
 * What stays the same for each caller:
 * - the order: calls are run in the order they were made, so first come, first served;
 * - its own outcome: a call that throws is rolled back to its savepoint and rejected, and the
 *   others keep what they wrote;
 * - durability: a promise is settled only after the commit, so no answer is sent for data
 *   that is not in the database;
 * - all or nothing per call: if the transaction as a whole fails (its commit, or an error after
 *   which SQLite rolled everything back), nothing of the batch was written and every call is
 *   rejected with that error;
 * - the order among all writes: the work is done at the end of the current turn (setImmediate)
 *   instead of at the call, but any other write transaction runs the waiting calls first
 *   (`verwerk`, called by app/store/sqlite.ts before each one, and on close). Without that, "Ik doe
 *   weer mee" or a reserve-list sign-up made after a registration in the same turn would be
 *   decided before it, and could take the last place it was owed.
 *
 * What changes: a read made in the same turn, right after a call and without awaiting it, does
 * not see its write yet. Every caller awaits its write.
 */
import type Database from 'better-sqlite3';

type Uitkomst<R> = { ok: true; waarde: R } | { ok: false; fout: unknown };

interface Wachtend<A, R> {
  args: A;
  klaar: (waarde: R) => void;
  fout: (fout: unknown) => void;
}

export interface GroepsTransactie<A extends unknown[], R> {
  /** The write: settled after the commit of the transaction it ran in. */
  schrijf: (...args: A) => Promise<R>;
  /** Runs the waiting calls now, if any (before another write transaction, and on close). */
  verwerk: () => void;
}

export function groepsTransactie<A extends unknown[], R>(
  db: () => Database.Database,
  fn: (...args: A) => R,
  naCommit: () => void = () => undefined,
): GroepsTransactie<A, R> {
  let wachtrij: Wachtend<A, R>[] = [];
  const compiled = new WeakMap<
    Database.Database,
    Database.Transaction<(werk: Wachtend<A, R>[], uitkomsten: Uitkomst<R>[]) => void>
  >();

  function transactieVoor(open: Database.Database) {
    let tx = compiled.get(open);
    if (tx) return tx;
    // Called inside a transaction, a better-sqlite3 transaction is a savepoint: a throw rolls
    // back only its own writes, then reaches the catch below.
    const stap = open.transaction(fn);
    tx = open.transaction((werk: Wachtend<A, R>[], uitkomsten: Uitkomst<R>[]) => {
      for (const { args } of werk) {
        try {
          uitkomsten.push({ ok: true, waarde: stap(...args) });
        } catch (fout) {
          // Some errors (a full disk, a corrupt page) make SQLite roll back everything: then
          // nothing of the batch holds, and the whole transaction fails.
          if (!open.inTransaction) throw fout;
          uitkomsten.push({ ok: false, fout });
        }
      }
    });
    compiled.set(open, tx);
    return tx;
  }

  function verwerk() {
    // Also called when nothing waits: by another write, or by the setImmediate of calls already run.
    if (wachtrij.length === 0) return;
    const werk = wachtrij;
    wachtrij = [];
    const uitkomsten: Uitkomst<R>[] = [];
    try {
      // IMMEDIATE takes the write lock at the start, so a read-then-write never sees stale data.
      transactieVoor(db()).immediate(werk, uitkomsten);
    } catch (fout) {
      for (const w of werk) w.fout(fout);
      return;
    }
    werk.forEach((w, i) => {
      const uitkomst = uitkomsten[i];
      if (uitkomst.ok) w.klaar(uitkomst.waarde);
      else w.fout(uitkomst.fout);
    });
    try {
      naCommit();
    } catch {
      // What was committed is answered above; a hook that fails (asking for a checkpoint) must
      // not escape from setImmediate and stop the process.
    }
  }

  return {
    schrijf: (...args: A) =>
      new Promise<R>((klaar, fout) => {
        if (wachtrij.push({ args, klaar, fout }) === 1) setImmediate(verwerk);
      }),
    verwerk,
  };
}
