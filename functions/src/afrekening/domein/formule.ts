/**
 * THE formula for one seller: commission to whole cents (halves up), the fees, the envelope
 * down to 5 cents or the exact amount by bank; and the notes and coins an envelope holds.
 */
import type { AfrekeningInstellingen } from '../../kern/afrekening-instellingen';

/** Notes and coins from €50 down to €0.05, in cents. */
export const COUPURES = [5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5] as const;
export type Coupure = (typeof COUPURES)[number];
export type Coupures = Record<Coupure, number>;

export const geenCoupures = (): Coupures => Object.fromEntries(COUPURES.map((c) => [c, 0])) as Coupures;

/** The notes and coins for an amount that is a multiple of 5 cents, largest first. */
export function coupuresVoor(bedragCent: number): Coupures {
  if (!Number.isInteger(bedragCent) || bedragCent < 0 || bedragCent % 5 !== 0) {
    throw new RangeError(`Geen bedrag in stappen van 5 cent: ${bedragCent}`);
  }
  const uit = geenCoupures();
  let rest = bedragCent;
  for (const c of COUPURES) {
    uit[c] = Math.floor(rest / c);
    rest -= uit[c] * c;
  }
  return uit;
}

/** Commission in whole cents, halves rounded up (integer arithmetic, no float error). */
export function commissie(omzetCent: number, percentage: number): number {
  return Math.floor((omzetCent * percentage * 2 + 100) / 200);
}

/** One seller's amounts, in cents. */
export interface Berekening {
  commissieCent: number;
  administratiekostenCent: number;
  retourkostenCent: number;
  /** omzet − commissie − administratiekosten − retourkosten; negative: the seller owes it. */
  uitbetalingCent: number;
  /** The cash in the envelope: uitbetaling rounded down to 5 cents, 0 when nothing is due or it goes by bank. */
  envelopCent: number;
  /** What goes to the seller's account: the exact uitbetaling (no coins, no rounding), else 0. */
  overmakenCent: number;
  /** What the seller still has to pay ('nog te betalen'), 0 when the uitbetaling is not negative. */
  nogTeBetalenCent: number;
}

/** THE formula for one seller. */
export function bereken(
  omzetCent: number,
  opties: { vrijwilliger: boolean; retour: boolean; perBank?: boolean },
  instellingen: AfrekeningInstellingen,
): Berekening {
  const commissieCent = commissie(omzetCent, instellingen.commissiePercentage);
  const administratiekostenCent = opties.vrijwilliger ? 0 : instellingen.administratiekostenCent;
  const retourkostenCent = opties.retour ? instellingen.retourkostenCent : 0;
  const uitbetalingCent = omzetCent - commissieCent - administratiekostenCent - retourkostenCent;
  return {
    commissieCent,
    administratiekostenCent,
    retourkostenCent,
    uitbetalingCent,
    envelopCent: uitbetalingCent > 0 && !opties.perBank ? uitbetalingCent - (uitbetalingCent % 5) : 0,
    // The rounding down to 5 cents is for coins only: a transfer pays the cent.
    overmakenCent: uitbetalingCent > 0 && opties.perBank ? uitbetalingCent : 0,
    nogTeBetalenCent: uitbetalingCent < 0 ? -uitbetalingCent : 0,
  };
}
