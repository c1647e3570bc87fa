/** The administrator adds or changes a contact person (shown on the public pages and in mails). */
import type { Contactpersoon } from '../../kern/types';
import { type ContactpersoonInvoer } from '../domein/schemas';
import type { SeizoenDeps } from '../deps';

export async function bewaarContactpersoon(
  deps: Pick<SeizoenDeps, 'store'>,
  invoer: ContactpersoonInvoer,
): Promise<Contactpersoon> {
  return deps.store.bewaarContactpersoon(invoer);
}
