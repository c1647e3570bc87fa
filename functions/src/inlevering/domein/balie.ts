/**
 * What a drop-off or pick-up desk is shown of a seller: number, first name, items and states,
 * never an address or phone number (the desk is a volunteer's phone). Pure, shared with the web app.
 */
import type { ArtikelMetCode } from '../../artikelen/domein';
import type { OnverkochtArtikel } from '../../afrekening/domein';
import type { ArtikelStatus } from './status';
import type { Inlevering } from './inlevering';
export { voornaam } from './inlevering';
import type { InleverVoortgang, OphaalGeld, OphaalVoortgang } from './voortgang';

export type InleverArtikel = Pick<
  ArtikelMetCode,
  'artikelnummer' | 'code' | 'omschrijving' | 'soort' | 'maat' | 'prijsCent' | 'retour' | 'ruimte'
> & { status: ArtikelStatus };

/** A seller opened at the drop-off desk. */
export interface InleverVerkoper {
  nummer: number;
  voornaam: string;
  /**
   * Never silent: not taking part, on the reserve list. The maximum's warning follows the
   * handing in as it goes (meldingen.ts waarschuwingTeVeel), so the screen adds it.
   */
  waarschuwingen: string[];
  artikelen: InleverArtikel[];
  inlevering: Inlevering;
  /** "Retour bij inleveren": the seller's hand-written labels come back when unsold. */
  retourBijInleveren: boolean;
  maxArtikelen: number;
  /** Drop-off is over once the settlement is closed: the desk shows, but changes nothing. */
  afrekeningGesloten: boolean;
}

/** An item to hand back at pick-up, ticked off or missing. */
export interface OphaalArtikel extends OnverkochtArtikel {
  code: string;
  status: 'klaar' | 'terug' | 'vermist';
}

/** A seller opened at the pick-up desk: the envelope (or transfer) and the items to hand back. */
export interface OphaalVerkoper extends OphaalGeld {
  /** 'Envelop € 12,35', what the seller still owes, or 'Wordt overgemaakt € 8,87'. */
  envelop: string;
  verkocht: number;
  artikelen: OphaalArtikel[];
  /** Unsold items that went to charity (not retour, under € 1): the seller does not get them. */
  goedDoel: number;
  inlevering: Inlevering;
}

/** A step from a device or a screen: its id (the device's, so a resend is recognised). */
export interface GenummerdeStap {
  id: string;
  verkopersnummer: number;
}

/** What the server did with one step: applied (or already so), or refused with a message. */
export interface StapUitkomst {
  id: string;
  verkopersnummer: number;
  /** The seller's record after the step (also when it changed nothing). */
  inlevering: Inlevering | null;
  gewijzigd: boolean;
  /** A refusal the device shows and does not send again (the settlement closed meanwhile). */
  fout: string | null;
}

export interface StappenAntwoord {
  uitkomsten: StapUitkomst[];
}

export type { InleverVoortgang, OphaalVoortgang };

/** The headers in which a desk's device says what waits on it, with every call (as the till's heartbeat). */
export const WACHTEND_HEADER = 'x-balie-wachtend';
export const OUDSTE_WACHTEND_HEADER = 'x-balie-oudste-wachtend';
