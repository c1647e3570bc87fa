/** The outbox: mails waiting to be sent, leased by one worker at a time. */
import { randomUUID } from 'node:crypto';
import type { Deelnemer, MailBericht, MailStatus, OutboxMail } from '../../../kern/types';
import type { HerinneringOptions, OutboxStore } from '../port';
import { statements, type SqliteContext } from '../../../platform/sqlite/context';

interface OutboxRij {
  id: string;
  ontvanger: string;
  subject: string;
  text: string;
  html: string;
  status: MailStatus;
  attempts: number;
  error: string | null;
  created: number;
  next_attempt: number | null;
  sent: number | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const naarMail = (rij: OutboxRij): OutboxMail => ({
  id: rij.id,
  to: rij.ontvanger,
  subject: rij.subject,
  text: rij.text,
  html: rij.html,
  status: rij.status,
  attempts: rij.attempts,
  error: rij.error,
  created: new Date(rij.created).toISOString(),
  nextAttempt: iso(rij.next_attempt),
  sent: iso(rij.sent),
});

const sql = statements((db) => ({
  insertMail: db.prepare(
    `INSERT INTO outbox (id, ontvanger, subject, text, html, status, attempts, error, created,
       next_attempt, leased_until, sent)
     VALUES (@id, @to, @subject, @text, @html, 'wachtend', 0, NULL, @now, @now, NULL, NULL)`,
  ),
  getMail: db.prepare<[string], OutboxRij>('SELECT * FROM outbox WHERE id = ?'),
  dueMails: db.prepare<[number, number, number], OutboxRij>(
    `SELECT * FROM outbox
     WHERE status = 'wachtend' AND next_attempt <= ? AND (leased_until IS NULL OR leased_until <= ?)
     ORDER BY created, rowid LIMIT ?`,
  ),
  leaseMail: db.prepare<[number, string]>('UPDATE outbox SET leased_until = ? WHERE id = ?'),
  markSent: db.prepare<[number, string]>(
    `UPDATE outbox SET status = 'verzonden', sent = ?, attempts = attempts + 1, error = NULL,
       next_attempt = NULL, leased_until = NULL
     WHERE id = ?`,
  ),
  markFailed: db.prepare<[MailStatus, string, number | null, string]>(
    `UPDATE outbox SET status = ?, error = ?, next_attempt = ?, attempts = attempts + 1, leased_until = NULL
     WHERE id = ?`,
  ),
  zetMailOpnieuwInWachtrij: db.prepare<[number, string]>(
    `UPDATE outbox SET status = 'wachtend', next_attempt = ?, leased_until = NULL WHERE id = ?`,
  ),
  leesMails: db.prepare<[], OutboxRij>('SELECT * FROM outbox ORDER BY created, rowid'),
  // Counted in the index outbox_wachtrij, which starts with the status.
  telMails: db.prepare<[MailStatus], { aantal: number }>('SELECT count(*) AS aantal FROM outbox WHERE status = ?'),
  listMailsMetStatus: db.prepare<[MailStatus], OutboxRij>(
    'SELECT * FROM outbox WHERE status = ? ORDER BY created, rowid',
  ),
}));

/** Writes a mail to the outbox, due now; inside the caller's transaction when there is one. */
export function enqueue(ctx: SqliteContext, mail: MailBericht, now: Date): OutboxMail {
  const id = randomUUID();
  sql(ctx).insertMail.run({
    id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    now: now.getTime(),
  });
  return naarMail(sql(ctx).getMail.get(id)!);
}

/** MailIeder (store/port.ts) on SQLite: each mail written with `enqueue`. */
export function mailIeder(
  ctx: SqliteContext,
  deelnemers: Iterable<Deelnemer>,
  options: HerinneringOptions,
  krijgt: (deelnemer: Deelnemer) => boolean,
  gemaild: (deelnemer: Deelnemer) => void,
): number {
  let aantal = 0;
  for (const deelnemer of deelnemers) {
    if (!krijgt(deelnemer)) continue;
    enqueue(ctx, options.mail(deelnemer), options.now);
    gemaild(deelnemer);
    aantal++;
  }
  return aantal;
}

export function outboxSqlite(ctx: SqliteContext): OutboxStore {
  const reserveerMails = ctx.transaction((now: Date, limit: number, leaseMs: number) => {
    const nu = now.getTime();
    const mails = sql(ctx).dueMails.all(nu, nu, limit);
    for (const mail of mails) sql(ctx).leaseMail.run(nu + leaseMs, mail.id);
    return mails.map(naarMail);
  });

  const zetMailOpnieuwInWachtrij = ctx.transaction((id: string, now: Date) => {
    if (sql(ctx).zetMailOpnieuwInWachtrij.run(now.getTime(), id).changes === 0) return null;
    return naarMail(sql(ctx).getMail.get(id)!);
  });

  return {
    async zetMailInWachtrij(mail, now) {
      return enqueue(ctx, mail, now);
    },
    async reserveerMails(now, limit, leaseMs) {
      return reserveerMails(now, limit, leaseMs);
    },
    async markeerMailVerzonden(id, now) {
      sql(ctx).markSent.run(now.getTime(), id);
    },
    async markeerMailMislukt(id, error, nextAttempt) {
      if (nextAttempt) sql(ctx).markFailed.run('wachtend', error, nextAttempt.getTime(), id);
      else sql(ctx).markFailed.run('mislukt', error, null, id);
    },
    async leesMails(status) {
      return (status ? sql(ctx).listMailsMetStatus.all(status) : sql(ctx).leesMails.all()).map(naarMail);
    },
    async telMails(status) {
      return sql(ctx).telMails.get(status)!.aantal;
    },
    async zetMailOpnieuwInWachtrij(id, now) {
      return zetMailOpnieuwInWachtrij(id, now);
    },
  };
}
