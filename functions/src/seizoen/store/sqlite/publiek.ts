/**
 * The small public documents (settings, nieuws, beurs) and the public state built from them.
 * The settings are the registration's gate: registratie changes them (its wijzigInstellingen),
 * in one transaction with the promotion from its reserve list.
 */
import type { AfrekeningInstellingen } from '../../../kern/types';
import { type PubliekStore } from '../port';
import { leesLaatsteAflevering } from './afleveringen';
import { type SqliteContext } from '../../../platform/sqlite/context';
import { beurs, telActief, documentSql, nieuws, settings } from './documenten';
import { publiekeSettings } from '../../domein/publiek';

const sql = documentSql;

/** `kosten`: the settlement's settings, which the settlement's area keeps (wired in app/store/sqlite.ts). */
export function publiekSqlite(ctx: SqliteContext, kosten: () => AfrekeningInstellingen): PubliekStore {
  return {
    async leesInstellingen() {
      return settings(ctx);
    },
    async leesNieuws() {
      return nieuws(ctx);
    },
    async bewaarNieuws(tekst) {
      sql(ctx).setDocument.run('nieuws', JSON.stringify({ tekst }));
      return { tekst };
    },
    async leesBeurs() {
      return beurs(ctx);
    },
    async bewaarBeurs(nieuw) {
      sql(ctx).setDocument.run('beurs', JSON.stringify(nieuw));
      return beurs(ctx);
    },
    async telActief() {
      return telActief(ctx);
    },
    async leesPubliekeStaat() {
      return ctx.db().transaction(() => ({
        settings: publiekeSettings(settings(ctx)),
        aantalActief: telActief(ctx),
        nieuws: nieuws(ctx),
        beurs: beurs(ctx),
        datum: leesLaatsteAflevering(ctx)?.datum ?? null,
        kosten: kosten(),
      }))();
    },
  };
}
