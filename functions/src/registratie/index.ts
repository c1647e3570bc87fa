/**
 * What other areas use of registration: the confirmation mail and promotion options, taking part
 * again, the seller's signed personal links with the person behind one, and how a person's
 * Firestore document reads (for the adapters that read or write it in their own transactions).
 */
export { bevorderOpties, type LinkMetBevestiging } from './usecases/bevestiging';
export { doeWeerMeeViaLink } from './usecases/doeWeerMee';
export { persoonUitLink } from './usecases/persoonUitLink';
export { afmeldLink, artikelenLink, gegevensLink, reservelijstLink, weerMeedoenLink } from './links';
export { MELDING_VERWIJDERD } from './links';
export type { PrivacyTokens, TokenDoel } from './links';
export type {
  BevestigenStore,
  BevorderOptions,
  DeelnemersStore,
  InstellingenPatch,
  InstellingenStore,
  LotingStore,
  ReservelijstStore,
} from './store/port';
export { voerBevestigenUit, type BevestigenRonde } from './usecases/bevestigen';
export { lotingAntwoord, lotingUitslag, trekLoting, trekLotingAlsHetTijdIs, zorgVoorZaad } from './usecases/loting';
export { deelnemerRefIn, herinneringVelden, naarDeelnemer } from './store/firestore-deelnemer';
export type { DeelnemerDoc } from './store/firestore-deelnemer';
export { lotingIndexIds } from './store/firestore-loting';
