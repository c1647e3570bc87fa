/** What the Firestore adapters of other areas use of mail's, in a transaction that spans both. */
export { nieuweMail } from './outbox';
