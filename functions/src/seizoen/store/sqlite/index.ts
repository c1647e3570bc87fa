/** What the SQLite adapters of other areas use of seizoen's, in a transaction that spans both. */
export { leesAfleveringen, leesLaatsteAflevering } from './afleveringen';
export { beurs, documentSql, settings, telActief } from './documenten';
