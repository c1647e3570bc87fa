/** The administrator deletes an aflevering; the public next date follows live. */
import { nietGevonden } from '../../kern/errors';
import type { Aflevering } from '../../kern/types';
import type { Poorten } from '../../platform/poorten';
import type { SeizoenDeps } from '../deps';

export async function verwijderAflevering(
  deps: Poorten<SeizoenDeps, 'verwijderAflevering', 'live'>,
  id: string,
): Promise<Aflevering> {
  const verwijderd = await deps.store.verwijderAflevering(id);
  if (!verwijderd) throw nietGevonden('Aflevering');
  deps.live.changed();
  return verwijderd;
}
