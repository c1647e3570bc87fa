/** The administrator sends a failed mail again: back in the queue, due now. */
import { nietGevonden } from '../../kern/errors';
import type { OutboxMail } from '../../kern/types';
import type { Poorten } from '../../platform/poorten';
import type { MailDeps } from '../deps';

export async function herhaalMail(
  deps: Poorten<MailDeps, 'zetMailOpnieuwInWachtrij', 'clock' | 'mailQueued'>,
  id: string,
): Promise<OutboxMail> {
  const mail = await deps.store.zetMailOpnieuwInWachtrij(id, deps.clock());
  if (!mail) throw nietGevonden('Mail');
  deps.mailQueued();
  return mail;
}
