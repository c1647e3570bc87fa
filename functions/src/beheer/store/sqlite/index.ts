/** What the SQLite adapters of other areas use of beheer's, in a transaction that spans both. */
export { leesMeta, zetMeta } from './beheer';
