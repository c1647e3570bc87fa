/**
 * A person's own data through their personal link (no login): who the link opens, and what
 * they see of themselves. The 'Kledingmaat' row has no such link.
 */
import { wijzigMelding } from '../../artikelen/domein/controle';
import { DomainError } from '../../kern/errors';
import { heeftEigenGegevens } from '../../registratie/domein/kledingmaat';
import type { Deelnemer } from '../../kern/types';
import { MELDING_VERWIJDERD, type TokenDoel } from '../token';
import type { Poorten } from '../../platform/poorten';
import type { PrivacyDeps } from '../deps';

/** What the seller sees of themselves: the spec's fields, nothing of the admin's notes. */
export interface EigenGegevens {
  naam: string;
  email: string;
  telefoon: string;
  nummer: number;
  aangemeld: string;
  /** false once they opted out of the reminder */
  herinnering: boolean;
  /** Whether they can enter items for the current fair now (artikelen/domein/artikelen.ts wijzigMelding). */
  artikelenOpen: boolean;
}

/** The person behind a link; 404 once they are deleted. */
export async function persoonUitLink(
  deps: Poorten<PrivacyDeps, 'leesDeelnemer', 'privacyTokens'>,
  token: unknown,
  doel: TokenDoel,
): Promise<Deelnemer> {
  const id = (await deps.privacyTokens()).lees(token, doel);
  const deelnemer = await deps.store.leesDeelnemer(id);
  if (!deelnemer || !heeftEigenGegevens(deelnemer)) throw new DomainError('niet-gevonden', MELDING_VERWIJDERD);
  return deelnemer;
}

export async function eigenGegevensVan(
  deps: Poorten<PrivacyDeps, 'leesArtikelInstellingen' | 'leesHerinneringAfgemeld' | 'leesLaatsteAflevering', 'clock'>,
  d: Deelnemer,
): Promise<EigenGegevens> {
  const { naam, email, telefoon, nummer, aangemeld } = d;
  const [afgemeld, beurs] = await Promise.all([
    deps.store.leesHerinneringAfgemeld(d.id),
    deps.store.leesLaatsteAflevering(),
  ]);
  const instellingen = beurs && (await deps.store.leesArtikelInstellingen(beurs.id));
  const artikelenOpen = instellingen !== null && wijzigMelding(deps.clock(), d, beurs, instellingen) === null;
  return { naam, email, telefoon, nummer, aangemeld, herinnering: !afgemeld, artikelenOpen };
}

export async function bekijkEigenGegevens(
  deps: Poorten<
    PrivacyDeps,
    'leesArtikelInstellingen' | 'leesDeelnemer' | 'leesHerinneringAfgemeld' | 'leesLaatsteAflevering',
    'privacyTokens' | 'clock'
  >,
  token: unknown,
): Promise<EigenGegevens> {
  return eigenGegevensVan(deps, await persoonUitLink(deps, token, 'gegevens'));
}
