/** The administrator sets the grace period after the fair; answers the retention plan it gives. */
import type { BewaarOverzicht } from '../domein/bewaren';
import { bewaarOverzicht, GRACE_SLEUTEL } from '../bewaren';
import type { Poorten } from '../../platform/poorten';
import type { PrivacyDeps } from '../deps';

export async function bewaarGraceDagen(
  deps: Poorten<
    PrivacyDeps,
    'zetMeta' | 'leesMeta' | 'leesDeelnemers' | 'leesWislog' | 'leesWachtenden' | 'leesAfleveringen'
  >,
  graceDagen: number,
): Promise<BewaarOverzicht> {
  await deps.store.zetMeta(GRACE_SLEUTEL, String(graceDagen));
  return bewaarOverzicht(deps.store);
}
