/** What the Firestore adapters of other areas use of seizoen's, in a transaction that spans both. */
export type { TelActiefIn } from './afleveringen';
export { aantalUit, beursUit, laatsteAfleveringIn, naarAflevering, settingsUit } from './lezen';
