/** The rules of kassa that other areas use: pure, as everything in domein/. */
export { MELDING_AFREKENING_GESLOTEN, regelSleutel, RUIMTES } from './kassa';
export type { Bon, BonRegel, Kassa, KassaTaak } from './kassa';
export { kasNaAfsluiting } from './overzicht';
export type { KasNaAfsluiting } from './overzicht';
