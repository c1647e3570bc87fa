/** The one click from the reminder mail: no more reminders for this person. */
import type { Poorten } from '../../platform/poorten';
import type { PrivacyDeps } from '../deps';
import { persoonUitLink } from '../../registratie';

export async function meldAfVoorHerinnering(
  deps: Poorten<PrivacyDeps, 'leesDeelnemer' | 'zetHerinneringAfgemeld', 'privacyTokens'>,
  token: unknown,
): Promise<{ naam: string }> {
  const d = await persoonUitLink(deps, token, 'afmelden');
  await deps.store.zetHerinneringAfgemeld(d.id);
  return { naam: d.naam };
}
