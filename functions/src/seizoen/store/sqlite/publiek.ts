/** The small public documents (settings, nieuws, beurs) and the public state built from them. */
import type { AfrekeningInstellingen, Beurs, Nieuws, Settings } from '../../../kern/types';
import { STANDAARD_BEURS, STANDAARD_SETTINGS } from '../../domein/publiek';
import type { BevorderOptions } from '../../../registratie/store/port';
import type { PubliekStore } from '../port';
import { leesLaatsteAflevering } from './afleveringen';
import { statements, type SqliteContext } from '../../../store/sqlite/context';
import { bevorderVanReservelijst, situatie } from '../../../registratie/store/sqlite/reservelijst';

const sql = statements((db) => ({
  getDocument: db.prepare<[string], { json: string }>('SELECT json FROM documenten WHERE naam = ?'),
  setDocument: db.prepare<[string, string]>(
    'INSERT INTO documenten (naam, json) VALUES (?, ?) ON CONFLICT (naam) DO UPDATE SET json = excluded.json',
  ),
  // isActieveDeelnemer (domain/registratie.ts) for the current fair, the latest aflevering ('' before
  // any exists), read from the count the triggers of schema.ts keep: two index lookups, whatever
  // the number of people from earlier fairs.
  telActief: db.prepare<[], { aantal: number | null }>(
    `SELECT (SELECT aantal FROM actief_telling WHERE aflevering_id =
       coalesce((SELECT id FROM afleveringen ORDER BY volgnummer DESC LIMIT 1), '')) AS aantal`,
  ),
}));

/**
 * The last parsed text of each document, per open database: a registration reads the settings
 * and the fair several times, and parsing the same JSON again was a measurable part of the
 * rush (bench/rush.ts). Keyed by the text itself, so a write (by this process or any other)
 * is seen at the next read; callers get a copy, as before.
 */
const geparst = new WeakMap<SqliteContext, Map<string, { json: string; waarde: unknown }>>();

function document<T>(ctx: SqliteContext, naam: string, standaard: T): T {
  const rij = sql(ctx).getDocument.get(naam);
  if (!rij) return { ...standaard };
  let cache = geparst.get(ctx);
  if (!cache) geparst.set(ctx, (cache = new Map()));
  let vorig = cache.get(naam);
  if (vorig?.json !== rij.json) cache.set(naam, (vorig = { json: rij.json, waarde: JSON.parse(rij.json) }));
  return { ...standaard, ...(vorig.waarde as Partial<T>) };
}
export const settings = (ctx: SqliteContext) => document<Settings>(ctx, 'settings', STANDAARD_SETTINGS);
export const beurs = (ctx: SqliteContext) => document<Beurs>(ctx, 'beurs', STANDAARD_BEURS);
const nieuws = (ctx: SqliteContext) => document<Nieuws>(ctx, 'nieuws', { tekst: '' });
export const telActief = (ctx: SqliteContext) => sql(ctx).telActief.get()!.aantal ?? 0;

/** `kosten`: the settlement's settings, which the settlement's area keeps (wired in store/sqlite.ts). */
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
