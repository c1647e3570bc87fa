/** A person corrects their own name, e-mail or phone; the reserved name stays reserved. */
import { weigerGereserveerdeNaam } from '../../registratie/domein';
import type { NieuweDeelnemer } from '../../kern/types';
import type { Poorten } from '../../platform/poorten';
import type { PrivacyDeps } from '../deps';
import { persoonUitLink } from '../../registratie';
import { eigenGegevensVan, type EigenGegevens } from './eigenGegevens';

export async function verbeterEigenGegevens(
  deps: Poorten<
    PrivacyDeps,
    | 'leesAfrekeningGeslotenOp'
    | 'leesAfrekeningInstellingen'
    | 'leesArtikelInstellingen'
    | 'leesDeelnemer'
    | 'leesHerinneringAfgemeld'
    | 'leesLaatsteAflevering'
    | 'wijzigDeelnemer',
    'privacyTokens' | 'clock'
  >,
  token: unknown,
  invoer: NieuweDeelnemer,
): Promise<EigenGegevens> {
  const d = await persoonUitLink(deps, token, 'gegevens');
  weigerGereserveerdeNaam(invoer);
  const nieuw = await deps.store.wijzigDeelnemer({
    ...d,
    naam: invoer.naam,
    email: invoer.email,
    telefoon: invoer.telefoon,
  });
  return eigenGegevensVan(deps, nieuw);
}
