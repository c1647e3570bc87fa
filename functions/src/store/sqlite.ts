/**
 * The Store on one SQLite file (better-sqlite3, WAL): the standalone server's database.
 * better-sqlite3 is synchronous, so each method does its work in one go and every atomic
 * operation is one transaction; the async signatures only follow the port.
 *
 * One file per area under sqlite/; this module opens the database and puts them together.
 */
import type Database from 'better-sqlite3';
import type { Store } from './port';
import { artikelenMethods, artikelenVoorBeurs } from '../artikelen/store/sqlite/artikelen';
import { afleveringenMethods, leesAfleveringen } from '../seizoen/store/sqlite/afleveringen';
import { afrekeningMethods, instellingen as afrekeningInstellingen } from '../afrekening/store/sqlite/afrekening';
import { beheerMethods } from '../beheer/store/sqlite/beheer';
import { contactpersonenMethods } from '../seizoen/store/sqlite/contactpersonen';
import type { SqliteContext } from './sqlite/context';
import { alleDeelnemers, deelnemersMethods } from '../registratie/store/sqlite/deelnemers';
import { bonnenVan, kassaMethods, kassasVan } from '../kassa/store/sqlite/kassa';
import { outboxMethods } from '../mail/store/sqlite/outbox';
import { privacyMethods } from '../privacy/store/sqlite/privacy';
import { publiekMethods } from '../seizoen/store/sqlite/publiek';
import { reservelijstMethods } from '../registratie/store/sqlite/reservelijst';
import { openDatabase } from './sqlite/schema';
import { vrijwilligersMethods } from '../vrijwilligers/store/sqlite/vrijwilligers';

export interface SqliteStore extends Store {
  /** Copies the live database to `destinationFile` while it stays in use (online backup). */
  backup(destinationFile: string): Promise<void>;
}

export function createSqliteStore(file: string): SqliteStore {
  // Opened on first use, so a caller that touches the store before init() still finds the schema.
  let open: Database.Database | null = null;
  const ctx: SqliteContext = {
    db: () => (open ??= openDatabase(file)),
    transaction<A extends unknown[], R>(fn: (...args: A) => R) {
      const compiled = new WeakMap<Database.Database, Database.Transaction<(...args: A) => R>>();
      // IMMEDIATE takes the write lock at the start, so a read-then-write never sees stale data.
      return (...args: A): R => {
        const db = ctx.db();
        let tx = compiled.get(db);
        if (!tx) compiled.set(db, (tx = db.transaction(fn)));
        return tx.immediate(...args);
      };
    },
  };

  return {
    async init() {
      ctx.db();
    },
    async close() {
      open?.close();
      open = null;
    },
    async backup(destinationFile: string) {
      await ctx.db().backup(destinationFile);
    },
    ...publiekMethods(ctx, () => afrekeningInstellingen(ctx)),
    ...deelnemersMethods(ctx),
    ...afleveringenMethods(ctx),
    ...contactpersonenMethods(ctx),
    ...beheerMethods(ctx),
    ...outboxMethods(ctx),
    ...privacyMethods(ctx),
    ...reservelijstMethods(ctx),
    ...vrijwilligersMethods(ctx),
    ...afrekeningMethods(ctx, (afleveringId) => ({
      beurs: leesAfleveringen(ctx).find((a) => a.id === afleveringId) ?? null,
      deelnemers: alleDeelnemers(ctx),
      artikelen: artikelenVoorBeurs(ctx, afleveringId),
      kassas: kassasVan(ctx, afleveringId),
      bonnen: bonnenVan(ctx, afleveringId),
    })),
    ...artikelenMethods(ctx),
    ...kassaMethods(ctx),
  };
}
