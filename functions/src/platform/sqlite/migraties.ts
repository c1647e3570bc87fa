/**
 * The SQLite schema's steps from each older version to the next, in order (schema.ts runs them
 * in `migrate`): the SQL to add tables and columns, and the steps that fill or check data.
 */
import type Database from 'better-sqlite3';
import { emailSleutel } from '../../kern/email';

/** Version 2: the reminder's opt-out and marker per person, and the erasure log. */
export const MIGRATIE_2 = `
  ALTER TABLE deelnemers ADD COLUMN geen_herinnering INTEGER NOT NULL DEFAULT 0;
  -- The aflevering whose reminder this person was sent last.
  ALTER TABLE deelnemers ADD COLUMN herinnerd_voor TEXT;
  -- Seller numbers only (JSON arrays), never the erased data.
  CREATE TABLE bewaar_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    tijd TEXT NOT NULL,
    reden TEXT NOT NULL,
    telefoon_gewist TEXT NOT NULL,
    verwijderd TEXT NOT NULL
  );
`;

/**
 * Version 3: the address as compared (registratie/domein/dubbel.ts), so 'one registration per address per
 * fair' is an indexed lookup; and when the confirmation last went out again.
 */
export const MIGRATIE_3 = `
  ALTER TABLE deelnemers ADD COLUMN email_sleutel TEXT NOT NULL DEFAULT '';
  ALTER TABLE deelnemers ADD COLUMN bevestigd_op TEXT;
  CREATE INDEX deelnemers_email ON deelnemers (email_sleutel);
`;

/**
 * Version 4, taking part per fair (issue 12): the active count is the links to the latest
 * aflevering with their own flag. The link to the latest aflevering takes the person's flag,
 * which counted until now, so everyone who counted before still counts.
 */
export const MIGRATIE_4 = `
  CREATE INDEX IF NOT EXISTS deelnemer_afleveringen_telling ON deelnemer_afleveringen (aflevering_id, actief);
  UPDATE deelnemer_afleveringen SET actief = (SELECT d.actief FROM deelnemers d WHERE d.id = deelnemer_id)
  WHERE aflevering_id = (SELECT id FROM afleveringen ORDER BY volgnummer DESC LIMIT 1);
`;

/**
 * Version 5: volunteers. A shift's time and capacity per fair (a missing row is the default
 * of vrijwilligers/domein/vrijwilligers.ts), and one row per person per shift.
 */
export const MIGRATIE_VRIJWILLIGERS = `
  CREATE TABLE IF NOT EXISTS diensten (
    aflevering_id TEXT NOT NULL,
    dienst TEXT NOT NULL,
    tijd TEXT NOT NULL,
    capaciteit INTEGER NOT NULL,
    PRIMARY KEY (aflevering_id, dienst)
  );
  CREATE TABLE IF NOT EXISTS vrijwilligers (
    id TEXT PRIMARY KEY,
    aflevering_id TEXT NOT NULL,
    dienst TEXT NOT NULL,
    naam TEXT NOT NULL,
    email TEXT NOT NULL,
    email_sleutel TEXT NOT NULL,
    telefoon TEXT NOT NULL,
    deelnemer_id TEXT,
    aangemeld TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS vrijwilligers_dienst ON vrijwilligers (aflevering_id, dienst);
`;

/**
 * Version 6: the reserve list, per fair (aflevering_id, '' before any aflevering), one place
 * per address per fair.
 */
export const MIGRATIE_RESERVELIJST = `
  CREATE TABLE IF NOT EXISTS reservelijst (
    id TEXT PRIMARY KEY,
    naam TEXT NOT NULL,
    email TEXT NOT NULL,
    telefoon TEXT NOT NULL,
    email_sleutel TEXT NOT NULL,
    aflevering_id TEXT NOT NULL,
    positie INTEGER NOT NULL,
    aangemeld TEXT NOT NULL,
    UNIQUE (aflevering_id, email_sleutel)
  );
  CREATE INDEX IF NOT EXISTS reservelijst_volgorde ON reservelijst (aflevering_id, positie);
`;

