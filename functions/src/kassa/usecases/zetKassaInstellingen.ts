/**
 * The administrator switches "Pinnen aan de kassa" (issue 36). A desk learns it at its next
 * heartbeat or load; receipts already made keep how they were paid (kassa/domein/kassa.ts maakBon).
 */
import type { KassaInstellingen } from '../domein/kassa';
import type { Poorten } from '../../platform/poorten';
import type { KassaDeps } from '../deps';

export async function zetKassaInstellingen(
  deps: Poorten<KassaDeps, 'bewaarKassaInstellingen', 'log'>,
  instellingen: KassaInstellingen,
): Promise<KassaInstellingen> {
  const bewaard = await deps.store.bewaarKassaInstellingen(instellingen);
  deps.log(`Pinnen aan de kassa: ${bewaard.pinnen ? 'aan' : 'uit'}`);
  return bewaard;
}
