/**
 * The administrator switches "Pinnen aan de kassa" (issue 36). A desk learns it at its next
 * heartbeat or load; receipts already made keep how they were paid (kassa/domein/kassa.ts maakBon),
 * also a pin receipt made offline before the switch went off.
 */
import { nieuweKassaInstellingen, type KassaInstellingen } from '../domein/kassa';
import type { Poorten } from '../../platform/poorten';
import type { KassaDeps } from '../deps';

export async function zetKassaInstellingen(
  deps: Poorten<KassaDeps, 'bewaarKassaInstellingen' | 'leesKassaInstellingen', 'clock' | 'log'>,
  gewenst: Pick<KassaInstellingen, 'pinnen'>,
): Promise<KassaInstellingen> {
  const huidig = await deps.store.leesKassaInstellingen();
  const bewaard = await deps.store.bewaarKassaInstellingen(nieuweKassaInstellingen(huidig, gewenst, deps.clock()));
  deps.log(`Pinnen aan de kassa: ${bewaard.pinnen ? 'aan' : 'uit'}`);
  return bewaard;
}
