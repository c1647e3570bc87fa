/** The small public documents (settings, nieuws, beurs) and the public state built from them. */
import type { Beurs, Nieuws, Settings } from '../../domain/types';
import { STANDAARD_BEURS, STANDAARD_SETTINGS } from '../../domain/publiek';
import type { BevorderOptions, PubliekStore } from '../port';
import { lastAflevering } from './afleveringen';
import { statements, type SqliteContext } from './context';
import { bevorderVanReservelijst, situatie } from './reservelijst';

const sql = statements((db) => ({
  getDocument: db.prepare<[string], { json: string }>('SELECT json FROM documenten WHERE naam = ?'),
  setDocument: db.prepare<[string, string]>(
    'INSERT INTO documenten (naam, json) VALUES (?, ?) ON CONFLICT (naam) DO UPDATE SET json = excluded.json',
  ),
  // isActieveDeelnemer (domain/registratie.ts) for the current fair, the latest aflevering, as
  // one query: the link's own flag counts, or the person's flag before any aflevering exists.
  countActief: db.prepare<[], { aantal: number }>(
    `SELECT count(*) AS aantal FROM deelnemers d
     WHERE d.beschermd = 0 AND CASE
       WHEN NOT EXISTS (SELECT 1 FROM afleveringen) THEN d.actief = 1
       ELSE EXISTS (SELECT 1 FROM deelnemer_afleveringen k
         WHERE k.deelnemer_id = d.id AND k.actief = 1
           AND k.aflevering_id = (SELECT id FROM afleveringen ORDER BY volgnummer DESC LIMIT 1))
     END`,
  ),
}));

function document<T>(ctx: SqliteContext, naam: string, standaard: T): T {
  const rij = sql(ctx).getDocument.get(naam);
  return rij ? { ...standaard, ...(JSON.parse(rij.json) as Partial<T>) } : { ...standaard };
}
export const settings = (ctx: SqliteContext) => document<Settings>(ctx, 'settings', STANDAARD_SETTINGS);
export const beurs = (ctx: SqliteContext) => document<Beurs>(ctx, 'beurs', STANDAARD_BEURS);
const nieuws = (ctx: SqliteContext) => document<Nieuws>(ctx, 'nieuws', { tekst: '' });
export const countActief = (ctx: SqliteContext) => sql(ctx).countActief.get()!.aantal;

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
