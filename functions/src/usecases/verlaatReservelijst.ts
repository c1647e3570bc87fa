/** A person leaves the reserve list through the personal link in their mail. */
import { DomainError } from '../domain/errors';
import { MELDING_NIET_OP_RESERVELIJST } from '../domain/reservelijst';
import type { UseCaseDeps } from './deps';

export async function verlaatReservelijst(
  deps: Pick<UseCaseDeps, 'store' | 'privacyTokens'>,
  token: unknown,
): Promise<void> {
  const id = (await deps.privacyTokens()).lees(token, 'reservelijst');
  // Gone already: left before, removed by the administrator, or promoted to a seller.
  if (!(await deps.store.verwijderVanReservelijst(id))) throw new DomainError(404, MELDING_NIET_OP_RESERVELIJST);
}
