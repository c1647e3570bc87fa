/** The small public documents (settings, nieuws, beurs) and the public state built from them. */
import type { AfrekeningInstellingen, Settings } from '../../../kern/types';
import { type PubliekStore } from '../port';
import { type BevorderOptions } from '../../../registratie/store/port';
import { leesLaatsteAflevering } from './afleveringen';
import { type SqliteContext } from '../../../platform/sqlite/context';
import { bevorderVanReservelijst, situatie } from '../../../registratie/store/sqlite/bevorderen';
import { beurs, telActief, documentSql, nieuws, settings } from './documenten';

const sql = documentSql;

/** `kosten`: the settlement's settings, which the settlement's area keeps (wired in app/store/sqlite.ts). */
export function publiekSqlite(ctx: SqliteContext, kosten: () => AfrekeningInstellingen): PubliekStore {
  const wijzigInstellingen = ctx.transaction((patch: Partial<Settings>, bevorder?: BevorderOptions) => {
    const voor = situatie(ctx);
    const samen = { ...voor.settings, ...patch };
    sql(ctx).setDocument.run('settings', JSON.stringify(samen));
    bevorderVanReservelijst(ctx, voor, bevorder);
    return samen;
  });

  return {
    async leesInstellingen() {
      return settings(ctx);
    },
    async wijzigInstellingen(patch, bevorder) {
      return wijzigInstellingen(patch, bevorder);
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
        settings: settings(ctx),
        aantalActief: telActief(ctx),
        nieuws: nieuws(ctx),
        beurs: beurs(ctx),
        datum: leesLaatsteAflevering(ctx)?.datum ?? null,
        kosten: kosten(),
      }))();
    },
  };
}
