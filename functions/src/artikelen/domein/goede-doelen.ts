/** Where unsold items that do not go back to their seller go: which charity takes which kind. */
import type { Soort } from './artikelen';

/**
 * SPEC.md: leftover clothing to a charity shop, toys to a toy charity, part of the books to the
 * school. 'Overig' (shoes, buggies, carriers, dress-up) is what a charity shop takes.
 */
export type GoedDoel = 'kringloopwinkel' | 'speelgoedbank' | 'school';
export const GOED_DOEL_NAAM: Record<GoedDoel, string> = {
  kringloopwinkel: 'Kringloopwinkel (kleding en overig)',
  speelgoedbank: 'Speelgoed-goed doel (speelgoed)',
  school: 'School (boeken; wat de school niet wil naar het speelgoed-goed doel)',
};
/** The same, short enough for a tab. */
export const GOED_DOEL_KORT: Record<GoedDoel, string> = {
  kringloopwinkel: 'Kringloopwinkel',
  speelgoedbank: 'Speelgoed-goed doel',
  school: 'School',
};
export const GOED_DOEL: Record<Soort, GoedDoel> = {
  Kleding: 'kringloopwinkel',
  Speelgoed: 'speelgoedbank',
  Boeken: 'school',
  Overig: 'kringloopwinkel',
};
