import type Database from 'better-sqlite3';

/** What every area of the SQLite adapter shares: the open database and its transactions. */
export interface SqliteContext {
  /** The open database; opened (and migrated) on first use. */
  db(): Database.Database;
  /** `fn` as an IMMEDIATE transaction on the open database, compiled once per database. */
  transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R;
}

/** An area's prepared statements, prepared once per open database. */
export function statements<S>(prepare: (db: Database.Database) => S): (ctx: SqliteContext) => S {
  const prepared = new WeakMap<Database.Database, S>();
  return (ctx) => {
    const db = ctx.db();
    let klaar = prepared.get(db);
    if (!klaar) prepared.set(db, (klaar = prepare(db)));
    return klaar;
  };
}
