/**
 * Issue 50 on SQLite, beside the closed settlement's row in `afrekeningen`: the organisation's
 * account as it was at closing (`rekening`), and the sellers marked as paid another way after
 * "Uitbetaald" (`anders_betaald`). The database is the server's alone, so the account is as
 * private here as in its own table.
 */
import type { Afrekening, Uitbetaald } from '../../domein/afrekening';
import { andersBetaaldMarkering, nogTeBetalen, type AndersBetaald } from '../../domein/nabetalen';
import type { Rekening } from '../../domein/uitbetaling';
import type { AfrekeningStaat, AfrekeningStore } from '../port';
import { statements, type SqliteContext } from '../../../platform/sqlite/context';

const sql = statements((db) => ({
  andersBetaald: db.prepare<[string], { anders_betaald: string | null }>(
    'SELECT anders_betaald FROM afrekeningen WHERE aflevering_id = ?',
  ),
  zetAndersBetaald: db.prepare<[string, string]>('UPDATE afrekeningen SET anders_betaald = ? WHERE aflevering_id = ?'),
  rekening: db.prepare<[string], { rekening: string | null }>(
    'SELECT rekening FROM afrekeningen WHERE aflevering_id = ?',
  ),
  zetRekening: db.prepare<[string | null, string]>('UPDATE afrekeningen SET rekening = ? WHERE aflevering_id = ?'),
  bankrekening: db.prepare<[], Rekening>('SELECT iban, tenaamstelling FROM bankrekening WHERE id = 1'),
}));

/** The fair's marks, in the order they were made; none while open or before "Uitbetaald". */
export function andersBetaaldVan(ctx: SqliteContext, afleveringId: string): AndersBetaald[] {
  const json = sql(ctx).andersBetaald.get(afleveringId)?.anders_betaald;
  return json ? (JSON.parse(json) as AndersBetaald[]) : [];
}

/** The organisation's account as it is saved now (settings), or null. */
export const bankrekeningNu = (ctx: SqliteContext): Rekening | null => sql(ctx).bankrekening.get() ?? null;

/** In the closing transaction, after the row is written: the organisation's account as it is now. */
export function bewaarRekeningBijAfsluiten(ctx: SqliteContext, afleveringId: string): void {
  const rekening = bankrekeningNu(ctx);
  sql(ctx).zetRekening.run(
    rekening ? JSON.stringify({ iban: rekening.iban, tenaamstelling: rekening.tenaamstelling }) : null,
    afleveringId,
  );
}

/**
 * The store's methods for issue 50; `gesloten` and `uitbetaald` read the settlement's row as the
 * settlement's adapter does (afrekening.ts), inside the caller's transaction.
 */
export function nabetalingSqlite(
  ctx: SqliteContext,
  lees: {
    gesloten: (afleveringId: string) => { afrekening: Afrekening } | null;
    uitbetaald: (afleveringId: string) => Uitbetaald | null;
    staat: (afleveringId: string) => AfrekeningStaat;
  },
): Pick<AfrekeningStore, 'markeerAndersBetaald' | 'leesRekeningBijAfsluiten'> {
  // Re-reads the settlement, the batch's mark and the marks so far in the write's transaction:
  // two administrators marking the same seller at once mark them once, and the second gets 409.
  const markeer = ctx.transaction(
    (afleveringId: string, nummer: number, betaling: Pick<AndersBetaald, 'wijze' | 'door'>, now: Date) => {
      const gesloten = lees.gesloten(afleveringId);
      const eerder = andersBetaaldVan(ctx, afleveringId);
      const lijst = gesloten ? nogTeBetalen(gesloten.afrekening, lees.uitbetaald(afleveringId), eerder) : [];
      const mark = andersBetaaldMarkering(lijst, nummer, betaling.wijze, betaling.door, now);
      sql(ctx).zetAndersBetaald.run(JSON.stringify([...eerder, mark]), afleveringId);
      return lees.staat(afleveringId);
    },
  );
  return {
    async markeerAndersBetaald(afleveringId, nummer, betaling, now) {
      return markeer(afleveringId, nummer, betaling, now);
    },
    async leesRekeningBijAfsluiten(afleveringId) {
      const json = sql(ctx).rekening.get(afleveringId)?.rekening;
      return json ? (JSON.parse(json) as Rekening) : null;
    },
  };
}
