/**
 * The mail's part of the Store port: the outbox (store/port.ts puts the areas' ports together).
 */
import type { MailBericht, OutboxMail } from '../../kern/types';

export interface OutboxStore {
  enqueueMail(mail: MailBericht, now: Date): Promise<OutboxMail>;
  /** Mails that are waiting and due, oldest first, leased so no other worker takes them. */
  claimMails(now: Date, limit: number, leaseMs: number): Promise<OutboxMail[]>;
  markMailSent(id: string, now: Date): Promise<void>;
  /** Records a failure; with nextAttempt null the mail is given up ('mislukt'). */
  markMailFailed(id: string, error: string, nextAttempt: Date | null): Promise<void>;
  listMails(status?: OutboxMail['status']): Promise<OutboxMail[]>;
  /** How many mails have this status, without reading them (the waiting queue is thousands at an opening). */
  countMails(status: OutboxMail['status']): Promise<number>;
  /** Puts a failed mail back in the queue, due now. */
  retryMail(id: string, now: Date): Promise<OutboxMail | null>;
}
