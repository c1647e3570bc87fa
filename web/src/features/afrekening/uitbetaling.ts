/**
 * Paying sellers by bank (issue 36), as the screens see it: the seller's own view of their
 * choice (the IBAN masked by the server) and what the screens say for a seller paid by bank.
 */
import { bedrag, envelopTekst } from '@backend/afrekening/domein/weergave';
import type { VerkoperAfrekening } from '@backend/afrekening/domein/afrekening';

/** What the seller sees under "Uitbetaling" (GET and PUT /api/mijn-gegevens/uitbetaling). */
export interface EigenUitbetaling {
  wijze: 'contant' | 'bank';
  /** Masked, 'NL** **** **** 4300'; null when paid in cash. */
  iban: string | null;
  tenaamstelling: string | null;
  /** The fair offers bank payout. */
  aangeboden: boolean;
  /** The choice can change now: offered, and the settlement is not closed. */
  wijzigbaar: boolean;
  /** Why not, or null. */
  melding: string | null;
}

/** What the seller sends. */
export type UitbetalingKeuze = { wijze: 'contant' } | { wijze: 'bank'; iban: string; tenaamstelling: string };

/** Paid by bank with something to transfer: no envelope for this seller. */
export const perBank = (v: Pick<VerkoperAfrekening, 'uitbetaling' | 'overmakenCent'>) =>
  v.uitbetaling === 'bank' && v.overmakenCent > 0;

/** The envelope line, or 'overmaken € 8,87' for a seller paid by bank. */
export const uitbetaalTekst = (
  v: Pick<VerkoperAfrekening, 'uitbetaling' | 'overmakenCent' | 'envelopCent' | 'nogTeBetalenCent'>,
) => (perBank(v) ? `overmaken ${bedrag(v.overmakenCent)}` : envelopTekst(v));

/** The batch marked as paid: who, when (on the settlement's GET). */
export interface Uitbetaald {
  door: string;
  op: string;
}
