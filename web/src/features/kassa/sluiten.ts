/**
 * Closing the open receipt at Afrekenen: the receipt for the queue and what the till says, in
 * cash (what was received, the change) or by pin (issue 36: the exact amount, typed into the
 * fair's own card terminal, no change). Null while it cannot be closed (nothing on it, no amount
 * typed, or too little received in cash).
 */
import { euro } from '@backend/kern/geld';
import { afrekenen, type Betaalwijze, type BonInvoer, type BonRegel } from '@backend/kassa/domein';

export function sluitOpenBon(opties: {
  regels: readonly BonRegel[];
  betaalwijze: Betaalwijze;
  /** What was received in cash, in cents (null when nothing readable was typed); unused for pin. */
  ontvangenCent: number | null;
  id: string;
  nu: Date;
}): { bon: BonInvoer; melding: string } | null {
  const { regels, betaalwijze, id, nu } = opties;
  if (regels.length === 0) return null;
  const pin = betaalwijze === 'pin';
  // By pin the terminal takes the amount itself: received is the exact total.
  const ontvangenCent = pin ? afrekenen(regels, 0, 'pin').teBetalenCent : opties.ontvangenCent;
  if (ontvangenCent === null) return null;
  const afgerekend = afrekenen(regels, ontvangenCent, betaalwijze);
  if (afgerekend.wisselgeldCent < 0) return null;
  return {
    bon: {
      id,
      // The label's price beside the price paid (issue 54): the server checks a reduced line by it.
      regels: regels.map(({ verkopersnummer, artikelnummer, prijsCent, lijstprijsCent }) => ({
        verkopersnummer,
        artikelnummer,
        prijsCent,
        lijstprijsCent: lijstprijsCent ?? prijsCent,
      })),
      ontvangenCent,
      gesloten: nu.toISOString(),
      betaalwijze,
    },
    melding: pin
      ? `Bon gesloten. Betaald met pin: ${euro(afgerekend.teBetalenCent)}.`
      : `Bon gesloten. Te betalen ${euro(afgerekend.teBetalenCent)}, ontvangen ${euro(ontvangenCent)}, wisselgeld ${euro(afgerekend.wisselgeldCent)}.`,
  };
}
