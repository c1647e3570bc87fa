/** The administrator saves the news: sanitised to the allow-list, then shown live. */
import { schoonNieuws } from '../html';
import type { Nieuws } from '../../kern/types';
import type { UseCaseDeps } from '../../platform/usecase-deps';

export async function bewaarNieuws(deps: Pick<UseCaseDeps, 'store' | 'live'>, html: string): Promise<Nieuws> {
  const nieuws = await deps.store.bewaarNieuws(schoonNieuws(html));
  deps.live.changed();
  return nieuws;
}
