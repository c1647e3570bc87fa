/** The rules of artikelen that other areas and the web app use: pure, as everything in domein/. */
export { artikelcode, leesArtikelcode, MAX_ARTIKELNUMMER } from './artikelcode';
export type { ArtikelSleutel } from './artikelcode';
export { MATEN, metCode, RETOUR_MINIMUM_CENT, ruimteVan } from './artikelen';
export type { Artikel, ArtikelMetCode, Ruimte } from './artikelen';
export { leesPrijs, wijzigMelding } from './controle';
export { GOED_DOEL, GOED_DOEL_NAAM } from './goede-doelen';
export type { GoedDoel } from './goede-doelen';
export { MELDING_RETOUR_ONDER_EURO, SOORTEN } from './artikelen';
export type { ArtikelInvoer, Soort } from './artikelen';
export { controleerArtikel } from './controle';
export type { ArtikelVeld } from './controle';
export { GOED_DOEL_KORT } from './goede-doelen';
export { INSTELLING_NAMEN, instellingFouten } from './instellingen';
export type { ArtikelInstellingen } from './instellingen';
export { LABELS_PER_VEL, leesStart } from './labels';
export type { ArtikelenOverzicht, MijnArtikelen, VerkoperArtikelen } from './overzichten';
export {
  afgeprijsd,
  afprijsReden,
  AFPRIJS_REDENEN,
  HALVE_PRIJS_GRENZEN,
  HALVE_PRIJS_SPELING_MS,
  halvePrijsFouten,
  halvePrijsRegel,
  isAfgeprijsdeRegel,
  isAfprijstijd,
  prijsBijScan,
  STANDAARD_HALVE_PRIJS,
  standaardAfgeprijsd,
  vanafTijd,
} from './halvePrijs';
export type { AfprijsReden, HalvePrijs, HalvePrijsRegel } from './halvePrijs';
export { geldendAfgeprijsd, labelVerouderd, MELDING_NIEUW_LABEL } from './artikelen';
