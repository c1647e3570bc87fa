/** The administrator adds or changes a contact person (shown on the public pages and in mails). */
import type { Contactpersoon } from '../domain/types';
import type { ContactpersoonInvoer } from '../domain/validatie';
import type { UseCaseDeps } from './deps';

export async function bewaarContactpersoon(
  deps: Pick<UseCaseDeps, 'store'>,
  invoer: ContactpersoonInvoer,
): Promise<Contactpersoon> {
  return deps.store.saveContactpersoon(invoer);
}
