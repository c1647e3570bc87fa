/** The rules of artikelen that other areas use: pure, as everything in domein/. */
export { artikelcode, leesArtikelcode, MAX_ARTIKELNUMMER } from './artikelcode';
export type { ArtikelSleutel } from './artikelcode';
export { MATEN, metCode, RETOUR_MINIMUM_CENT, ruimteVan } from './artikelen';
export type { Artikel, ArtikelMetCode, Ruimte } from './artikelen';
export { leesPrijs, wijzigMelding } from './controle';
export { GOED_DOEL, GOED_DOEL_NAAM } from './goede-doelen';
export type { GoedDoel } from './goede-doelen';
