/** Privacy: retention, the erasure log, and the reminder with its opt-out (domain/bewaren.ts). */
import { bewaarPlan, teDoen } from '../../domain/bewaren';
import type { BewaarLogRegel, HerinneringOptions, Store } from '../port';
import { statements, type SqliteContext } from './context';
import { alleDeelnemers, deelnemerSql } from './deelnemers';
import { enqueue } from './outbox';

const sql = statements((db) => ({
  emailInGebruik: db.prepare<[string], { id: string }>('SELECT id FROM deelnemers WHERE email = ? LIMIT 1'),
  deleteMailsTo: db.prepare<[string]>('DELETE FROM outbox WHERE ontvanger = ?'),
  wisTelefoon: db.prepare<[string]>("UPDATE deelnemers SET telefoon = '' WHERE id = ?"),
  insertBewaarLog: db.prepare<[string, string, string, string]>(
    'INSERT INTO bewaar_log (tijd, reden, telefoon_gewist, verwijderd) VALUES (?, ?, ?, ?)',
  ),
  listBewaarLog: db.prepare<
    [number],
    { tijd: string; reden: BewaarLogRegel['reden']; telefoon_gewist: string; verwijderd: string }
  >('SELECT * FROM bewaar_log ORDER BY id DESC LIMIT ?'),
  setGeenHerinnering: db.prepare<[string]>('UPDATE deelnemers SET geen_herinnering = 1 WHERE id = ?'),
  getHerinnering: db.prepare<[string], { geen_herinnering: number; herinnerd_voor: string | null }>(
    'SELECT geen_herinnering, herinnerd_voor FROM deelnemers WHERE id = ?',
  ),
  setHerinnerdVoor: db.prepare<[string, string]>('UPDATE deelnemers SET herinnerd_voor = ? WHERE id = ?'),
}));

export function privacyMethods(
  ctx: SqliteContext,
): Pick<
  Store,
  | 'applyRetention'
  | 'deleteMailsTo'
  | 'logErasure'
  | 'listErasureLog'
  | 'setHerinneringAfgemeld'
  | 'isHerinneringAfgemeld'
  | 'sendHerinneringen'
> {
  const logErasure = (regel: BewaarLogRegel) =>
    sql(ctx).insertBewaarLog.run(
      regel.tijd,
      regel.reden,
      JSON.stringify(regel.telefoonGewist),
      JSON.stringify(regel.verwijderd),
    );

  const vergeetMails = (email: string) =>
    sql(ctx).emailInGebruik.get(email) ? 0 : sql(ctx).deleteMailsTo.run(email).changes;

  const applyRetention = ctx.transaction((now: Date, graceDagen: number): BewaarLogRegel | null => {
    const alle = alleDeelnemers(ctx);
    const stappen = teDoen(bewaarPlan(alle, graceDagen), now);
    if (stappen.length === 0) return null;
    const emails = new Map(alle.map((d) => [d.id, d.email]));
    const regel: BewaarLogRegel = {
      tijd: now.toISOString(),
      reden: 'bewaartermijn',
      telefoonGewist: [],
      verwijderd: [],
    };
    for (const stap of stappen) {
      if (stap.actie === 'verwijderen') {
        deelnemerSql(ctx).deleteDeelnemer.run(stap.id);
        regel.verwijderd.push(stap.nummer);
      } else {
        sql(ctx).wisTelefoon.run(stap.id);
        regel.telefoonGewist.push(stap.nummer);
      }
    }
    for (const stap of stappen) if (stap.actie === 'verwijderen') vergeetMails(emails.get(stap.id)!);
    logErasure(regel);
    return regel;
  });

  const sendHerinneringen = ctx.transaction((afleveringId: string, options: HerinneringOptions) => {
    let aantal = 0;
    for (const deelnemer of alleDeelnemers(ctx)) {
      const stand = sql(ctx).getHerinnering.get(deelnemer.id)!;
      if (stand.geen_herinnering === 1 || stand.herinnerd_voor === afleveringId || !options.wie(deelnemer)) continue;
      enqueue(ctx, options.mail(deelnemer), options.now);
      sql(ctx).setHerinnerdVoor.run(afleveringId, deelnemer.id);
      aantal++;
    }
    return aantal;
  });

  return {
    async applyRetention(now, graceDagen) {
      return applyRetention(now, graceDagen);
    },
    async deleteMailsTo(email) {
      return ctx.transaction(vergeetMails)(email);
    },
    async logErasure(regel) {
      logErasure(regel);
    },
    async listErasureLog(limit) {
      return sql(ctx)
        .listBewaarLog.all(limit)
        .map((rij) => ({
          tijd: rij.tijd,
          reden: rij.reden,
          telefoonGewist: JSON.parse(rij.telefoon_gewist) as number[],
          verwijderd: JSON.parse(rij.verwijderd) as number[],
        }));
    },
    async setHerinneringAfgemeld(id) {
      return sql(ctx).setGeenHerinnering.run(id).changes > 0;
    },
    async isHerinneringAfgemeld(id) {
      return sql(ctx).getHerinnering.get(id)?.geen_herinnering === 1;
    },
    async sendHerinneringen(afleveringId, options) {
      return sendHerinneringen(afleveringId, options);
    },
  };
}
