/** The afleveringen: the dates of the fair, numbered by volgnummer. */
import { randomUUID } from 'node:crypto';
import { volgnummerBezet } from '../../domain/aflevering';
import { notFound } from '../../domain/errors';
import type { Aflevering } from '../../domain/types';
import type { AfleveringInvoer } from '../../domain/validatie';
import type { AfleveringenStore } from '../port';
import { statements, type SqliteContext } from './context';

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
  listAfleveringen: db.prepare<[], AfleveringRij>('SELECT * FROM afleveringen ORDER BY volgnummer'),
  lastAflevering: db.prepare<[], AfleveringRij>('SELECT * FROM afleveringen ORDER BY volgnummer DESC LIMIT 1'),
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
  deleteAflevering: db.prepare<[string]>('DELETE FROM afleveringen WHERE id = ?'),
}));

export function lastAflevering(ctx: SqliteContext): Aflevering | null {
  const rij = sql(ctx).lastAflevering.get();
  return rij ? naarAflevering(rij) : null;
}
export const listAfleveringen = (ctx: SqliteContext) => sql(ctx).listAfleveringen.all().map(naarAflevering);

export function afleveringenMethods(ctx: SqliteContext): AfleveringenStore {
  const saveAflevering = ctx.transaction((invoer: AfleveringInvoer) => {
    const id = invoer.id ?? randomUUID();
    if (invoer.id !== undefined && !sql(ctx).getAflevering.get(invoer.id)) throw notFound('Aflevering');
    if (sql(ctx).volgnummerBezet.get(invoer.volgnummer, id)) throw volgnummerBezet(invoer.volgnummer);
    if (invoer.id === undefined) sql(ctx).insertAflevering.run(id, invoer.volgnummer, invoer.datum);
    else sql(ctx).updateAflevering.run(invoer.volgnummer, invoer.datum, id);
    return listAfleveringen(ctx);
  });

  const deleteAflevering = ctx.transaction((id: string) => {
    const rij = sql(ctx).getAflevering.get(id);
    if (!rij) return null;
    sql(ctx).deleteAflevering.run(id);
    return naarAflevering(rij);
  });

  return {
    async listAfleveringen() {
      return listAfleveringen(ctx);
    },
    async lastAflevering() {
      return lastAflevering(ctx);
    },
    async saveAflevering(aflevering) {
      return saveAflevering(aflevering);
    },
    async deleteAflevering(id) {
      return deleteAflevering(id);
    },
  };
}
