/** What other areas use of artikelen. */
export type { ArtikelenStore } from './store/port';
