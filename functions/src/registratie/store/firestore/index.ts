/** What the Firestore adapters of other areas use of registratie's, in a transaction that spans both. */
export { bereidBevordering } from './bevorderen';
export { deelnemerRefIn, deelnemersVanIn, herinneringVelden, huidigeIn, naarDeelnemer } from './inschrijving';
export type { DeelnemerDoc } from './inschrijving';
