/** The SQLite schema's step for numbers that never run out (schema.ts runs it in `migrate`). */
import type Database from 'better-sqlite3';

/**
 * Version 24 (issue 53 part 3): the seller numbers free for reuse once 1 to 9999 went out
 * (registratie/domein/verkopersnummer.ts kiesNummer), each as recorded when it came free, and
 * per seller number the fair at which its labels were last printed.
 *
 * A database from before gets its free numbers once: every number up to the counter (or the
 * highest present) that nobody holds. Whether an item of it was handed back was not kept with
 * the freeing then, so any item still the seller's counts as in circulation: the number waits
 * rather than risk a label of the old holder paying the new one.
 */
export function migreerNummers(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS vrije_nummers (
      nummer INTEGER PRIMARY KEY,
      in_omloop INTEGER NOT NULL,
      labels_in TEXT
    );
    CREATE TABLE IF NOT EXISTS labels_geprint (
      verkopersnummer INTEGER PRIMARY KEY,
      aflevering_id TEXT NOT NULL
    );
    -- A number that comes free reads what the pick-up handed back of it, at every fair.
    CREATE INDEX IF NOT EXISTS inleveringen_verkoper ON inleveringen (verkopersnummer);
  `);
  db.exec(`
    INSERT OR IGNORE INTO vrije_nummers (nummer, in_omloop, labels_in)
    WITH RECURSIVE
      grens(n) AS (
        SELECT min(9999, max(
          coalesce((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'laatsteNummer'), 0),
          coalesce((SELECT max(nummer) FROM deelnemers), 0)))
      ),
      reeks(x) AS (SELECT 1 WHERE (SELECT n FROM grens) >= 1
                   UNION ALL SELECT x + 1 FROM reeks WHERE x < (SELECT n FROM grens))
    SELECT x,
      EXISTS (SELECT 1 FROM artikelen a WHERE a.verkopersnummer = x AND a.verwijderd = 0
              AND a.verkocht_in IS NULL AND a.goed_doel_in IS NULL),
      NULL
    FROM reeks WHERE x NOT IN (SELECT nummer FROM deelnemers)
  `);
}
