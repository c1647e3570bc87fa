/** The administrator sets the grace period after the fair; answers the retention plan it gives. */
import type { BewaarOverzicht } from '../domain/api-types';
import { bewaarOverzicht, GRACE_SLEUTEL } from '../privacy/bewaren';
import type { UseCaseDeps } from './deps';

export async function bewaarGraceDagen(deps: Pick<UseCaseDeps, 'store'>, graceDagen: number): Promise<BewaarOverzicht> {
  await deps.store.setMeta(GRACE_SLEUTEL, String(graceDagen));
  return bewaarOverzicht(deps.store);
}
