/** The administrator deletes a contact person. */
import { nietGevonden } from '../../kern/errors';
import type { Contactpersoon } from '../../kern/types';
import type { UseCaseDeps } from '../../platform/usecase-deps';

export async function verwijderContactpersoon(deps: Pick<UseCaseDeps, 'store'>, id: string): Promise<Contactpersoon> {
  const verwijderd = await deps.store.verwijderContactpersoon(id);
  if (!verwijderd) throw nietGevonden('Contactpersoon');
  return verwijderd;
}
