/** The SQLite schema's step for "Halve prijs aan het eind" (schema.ts runs it in `migrate`). */
import type Database from 'better-sqlite3';

/**
 * Version 25 (issue 54): per item the seller's "mag afgeprijsd" (0 for every item of before: its
 * label was printed without the ½) and what its last printed label shows (NULL: never printed).
 * Idempotent: a database marked older may have the columns already. The settings live in the
 * fair's item settings' JSON, which needs no step.
 */
export function migreerHalvePrijs(db: Database.Database): void {
  const kolommen = db
    .prepare<[], { name: string }>('PRAGMA table_info(artikelen)')
    .all()
    .map((k) => k.name);
  if (!kolommen.includes('mag_afgeprijsd'))
    db.exec('ALTER TABLE artikelen ADD COLUMN mag_afgeprijsd INTEGER NOT NULL DEFAULT 0');
  if (!kolommen.includes('label_afgeprijsd')) db.exec('ALTER TABLE artikelen ADD COLUMN label_afgeprijsd INTEGER');
}
