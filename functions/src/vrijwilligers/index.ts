/** What other areas use of the volunteers' area. */
export { huidigeBeurs } from './usecases/meldAanAlsVrijwilliger';
