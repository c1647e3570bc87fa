/** A person leaves the reserve list through the personal link in their mail. */
import { DomainError } from '../../kern/errors';
import { MELDING_NIET_OP_RESERVELIJST } from '../domein/reservelijst';
import type { Poorten } from '../../platform/poorten';
import type { RegistratieDeps } from '../deps';

export async function verlaatReservelijst(
  deps: Poorten<RegistratieDeps, 'verwijderVanReservelijst', 'privacyTokens'>,
  token: unknown,
): Promise<void> {
  const id = (await deps.privacyTokens()).lees(token, 'reservelijst');
  // Gone already: left before, removed by the administrator, or promoted to a seller.
  if (!(await deps.store.verwijderVanReservelijst(id)))
    throw new DomainError('niet-gevonden', MELDING_NIET_OP_RESERVELIJST);
}
