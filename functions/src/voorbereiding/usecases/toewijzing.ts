/**
 * The administrator chooses how places are given out (issue 52): an opening at a set time,
 * early rounds for volunteers and returning sellers, and a draw (loting) among the applications
 * made before "Loting sluit op" (registratie/usecases/loting.ts).
 */
import { conflict, ongeldig } from '../../kern/errors';
import type { Settings } from '../../kern/types';
import type { ToewijzingAntwoord } from '../../kern/api-types';
import { bevorderOpties, lotingAntwoord, zorgVoorZaad } from '../../registratie';
import { lotingFout, ordeFout, toewijzingVan } from '../../registratie/domein';
import type { ToewijzingInvoer } from '../../registratie/domein/schemas';
import type { Poorten } from '../../platform/poorten';
import type { VoorbereidingDeps } from '../deps';

export const MELDING_WIJZE_VAST = 'Er zijn al aanvragen voor de loting: de manier van toewijzen ligt nu vast.';

/** GET /api/toewijzing: what the site and the settings screen show. */
export async function toewijzingAntwoord(
  deps: Poorten<VoorbereidingDeps, 'leesLoting'>,
  settings: Settings,
  now: Date,
): Promise<ToewijzingAntwoord> {
  const { opentOp, voorrang, wijze } = toewijzingVan(settings);
  return {
    wijze: wijze ?? 'volgorde',
    opentOp,
    voorrang: { ...voorrang },
    loting: await lotingAntwoord(deps, settings, now),
  };
}

export async function bewaarToewijzing(
  deps: Poorten<
    VoorbereidingDeps,
    | 'leesInstellingen'
    | 'wijzigInstellingen'
    | 'leesArtikelInstellingen'
    | 'leesLaatsteAflevering'
    | 'leesLoting'
    | 'maakLoting',
    'live' | 'clock' | 'mailQueued' | 'mailContext' | 'privacyTokens'
  >,
  invoer: ToewijzingInvoer,
) {
  const now = deps.clock();
  const fout = ordeFout(invoer) ?? lotingFout(invoer, now);
  if (fout) throw ongeldig(fout.melding, fout.veld);
  const huidige = toewijzingVan(await deps.store.leesInstellingen());
  // Switching between a draw and the order of arrival would strand the applications waiting for
  // the draw; once it is carried out, they have their place and the way may change again.
  if ((huidige.wijze ?? 'volgorde') !== invoer.wijze) {
    const { staat, aanvragen } = await deps.store.leesLoting();
    const afgerond = staat?.volgorde != null && staat.toegepast >= staat.volgorde.length;
    if (aanvragen.length > 0 && !afgerond) throw conflict(MELDING_WIJZE_VAST);
  }
  // The zaad before the choice is stored: its hash is published from the moment loting shows.
  if (invoer.wijze === 'loting') await zorgVoorZaad(deps);
  // The moment already carried out stays marked: setting it again does not open twice. A new
  // moment is a new opening.
  const toewijzing = {
    opentOp: invoer.opentOp,
    voorrang: invoer.voorrang,
    toegepast: huidige.toegepast,
    wijze: invoer.wijze,
    loting: { sluitOp: invoer.wijze === 'loting' ? invoer.loting.sluitOp : null },
  };
  const settings = await deps.store.wijzigInstellingen({ toewijzing }, await bevorderOpties(deps));
  deps.live.changed();
  deps.mailQueued();
  return toewijzingAntwoord(deps, settings, now);
}
