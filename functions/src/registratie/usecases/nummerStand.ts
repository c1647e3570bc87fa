/**
 * What the administrator sees coming on /instellingen (issue 53): how many seller numbers were
 * never handed out, and how many free ones may be reused now (registratie/domein/verkopersnummer.ts).
 */
import type { NummerStand } from '../domein/verkopersnummer';
import type { Poorten } from '../../platform/poorten';
import type { RegistratieDeps } from '../deps';

export const leesNummerStand = (deps: Poorten<RegistratieDeps, 'leesNummerStand'>): Promise<NummerStand> =>
  deps.store.leesNummerStand();
