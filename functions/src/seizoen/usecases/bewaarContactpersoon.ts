/** The administrator adds or changes a contact person (shown on the public pages and in mails). */
import type { Contactpersoon } from '../../kern/types';
import { type ContactpersoonInvoer } from '../domein/schemas';
import type { Poorten } from '../../platform/poorten';
import type { SeizoenDeps } from '../deps';

export async function bewaarContactpersoon(
  deps: Poorten<SeizoenDeps, 'bewaarContactpersoon'>,
  invoer: ContactpersoonInvoer,
): Promise<Contactpersoon> {
  return deps.store.bewaarContactpersoon(invoer);
}