/**
 * Version 7: items (artikelen/domein/artikelen.ts), keyed as their label's code is: seller number and
 * item number. Deleted items stay as rows (verwijderd = 1) so the seller's highest number,
 * which gives the next one, never goes down. The settings per fair are stored whole as JSON.
 */
export const MIGRATIE_ARTIKELEN = `
  CREATE TABLE IF NOT EXISTS artikelen (
    verkopersnummer INTEGER NOT NULL,
    artikelnummer INTEGER NOT NULL,
    omschrijving TEXT NOT NULL,
    soort TEXT NOT NULL,
    maat TEXT,
    prijs_cent INTEGER NOT NULL,
    retour INTEGER NOT NULL,
    aangemaakt TEXT NOT NULL,
    eerste_aflevering_id TEXT NOT NULL,
    verkocht_in TEXT,
    verwijderd INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (verkopersnummer, artikelnummer)
  );
  CREATE TABLE IF NOT EXISTS artikel_instellingen (
    aflevering_id TEXT PRIMARY KEY,
    json TEXT NOT NULL
  );
`;

/**
 * Version 8: the till. Desks per fair, and one row per receipt keyed by the id its device
 * chose, so storing it again is a no-op. Lines are JSON: a receipt is always read whole.
 */
export const MIGRATIE_KASSA = `
  CREATE TABLE IF NOT EXISTS kassas (
    id TEXT PRIMARY KEY,
    aflevering_id TEXT NOT NULL,
    naam TEXT NOT NULL,
    ruimte TEXT NOT NULL,
    sleutel TEXT NOT NULL,
    aangemaakt TEXT NOT NULL,
    ingetrokken TEXT,
    laatste_contact TEXT,
    wachtend INTEGER NOT NULL DEFAULT 0,
    oudste_wachtend TEXT
  );
  CREATE INDEX IF NOT EXISTS kassas_beurs ON kassas (aflevering_id);
  CREATE TABLE IF NOT EXISTS bonnen (
    id TEXT PRIMARY KEY,
    kassa_id TEXT NOT NULL,
    aflevering_id TEXT NOT NULL,
    regels TEXT NOT NULL,
    totaal_cent INTEGER NOT NULL,
    te_betalen_cent INTEGER NOT NULL,
    ontvangen_cent INTEGER NOT NULL,
    wisselgeld_cent INTEGER NOT NULL,
    gesloten TEXT NOT NULL,
    ontvangen_op TEXT NOT NULL,
    geannuleerd_door TEXT,
    geannuleerd_op TEXT
  );
  CREATE INDEX IF NOT EXISTS bonnen_beurs ON bonnen (aflevering_id, gesloten);
`;

/**
 * Version 9: the settlement per fair. `afrekeningen` holds the closed settlement (frozen, as
 * JSON); the drop-off retour marks and the counted cash per desk are rows of their own. The
 * settings are one row (absent: SPEC.md's defaults).
 */
export const MIGRATIE_AFREKENING = `
  CREATE TABLE IF NOT EXISTS afrekening_instellingen (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    json TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS afrekeningen (
    aflevering_id TEXT PRIMARY KEY,
    gesloten_op TEXT NOT NULL,
    json TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS afrekening_retour (
    aflevering_id TEXT NOT NULL,
    verkopersnummer INTEGER NOT NULL,
    PRIMARY KEY (aflevering_id, verkopersnummer)
  );
  CREATE TABLE IF NOT EXISTS afrekening_geteld (
    aflevering_id TEXT NOT NULL,
    kassa TEXT NOT NULL,
    cent INTEGER NOT NULL,
    PRIMARY KEY (aflevering_id, kassa)
  );
`;

/**
 * Version 11 (issue 24): the administrator's decision per receipt line of a fair (Nakijken, or
 * a line voided on its own); a receipt never changes once stored, so (receipt, line) is stable.
 */
