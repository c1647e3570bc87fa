/** The rules of kassa that other areas use: pure, as everything in domein/. */
export { MELDING_AFREKENING_GESLOTEN, regelSleutel, RUIMTES } from './kassa';
export type { Bon, BonRegel, Kassa, KassaTaak } from './kassa';
export { geteldAls, geteldBedrag, kasNaAfsluiting } from './overzicht';
export { MELDING_PIN_UIT } from './ontvangst';
export type { PinBesluit } from './ontvangst';
export type { KasNaAfsluiting } from './overzicht';
