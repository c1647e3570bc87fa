/** The rules of vrijwilligers that other areas and the web app use: pure, as everything in domein/. */
export type { Aanmelding } from './vrijwilligers';
export { DIENSTEN, MELDING_GEEN_BEURS, MELDING_KIES_DIENST } from './vrijwilligers';
export type {
  Dienst,
  DienstInstelling,
  DienstSoort,
  DienstenOverzicht,
  EigenDiensten,
  Rooster,
  VrijwilligerAangemeld,
} from './vrijwilligers';