export const MIGRATIE_BESLUITEN = `
  CREATE TABLE IF NOT EXISTS afrekening_besluit (
    aflevering_id TEXT NOT NULL,
    bon_id TEXT NOT NULL,
    regel INTEGER NOT NULL,
    besluit TEXT NOT NULL CHECK (besluit IN ('akkoord', 'lijstprijs', 'vervalt')),
    reden TEXT NOT NULL,
    door TEXT NOT NULL,
    op TEXT NOT NULL,
    PRIMARY KEY (aflevering_id, bon_id, regel)
  );
`;

/**
 * Version 10 (issue 23): the active count per fair, kept in the same transaction as every change
 * that can move it, so the gate and the live count are one lookup however many people earlier
 * fairs left in the database. The count is isActieveDeelnemer (registratie/domein/registratie.ts): a person
 * (not the protected row) with an active link to the fair; the key '' is the fair before any
 * aflevering exists, where the person's own flag decides.
 *
 * Triggers rather than code in each write path: every statement that touches a link or a
 * person's flag or name (registration, 'Ik doe weer mee', the reserve list's promotion, the
 * administrator's edits, deletion, erasure) moves the count, including paths written later.
 * A person counts once per fair even with two active links to it, as `doetMeeAan` does. A
 * deleted person's links are removed BEFORE the row, so their triggers still see whether the
 * person was the protected one (the foreign key's cascade would run after the row is gone).
 */
export const MIGRATIE_TELLING = `
  CREATE TABLE IF NOT EXISTS actief_telling (
    aflevering_id TEXT PRIMARY KEY,
    aantal INTEGER NOT NULL
  );
  INSERT INTO actief_telling (aflevering_id, aantal)
    SELECT k.aflevering_id, count(DISTINCT k.deelnemer_id) FROM deelnemer_afleveringen k
    JOIN deelnemers d ON d.id = k.deelnemer_id
    WHERE k.actief = 1 AND d.beschermd = 0 GROUP BY k.aflevering_id;
  INSERT INTO actief_telling (aflevering_id, aantal)
    SELECT '', count(*) FROM deelnemers WHERE actief = 1 AND beschermd = 0;

  CREATE TRIGGER IF NOT EXISTS telling_koppeling_erbij AFTER INSERT ON deelnemer_afleveringen
  WHEN NEW.actief = 1
    AND (SELECT beschermd FROM deelnemers WHERE id = NEW.deelnemer_id) = 0
    AND (SELECT count(*) FROM deelnemer_afleveringen WHERE deelnemer_id = NEW.deelnemer_id
      AND aflevering_id = NEW.aflevering_id AND actief = 1) = 1
  BEGIN
    INSERT INTO actief_telling (aflevering_id, aantal) VALUES (NEW.aflevering_id, 1)
      ON CONFLICT (aflevering_id) DO UPDATE SET aantal = aantal + 1;
  END;

  CREATE TRIGGER IF NOT EXISTS telling_koppeling_eraf AFTER DELETE ON deelnemer_afleveringen
  WHEN OLD.actief = 1
    AND (SELECT beschermd FROM deelnemers WHERE id = OLD.deelnemer_id) = 0
    AND NOT EXISTS (SELECT 1 FROM deelnemer_afleveringen WHERE deelnemer_id = OLD.deelnemer_id
      AND aflevering_id = OLD.aflevering_id AND actief = 1)
  BEGIN
    UPDATE actief_telling SET aantal = aantal - 1 WHERE aflevering_id = OLD.aflevering_id;
  END;

  -- Links are only ever deleted and inserted again (deelnemers.ts bewaarKoppelingen); an
  -- update in place is refused rather than left uncounted.
  CREATE TRIGGER IF NOT EXISTS telling_koppeling_gewijzigd BEFORE UPDATE OF deelnemer_id, aflevering_id, actief
  ON deelnemer_afleveringen
  BEGIN
    SELECT RAISE(ABORT, 'deelnemer_afleveringen: verwijder en voeg opnieuw toe, zodat actief_telling klopt');
  END;

  CREATE TRIGGER IF NOT EXISTS telling_deelnemer_erbij AFTER INSERT ON deelnemers
  WHEN NEW.actief = 1 AND NEW.beschermd = 0
  BEGIN
    UPDATE actief_telling SET aantal = aantal + 1 WHERE aflevering_id = '';
  END;

  CREATE TRIGGER IF NOT EXISTS telling_deelnemer_gewijzigd AFTER UPDATE OF actief, beschermd ON deelnemers
  WHEN (OLD.actief = 1 AND OLD.beschermd = 0) <> (NEW.actief = 1 AND NEW.beschermd = 0)
  BEGIN
    UPDATE actief_telling SET aantal = aantal + CASE WHEN NEW.actief = 1 AND NEW.beschermd = 0 THEN 1 ELSE -1 END
    WHERE aflevering_id = '';
  END;

  CREATE TRIGGER IF NOT EXISTS telling_beschermd_gewijzigd AFTER UPDATE OF beschermd ON deelnemers
  WHEN OLD.beschermd <> NEW.beschermd
  BEGIN
    UPDATE actief_telling SET aantal = aantal + CASE WHEN NEW.beschermd = 0 THEN 1 ELSE -1 END
    WHERE aflevering_id IN (SELECT aflevering_id FROM deelnemer_afleveringen
      WHERE deelnemer_id = NEW.id AND actief = 1);
  END;

  CREATE TRIGGER IF NOT EXISTS telling_deelnemer_weg BEFORE DELETE ON deelnemers
  BEGIN
    DELETE FROM deelnemer_afleveringen WHERE deelnemer_id = OLD.id;
    UPDATE actief_telling SET aantal = aantal - 1
    WHERE aflevering_id = '' AND OLD.actief = 1 AND OLD.beschermd = 0;
  END;
`;

