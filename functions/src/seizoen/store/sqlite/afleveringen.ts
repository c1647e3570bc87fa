/** The afleveringen: the dates of the fair, numbered by volgnummer. */
import { randomUUID } from 'node:crypto';
import {
  startVolgendeBeurs,
  VOLGENDE_BEURS_NIEUWS,
  VOLGENDE_BEURS_SETTINGS,
  volgnummerBezet,
} from '../../domein/aflevering';
import { nietGevonden } from '../../../kern/errors';
import { STANDAARD_SETTINGS } from '../../domein/publiek';
import type { Aflevering, Settings } from '../../../kern/types';
import { type AfleveringInvoer } from '../../domein/schemas';
import type { AfleveringenStore } from '../port';
import { statements, type SqliteContext } from '../../../platform/sqlite/context';

interface AfleveringRij {
  id: string;
  volgnummer: number;
  datum: string;
  naam: string | null;
}

const naarAflevering = (rij: AfleveringRij): Aflevering =>
  rij.naam === null
    ? { id: rij.id, volgnummer: rij.volgnummer, datum: rij.datum }
    : { id: rij.id, volgnummer: rij.volgnummer, datum: rij.datum, naam: rij.naam };

const sql = statements((db) => ({
  leesAfleveringen: db.prepare<[], AfleveringRij>('SELECT * FROM afleveringen ORDER BY volgnummer'),
  leesLaatsteAflevering: db.prepare<[], AfleveringRij>('SELECT * FROM afleveringen ORDER BY volgnummer DESC LIMIT 1'),
  leesLaatsteAfleveringen: db.prepare<[number], AfleveringRij>(
    'SELECT * FROM afleveringen ORDER BY volgnummer DESC LIMIT ?',
  ),
  getAflevering: db.prepare<[string], AfleveringRij>('SELECT * FROM afleveringen WHERE id = ?'),
  volgnummerBezet: db.prepare<[number, string], { id: string }>(
    'SELECT id FROM afleveringen WHERE volgnummer = ? AND id <> ?',
  ),
  insertAflevering: db.prepare<[string, number, string]>(
    'INSERT INTO afleveringen (id, volgnummer, datum) VALUES (?, ?, ?)',
  ),
  updateAflevering: db.prepare<[number, string, string]>(
    'UPDATE afleveringen SET volgnummer = ?, datum = ? WHERE id = ?',
  ),
  verwijderAflevering: db.prepare<[string]>('DELETE FROM afleveringen WHERE id = ?'),
  getDocument: db.prepare<[string], { json: string }>('SELECT json FROM documenten WHERE naam = ?'),
  setDocument: db.prepare<[string, string]>(
    'INSERT INTO documenten (naam, json) VALUES (?, ?) ON CONFLICT (naam) DO UPDATE SET json = excluded.json',
  ),
}));

/** The next fair starts closed and without the last one's news (seizoen/domein/aflevering.ts). */
function startVolgende(ctx: SqliteContext): void {
  const rij = sql(ctx).getDocument.get('settings');
  const settings = { ...STANDAARD_SETTINGS, ...(rij && (JSON.parse(rij.json) as Partial<Settings>)) };
  sql(ctx).setDocument.run('settings', JSON.stringify({ ...settings, ...VOLGENDE_BEURS_SETTINGS }));
  sql(ctx).setDocument.run('nieuws', JSON.stringify(VOLGENDE_BEURS_NIEUWS));
}

export function leesLaatsteAflevering(ctx: SqliteContext): Aflevering | null {
  const rij = sql(ctx).leesLaatsteAflevering.get();
  return rij ? naarAflevering(rij) : null;
}
export const leesAfleveringen = (ctx: SqliteContext) => sql(ctx).leesAfleveringen.all().map(naarAflevering);

export function leesAflevering(ctx: SqliteContext, id: string): Aflevering | null {
  const rij = sql(ctx).getAflevering.get(id);
  return rij ? naarAflevering(rij) : null;
}

export function afleveringenSqlite(ctx: SqliteContext): AfleveringenStore {
  const bewaarAflevering = ctx.transaction((invoer: AfleveringInvoer) => {
    const id = invoer.id ?? randomUUID();
    if (invoer.id !== undefined && !sql(ctx).getAflevering.get(invoer.id)) throw nietGevonden('Aflevering');
    if (sql(ctx).volgnummerBezet.get(invoer.volgnummer, id)) throw volgnummerBezet(invoer.volgnummer);
    const vorige = leesLaatsteAflevering(ctx);
    if (invoer.id === undefined) sql(ctx).insertAflevering.run(id, invoer.volgnummer, invoer.datum);
    else sql(ctx).updateAflevering.run(invoer.volgnummer, invoer.datum, id);
    if (invoer.id === undefined && startVolgendeBeurs(vorige, leesLaatsteAflevering(ctx))) startVolgende(ctx);
    return leesAfleveringen(ctx);
  });

  const verwijderAflevering = ctx.transaction((id: string) => {
    const rij = sql(ctx).getAflevering.get(id);
    if (!rij) return null;
    sql(ctx).verwijderAflevering.run(id);
    return naarAflevering(rij);
  });

  return {
    async leesAfleveringen() {
      return leesAfleveringen(ctx);
    },
    async leesLaatsteAflevering() {
      return leesLaatsteAflevering(ctx);
    },
    async leesLaatsteAfleveringen(aantal) {
      return sql(ctx)
        .leesLaatsteAfleveringen.all(Math.max(0, Math.floor(aantal)))
        .map(naarAflevering);
    },
    async leesAflevering(id) {
      return leesAflevering(ctx, id);
    },
    async bewaarAflevering(aflevering) {
      return bewaarAflevering(aflevering);
    },
    async verwijderAflevering(id) {
      return verwijderAflevering(id);
    },
  };
}
