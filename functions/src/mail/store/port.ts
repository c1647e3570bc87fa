/**
 * The mail's part of the Store port: the outbox (app/store/port.ts puts the areas' ports together).
 */
import type { Deelnemer, MailBericht, OutboxMail } from '../../kern/types';

/**
 * One mail to each of a fair's sellers who qualify, put in the outbox in one go (the privacy
 * reminder, the links to 'Mijn artikelen'): who qualifies and what they get.
 */
export interface HerinneringOptions {
  now: Date;
  /** Who qualifies (e.g. privacy/domein/bewaren.ts krijgtHerinnering). */
  wie: (deelnemer: Deelnemer) => boolean;
  mail: (deelnemer: Deelnemer) => MailBericht;
}

/**
 * HerinneringOptions' mail to each of `deelnemers` for whom `krijgt` holds (the caller's rule,
 * with `options.wie`), in the caller's transaction; `gemaild` notes it, so the next call passes
 * them by. Answers how many were mailed. What an adapter that mails many people at once (the
 * reminders, the items' links) is given of the outbox's (mail/store/sqlite/outbox.ts).
 */
export type MailIeder = (
  deelnemers: Iterable<Deelnemer>,
  options: HerinneringOptions,
  krijgt: (deelnemer: Deelnemer) => boolean,
  gemaild: (deelnemer: Deelnemer) => void,
) => number;

export interface OutboxStore {
  zetMailInWachtrij(mail: MailBericht, now: Date): Promise<OutboxMail>;
  /** Mails that are waiting and due, oldest first, leased so no other worker takes them. */
  reserveerMails(now: Date, limit: number, leaseMs: number): Promise<OutboxMail[]>;
  markeerMailVerzonden(id: string, now: Date): Promise<void>;
  /** Records a failure; with nextAttempt null the mail is given up ('mislukt'). */
  markeerMailMislukt(id: string, error: string, nextAttempt: Date | null): Promise<void>;
  leesMails(status?: OutboxMail['status']): Promise<OutboxMail[]>;
  /** How many mails have this status, without reading them (the waiting queue is thousands at an opening). */
  telMails(status: OutboxMail['status']): Promise<number>;
  /** Puts a failed mail back in the queue, due now. */
  zetMailOpnieuwInWachtrij(id: string, now: Date): Promise<OutboxMail | null>;
}
