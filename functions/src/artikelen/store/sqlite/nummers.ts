/**
 * What the reuse of seller numbers (issue 53 part 3) reads and writes of the items on SQLite:
 * a number's items as they stand, the retiring of the ones handed back, and the fair at which
 * its labels were last printed (table labels_geprint, one row per number).
 */
import type { ArtikelenStore } from '../port';
import type { ArtikelStand } from '../../../registratie/domein';
import { statements, type SqliteContext } from '../../../platform/sqlite/context';

const sql = statements((db) => ({
  vanNummer: db.prepare<
    [number],
    {
      artikelnummer: number;
      verkocht_in: string | null;
      goed_doel_in: string | null;
      verwijderd: number;
      eerste_aflevering_id: string;
    }
  >(
    `SELECT artikelnummer, verkocht_in, goed_doel_in, verwijderd, eerste_aflevering_id
     FROM artikelen WHERE verkopersnummer = ?`,
  ),
  verwijder: db.prepare<[number, number]>(
    'UPDATE artikelen SET verwijderd = 1 WHERE verkopersnummer = ? AND artikelnummer = ?',
  ),
  labels: db.prepare<[number], { aflevering_id: string }>(
    'SELECT aflevering_id FROM labels_geprint WHERE verkopersnummer = ?',
  ),
  zetLabels: db.prepare<[number, string]>(
    `INSERT INTO labels_geprint (verkopersnummer, aflevering_id) VALUES (?, ?)
     ON CONFLICT (verkopersnummer) DO UPDATE SET aflevering_id = excluded.aflevering_id`,
  ),
}));

/** Every item of the number, deleted ones too. */
export const artikelenVanNummer = (ctx: SqliteContext, nummer: number): ArtikelStand[] =>
  sql(ctx)
    .vanNummer.all(nummer)
    .map((r) => ({
      artikelnummer: r.artikelnummer,
      verkochtIn: r.verkocht_in,
      goedDoelIn: r.goed_doel_in,
      verwijderd: r.verwijderd === 1,
      eersteAfleveringId: r.eerste_aflevering_id,
    }));

/**
 * Marks these items deleted: items handed back to a holder who is gone. They are no one's now,
 * and whoever gets the number later must not find them on their list.
 */
export const verwijderArtikelen = (ctx: SqliteContext, nummer: number, artikelnummers: readonly number[]) => {
  for (const artikelnummer of artikelnummers) sql(ctx).verwijder.run(nummer, artikelnummer);
};

/** The fair at which the number's labels were last printed, or null. */
export const labelsGeprintIn = (ctx: SqliteContext, nummer: number): string | null =>
  sql(ctx).labels.get(nummer)?.aflevering_id ?? null;

export const labelsSqlite = (ctx: SqliteContext): Pick<ArtikelenStore, 'noteerLabelsVanBeurs'> => ({
  async noteerLabelsVanBeurs(afleveringId, verkopersnummer) {
    sql(ctx).zetLabels.run(verkopersnummer, afleveringId);
  },
});
