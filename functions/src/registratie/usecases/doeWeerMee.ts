/**
 * "Ik doe weer mee": the personal link in the reminder joins the current fair with the same
 * person and number, through the registration gate, in one store transaction with the mail.
 */
import type { Registratie } from '../../kern/types';
import { bevestigingVoor, type LinkMetBevestiging } from './bevestiging';
import type { Poorten } from '../../platform/poorten';
import type { RegistratieDeps } from '../deps';
import { persoonUitLink } from './persoonUitLink';

export async function doeWeerMeeViaLink(
  deps: LinkMetBevestiging & Poorten<RegistratieDeps, 'weerMeedoen', 'live' | 'mailQueued'>,
  token: unknown,
): Promise<Registratie> {
  const persoon = await persoonUitLink(deps, token, 'weerMeedoen');
  const { id, naam, nummer } = await deps.store.weerMeedoen(persoon.id, {
    now: deps.clock(),
    mail: await bevestigingVoor(deps),
  });
  deps.live.changed();
  deps.mailQueued();
  return { id, naam, nummer };
}
