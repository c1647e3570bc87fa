/** The unsold items after the fair: the packing lists, and what went to charity per seller. */
import { artikelcode, type ArtikelSleutel } from '../../artikelen/domein/artikelcode';
import type { GoedDoelArtikel } from '../../artikelen/domein/overzichten';
import type { Afrekening, OnverkochtArtikel, VerkoperAfrekening } from './afrekening';
import { GOED_DOEL_KORT, type GoedDoel } from './goede-doelen';

/**
 * The items the settlement gives to charity (every seller's `goedDoel`): once it is closed they
 * are marked so (markeerGoedDoel) and no longer on offer at the next fair. Returned items stay.
 */
export const goedDoelSleutels = (afrekening: Pick<Afrekening, 'verkopers'>): ArtikelSleutel[] =>
  afrekening.verkopers.flatMap((v) =>
    v.goedDoel.map((a) => ({ verkopersnummer: v.nummer, artikelnummer: a.artikelnummer })),
  );

/** What one seller gave to charity at a closed settlement, as their page 'Mijn artikelen' shows it. */
export const goedDoelVanVerkoper = (afrekening: Pick<Afrekening, 'verkopers'>, nummer: number): GoedDoelArtikel[] =>
  (afrekening.verkopers.find((v) => v.nummer === nummer)?.goedDoel ?? []).map((a) => ({
    code: artikelcode({ verkopersnummer: nummer, artikelnummer: a.artikelnummer }),
    artikelnummer: a.artikelnummer,
    omschrijving: a.omschrijving,
    maat: a.maat,
    prijsCent: a.prijsCent,
    doel: GOED_DOEL_KORT[a.doel],
  }));

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
