/**
 * Receipts as both adapters answer them: the same order, the double sales marked, the id as it is
 * stored, and the same refusal to void one (sleutels.ts: the desks, as both make them).
 */
import { conflict } from '../../kern/errors';
import {
  annuleringGeweigerd,
  bonId,
  bonVolgorde,
  isBonId,
  markeerDubbeleVerkopen,
  pinBesluitGeweigerd,
  type Bon,
} from '../domein/kassa';

/** A fair's receipts as leesBonnen answers them: in the order they were closed, the double sales marked. */
export const bonnenVanBeurs = (bonnen: Bon[]) => markeerDubbeleVerkopen(bonnen.sort(bonVolgorde));

/** Receipts in the order they were closed (the ones kept apart after closing). */
export const inBonVolgorde = (bonnen: Bon[]) => bonnen.sort(bonVolgorde);

/** A receipt as it is stored: its id in lower case (refused, 400, when it is no UUID). */
export const opgeslagenBon = <T extends Pick<Bon, 'id'>>(bon: T): T => ({ ...bon, id: bonId(bon.id) });

/** The stored id of the receipt a call names, or null when it is no receipt id: then there is none. */
export const opgeslagenBonId = (id: string): string | null => (isBonId(id) ? bonId(id) : null);

/**
 * Refuses (409) to void a receipt that is voided already, or whose fair's settlement is closed:
 * both read in the voiding transaction.
 */
export function weigerAnnulering(bon: Pick<Bon, 'geannuleerd'>, afrekeningGesloten: boolean): void {
  const geweigerd = annuleringGeweigerd(bon, afrekeningGesloten);
  if (geweigerd) throw conflict(geweigerd);
}

/** Refuses (409) a decision on how a receipt's pin is counted where pinBesluitGeweigerd says so, read in its transaction. */
export function weigerPinBesluit(bon: Pick<Bon, 'geannuleerd' | 'pinTerwijlUit'>, afrekeningGesloten: boolean): void {
  const geweigerd = pinBesluitGeweigerd(bon, afrekeningGesloten);
  if (geweigerd) throw conflict(geweigerd);
}
