/** What other areas use of beheer. */
export type { BeheerStore, MetaStore } from './store/port';
