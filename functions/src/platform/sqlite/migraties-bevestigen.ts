/** The SQLite schema's step for confirming a place (schema.ts runs it in `migrate`). */
import type Database from 'better-sqlite3';

/**
 * Version 22, confirming a place (issue 53, registratie/domein/bevestigen.ts): per link of a
 * person to a fair, when it was confirmed, its own deadline, the deadline whose reminder went
 * out, and when and why it was released. All null until it happens. Added only where missing,
 * so a database that has them (a half-run upgrade) migrates alike.
 */
export function migreerBevestigen(db: Database.Database): void {
  const bestaand = new Set(
    (db.prepare('PRAGMA table_info(deelnemer_afleveringen)').all() as { name: string }[]).map((k) => k.name),
  );
  for (const kolom of ['bevestigd', 'termijn_tot', 'herinnerd', 'vrijgegeven', 'vrijgegeven_reden']) {
    if (!bestaand.has(kolom)) db.exec(`ALTER TABLE deelnemer_afleveringen ADD COLUMN ${kolom} TEXT`);
  }
}
