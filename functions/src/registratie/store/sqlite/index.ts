/** What the SQLite adapters of other areas use of registratie's, in a transaction that spans both. */
export { bevorderVanReservelijst, situatie } from './bevorderen';
export { alleDeelnemers, deelnemerSql, leesDeelnemer } from './inschrijving';
