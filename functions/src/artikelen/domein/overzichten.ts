/** What the API answers about items: the seller's page 'Mijn artikelen' and the administrator's overview. */
import { artikelcode } from './artikelcode';
import type { ArtikelMetCode } from './artikelen';
import { GOED_DOEL_KORT, type GoedDoel } from './goede-doelen';
import type { ArtikelInstellingen } from './instellingen';
import type { Aflevering } from '../../kern/types';

/** What the seller's page 'Mijn artikelen' shows. */
export interface MijnArtikelen {
  verkopersnummer: number;
  /** The current fair, or null before any is planned. */
  beurs: Pick<Aflevering, 'id' | 'datum'> | null;
  instellingen: ArtikelInstellingen;
  /** The deadline in effect ('yyyy-MM-ddTHH:mm', Amsterdam), or null without a fair. */
  deadline: string | null;
  /** Why the list cannot change now (wijzigMelding), or null. */
  gesloten: string | null;
  artikelen: ArtikelMetCode[];
  /**
   * The items of this seller that went to charity at the last fair whose settlement is closed
   * (they are no longer on the list above), or null when none did.
   */
  naarGoedDoel: { datum: string; artikelen: GoedDoelArtikel[] } | null;
}

/** An item the seller gave to charity, as their page shows it. */
export interface GoedDoelArtikel {
  code: string;
  artikelnummer: number;
  omschrijving: string;
  maat: string | null;
  prijsCent: number;
  /** Where it went (goede-doelen.ts GOED_DOEL_KORT). */
  doel: string;
}

/**
 * What a closed settlement says each seller gave to charity: the part of it that 'Mijn artikelen'
 * reads (the settlement, on the floor above, is that shape).
 */
export interface GoedDoelNaAfsluiting {
  verkopers: readonly { nummer: number; goedDoel: readonly GegevenAanGoedDoel[] }[];
}
type GegevenAanGoedDoel = Pick<GoedDoelArtikel, 'artikelnummer' | 'omschrijving' | 'maat' | 'prijsCent'> & {
  doel: GoedDoel;
};

/** What one seller gave to charity at a closed settlement, as their page 'Mijn artikelen' shows it. */
export const goedDoelVanVerkoper = (afrekening: GoedDoelNaAfsluiting, nummer: number): GoedDoelArtikel[] =>
  (afrekening.verkopers.find((v) => v.nummer === nummer)?.goedDoel ?? []).map((a) => ({
    code: artikelcode({ verkopersnummer: nummer, artikelnummer: a.artikelnummer }),
    artikelnummer: a.artikelnummer,
    omschrijving: a.omschrijving,
    maat: a.maat,
    prijsCent: a.prijsCent,
    doel: GOED_DOEL_KORT[a.doel],
  }));

/** One seller's line in the administrator's overview of the current fair. */
export interface ArtikelTelling {
  nummer: number;
  naam: string;
  aantal: number;
  totaalCent: number;
  retour: number;
}

export interface ArtikelenOverzicht {
  beurs: Pick<Aflevering, 'id' | 'datum'> | null;
  instellingen: ArtikelInstellingen;
  deadline: string | null;
  /** Every seller taking part, by number, with their items on offer. */
  verkopers: ArtikelTelling[];
  aantal: number;
  totaalCent: number;
}

/** The administrator's list of one seller. */
export interface VerkoperArtikelen {
  nummer: number;
  naam: string;
  artikelen: ArtikelMetCode[];
}
