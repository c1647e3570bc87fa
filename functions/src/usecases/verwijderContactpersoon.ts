/** The administrator deletes a contact person. */
import { notFound } from '../domain/errors';
import type { Contactpersoon } from '../domain/types';
import type { UseCaseDeps } from './deps';

export async function verwijderContactpersoon(deps: Pick<UseCaseDeps, 'store'>, id: string): Promise<Contactpersoon> {
  const verwijderd = await deps.store.deleteContactpersoon(id);
  if (!verwijderd) throw notFound('Contactpersoon');
  return verwijderd;
}
