/** The settlement's settings: commission, administration and return fees, and their bounds. */
import { ongeldig } from '../../kern/errors';

export interface AfrekeningInstellingen {
  /** Share of the proceeds the organisation keeps, in whole percent. */
  commissiePercentage: number;
  /** Per seller; volunteers pay none. */
  administratiekostenCent: number;
  /** Per seller who wants unsold items back. */
  retourkostenCent: number;
}

/** SPEC.md section 9. */
export const STANDAARD_AFREKENING_INSTELLINGEN: AfrekeningInstellingen = {
  commissiePercentage: 20,
  administratiekostenCent: 100,
  retourkostenCent: 200,
};

/** Settings the administrator may choose: whole percent 0-100, fees €0-€100. */
export function controleerInstellingen(i: AfrekeningInstellingen): AfrekeningInstellingen {
  const heel = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
  if (!heel(i.commissiePercentage, 100)) throw ongeldig('Het percentage is een heel getal van 0 tot 100');
  if (!heel(i.administratiekostenCent, 10_000) || !heel(i.retourkostenCent, 10_000))
    throw ongeldig('Een bedrag is in hele centen, van € 0 tot € 100');
  return i;
}
