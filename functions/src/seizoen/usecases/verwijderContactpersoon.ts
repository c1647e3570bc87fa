/** The administrator deletes a contact person. */
import { nietGevonden } from '../../kern/errors';
import type { Contactpersoon } from '../../kern/types';
import type { Poorten } from '../../platform/poorten';
import type { SeizoenDeps } from '../deps';

export async function verwijderContactpersoon(
  deps: Poorten<SeizoenDeps, 'verwijderContactpersoon'>,
  id: string,
): Promise<Contactpersoon> {
  const verwijderd = await deps.store.verwijderContactpersoon(id);
  if (!verwijderd) throw nietGevonden('Contactpersoon');
  return verwijderd;
}
