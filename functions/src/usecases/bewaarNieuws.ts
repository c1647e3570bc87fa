/** The administrator saves the news: sanitised to the allow-list, then shown live. */
import { schoonNieuws } from '../api/nieuws-html';
import type { Nieuws } from '../domain/types';
import type { UseCaseDeps } from './deps';

export async function bewaarNieuws(deps: Pick<UseCaseDeps, 'store' | 'live'>, html: string): Promise<Nieuws> {
  const nieuws = await deps.store.saveNieuws(schoonNieuws(html));
  deps.live.changed();
  return nieuws;
}
