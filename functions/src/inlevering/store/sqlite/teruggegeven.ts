/** What the reuse of seller numbers (issue 53 part 3) reads of the pick-up on SQLite. */
import { statements, type SqliteContext } from '../../../platform/sqlite/context';
import type { Inlevering } from '../../domein/inlevering';

const sql = statements((db) => ({
  vanNummer: db.prepare<[number], { gegevens: string }>('SELECT gegevens FROM inleveringen WHERE verkopersnummer = ?'),
}));

/** The item numbers handed back to the seller at a pick-up, at any fair. */
export const teruggegevenVan = (ctx: SqliteContext, nummer: number): Set<number> =>
  new Set(
    sql(ctx)
      .vanNummer.all(nummer)
      .flatMap((r) => (JSON.parse(r.gegevens) as Partial<Inlevering>).terug ?? []),
  );
