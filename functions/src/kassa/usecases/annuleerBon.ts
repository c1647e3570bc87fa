/** Only the administrator voids a closed receipt; who and when are kept on it. */
import { nietGevonden } from '../../kern/errors';
import type { Bon } from '../domein/kassa';
import type { Poorten } from '../../platform/poorten';
import type { KassaDeps } from '../deps';

export async function annuleerBon(
  deps: Poorten<KassaDeps, 'annuleerBon', 'clock' | 'log'>,
  id: string,
  door: string,
): Promise<Bon> {
  const bon = await deps.store.annuleerBon(id, { door, op: deps.clock().toISOString() });
  if (!bon) throw nietGevonden('Bon');
  deps.log(`Bon ${bon.id} geannuleerd door ${door}`);
  return bon;
}
