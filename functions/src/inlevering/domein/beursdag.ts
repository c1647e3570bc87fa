/**
 * The organisers' fair-day view (/beursdag): drop-off progress, sales per room per half hour
 * beside the last fair at the same time, every desk's last contact and queue, and pick-up
 * progress with the envelopes left. Assembled from the areas' own figures; nothing is counted twice.
 */
import type { GrafiekNaastVorige } from '../../afrekening/domein';
import type { Kassa } from '../../kassa/domein';
import type { InleverVoortgang, OphaalVoortgang } from './voortgang';

export type BalieStand = Pick<
  Kassa,
  'id' | 'naam' | 'ruimte' | 'taak' | 'laatsteContact' | 'wachtend' | 'oudsteWachtend' | 'ingetrokken'
>;

export interface Beursdag {
  beurs: { datum: string; volgnummer: number };
  vorigeBeurs: { datum: string } | null;
  inleveren: InleverVoortgang;
  /** Takings per half hour per room, this fair and the previous one at the same time of day. */
  verkoopPerHalfUur: GrafiekNaastVorige['perHalfUur'];
  /** Desks of every task, with when they last called and what waited on the device then. */
  balies: BalieStand[];
  /** Once the settlement is closed; null before. */
  ophalen: OphaalVoortgang | null;
}

/** A desk that has not called for this long is worth a look (its heartbeat is every 15 s). */
export const STIL_NA_MS = 2 * 60_000;

/** Whether a desk is quiet: it called before, but not for a while (null: never called). */
export const isStil = (b: Pick<BalieStand, 'laatsteContact' | 'ingetrokken'>, nu: number) =>
  b.ingetrokken === null && b.laatsteContact !== null && nu - Date.parse(b.laatsteContact) > STIL_NA_MS;
