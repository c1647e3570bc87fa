/** The fields a visitor fills in about themselves, with the field rules of kern/velden.ts and the reserved name. */
import { controleerVelden, emailregel, naamregel, telefoonregel, type Veldregel } from '../../kern/velden';
import type { NieuweDeelnemer } from '../../kern/types';
import { isBeschermd, MELDING_GERESERVEERD } from './registratie';

export type DeelnemerVeld = keyof NieuweDeelnemer;

/** The fields a visitor fills in: the registration form, and their own data. */
export const DEELNEMER_VELDEN: Record<DeelnemerVeld, Veldregel> = {
  naam: {
    ...naamregel('Naam'),
    eigenMeldingen: [MELDING_GERESERVEERD],
  },
  email: emailregel,
  telefoon: telefoonregel,
};

/**
 * A visitor's form as the server judges it: the field rules, and the reserved name, which the
 * server refuses for visitors (and its own row keeps).
 */
export function controleerDeelnemer(invoer: NieuweDeelnemer) {
  const resultaat = controleerVelden(DEELNEMER_VELDEN, invoer);
  if (!resultaat.fouten.naam && isBeschermd(resultaat.waarden)) resultaat.fouten.naam = MELDING_GERESERVEERD;
  return resultaat;
}
