/**
 * The person behind a personal link (registratie/links.ts; no login): every area that opens a
 * seller's own page through their mail asks this. The 'Kledingmaat' row has no such link.
 */
import { DomainError } from '../../kern/errors';
import { heeftEigenGegevens } from '../domein/kledingmaat';
import type { Deelnemer } from '../../kern/types';
import { MELDING_VERWIJDERD, type TokenDoel } from '../links';
import type { Poorten } from '../../platform/poorten';
import type { RegistratieDeps } from '../deps';

/** The person behind a link; 404 once they are deleted. */
export async function persoonUitLink(
  deps: Poorten<RegistratieDeps, 'leesDeelnemer', 'privacyTokens'>,
  token: unknown,
  doel: TokenDoel,
): Promise<Deelnemer> {
  const id = (await deps.privacyTokens()).lees(token, doel);
  const deelnemer = await deps.store.leesDeelnemer(id);
  if (!deelnemer || !heeftEigenGegevens(deelnemer)) throw new DomainError('niet-gevonden', MELDING_VERWIJDERD);
  return deelnemer;
}
