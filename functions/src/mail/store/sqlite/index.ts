/** What the SQLite adapters of other areas use of mail's, in a transaction that spans both. */
export { enqueue, mailIeder } from './outbox';
