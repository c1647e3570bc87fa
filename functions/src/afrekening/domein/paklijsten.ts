/** The unsold items after the fair: the packing lists, and the items given to charity. */
import type { ArtikelSleutel, GoedDoel } from '../../artikelen/domein';
import type { Afrekening, OnverkochtArtikel, VerkoperAfrekening } from './afrekening';

/**
 * The items the settlement gives to charity (every seller's `goedDoel`): once it is closed they
 * are marked so (markeerGoedDoel) and no longer on offer at the next fair. Returned items stay.
 */
export const goedDoelSleutels = (afrekening: Pick<Afrekening, 'verkopers'>): ArtikelSleutel[] =>
  afrekening.verkopers.flatMap((v) =>
    v.goedDoel.map((a) => ({ verkopersnummer: v.nummer, artikelnummer: a.artikelnummer })),
  );

/** One unsold item on a packing list: what the organisers put in a box, and whose it was. */
export interface PakRegel extends OnverkochtArtikel {
  verkopersnummer: number;
  naam: string;
}
export interface Paklijsten {
  /** Per charity, by seller and item number. */
  goedDoel: Record<GoedDoel, PakRegel[]>;
  /** What goes back to the sellers (retour, € 1 or more), by seller and item number. */
  terug: PakRegel[];
}

/** The unsold items as packing lists: a box per charity, a bag per seller who wants them back. */
export function paklijsten(verkopers: VerkoperAfrekening[]): Paklijsten {
  const goedDoel: Record<GoedDoel, PakRegel[]> = { kringloopwinkel: [], speelgoedbank: [], school: [] };
  const terug: PakRegel[] = [];
  for (const v of verkopers) {
    const van = { verkopersnummer: v.nummer, naam: v.naam };
    for (const a of v.terug) terug.push({ ...van, ...a });
    for (const { doel, ...a } of v.goedDoel) goedDoel[doel].push({ ...van, ...a });
  }
  return { goedDoel, terug };
}
