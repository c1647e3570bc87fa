/**
 * The retention use case for both runtimes: the plan the administrator sees, and applying it
 * (standalone: a daily timer that also catches up at start; Firebase: a scheduled function).
 * The rules are in privacy/domein/bewaren.ts; the store applies them in one transaction.
 */
import type { BewaarOverzicht } from './domein/bewaren';
import { bewaarPlan, MAX_GRACE_DAGEN, STANDAARD_GRACE_DAGEN } from './domein/bewaren';
import { wachtendenPlan } from './domein/wachtenden';
import type { BewaarLogRegel } from '../kern/types';
import { createLog, type Log } from '../platform/log';
import { startKlok } from '../platform/klok';
import type { PrivacyDeps } from './deps';

type Poort = PrivacyDeps['store'];

/** The meta key of the grace period (days after the day after the fair). */
export const GRACE_SLEUTEL = 'bewaren.graceDagen';

export async function leesGraceDagen(store: Pick<Poort, 'leesMeta'>): Promise<number> {
  const opgeslagen = await store.leesMeta(GRACE_SLEUTEL);
  const waarde = Number(opgeslagen);
  return opgeslagen !== null && Number.isInteger(waarde) && waarde >= 0 && waarde <= MAX_GRACE_DAGEN
    ? waarde
    : STANDAARD_GRACE_DAGEN;
}

/** What the overview reads: the sellers, the log, and the reserve list and draw applications per fair. */
export type OverzichtPoort = Pick<
  Poort,
  'leesMeta' | 'leesDeelnemers' | 'leesWislog' | 'leesWachtenden' | 'leesAfleveringen'
>;

export async function bewaarOverzicht(store: OverzichtPoort): Promise<BewaarOverzicht> {
  const [graceDagen, deelnemers, log, wachtenden, afleveringen] = await Promise.all([
    leesGraceDagen(store),
    store.leesDeelnemers(),
    store.leesWislog(50),
    store.leesWachtenden(),
    store.leesAfleveringen(),
  ]);
  const namen = new Map(deelnemers.map((d) => [d.id, d.naam]));
  return {
    graceDagen,
    plan: bewaarPlan(deelnemers, graceDagen).map((s) => ({ ...s, naam: namen.get(s.id) ?? '' })),
    wachtenden: wachtendenPlan(wachtenden, afleveringen, graceDagen),
    log,
  };
}

/**
 * What the log line says: counts and seller numbers, never a name, address or phone number.
 * Reserve-list places and draw applications are counted only when the run erased any.
 */
export const bewaarLogTekst = (regel: BewaarLogRegel) =>
  `Bewaartermijn: ${regel.telefoonGewist.length} telefoonnummer(s) gewist` +
  (regel.telefoonGewist.length ? ` (nummers ${regel.telefoonGewist.join(', ')})` : '') +
  `, ${regel.verwijderd.length} persoon/personen verwijderd` +
  (regel.verwijderd.length ? ` (nummers ${regel.verwijderd.join(', ')})` : '') +
  (regel.reservelijst ? `, ${regel.reservelijst} plaats(en) op de reservelijst verwijderd` : '') +
  (regel.aanvragen ? `, ${regel.aanvragen} aanvraag/aanvragen voor de loting verwijderd` : '') +
  '.';

/** Applies what is due at `now`, and removes the administrators' sessions that ended. */
export async function voerBewarenUit(
  store: Pick<Poort, 'leesMeta' | 'verwijderVerlopenSessies' | 'pasBewaartermijnToe'>,
  now: Date,
  log: Log,
): Promise<BewaarLogRegel | null> {
  await store.verwijderVerlopenSessies(now);
  const regel = await store.pasBewaartermijnToe(now, await leesGraceDagen(store));
  if (regel) log(bewaarLogTekst(regel));
  return regel;
}

export interface BewaarTimer {
  stop(): Promise<void>;
}

export interface BewaarTimerOptions {
  store: Parameters<typeof voerBewarenUit>[0];
  clock?: () => Date;
  log: Log;
  /** Called after persons were deleted, so live pages show the new active count. */
  naWijziging?: () => void;
  intervalMs?: number;
}

/** Runs now (catching up on whatever fell due while the server was off), then every day. */
export function startBewaarTimer(options: BewaarTimerOptions): BewaarTimer {
  const clock = options.clock ?? (() => new Date());
  // A store's error can quote the person it failed on; the logger scrubs it.
  const log = createLog(options.log);
  const ronde = async () => {
    const regel = await voerBewarenUit(options.store, clock(), log);
    if (regel && regel.verwijderd.length > 0) options.naWijziging?.();
  };
  return startKlok(ronde, options.intervalMs ?? 24 * 60 * 60 * 1000, log, 'Bewaartermijn toepassen');
}
