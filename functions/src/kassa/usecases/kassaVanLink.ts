/**
 * Which desk a device is: its link's token, checked against the desk as stored now, so a
 * revoked desk, a replaced link or a desk of an earlier fair is refused at once (401), whatever
 * the device cached.
 */
import { nietHerkend, verboden } from '../../kern/errors';
import {
  MELDING_KASSA_ANDERE_BEURS,
  MELDING_KASSA_INGETROKKEN,
  MELDING_VERKEERDE_TAAK,
  type Kassa,
  type KassaTaak,
} from '../domein/kassa';
import { MELDING_KASSA_LINK_ONGELDIG } from '../token';
import type { Poorten } from '../../platform/poorten';
import type { KassaDeps } from '../deps';

/** `taak`: what the page asking is for; a desk set up for another task is refused (403). */
export async function kassaVanLink(
  deps: Poorten<KassaDeps, 'leesKassa' | 'leesLaatsteAflevering', 'kassaTokens'>,
  token: unknown,
  taak: KassaTaak,
): Promise<Kassa> {
  const { k, s } = (await deps.kassaTokens()).lees(token);
  const kassa = await deps.store.leesKassa(k);
  if (!kassa || kassa.sleutel !== s) throw nietHerkend(MELDING_KASSA_LINK_ONGELDIG);
  if (kassa.ingetrokken) throw nietHerkend(MELDING_KASSA_INGETROKKEN);
  // A desk belongs to one fair: once the next one is current, last fair's links stop, so a
  // device left in a drawer cannot read the new fair's items or send receipts to the old one.
  if ((await deps.store.leesLaatsteAflevering())?.id !== kassa.afleveringId) {
    throw nietHerkend(MELDING_KASSA_ANDERE_BEURS);
  }
  if (kassa.taak !== taak) throw verboden(MELDING_VERKEERDE_TAAK(kassa.taak));
  return kassa;
}
