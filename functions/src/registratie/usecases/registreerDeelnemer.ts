/**
 * A visitor (or the administrator for them) registers: the reserved name is refused, then the
 * gate, the number and the confirmation mail go in one store transaction.
 */
import { weigerGereserveerdeNaam } from '../domein/kledingmaat';
import type { Deelnemer, NieuweDeelnemer } from '../../kern/types';
import { bevestigingVoor } from './bevestiging';
import type { UseCaseDeps } from '../../platform/usecase-deps';

export async function registreerDeelnemer(
  deps: Pick<UseCaseDeps, 'store' | 'clock' | 'live' | 'mailQueued' | 'mailContext' | 'privacyTokens'>,
  invoer: NieuweDeelnemer,
  { doorBeheerder }: { doorBeheerder: boolean },
): Promise<Deelnemer> {
  weigerGereserveerdeNaam(invoer);
  const deelnemer = await deps.store.schrijfIn(invoer, {
    bypassGate: doorBeheerder,
    now: deps.clock(),
    mail: await bevestigingVoor(deps),
  });
  deps.live.changed();
  deps.mailQueued();
  return deelnemer;
}
