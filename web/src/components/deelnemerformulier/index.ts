/**
 * A visitor's form with naam, e-mail and telefoon, checked by the server's own rules (registering,
 * the reserve list, volunteering, one's own data): generic, so features compose it rather than
 * lean on registratie.
 */
export { DeelnemerVelden, VerzendFormulier } from './DeelnemerFormulier';
export { useDeelnemerFormulier } from './useDeelnemerFormulier';
export { useVerzenden } from './useVerzenden';
export type { Verzending } from './useVerzenden';
