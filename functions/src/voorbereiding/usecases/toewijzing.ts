/**
 * The administrator chooses how places are given out (issue 52): an opening at a set time and
 * early rounds for volunteers and returning sellers. A draw (loting) is described by the API but
 * not offered yet: it is refused at its field, so no fair waits for a draw that never comes.
 */
import { ongeldig } from '../../kern/errors';
import type { Settings } from '../../kern/types';
import type { ToewijzingAntwoord } from '../../kern/api-types';
import { bevorderOpties } from '../../registratie';
import { ordeFout, toewijzingVan } from '../../registratie/domein';
import type { ToewijzingInvoer } from '../../registratie/domein/schemas';
import type { Poorten } from '../../platform/poorten';
import type { VoorbereidingDeps } from '../deps';

export const MELDING_LOTING_NOG_NIET = 'Loting is in deze versie nog niet beschikbaar: kies volgorde van binnenkomst.';

/** GET /api/toewijzing: what the site and the settings screen show. */
export function toewijzingAntwoord(settings: Settings): ToewijzingAntwoord {
  const { opentOp, voorrang } = toewijzingVan(settings);
  return { wijze: 'volgorde', opentOp, voorrang: { ...voorrang }, loting: null };
}

export async function bewaarToewijzing(
  deps: Poorten<
    VoorbereidingDeps,
    'leesInstellingen' | 'wijzigInstellingen' | 'leesArtikelInstellingen' | 'leesLaatsteAflevering',
    'live' | 'clock' | 'mailQueued' | 'mailContext' | 'privacyTokens'
  >,
  invoer: ToewijzingInvoer,
) {
  if (invoer.wijze === 'loting') throw ongeldig(MELDING_LOTING_NOG_NIET, 'wijze');
  const fout = ordeFout(invoer);
  if (fout) throw ongeldig(fout.melding, fout.veld);
  const { toegepast, herinnerd = null } = toewijzingVan(await deps.store.leesInstellingen());
  // The moment already carried out stays marked, and so does the round whose reminders went
  // out: setting them again does not open or remind twice. A new moment is a new opening.
  const toewijzing = { opentOp: invoer.opentOp, voorrang: invoer.voorrang, toegepast, herinnerd };
  const settings = await deps.store.wijzigInstellingen({ toewijzing }, await bevorderOpties(deps));
  deps.live.changed();
  deps.mailQueued();
  return toewijzingAntwoord(settings);
}
