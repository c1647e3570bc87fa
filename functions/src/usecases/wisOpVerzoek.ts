/**
 * A person erases themselves through their personal link: the person, the mails to them, and
 * a line in the erasure log (numbers only). Their place is free at once.
 */
import { DomainError } from '../domain/errors';
import { MELDING_VERWIJDERD } from '../privacy/token';
import type { UseCaseDeps } from './deps';
import { persoonUitLink } from './eigenGegevens';

export async function wisOpVerzoek(
  deps: Pick<UseCaseDeps, 'store' | 'privacyTokens' | 'clock' | 'live'>,
  token: unknown,
): Promise<void> {
  const { store, clock, live } = deps;
  const d = await persoonUitLink(deps, token, 'gegevens');
  const weg = await store.deleteDeelnemer(d.id);
  if (!weg) throw new DomainError(404, MELDING_VERWIJDERD);
  await store.deleteMailsTo(weg.email);
  await store.logErasure({
    tijd: clock().toISOString(),
    reden: 'op verzoek',
    telefoonGewist: [],
    verwijderd: [weg.nummer],
  });
  live.changed();
}
