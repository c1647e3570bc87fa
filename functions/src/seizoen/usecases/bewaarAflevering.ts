/**
 * The administrator adds or changes an aflevering; the public next date follows live. Adding the
 * next one starts the next fair closed and without the last fair's news (the store does it in the
 * same transaction, seizoen/domein/aflevering.ts), which the live pages show at once.
 */
import type { Aflevering } from '../../kern/types';
import { type AfleveringInvoer } from '../domein/schemas';
import type { Poorten } from '../../platform/poorten';
import type { SeizoenDeps } from '../deps';

/** Answers the whole list, as the admin screen shows it. */
export async function bewaarAflevering(
  deps: Poorten<SeizoenDeps, 'bewaarAflevering', 'live'>,
  invoer: AfleveringInvoer,
): Promise<Aflevering[]> {
  const lijst = await deps.store.bewaarAflevering(invoer);
  deps.live.changed();
  return lijst;
}
