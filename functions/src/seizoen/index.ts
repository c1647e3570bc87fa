/** What other areas use of seizoen. */
export type { AfleveringenStore, PubliekStore } from './store/port';
