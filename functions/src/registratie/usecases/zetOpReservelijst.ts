/**
 * A visitor who found the registration closed or full asks for a place on the reserve list:
 * the gate, one place per address per fair and the confirmation mail with the personal link
 * to leave the list go in one store transaction.
 */
import { weigerGereserveerdeNaam } from '../domein/kledingmaat';
import type { ReservePlaats } from '../domein/reservelijst';
import type { NieuweDeelnemer } from '../../kern/types';
import { reservelijstMail } from '../../mail';
import { reservelijstLink } from '../links';
import type { Poorten } from '../../platform/poorten';
import type { RegistratieDeps } from '../deps';

export async function zetOpReservelijst(
  deps: Poorten<RegistratieDeps, 'zetOpReservelijst', 'clock' | 'mailQueued' | 'mailContext' | 'privacyTokens'>,
  invoer: NieuweDeelnemer,
): Promise<ReservePlaats> {
  weigerGereserveerdeNaam(invoer);
  const [context, tokens] = await Promise.all([deps.mailContext(), deps.privacyTokens()]);
  const plaats = await deps.store.zetOpReservelijst(invoer, {
    now: deps.clock(),
    mail: (p) => reservelijstMail(p, context, reservelijstLink(context.publicUrl, tokens.maak(p.id, 'reservelijst'))),
  });
  deps.mailQueued();
  return plaats;
}
