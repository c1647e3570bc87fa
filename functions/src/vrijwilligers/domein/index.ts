/** The rules of vrijwilligers that other areas use: pure, as everything in domein/. */
export type { Aanmelding } from './vrijwilligers';
