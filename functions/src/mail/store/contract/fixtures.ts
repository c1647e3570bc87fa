/** The mails of the Store contract: one to write, and how the outbox answers it right after. */
import type { MailBericht, OutboxMail } from '../../../kern/types';

export const bericht = (i: number): MailBericht => ({
  to: `ontvanger${i}@voorbeeld.nl`,
  subject: `Onderwerp ${i}`,
  text: `Tekst ${i}`,
  html: `<p>Tekst ${i}</p>`,
});

/** A mail as the outbox answers it right after it was written at `now`. */
export const wachtend = (id: string, mail: MailBericht, now: Date): OutboxMail => ({
  id,
  ...mail,
  status: 'wachtend',
  attempts: 0,
  error: null,
  created: now.toISOString(),
  nextAttempt: now.toISOString(),
  sent: null,
});
