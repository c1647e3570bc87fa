/** The rules of kassa that other areas and the web app use: pure, as everything in domein/. */
export { MELDING_AFREKENING_GESLOTEN, regelSleutel, RUIMTES } from './kassa';
export type { Bon, BonRegel, Kassa, KassaTaak } from './kassa';
export { geteldAls, geteldBedrag, kasNaAfsluiting } from './overzicht';
export { MELDING_PIN_UIT } from './ontvangst';
export type { PinBesluit } from './ontvangst';
export type { KasNaAfsluiting } from './overzicht';
export {
  BETAALWIJZEN,
  BETAALWIJZE_NAAM,
  MAX_BONNEN_PER_VERZENDING,
  TAAK_NAAM,
  TAKEN,
  afrekenen,
  artikelVanRegel,
  kassaNaamregel,
} from './kassa';
export type {
  Betaalwijze,
  BonInvoer,
  BonMetStatus,
  BonnenBevestiging,
  KassaArtikel,
  KassaContactAntwoord,
  KassaGegevens,
  KassaInstellingen,
  KassaInvoer,
} from './kassa';
export { verdelingTekst } from './overzicht';
export type { BonNaAfsluiting, KassaBeheerOverzicht, KassaVoorBeheer, VervallenRegel } from './overzicht';
export {
  MELDING_KASSA_AFGESLOTEN,
  besluitScan,
  halveerRegel,
  leesKassaInvoer,
  meldingAlVerkocht,
  meldingBonnenNaAfsluiting,
  regelVanArtikel,
} from './scherm';
