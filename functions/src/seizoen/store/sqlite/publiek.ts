/** The small public documents (settings, nieuws, beurs) and the public state built from them. */
import type { Settings } from '../../../kern/types';
import type { BevorderOptions, PubliekStore } from '../../../store/port';
import { lastAflevering } from './afleveringen';
import { type SqliteContext } from '../../../store/sqlite/context';
import { bevorderVanReservelijst, situatie } from '../../../registratie/store/sqlite/bevorderen';
import { beurs, countActief, documentSql, nieuws, settings } from './documenten';

const sql = documentSql;

export function publiekMethods(ctx: SqliteContext): PubliekStore {
  const updateSettings = ctx.transaction((patch: Partial<Settings>, bevorder?: BevorderOptions) => {
    const voor = situatie(ctx);
    const samen = { ...voor.settings, ...patch };
    sql(ctx).setDocument.run('settings', JSON.stringify(samen));
    bevorderVanReservelijst(ctx, voor, bevorder);
    return samen;
  });

  return {
    async getSettings() {
      return settings(ctx);
    },
    async updateSettings(patch, bevorder) {
      return updateSettings(patch, bevorder);
    },
    async getNieuws() {
      return nieuws(ctx);
    },
    async saveNieuws(tekst) {
      sql(ctx).setDocument.run('nieuws', JSON.stringify({ tekst }));
      return { tekst };
    },
    async getBeurs() {
      return beurs(ctx);
    },
    async saveBeurs(nieuw) {
      sql(ctx).setDocument.run('beurs', JSON.stringify(nieuw));
      return beurs(ctx);
    },
    async countActief() {
      return countActief(ctx);
    },
    async getPublicState() {
      return ctx.db().transaction(() => ({
        settings: settings(ctx),
        aantalActief: countActief(ctx),
        nieuws: nieuws(ctx),
        beurs: beurs(ctx),
        datum: lastAflevering(ctx)?.datum ?? null,
      }))();
    },
  };
}
