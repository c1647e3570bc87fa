/** The administrator deletes a contact person. */
import { notFound } from '../../kern/errors';
import type { Contactpersoon } from '../../kern/types';
import type { UseCaseDeps } from '../../platform/usecase-deps';

export async function verwijderContactpersoon(deps: Pick<UseCaseDeps, 'store'>, id: string): Promise<Contactpersoon> {
  const verwijderd = await deps.store.verwijderContactpersoon(id);
  if (!verwijderd) throw notFound('Contactpersoon');
  return verwijderd;
}
