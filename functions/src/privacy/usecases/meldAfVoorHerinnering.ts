/** The one click from the reminder mail: no more reminders for this person. */
import type { UseCaseDeps } from '../../platform/usecase-deps';
import { persoonUitLink } from './eigenGegevens';

export async function meldAfVoorHerinnering(
  deps: Pick<UseCaseDeps, 'store' | 'privacyTokens'>,
  token: unknown,
): Promise<{ naam: string }> {
  const d = await persoonUitLink(deps, token, 'afmelden');
  await deps.store.zetHerinneringAfgemeld(d.id);
  return { naam: d.naam };
}
