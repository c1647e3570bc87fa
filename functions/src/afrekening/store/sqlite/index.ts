/** What the SQLite adapters of other areas use of afrekening's, in a transaction that spans both. */
export { isAfrekeningGesloten } from './afrekening';
