/** The administrator's reserve list: the list in order, removing, reordering, the switch. */
import { nietGevonden } from '../../kern/errors';
import type { ReservelijstOverzicht } from '../domein/reservelijst';
import type { ReservePlaats } from '../domein/reservelijst';
import { bevorderOpties } from './bevestiging';
import type { Poorten } from '../../platform/poorten';
import type { RegistratieDeps } from '../deps';

export async function reservelijstOverzicht(
  deps: Poorten<RegistratieDeps, 'leesAutomatischBevorderen' | 'leesReservelijst'>,
): Promise<ReservelijstOverzicht> {
  const [automatisch, plaatsen] = await Promise.all([
    deps.store.leesAutomatischBevorderen(),
    deps.store.leesReservelijst(),
  ]);
  return { automatisch, plaatsen };
}

export async function verwijderVanReservelijst(
  deps: Poorten<RegistratieDeps, 'verwijderVanReservelijst'>,
  id: string,
): Promise<ReservePlaats> {
  const weg = await deps.store.verwijderVanReservelijst(id);
  if (!weg) throw nietGevonden('Reservering');
  return weg;
}

export async function verplaatsOpReservelijst(
  deps: Poorten<RegistratieDeps, 'verplaatsOpReservelijst'>,
  id: string,
  richting: 'omhoog' | 'omlaag',
): Promise<ReservePlaats[]> {
  return deps.store.verplaatsOpReservelijst(id, richting);
}

/** Switching promotion back on fills the places that are free now, in the same transaction. */
export async function zetAutomatischBevorderen(
  deps: Poorten<
    RegistratieDeps,
    | 'leesArtikelInstellingen'
    | 'leesInstellingen'
    | 'leesAutomatischBevorderen'
    | 'leesReservelijst'
    | 'zetAutomatischBevorderen',
    'live' | 'clock' | 'mailContext' | 'privacyTokens' | 'mailQueued'
  >,
  aan: boolean,
): Promise<ReservelijstOverzicht> {
  const bevorderd = await deps.store.zetAutomatischBevorderen(aan, await bevorderOpties(deps));
  if (bevorderd.length > 0) {
    deps.live.changed();
    deps.mailQueued();
  }
  return reservelijstOverzicht(deps);
}
