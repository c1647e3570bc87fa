/** What other features use of registratie. */
export { AfmeldenPage } from './AfmeldenPage';
export { DeelnemerVelden, VerzendFormulier } from './DeelnemerFormulier';
export { WeerMeedoenPage } from './WeerMeedoenPage';
export { useDeelnemerFormulier } from './useDeelnemerFormulier';
export { useVerzenden } from './useVerzenden';
export type { Verzending } from './useVerzenden';
