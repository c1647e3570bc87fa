/** The SQLite schema's step for the retention of the reserve list and the draw (schema.ts runs it in `migrate`). */
import type Database from 'better-sqlite3';

/**
 * Version 26: the erasure log counts the reserve-list places and draw applications a line
 * erased (privacy/domein/wachtenden.ts); 0 for the lines from before. Run again on a database
 * that has the columns (a test lowers user_version), it adds nothing.
 */
export function migreerBewaarLogWachtenden(db: Database.Database): void {
  const kolommen = new Set(
    db
      .prepare<[], { name: string }>('PRAGMA table_info(bewaar_log)')
      .all()
      .map((k) => k.name),
  );
  for (const kolom of ['reservelijst', 'aanvragen']) {
    if (!kolommen.has(kolom)) db.exec(`ALTER TABLE bewaar_log ADD COLUMN ${kolom} INTEGER NOT NULL DEFAULT 0`);
  }
}
