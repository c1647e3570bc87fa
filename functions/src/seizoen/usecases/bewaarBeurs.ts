/** The administrator saves the fair's details, which the public pages show live. */
import type { Beurs } from '../../kern/types';
import type { Poorten } from '../../platform/poorten';
import type { SeizoenDeps } from '../deps';

export async function bewaarBeurs(deps: Poorten<SeizoenDeps, 'bewaarBeurs', 'live'>, invoer: Beurs): Promise<Beurs> {
  const beurs = await deps.store.bewaarBeurs(invoer);
  deps.live.changed();
  return beurs;
}
