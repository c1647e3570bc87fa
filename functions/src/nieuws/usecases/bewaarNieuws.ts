/** The administrator saves the news: sanitised to the allow-list, checked to fit, then shown live. */
import { controleerNieuwsLengte } from '../domein/nieuws';
import type { Nieuws } from '../../kern/types';
import type { Poorten } from '../../platform/poorten';
import type { NieuwsDeps } from '../deps';

export async function bewaarNieuws(deps: Poorten<NieuwsDeps, 'bewaarNieuws', 'live'>, html: string): Promise<Nieuws> {
  // Loaded on first use, not at every cold start of the function: sanitize-html brings postcss (bench:koude-start).
  const { schoonNieuws } = await import('../html');
  const schoon = schoonNieuws(html);
  controleerNieuwsLengte(schoon);
  const nieuws = await deps.store.bewaarNieuws(schoon);
  deps.live.changed();
  return nieuws;
}
