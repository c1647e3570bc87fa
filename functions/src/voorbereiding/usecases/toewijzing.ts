/**
 * The administrator chooses how places are given out (issue 52): an opening at a set time and
 * early rounds for volunteers and returning sellers. A draw (loting) is described by the API but
 * not offered yet: it is refused at its field, so no fair waits for a draw that never comes.
 */
import { ongeldig } from '../../kern/errors';
import type { Settings, Toewijzing } from '../../kern/types';
import type { ToewijzingAntwoord } from '../../kern/api-types';
import { bevorderOpties } from '../../registratie';
import { ordeFout, toewijzingVan, zelfdeMoment } from '../../registratie/domein';
import type { ToewijzingInvoer } from '../../registratie/domein/schemas';
import type { Poorten } from '../../platform/poorten';
import type { VoorbereidingDeps } from '../deps';

export const MELDING_LOTING_NOG_NIET = 'Loting is in deze versie nog niet beschikbaar: kies volgorde van binnenkomst.';
export const MELDING_OPENING_IN_HET_VERLEDEN = 'Kies een tijd in de toekomst.';
export const MELDING_AL_GEOPEND =
  "Zet eerst 'Inschrijving geopend' uit: de inschrijving is nu al open, dus een openingstijd zou niets doen.";

/** GET /api/toewijzing: what the site and the settings screen show. */
export function toewijzingAntwoord(settings: Settings): ToewijzingAntwoord {
  const { opentOp, voorrang } = toewijzingVan(settings);
  return { wijze: 'volgorde', opentOp, voorrang: { ...voorrang }, loting: null };
}

/** One notation for every stored time, so the marks (toegepast, herinnerd) compare alike. */
const genormaliseerd = (moment: string | null) => (moment === null ? null : new Date(moment).toISOString());

export async function bewaarToewijzing(
  deps: Poorten<
    VoorbereidingDeps,
    'leesInstellingen' | 'wijzigInstellingen' | 'leesArtikelInstellingen' | 'leesLaatsteAflevering',
    'live' | 'clock' | 'mailQueued' | 'mailContext' | 'privacyTokens'
  >,
  invoer: ToewijzingInvoer,
): Promise<ToewijzingAntwoord> {
  if (invoer.wijze === 'loting') throw ongeldig(MELDING_LOTING_NOG_NIET, 'wijze');
  const fout = ordeFout(invoer);
  if (fout) throw ongeldig(fout.melding, fout.veld);
  const now = deps.clock();
  const opentOp = genormaliseerd(invoer.opentOp);
  const voorrang = {
    vrijwilligers: genormaliseerd(invoer.voorrang.vrijwilligers),
    terugkerend: genormaliseerd(invoer.voorrang.terugkerend),
  };
  // Decided on the settings as the transaction reads them: the marks of what the clock already
  // did stay (a moment carried out, a round reminded: setting them again does nothing twice), and
  // a switch or the clock at the same moment is not undone.
  const settings = await deps.store.wijzigInstellingen(
    (voor) => {
      const eerder = toewijzingVan(voor);
      const nieuweOpening = opentOp !== null && !zelfdeMoment(opentOp, eerder.opentOp);
      if (nieuweOpening && Date.parse(opentOp) <= now.getTime()) {
        throw ongeldig(MELDING_OPENING_IN_HET_VERLEDEN, 'opentOp');
      }
      if (nieuweOpening && voor.inschrijvingGeopend) throw ongeldig(MELDING_AL_GEOPEND, 'opentOp');
      const toewijzing: Toewijzing = {
        opentOp,
        voorrang,
        toegepast: eerder.toegepast,
        herinnerd: eerder.herinnerd ?? null,
      };
      return { toewijzing };
    },
    await bevorderOpties(deps),
  );
  deps.live.changed();
  deps.mailQueued();
  return toewijzingAntwoord(settings);
}
