/** The rules of afrekening that other areas and the web app use: pure, as everything in domein/. */
export type { OnverkochtArtikel, VerkoperAfrekening } from './afrekening';
export { maatgroep, naastVorige } from './grafieken';
export type { GrafiekNaastVorige } from './grafieken';
export { eigenUitbetaling } from './uitbetaling';
export { envelopTekst, MELDING_AFREKENING_GESLOTEN, wordtOvergemaakt } from './weergave';
export type { AfrekeningOverzicht, AfrekeningTotalen, EigenAfrekening, KassaOverzicht, Uitbetaald } from './afrekening';
export { bankNaam, tenaamstellingregel } from './banknaam';
export type { Grafiekcijfers, Telling } from './grafieken';
export { WIJZE_NAAM } from './nabetalen';
export type { AndersBetaald, AndersBetaaldWijze, InHetBestand, NogTeBetalen } from './nabetalen';
export {
  MAX_REDEN,
  MELDING_REDEN_VERPLICHT,
  NAKIJK_SOORTEN,
  NAKIJK_UITLEG,
  besluitenVoor,
  isOpen,
  regelSleutel,
} from './nakijken';
export type { NakijkSoort, Nakijkpunt, PinNakijkpunt, RegelBesluitSoort } from './nakijken';
export { paklijsten } from './paklijsten';
export type { PakRegel } from './paklijsten';
export { MELDING_BANK_ALLEEN_DEZE_BEURS } from './uitbetaling';
export { bedrag } from './weergave';
