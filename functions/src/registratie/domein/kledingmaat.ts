/**
 * The 'Kledingmaat' row (SPEC.md): it holds the clothing sizes, is not a seller, and keeps its
 * name. Each guard is the rule once; the use cases apply them.
 */
import { ongeldig, conflict } from '../../kern/errors';
import { BESCHERMDE_NAAM, isBeschermd, MELDING_GERESERVEERD } from './registratie';

/** No registration, and no person correcting their own data, takes the reserved name. */
export function weigerGereserveerdeNaam(invoer: { naam: string }): void {
  if (isBeschermd(invoer)) throw ongeldig(MELDING_GERESERVEERD, 'naam');
}

/** The administrator's edit: the row keeps its name, and no other row takes it. */
export function controleerNaamwijziging(bestaand: { naam: string }, nieuw: { naam: string }): void {
  if (isBeschermd(bestaand) && !isBeschermd(nieuw)) {
    throw ongeldig(`De rij '${BESCHERMDE_NAAM}' kan niet worden hernoemd.`, 'naam');
  }
  if (!isBeschermd(bestaand)) weigerGereserveerdeNaam(nieuw);
}

export function weigerVerwijderen(deelnemer: { naam: string }): void {
  if (isBeschermd(deelnemer)) throw conflict(`'${BESCHERMDE_NAAM}' kan niet worden verwijderd.`);
}

export function weigerMail(deelnemer: { naam: string }): void {
  if (isBeschermd(deelnemer)) throw conflict(`Naar '${BESCHERMDE_NAAM}' kan geen mail worden gestuurd.`);
}

/** The row has no personal link: a link that names it opens nothing, as for a deleted person. */
export const heeftEigenGegevens = (deelnemer: { naam: string }) => !isBeschermd(deelnemer);
