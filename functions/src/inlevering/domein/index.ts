/** The rules of inlevering that other areas and the web app use: pure, as everything in domein/. */
export { OUDSTE_WACHTEND_HEADER, WACHTEND_HEADER } from './balie';
export type {
  InleverArtikel,
  InleverVerkoper,
  InleverVoortgang,
  OphaalVerkoper,
  OphaalVoortgang,
  StapUitkomst,
  StappenAntwoord,
} from './balie';
export { isStil } from './beursdag';
export type { Beursdag } from './beursdag';
export { MAX_STAPPEN_PER_VERZENDING, legeInlevering, pasStapToe } from './inlevering';
export type { InleverStap, Inlevering } from './inlevering';
export {
  MELDING_ARTIKEL_ONBEKEND,
  WAARSCHUWING_AL_GESCAND,
  WAARSCHUWING_AL_TERUG,
  WAARSCHUWING_ANDERE_VERKOPER,
  waarschuwingTeVeel,
} from './meldingen';
export { STATUS_NAAM } from './status';
export type { ArtikelStatus } from './status';
