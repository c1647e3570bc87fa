/** The settlement's text for people: amounts, the envelope line, notes and coins, messages. */
import { euro } from '../../kern/geld';
import type { VerkoperAfrekening } from './afrekening';
import type { Coupure } from './formule';

/** A signed amount for people: the one formatter, artikelen/domein/artikelen.ts euro ('€ 12,35', '€ -1,00'). */
export const bedrag = euro;

/** Whether the seller's money goes to their account (issue 36): then there is no envelope. */
export const wordtOvergemaakt = (v: Partial<Pick<VerkoperAfrekening, 'uitbetaling' | 'overmakenCent'>>): boolean =>
  v.uitbetaling === 'bank' && (v.overmakenCent ?? 0) > 0;

/**
 * What the envelope line says: the amount, 'nog te betalen' when the seller owes money, or
 * 'wordt overgemaakt' with the exact amount for a seller paid by bank (issue 36). Settlements
 * closed before bank payout existed have neither field: cash.
 */
export const envelopTekst = (
  v: Pick<VerkoperAfrekening, 'envelopCent' | 'nogTeBetalenCent'> &
    Partial<Pick<VerkoperAfrekening, 'uitbetaling' | 'overmakenCent'>>,
): string =>
  v.nogTeBetalenCent > 0
    ? `nog te betalen ${euro(v.nogTeBetalenCent)}`
    : wordtOvergemaakt(v)
      ? `wordt overgemaakt ${euro(v.overmakenCent!)}`
      : euro(v.envelopCent);

export const COUPURE_NAAM = (c: Coupure): string => (c >= 500 ? `briefje ${euro(c)}` : `munt ${euro(c)}`);

/** The till refuses with it too (kassa/domein/kassa.ts), so it lives there, the floor below. */
export { MELDING_AFREKENING_GESLOTEN } from '../../kassa/domein';
export const MELDING_AL_GESLOTEN = 'De afrekening van deze beurs is al afgesloten.';

export const MELDING_AFREKENING_ZONDER_BEURS = 'Er is nog geen beurs (aflevering); voeg die eerst toe.';