/**
 * Version 12 (issue 25): receipts that arrive after the fair's settlement was closed, kept
 * apart as cash after closing: the frozen settlement and the fair's receipts stay as they were.
 */
export const MIGRATIE_NA_AFSLUITING = `
  CREATE TABLE IF NOT EXISTS bonnen_na_afsluiting (
    id TEXT PRIMARY KEY,
    kassa_id TEXT NOT NULL,
    aflevering_id TEXT NOT NULL,
    regels TEXT NOT NULL,
    totaal_cent INTEGER NOT NULL,
    te_betalen_cent INTEGER NOT NULL,
    ontvangen_cent INTEGER NOT NULL,
    wisselgeld_cent INTEGER NOT NULL,
    gesloten TEXT NOT NULL,
    ontvangen_op TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS bonnen_na_afsluiting_beurs ON bonnen_na_afsluiting (aflevering_id, gesloten);
`;

/** Fills email_sleutel for the rows of before version 3, with the same rule as new rows. */
export function vulEmailSleutels(db: Database.Database): void {
  const rijen = db.prepare<[], { id: string; email: string }>('SELECT id, email FROM deelnemers').all();
  const zet = db.prepare<[string, string]>('UPDATE deelnemers SET email_sleutel = ? WHERE id = ?');
  for (const rij of rijen) zet.run(emailSleutel(rij.email), rij.id);
}

/**
 * Version 13: unsold items given to charity when the settlement was closed (artikelen/domein/artikelen.ts).
 * A database lowered to an older version by hand may have the column already.
 */
export function migreerGoedDoel(db: Database.Database): void {
  const kolommen = db.prepare<[], { name: string }>('PRAGMA table_info(artikelen)').all();
  if (!kolommen.some((k) => k.name === 'goed_doel_in')) db.exec('ALTER TABLE artikelen ADD COLUMN goed_doel_in TEXT');
}

/**
 * Version 14: the aflevering whose 'enter your items' mail this person got, so switching item
 * entry on again for the same fair mails nobody twice. SQLite has no ADD COLUMN IF NOT EXISTS,
 * and a database marked older may already have the column.
 */
