/**
 * Work a clock starts (docs/DESIGN.md), for the entries to run: a timer on the standalone
 * server, a scheduled function on Firebase, and once at start. Each is an idempotent decision
 * keyed by its moment, so running it late, twice or on two instances changes only when.
 */
import { openOpTijd } from '../voorbereiding/usecases/bewaarInstelling';
import { trekLotingAlsHetTijdIs, voerBevestigenUit, type BevestigenRonde } from '../registratie';
import { gereedschapUit, type AppDeps } from './deps';

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
  const ctx = gereedschapUit(deps, deps.publicUrl);
  return {
    openOpTijd: () => openOpTijd(ctx),
    trekLoting: () => trekLotingAlsHetTijdIs(ctx),
    bevestigen: () => voerBevestigenUit(ctx),
  };
}
