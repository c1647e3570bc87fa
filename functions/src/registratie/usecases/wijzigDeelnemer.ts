/**
 * The administrator changes a person: the 'Kledingmaat' row keeps its name, no one else takes it.
 * A place freed by making someone inactive goes to the reserve list.
 */
import { nietGevonden } from '../../kern/errors';
import { controleerNaamwijziging } from '../domein/kledingmaat';
import type { Deelnemer } from '../../kern/types';
import { type DeelnemerUpdate } from '../domein/schemas';
import { bevorderOpties } from './bevestiging';
import type { Poorten } from '../../platform/poorten';
import type { RegistratieDeps } from '../deps';

export async function wijzigDeelnemer(
  deps: Poorten<
    RegistratieDeps,
    'leesArtikelInstellingen' | 'leesInstellingen' | 'leesDeelnemer' | 'wijzigDeelnemer',
    'live' | 'clock' | 'mailContext' | 'privacyTokens' | 'mailQueued'
  >,
  update: DeelnemerUpdate,
): Promise<Deelnemer> {
  const bestaand = await deps.store.leesDeelnemer(update.id);
  if (!bestaand) throw nietGevonden('Deelnemer');
  controleerNaamwijziging(bestaand, update);
  const deelnemer = await deps.store.wijzigDeelnemer(update, await bevorderOpties(deps));
  deps.live.changed();
  deps.mailQueued();
  return deelnemer;
}
