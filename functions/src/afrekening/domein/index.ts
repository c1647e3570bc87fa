/** The rules of afrekening that other areas use: pure, as everything in domein/. */
export type { OnverkochtArtikel, VerkoperAfrekening } from './afrekening';
export { maatgroep, naastVorige } from './grafieken';
export type { GrafiekNaastVorige } from './grafieken';
export { eigenUitbetaling } from './uitbetaling';
export { envelopTekst, MELDING_AFREKENING_GESLOTEN, wordtOvergemaakt } from './weergave';
