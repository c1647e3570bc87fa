/** A new desk and its key, as both adapters make them. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kassa, KassaInvoer } from '../domein/kassa';

/** A desk's random `sleutel`, signed into its link: a new one makes the old link useless. */
export const nieuweKassaSleutel = () => randomBytes(18).toString('base64url');

/** A new desk as both adapters store it: its own id and key, no contact yet. */
export const nieuweKassa = (afleveringId: string, invoer: KassaInvoer, now: Date): Kassa => ({
  id: randomUUID(),
  afleveringId,
  naam: invoer.naam,
  ruimte: invoer.ruimte,
  taak: invoer.taak ?? 'verkopen',
  sleutel: nieuweKassaSleutel(),
  aangemaakt: now.toISOString(),
  ingetrokken: null,
  laatsteContact: null,
  wachtend: 0,
  oudsteWachtend: null,
});
