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
 *   rejected with that error.
 *
 * What changes: the work is done at the end of the current turn (setImmediate) instead of at the
 * call. A write through another path in between (an administrator closing registration) is
 * decided first; it would have been as well had its request arrived a moment earlier.
 */
import type Database from 'better-sqlite3';

type Uitkomst<R> = { ok: true; waarde: R } | { ok: false; fout: unknown };

interface Wachtend<A, R> {
  args: A;
  klaar: (waarde: R) => void;
  fout: (fout: unknown) => void;
}

export function groepsTransactie<A extends unknown[], R>(
  db: () => Database.Database,
  fn: (...args: A) => R,
  naCommit: () => void = () => undefined,
): (...args: A) => Promise<R> {
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
    naCommit();
    werk.forEach((w, i) => {
      const uitkomst = uitkomsten[i];
      if (uitkomst.ok) w.klaar(uitkomst.waarde);
      else w.fout(uitkomst.fout);
    });
  }

  return (...args: A) =>
    new Promise<R>((klaar, fout) => {
      if (wachtrij.push({ args, klaar, fout }) === 1) setImmediate(verwerk);
    });
}
