/**
 * The one timer loop of the standalone server's scheduled work (app/gepland.ts, the retention
 * rules in privacy/bewaren.ts): each entry is an idempotent decision, so a round may come late.
 */
import type { Log } from './log';

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
