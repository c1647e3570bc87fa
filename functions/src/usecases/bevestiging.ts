/** The confirmation mail with the person's own link, as registration and the mail button send it. */
import type { Deelnemer, MailBericht } from '../domain/types';
import { bevestigingsMail } from '../mail/templates';
import { gegevensLink } from '../privacy/token';
import type { UseCaseDeps } from './deps';

export async function bevestigingVoor(
  deps: Pick<UseCaseDeps, 'mailContext' | 'privacyTokens'>,
): Promise<(deelnemer: Deelnemer) => MailBericht> {
  const [context, tokens] = await Promise.all([deps.mailContext(), deps.privacyTokens()]);
  return (d) => bevestigingsMail(d, context, gegevensLink(context.publicUrl, tokens.maak(d.id, 'gegevens')));
}
