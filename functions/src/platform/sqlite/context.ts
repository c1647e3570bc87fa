import type Database from 'better-sqlite3';

/** What every area of the SQLite adapter shares: the open database and its transactions. */
export interface SqliteContext {
  /** The open database; opened (and migrated) on first use. */
  db(): Database.Database;
  /** `fn` as an IMMEDIATE transaction on the open database, compiled once per database. */
  transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R;
  /**
   * `fn` as a transaction that erases personal data (an IBAN, a deelnemer): after its commit the
   * erased bytes leave the database file and its WAL too (sqlite/wissen.ts).
   */
  wisTransactie<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R;
  /** `fn` with group commit: the calls of one turn in one transaction, each in a savepoint (sqlite/groepscommit.ts). */
  groepsTransactie<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => Promise<R>;
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

/** `a_b_c` as `aBC`: a column name as the domain's field name. */
type Veldnaam<S extends string> = S extends `${infer A}_${infer B}` ? `${A}${Capitalize<Veldnaam<B>>}` : S;

/** A row with its snake_case columns named as the domain's camelCase fields. */
export type Velden<R> = { [K in keyof R as Veldnaam<K & string>]: R[K] };

/** A row's columns under the domain's field names, for the domain's row conversions. */
export const velden = <R extends object>(rij: R): Velden<R> =>
  Object.fromEntries(
    Object.entries(rij).map(([kolom, waarde]) => [
      kolom.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
      waarde,
    ]),
  ) as Velden<R>;
