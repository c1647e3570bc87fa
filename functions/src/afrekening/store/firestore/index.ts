/** What the Firestore adapters of other areas use of afrekening's, in a transaction that spans both. */
export { isAfrekeningGeslotenIn } from './afrekening';
