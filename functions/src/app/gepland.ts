/**
 * Work a clock starts (docs/DESIGN.md), for the entries to run: a timer on the standalone
 * server, a scheduled function on Firebase, and once at start. Each is an idempotent decision
 * keyed by its moment, so running it late, twice or on two instances changes only when.
 */
import { openOpTijd } from '../voorbereiding/usecases/bewaarInstelling';
import { createPrivacyTokens, type PrivacyTokens } from '../registratie/links';
import { trekLotingAlsHetTijdIs, voerBevestigenUit, type BevestigenRonde } from '../registratie';
import { createLog, type Log } from '../platform/log';
import { mailContextUit, type AppDeps } from './deps';

export interface GeplandWerk {
  /** The opening at a set time (issue 52); answers whether it opened now. */
  openOpTijd(): Promise<boolean>;
  /** The draw at "Loting sluit op" (issue 52 part 3), or finishing one a crash left; answers whether it ran. */
  trekLoting(): Promise<boolean>;
  /**
   * Confirming places (issue 53): the reminders that are due and the places whose deadline came
   * released, the reserve list promoted; answers what it did. Within 5 minutes of a deadline.
   */
  bevestigen(): Promise<BevestigenRonde>;
}

export function geplandWerk(
  deps: Pick<AppDeps, 'store' | 'secret' | 'clock' | 'live' | 'mailQueued' | 'log'> & {
    publicUrl: string;
  },
): GeplandWerk {
  const clock = deps.clock ?? (() => new Date());
  const log: Log = createLog(deps.log);
  let tokens: Promise<PrivacyTokens> | null = null;
  const ctx = {
    store: deps.store,
    clock,
    log,
    live: deps.live ?? { changed: () => undefined },
    mailQueued: deps.mailQueued ?? (() => undefined),
    mailContext: mailContextUit(deps.store, deps.publicUrl),
    privacyTokens: () => (tokens ??= deps.secret().then((secret) => createPrivacyTokens(secret, clock))),
  };
  return {
    openOpTijd: () => openOpTijd(ctx),
    trekLoting: () => trekLotingAlsHetTijdIs(ctx),
    bevestigen: () => voerBevestigenUit(ctx),
  };
}

/**
 * Runs `werk` now and every `intervalMs`, one round at a time: a tick while a round still runs
 * is skipped (a slow store must not pile up rounds); a failed round is logged, the next tries again.
 */
export function startKlok(werk: () => Promise<unknown>, intervalMs: number, log: Log, wat: string) {
  let lopend: Promise<void> | null = null;
  const ronde = () => {
    lopend ??= werk()
      .then(
        () => undefined,
        (error: unknown) => log(`${wat} mislukt`, error),
      )
      .finally(() => {
        lopend = null;
      });
  };
  ronde();
  const timer = setInterval(ronde, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await lopend;
    },
  };
}
