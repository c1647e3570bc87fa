/**
 * Firebase: the extension tries a mail once and marks a failure ERROR ('mislukt'). This puts
 * failed mails back in the queue (state RETRY, which the extension picks up again) on the
 * standalone worker's backoff schedule, counted from when the mail was written, until
 * MAX_POGINGEN attempts; after that only the administrator's retry sends it again.
 */
import type { OutboxMail } from '../kern/types';
import type { OutboxStore } from './store/port';
import type { Log } from '../platform/log';
import { MAX_POGINGEN, wachttijdMs } from './pogingen';

export function isOpnieuwAanDeBeurt(mail: OutboxMail, now: Date, maxPogingen = MAX_POGINGEN): boolean {
  if (mail.status !== 'mislukt' || mail.attempts >= maxPogingen) return false;
  let wacht = 0;
  for (let poging = 1; poging <= mail.attempts; poging++) wacht += wachttijdMs(poging);
  return now.getTime() - Date.parse(mail.created) >= wacht;
}

export async function herhaalMislukteMails(
  store: Pick<OutboxStore, 'leesMails' | 'zetMailOpnieuwInWachtrij'>,
  now: Date,
  log: Log,
): Promise<number> {
  const aanDeBeurt = (await store.leesMails('mislukt')).filter((mail) => isOpnieuwAanDeBeurt(mail, now));
  for (const mail of aanDeBeurt) await store.zetMailOpnieuwInWachtrij(mail.id, now);
  if (aanDeBeurt.length > 0) log(`${aanDeBeurt.length} mislukte mail(s) opnieuw in de wachtrij gezet.`);
  return aanDeBeurt.length;
}
