/**
 * The administrator gives a desk a new link (a lost phone, a revoked desk back in use): the
 * old link stops working, the desk's receipts stay.
 */
import { nietGevonden } from '../../kern/errors';
import { type KassaVoorBeheer } from '../domein/overzicht';
import type { Poorten } from '../../platform/poorten';
import type { KassaDeps } from '../deps';
import { voorBeheer } from './kassaOverzicht';

export async function vernieuwKassaLink(
  deps: Poorten<KassaDeps, 'vernieuwKassaSleutel', 'kassaTokens' | 'publicUrl' | 'log'>,
  id: string,
): Promise<KassaVoorBeheer> {
  const kassa = await deps.store.vernieuwKassaSleutel(id);
  if (!kassa) throw nietGevonden('Kassa');
  deps.log(`Kassa heeft een nieuwe link: ${kassa.naam}`);
  return voorBeheer(deps, kassa);
}
