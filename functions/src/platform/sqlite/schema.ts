/** The SQLite schema: the tables of a new database, and `migrate` from older versions (migraties.ts). */
import Database from 'better-sqlite3';
import {
  MIGRATIE_2,
  MIGRATIE_3,
  MIGRATIE_4,
  MIGRATIE_AFREKENING,
  MIGRATIE_ARTIKELEN,
  MIGRATIE_BESLUITEN,
  MIGRATIE_KASSA,
  MIGRATIE_NA_AFSLUITING,
  MIGRATIE_RESERVELIJST,
  MIGRATIE_TELLING,
  MIGRATIE_VRIJWILLIGERS,
  migreerArtikelLink,
  migreerBetaalwijze,
  migreerGoedDoel,
  migreerInlevering,
  migreerNabetaling,
  migreerUitbetaling,
  vulEmailSleutels,
} from './migraties';
import { migreerBonOntvangst } from './migraties-kassa';
import { MIGRATIE_LOTING } from './migraties-loting';
import { migreerBevestigen } from './migraties-bevestigen';
import { migreerTelefoonSleutels } from './migraties-huishouden';
import { migreerNummers } from './migraties-nummers';
import { migreerHalvePrijs } from './migraties-halve-prijs';
import { migreerBewaarLogWachtenden } from './migraties-bewaren';

/** Bump and add a step to `migrate` when the schema changes. */
export const SCHEMA_VERSION = 26;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  -- The small public documents (settings, nieuws, beurs), stored whole as JSON.
  CREATE TABLE IF NOT EXISTS documenten (
    naam TEXT PRIMARY KEY,
    json TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS deelnemers (
    id TEXT PRIMARY KEY,
    nummer INTEGER NOT NULL UNIQUE,
    naam TEXT NOT NULL,
    email TEXT NOT NULL,
    telefoon TEXT NOT NULL,
    actief INTEGER NOT NULL,
    vrijwilliger_vrijdag INTEGER NOT NULL,
    vrijwilliger_zaterdag INTEGER NOT NULL,
    -- isBeschermd(naam), kept beside the row so the active count is one indexed query.
    beschermd INTEGER NOT NULL,
    aangemeld TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS deelnemers_telling ON deelnemers (actief, beschermd);
  -- A deelnemer's afleveringen as the admin saved them: a copy of volgnummer and datum, so the
  -- history stays when an aflevering is changed or deleted later.
  CREATE TABLE IF NOT EXISTS deelnemer_afleveringen (
    deelnemer_id TEXT NOT NULL REFERENCES deelnemers (id) ON DELETE CASCADE,
    positie INTEGER NOT NULL,
    aflevering_id TEXT NOT NULL,
    volgnummer INTEGER NOT NULL,
    datum TEXT NOT NULL,
    actief INTEGER NOT NULL,
    PRIMARY KEY (deelnemer_id, positie)
  );
  CREATE TABLE IF NOT EXISTS afleveringen (
    id TEXT PRIMARY KEY,
    volgnummer INTEGER NOT NULL UNIQUE,
    datum TEXT NOT NULL,
    naam TEXT
  );
  CREATE TABLE IF NOT EXISTS contactpersonen (
    id TEXT PRIMARY KEY,
    naam TEXT NOT NULL,
    telefoon TEXT NOT NULL,
    email TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS admins (
    username TEXT PRIMARY KEY,
    password_hash TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS sessies (
    id TEXT PRIMARY KEY,
    username TEXT NOT NULL,
    expires INTEGER NOT NULL
  );
  -- Times in ms since epoch, so 'due' and 'leased' are integer comparisons.
  CREATE TABLE IF NOT EXISTS outbox (
    id TEXT PRIMARY KEY,
    ontvanger TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    html TEXT NOT NULL,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    error TEXT,
    created INTEGER NOT NULL,
    next_attempt INTEGER,
    leased_until INTEGER,
    sent INTEGER
  );
  CREATE INDEX IF NOT EXISTS outbox_wachtrij ON outbox (status, next_attempt);
  CREATE INDEX IF NOT EXISTS outbox_volgorde ON outbox (created);
`;

function migrate(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > SCHEMA_VERSION) {
    throw new Error(
      `De database heeft schemaversie ${version}, deze versie van de server kent tot ${SCHEMA_VERSION}. Werk de server bij.`,
    );
  }
  db.transaction(() => {
    db.exec(SCHEMA);
    if (version < 2) db.exec(MIGRATIE_2);
    if (version < 3) {
      db.exec(MIGRATIE_3);
      vulEmailSleutels(db);
    }
    if (version < 4) db.exec(MIGRATIE_4);
    if (version < 5) db.exec(MIGRATIE_VRIJWILLIGERS);
    if (version < 6) db.exec(MIGRATIE_RESERVELIJST);
    if (version < 7) db.exec(MIGRATIE_ARTIKELEN);
    if (version < 8) db.exec(MIGRATIE_KASSA);
    if (version < 9) db.exec(MIGRATIE_AFREKENING);
    if (version < 10) db.exec(MIGRATIE_TELLING);
    if (version < 11) db.exec(MIGRATIE_BESLUITEN);
    if (version < 12) db.exec(MIGRATIE_NA_AFSLUITING);
    if (version < 13) migreerGoedDoel(db);
    if (version < 14) migreerArtikelLink(db);
    if (version < 15) migreerInlevering(db);
    if (version < 16) migreerBetaalwijze(db);
    if (version < 17) migreerUitbetaling(db);
    if (version < 18) migreerNabetaling(db);
    if (version < 19) migreerBonOntvangst(db);
    if (version < 21) db.exec(MIGRATIE_LOTING);
    if (version < 22) migreerBevestigen(db);
    if (version < 23) migreerTelefoonSleutels(db);
    if (version < 24) migreerNummers(db);
    if (version < 25) migreerHalvePrijs(db);
    if (version < 26) migreerBewaarLogWachtenden(db);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
  // Version 20 (issue 50): a database from before secure_delete still holds what was erased in
  // its free pages (an IBAN after 'Uitbetaald', a deleted seller). Rewritten once, without them;
  // VACUUM cannot run inside the transaction above. A new database has nothing to rewrite.
  if (version > 0 && version < 20) {
    db.exec('VACUUM');
    db.pragma('wal_checkpoint(TRUNCATE)');
  }
}

/** Opens the database, migrated to the current schema. */
export function openDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  // What is erased is overwritten with zeros, not only unlinked (sqlite/wissen.ts).
  db.pragma('secure_delete = ON');
  migrate(db);
  return db;
}
