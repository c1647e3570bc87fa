/** What other areas use of the till: which desk a link is (drop-off and pick-up desks are desks too). */
export { kassaVanLink } from './usecases/kassaVanLink';
export { MELDING_KASSA_LINK_ONGELDIG } from './token';
export { kassaContactSchema } from './domein/schemas';
export type { KassaTokens } from './token';
export type { KassaLimiet } from './limiet';
export type { KassaStore } from './store/port';
