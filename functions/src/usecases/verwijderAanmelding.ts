/** The administrator removes a sign-up; the store clears the seller's flag for that day if none remains. */
import { DomainError } from '../domain/errors';
import { MELDING_AANMELDING_ONBEKEND, type Aanmelding } from '../domain/vrijwilligers';
import type { UseCaseDeps } from './deps';

export async function verwijderAanmelding(deps: Pick<UseCaseDeps, 'store'>, id: string): Promise<Aanmelding> {
  const weg = await deps.store.verwijderAanmelding(id);
  if (!weg) throw new DomainError(404, MELDING_AANMELDING_ONBEKEND);
  return weg;
}
