/** The administrator deletes a person; never the 'Kledingmaat' row. The freed place goes to the reserve list. */
import { nietGevonden } from '../../kern/errors';
import { weigerVerwijderen } from '../domein/kledingmaat';
import type { Deelnemer } from '../../kern/types';
import { bevorderOpties } from './bevestiging';
import type { Poorten } from '../../platform/poorten';
import type { RegistratieDeps } from '../deps';

export async function verwijderDeelnemer(
  deps: Poorten<
    RegistratieDeps,
    'leesArtikelInstellingen' | 'leesInstellingen' | 'leesDeelnemer' | 'verwijderDeelnemer',
    'live' | 'clock' | 'mailContext' | 'privacyTokens' | 'mailQueued'
  >,
  id: string,
): Promise<Deelnemer> {
  const bestaand = await deps.store.leesDeelnemer(id);
  if (!bestaand) throw nietGevonden('Deelnemer');
  weigerVerwijderen(bestaand);
  const verwijderd = await deps.store.verwijderDeelnemer(bestaand.id, await bevorderOpties(deps));
  if (!verwijderd) throw nietGevonden('Deelnemer');
  deps.live.changed();
  deps.mailQueued();
  return verwijderd;
}
