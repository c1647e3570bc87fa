/**
 * The Store on one SQLite file (better-sqlite3, WAL): the standalone server's database.
 * better-sqlite3 is synchronous, so each method does its work in one go and every atomic
 * operation is one transaction; the async signatures only follow the port.
 *
 * One file per area under sqlite/; this module opens the database and puts them together, each
 * with what it uses of the others (sqlite-buren.ts).
 */
import type Database from 'better-sqlite3';
import type { Store } from './port';
import { artikelenSqlite } from '../../artikelen/store/sqlite/artikelen';
import { labelsSqlite } from '../../artikelen/store/sqlite/nummers';
import { afleveringenSqlite } from '../../seizoen/store/sqlite/afleveringen';
import { afrekeningSqlite, instellingen as afrekeningInstellingen } from '../../afrekening/store/sqlite/afrekening';
import { beheerSqlite } from '../../beheer/store/sqlite/beheer';
import { contactpersonenSqlite } from '../../seizoen/store/sqlite/contactpersonen';
import type { SqliteContext } from '../../platform/sqlite/context';
import { deelnemersSqlite } from '../../registratie/store/sqlite/deelnemers';
import { inleveringSqlite } from '../../inlevering/store/sqlite/inlevering';
import { kassaSqlite } from '../../kassa/store/sqlite/kassa';
import { outboxSqlite } from '../../mail/store/sqlite/outbox';
import { privacySqlite } from '../../privacy/store/sqlite/privacy';
import { publiekSqlite } from '../../seizoen/store/sqlite/publiek';
import { reservelijstSqlite } from '../../registratie/store/sqlite/reservelijst';
import { lotingSqlite } from '../../registratie/store/sqlite/loting';
import { bevestigenSqlite } from '../../registratie/store/sqlite/bevestigen';
import { instellingenSqlite } from '../../registratie/store/sqlite/instellingen';
import { openDatabase } from '../../platform/sqlite/schema';
import { groepsTransactie } from '../../platform/sqlite/groepscommit';
import { checkpointOpAchtergrond, type Checkpointer, type CheckpointUitkomst } from '../../platform/sqlite/checkpoint';
import { wisserVoor, type Wisser } from '../../platform/sqlite/wissen';
import { vrijwilligersSqlite } from '../../vrijwilligers/store/sqlite/vrijwilligers';
import { metBuren } from './sqlite-buren';

export interface SqliteStore extends Store {
  /** Copies the live database to `destinationFile` while it stays in use (VACUUM INTO: no free pages travel). */
  backup(destinationFile: string): Promise<void>;
}

export interface SqliteStoreOptions {
  /**
   * WAL checkpoints on a worker thread instead of inside a request's commit (sqlite/checkpoint.ts):
   * the standalone server. Not for ':memory:'.
   */
  checkpointOpAchtergrond?: boolean;
  log?: (message: string, error?: unknown) => void;
  /** Each checkpoint the worker finished (tests). */
  opCheckpoint?: (uitkomst: CheckpointUitkomst) => void;
}

export function createSqliteStore(file: string, options: SqliteStoreOptions = {}): SqliteStore {
  // Opened on first use, so a caller that touches the store before init() still finds the schema.
  let open: Database.Database | null = null;
  let checkpointer: Checkpointer | null = null;
  let wisser: Wisser | null = null;
  /** The group commits' waiting calls, run before any other write (sqlite/groepscommit.ts). */
  const groepen: (() => void)[] = [];
  function eerstWachtendeGroepen() {
    if (open?.inTransaction) return;
    for (const verwerk of groepen) verwerk();
  }
  function openen(): Database.Database {
    const db = openDatabase(file);
    if (options.checkpointOpAchtergrond && file !== ':memory:')
      checkpointer = checkpointOpAchtergrond(db, file, { log: options.log, opCheckpoint: options.opCheckpoint });
    wisser = wisserVoor(db, { log: options.log });
    // A crash can leave frames of an erasure's old pages in the WAL; they go before anything else.
    wisser.gewist();
    return db;
  }
  const ctx: SqliteContext = {
    db: () => (open ??= openen()),
    transaction<A extends unknown[], R>(fn: (...args: A) => R) {
      const compiled = new WeakMap<Database.Database, Database.Transaction<(...args: A) => R>>();
      // IMMEDIATE takes the write lock at the start, so a read-then-write never sees stale data.
      return (...args: A): R => {
        // Registrations called earlier in this turn are decided first, as they were asked first.
        eerstWachtendeGroepen();
        const db = ctx.db();
        let tx = compiled.get(db);
        if (!tx) compiled.set(db, (tx = db.transaction(fn)));
        const uitkomst = tx.immediate(...args);
        checkpointer?.geschreven();
        return uitkomst;
      };
    },
    wisTransactie<A extends unknown[], R>(fn: (...args: A) => R) {
      const tx = ctx.transaction(fn);
      return (...args: A): R => {
        const uitkomst = tx(...args);
        wisser?.gewist();
        return uitkomst;
      };
    },
    groepsTransactie(fn) {
      const groep = groepsTransactie(ctx.db, fn, () => checkpointer?.geschreven());
      groepen.push(groep.verwerk);
      return groep.schrijf;
    },
  };

  // Each area's adapters with what they use of the others (sqlite-buren.ts).
  const wijk = metBuren(ctx);

  return {
    async init() {
      ctx.db();
    },
    async close() {
      // Calls still waiting are decided and answered before the connection goes, never after
      // on a database opened again.
      eerstWachtendeGroepen();
      // The worker's connection too: the last connection to close checkpoints the WAL away.
      const worker = checkpointer;
      checkpointer = null;
      await worker?.close();
      wisser?.stop();
      wisser = null;
      open?.close();
      open = null;
    },
    async backup(destinationFile: string) {
      ctx.db().prepare('VACUUM INTO ?').run(destinationFile);
    },
    ...publiekSqlite(ctx, () => afrekeningInstellingen(ctx)),
    ...deelnemersSqlite(wijk),
    ...afleveringenSqlite(ctx),
    ...contactpersonenSqlite(ctx),
    ...beheerSqlite(ctx),
    ...outboxSqlite(ctx),
    ...privacySqlite(wijk),
    ...reservelijstSqlite(wijk),
    ...lotingSqlite(wijk),
    ...bevestigenSqlite(wijk),
    ...instellingenSqlite(wijk),
    ...vrijwilligersSqlite(wijk),
    ...afrekeningSqlite(wijk),
    ...artikelenSqlite(wijk),
    ...labelsSqlite(ctx),
    ...kassaSqlite(wijk),
    ...inleveringSqlite(wijk),
  };
}
