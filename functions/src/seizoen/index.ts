/**
 * What other areas use of seizoen: its ports, and how its Firestore documents read (for the
 * adapters that read them in their own transactions).
 */
export type { AfleveringenStore, PubliekStore } from './store/port';
export { aantalUit, beursUit, naarAflevering, settingsUit } from './store/firestore-documenten';
