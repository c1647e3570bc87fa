/** The rules of privacy that other areas and the web app use: pure, as everything in domein/. */
export type { BewaarOverzicht } from './bewaren';