export function migreerArtikelLink(db: Database.Database): void {
  const kolommen = db.prepare<[], { name: string }>('PRAGMA table_info(deelnemers)').all();
  if (!kolommen.some((k) => k.name === 'artikel_link_voor'))
    db.exec('ALTER TABLE deelnemers ADD COLUMN artikel_link_voor TEXT');
}

/**
 * Version 15 (issue 27): drop-off and pick-up, one row per seller per fair holding the record
 * (inlevering/domein/inlevering.ts) as JSON, changed a step at a time in one transaction; and a
 * desk's task (Verkopen, Inleveren, Ophalen). A database marked older may have the column already.
 */
export function migreerInlevering(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS inleveringen (
      aflevering_id TEXT NOT NULL,
      verkopersnummer INTEGER NOT NULL,
      gegevens TEXT NOT NULL,
      PRIMARY KEY (aflevering_id, verkopersnummer)
    ) WITHOUT ROWID;
  `);
  const kolommen = db.prepare<[], { name: string }>('PRAGMA table_info(kassas)').all();
  if (!kolommen.some((k) => k.name === 'taak'))
    db.exec(`ALTER TABLE kassas ADD COLUMN taak TEXT NOT NULL DEFAULT 'verkopen'`);
}

/**
 * Version 16 (issue 36): pin at the till. Each receipt says how it was paid; every receipt of
 * before was cash, which the column's default gives it. The till's settings are one row (absent:
 * pin off). Idempotent: a database marked older may have the columns already.
 */
export function migreerBetaalwijze(db: Database.Database): void {
  for (const tabel of ['bonnen', 'bonnen_na_afsluiting']) {
    const kolommen = db.prepare<[], { name: string }>(`PRAGMA table_info(${tabel})`).all();
    if (!kolommen.some((k) => k.name === 'betaalwijze'))
      db.exec(`ALTER TABLE ${tabel} ADD COLUMN betaalwijze TEXT NOT NULL DEFAULT 'contant'`);
  }
  db.exec(`
    CREATE TABLE IF NOT EXISTS kassa_instellingen (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      json TEXT NOT NULL
    );
  `);
}

/**
 * Version 17 (issue 36): paying sellers by bank. A seller's choice (JSON of kern/types.ts
 * Uitbetaling; null: cash, the default), the organisation's account apart from the public
 * settings, and the mark that a closed settlement's transfers were done. A database marked
 * older may have the columns already.
 */
export function migreerUitbetaling(db: Database.Database): void {
  const kolommen = (tabel: string) =>
    db
      .prepare<[], { name: string }>(`PRAGMA table_info(${tabel})`)
      .all()
      .map((k) => k.name);
  if (!kolommen('deelnemers').includes('uitbetaling')) db.exec('ALTER TABLE deelnemers ADD COLUMN uitbetaling TEXT');
  if (!kolommen('afrekeningen').includes('uitbetaald')) db.exec('ALTER TABLE afrekeningen ADD COLUMN uitbetaald TEXT');
  db.exec(`
    CREATE TABLE IF NOT EXISTS bankrekening (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      iban TEXT NOT NULL,
      tenaamstelling TEXT NOT NULL
    );
  `);
}

/**
 * Version 18 (issue 50): per closed fair, the organisation's account as it was at closing (JSON
 * of a Rekening; null for a fair closed before, which pays from the current account), and the
 * sellers the administrator marked as paid another way after "Uitbetaald" (JSON list; null:
 * none). Idempotent: a database marked older may have the columns already.
 */
export function migreerNabetaling(db: Database.Database): void {
  const kolommen = db
    .prepare<[], { name: string }>('PRAGMA table_info(afrekeningen)')
    .all()
    .map((k) => k.name);
  if (!kolommen.includes('rekening')) db.exec('ALTER TABLE afrekeningen ADD COLUMN rekening TEXT');
  if (!kolommen.includes('anders_betaald')) db.exec('ALTER TABLE afrekeningen ADD COLUMN anders_betaald TEXT');
}
