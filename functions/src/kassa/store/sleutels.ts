import { randomBytes, randomUUID } from 'node:crypto';
import type { Kassa, KassaInvoer } from '../domein/kassa';

/** The meta key of the last seller number handed out; both adapters keep the counter under it. */
export const LAATSTE_NUMMER = 'laatsteNummer';
/** The meta key of the administrator's switch for promotion from the reserve list ('uit' = off). */
export const RESERVELIJST_AUTOMATISCH = 'reservelijstAutomatisch';

/** A desk's random `sleutel`, signed into its link: a new one makes the old link useless. */
export const nieuweKassaSleutel = () => randomBytes(18).toString('base64url');

/** A new desk as both adapters store it: its own id and key, no contact yet. */
export const nieuweKassa = (afleveringId: string, invoer: KassaInvoer, now: Date): Kassa => ({
  id: randomUUID(),
  afleveringId,
  naam: invoer.naam,
  ruimte: invoer.ruimte,
  sleutel: nieuweKassaSleutel(),
  aangemaakt: now.toISOString(),
  ingetrokken: null,
  laatsteContact: null,
  wachtend: 0,
  oudsteWachtend: null,
});
