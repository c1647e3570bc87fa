/**
 * A person erases themselves through their personal link: the person, the mails to them and a
 * line in the erasure log (numbers only) go in one store transaction. Their place is free at once,
 * and goes to the reserve list in the same transaction.
 */
import { DomainError } from '../../kern/errors';
import { bevorderOpties, MELDING_VERWIJDERD, persoonUitLink, type LinkMetBevestiging } from '../../registratie';
import type { Poorten } from '../../platform/poorten';
import type { PrivacyDeps } from '../deps';

export async function wisOpVerzoek(
  deps: LinkMetBevestiging & Poorten<PrivacyDeps, 'wisOpVerzoek', 'live' | 'mailQueued'>,
  token: unknown,
): Promise<void> {
  const d = await persoonUitLink(deps, token, 'gegevens');
  const gewist = await deps.store.wisOpVerzoek(d.id, deps.clock(), await bevorderOpties(deps));
  if (!gewist) throw new DomainError('niet-gevonden', MELDING_VERWIJDERD);
  deps.live.changed();
  deps.mailQueued();
}
