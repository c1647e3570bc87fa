/**
 * The treasurer's decision on a receipt paid by pin while pin was off (Nakijken, issue 50): the
 * money came in by pin after all, or in cash; null takes the decision back. Who and when are kept.
 */
import { nietGevonden } from '../../kern/errors';
import { BETAALWIJZE_NAAM, type Betaalwijze, type Bon } from '../domein/kassa';
import type { Poorten } from '../../platform/poorten';
import type { KassaDeps } from '../deps';

export async function beslisOverPin(
  deps: Poorten<KassaDeps, 'zetPinBesluit', 'clock' | 'log'>,
  id: string,
  betaalwijze: Betaalwijze | null,
  door: string,
): Promise<Bon> {
  const besluit = betaalwijze === null ? null : { betaalwijze, door, op: deps.clock().toISOString() };
  const bon = await deps.store.zetPinBesluit(id, besluit);
  if (!bon) throw nietGevonden('Bon');
  deps.log(
    `Pinbon ${bon.id} (pin stond uit): ${betaalwijze === null ? 'besluit teruggenomen' : `telt als ${BETAALWIJZE_NAAM[betaalwijze].toLowerCase()}`} door ${door}`,
  );
  return bon;
}
