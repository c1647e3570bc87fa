/** The administrator revokes a desk's link: from now on its token is refused. */
import { nietGevonden } from '../../kern/errors';
import { type KassaVoorBeheer } from '../domein/overzicht';
import type { Poorten } from '../../platform/poorten';
import type { KassaDeps } from '../deps';
import { voorBeheer } from './kassaOverzicht';

export async function trekKassaIn(
  deps: Poorten<KassaDeps, 'trekKassaIn', 'clock' | 'kassaTokens' | 'publicUrl' | 'log'>,
  id: string,
): Promise<KassaVoorBeheer> {
  const kassa = await deps.store.trekKassaIn(id, deps.clock());
  if (!kassa) throw nietGevonden('Kassa');
  deps.log(`Kassa ingetrokken: ${kassa.naam}`);
  return voorBeheer(deps, kassa);
}
