/** The SQLite schema's step for one place per household (schema.ts runs it in `migrate`). */
import type Database from 'better-sqlite3';
import { telefoonSleutel } from '../../kern/telefoon';

/** The tables that keep a phone number the household rule compares, each with its index. */
const TABELLEN = [
  { tabel: 'deelnemers', index: 'deelnemers_telefoon', kolommen: 'telefoon_sleutel' },
  { tabel: 'reservelijst', index: 'reservelijst_telefoon', kolommen: 'aflevering_id, telefoon_sleutel' },
  { tabel: 'loting_aanvragen', index: 'loting_aanvragen_telefoon', kolommen: 'aflevering_id, telefoon_sleutel' },
] as const;

/**
 * Version 23, one place per household (issue 53): beside every phone number the number as
 * compared (kern/telefoon.ts), so "this number has a place" is an indexed lookup, filled for the
 * rows of before with the same rule as new rows. A database lowered to an older version by hand
 * may have the column already (SQLite has no ADD COLUMN IF NOT EXISTS).
 */
export function migreerTelefoonSleutels(db: Database.Database): void {
  for (const { tabel, index, kolommen } of TABELLEN) {
    const bestaand = db.prepare<[], { name: string }>(`PRAGMA table_info(${tabel})`).all();
    if (!bestaand.some((k) => k.name === 'telefoon_sleutel')) {
      db.exec(`ALTER TABLE ${tabel} ADD COLUMN telefoon_sleutel TEXT NOT NULL DEFAULT ''`);
    }
    db.exec(`CREATE INDEX IF NOT EXISTS ${index} ON ${tabel} (${kolommen})`);
    const rijen = db
      .prepare<[], { id: string; telefoon: string }>(`SELECT id, telefoon FROM ${tabel} WHERE telefoon <> ''`)
      .all();
    const zet = db.prepare<[string, string]>(`UPDATE ${tabel} SET telefoon_sleutel = ? WHERE id = ?`);
    for (const rij of rijen) zet.run(telefoonSleutel(rij.telefoon), rij.id);
  }
}
