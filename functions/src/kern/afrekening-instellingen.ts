/** The settlement's settings: commission, administration and return fees (their bounds: kern/validatie.ts). */
import type { AfrekeningInstellingen } from './types';

export type { AfrekeningInstellingen };

/** SPEC.md section 9. */
export const STANDAARD_AFREKENING_INSTELLINGEN: AfrekeningInstellingen = {
  commissiePercentage: 20,
  administratiekostenCent: 100,
  retourkostenCent: 200,
};
