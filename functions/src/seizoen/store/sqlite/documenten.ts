/** The small public documents (settings, nieuws, beurs) as read and written inside any transaction. */
import type { Beurs, Nieuws, Settings } from '../../../kern/types';
import { STANDAARD_BEURS, STANDAARD_SETTINGS } from '../../domein/publiek';
import { statements, type SqliteContext } from '../../../platform/sqlite/context';

export const documentSql = statements((db) => ({
  getDocument: db.prepare<[string], { json: string }>('SELECT json FROM documenten WHERE naam = ?'),
  setDocument: db.prepare<[string, string]>(
    'INSERT INTO documenten (naam, json) VALUES (?, ?) ON CONFLICT (naam) DO UPDATE SET json = excluded.json',
  ),
  // isActieveDeelnemer (registratie/domein/registratie.ts) for the current fair, the latest aflevering ('' before
  // any exists), read from the count the triggers of platform/sqlite/schema.ts keep: two index lookups, whatever
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
  const rij = documentSql(ctx).getDocument.get(naam);
  if (!rij) return { ...standaard };
  let cache = geparst.get(ctx);
  if (!cache) geparst.set(ctx, (cache = new Map()));
  let vorig = cache.get(naam);
  if (vorig?.json !== rij.json) cache.set(naam, (vorig = { json: rij.json, waarde: JSON.parse(rij.json) }));
  return { ...standaard, ...(vorig.waarde as Partial<T>) };
}
export const settings = (ctx: SqliteContext) => document<Settings>(ctx, 'settings', STANDAARD_SETTINGS);
export const beurs = (ctx: SqliteContext) => document<Beurs>(ctx, 'beurs', STANDAARD_BEURS);
export const nieuws = (ctx: SqliteContext) => document<Nieuws>(ctx, 'nieuws', { tekst: '' });
export const telActief = (ctx: SqliteContext) => documentSql(ctx).telActief.get()!.aantal ?? 0;
/** The registration's gate, which registratie changes (its instellingen.ts), in the caller's transaction. */
export const zetSettings = (ctx: SqliteContext, waarde: Settings) =>
  documentSql(ctx).setDocument.run('settings', JSON.stringify(waarde));
