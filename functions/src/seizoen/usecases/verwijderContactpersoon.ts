/** The administrator deletes a contact person. */
import { nietGevonden } from '../../kern/errors';
import type { Contactpersoon } from '../../kern/types';
import type { SeizoenDeps } from '../deps';

export async function verwijderContactpersoon(deps: Pick<SeizoenDeps, 'store'>, id: string): Promise<Contactpersoon> {
  const verwijderd = await deps.store.verwijderContactpersoon(id);
  if (!verwijderd) throw nietGevonden('Contactpersoon');
  return verwijderd;
}
