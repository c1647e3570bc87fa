/** The confirmation mail with the person's own link, as registration and the mail button send it. */
import type { Deelnemer, MailBericht } from '../domain/types';
import { bevestigingsMail } from '../mail/templates';
import { gegevensLink } from '../privacy/token';
import type { BevorderOptions } from '../store/port';
import type { UseCaseDeps } from './deps';

export async function bevestigingVoor(
  deps: Pick<UseCaseDeps, 'mailContext' | 'privacyTokens'>,
  opties: { vanReservelijst?: boolean } = {},
): Promise<(deelnemer: Deelnemer) => MailBericht> {
  const [context, tokens] = await Promise.all([deps.mailContext(), deps.privacyTokens()]);
  return (d) => bevestigingsMail(d, context, gegevensLink(context.publicUrl, tokens.maak(d.id, 'gegevens')), opties);
}

/**
 * What a change that can free a place gives the store: people promoted from the reserve list
 * get the confirmation that says so.
 */
export async function bevorderOpties(
  deps: Pick<UseCaseDeps, 'mailContext' | 'privacyTokens' | 'clock'>,
): Promise<BevorderOptions> {
  return { now: deps.clock(), mail: await bevestigingVoor(deps, { vanReservelijst: true }) };
}
