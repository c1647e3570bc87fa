/** The rules of registratie that other areas and the web app use: pure, as everything in domein/. */
export {
  MELDING_ARTIKELEN_ZONDER_BEURS,
  MELDING_NIET_MEE,
  MELDING_NIET_ONLINE,
  meldingNummerMetArtikelen,
  wijzigMelding,
} from './artikellijst';
export { emailSleutel } from './dubbel';
export { weigerGereserveerdeNaam } from './kledingmaat';
export { doetMeeAan, isActieveDeelnemer, isBeschermd } from './registratie';
export type { TelDeelnemer } from './registratie';
export { DEELNEMER_VELDEN, controleerDeelnemer } from './deelnemer-velden';
export type { DeelnemerVeld } from './deelnemer-velden';
export { MELDING_GERESERVEERD, meldingGesloten, registratieToegang, toegangMelding, zetDeelname } from './registratie';
export type { ReservePlaats, ReservelijstOverzicht } from './reservelijst';
export {
  GEEN_TOEWIJZING,
  herinneringVoorDeRonde,
  isTerugkerend,
  isAanvragenGesloten,
  isLoting,
  sluitOpVan,
  isGeopend,
  komendeOpening,
  MELDING_VOORRANG_NA_OPENING,
  MELDING_VOORRANG_ZONDER_OPENING,
  schakelGeopend,
  zelfdeMoment,
  lotingFout,
  ordeFout,
  rondeIsBegonnen,
  voerGeplandeOpeningUit,
  toewijzingVan,
} from './toewijzing';
export { controleerLoting, lijstHashVan, sha256Hex, zaadHashVan } from './loting';
export { isEenPerHuishouden, MELDING_HUISHOUDEN, VELD_HUISHOUDEN } from './huishouden';
export type { LotingControle, LotingUitslagRegel } from './loting';
export { artikelInOmloop, NUMMERS_WAARSCHUWING } from './verkopersnummer';
export type { ArtikelStand, NummerStand } from './verkopersnummer';
export {
  alsInstelling,
  bevestigenFout,
  bevestigenVan,
  deadlineVan as bevestigDeadlineVan,
  isBevestigd,
  STANDAARD_BEVESTIGEN,
  vrijgevenOp,
} from './bevestigen';
export type { GeldendBevestigen } from './bevestigen';
