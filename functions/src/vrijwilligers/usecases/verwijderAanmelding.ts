/** The administrator removes a sign-up; the store clears the seller's flag for that day if none remains. */
import { DomainError } from '../../kern/errors';
import { MELDING_AANMELDING_ONBEKEND, type Aanmelding } from '../domein/vrijwilligers';
import type { Poorten } from '../../platform/poorten';
import type { VrijwilligersDeps } from '../deps';

export async function verwijderAanmelding(
  deps: Poorten<VrijwilligersDeps, 'verwijderAanmelding'>,
  id: string,
): Promise<Aanmelding> {
  const weg = await deps.store.verwijderAanmelding(id);
  if (!weg) throw new DomainError('niet-gevonden', MELDING_AANMELDING_ONBEKEND);
  return weg;
}
