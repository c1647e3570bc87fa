/** The rules of registratie that other areas use: pure, as everything in domein/. */
export {
  MELDING_ARTIKELEN_ZONDER_BEURS,
  MELDING_NIET_MEE,
  MELDING_NIET_ONLINE,
  meldingNummerMetArtikelen,
  wijzigMelding,
} from './artikellijst';
export { emailSleutel } from './dubbel';
export { weigerGereserveerdeNaam } from './kledingmaat';
export { doetMeeAan, isActieveDeelnemer, isBeschermd } from './registratie';
export type { TelDeelnemer } from './registratie';
