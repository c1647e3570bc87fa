/**
 * The administrator chooses how places are given out (issue 52): an opening at a set time,
 * early rounds for volunteers and returning sellers, and a draw (loting) among the applications
 * made before "Loting sluit op" (registratie/usecases/loting.ts).
 */
import { conflict, ongeldig } from '../../kern/errors';
import type { Settings, Toewijzing } from '../../kern/types';
import type { ToewijzingAntwoord } from '../../kern/api-types';
import { bevorderOpties, lotingAntwoord, zorgVoorZaad } from '../../registratie';
import {
  alsInstelling,
  bevestigenFout,
  bevestigenVan,
  isEenPerHuishouden,
  lotingFout,
  ordeFout,
  toewijzingVan,
  zelfdeMoment,
} from '../../registratie/domein';
import type { ToewijzingMetBevestigen } from '../../registratie/domein/schemas';

import type { Poorten } from '../../platform/poorten';
import type { VoorbereidingDeps } from '../deps';

export const MELDING_WIJZE_VAST = 'Er zijn al aanvragen voor de loting: de manier van toewijzen ligt nu vast.';
export const MELDING_OPENING_IN_HET_VERLEDEN = 'Kies een tijd in de toekomst.';
export const MELDING_AL_GEOPEND =
  "Zet eerst 'Inschrijving geopend' uit: de inschrijving is nu al open, dus een openingstijd zou niets doen.";

/** GET /api/toewijzing: what the site and the settings screen show. */
export async function toewijzingAntwoord(
  deps: Poorten<VoorbereidingDeps, 'leesLoting' | 'leesLaatsteAflevering'>,
  settings: Settings,
  now: Date,
): Promise<ToewijzingAntwoord> {
  const { opentOp, voorrang, wijze } = toewijzingVan(settings);
  // Set for an earlier fair, it is off for this one: the screen shows it off.
  const bevestigen = alsInstelling(bevestigenVan(settings, await deps.store.leesLaatsteAflevering()));
  return {
    wijze: wijze ?? 'volgorde',
    opentOp,
    voorrang: { ...voorrang },
    loting: await lotingAntwoord(deps, settings, now),
    eenPerHuishouden: isEenPerHuishouden(settings),
    bevestigen,
  };
}

/** One place per household as the body sets it, or as it was when the body leaves it out. */
const eenPerHuishoudenNa = (
  invoer: ToewijzingMetBevestigen,
  eerder: Toewijzing,
): Pick<Toewijzing, 'eenPerHuishouden'> => {
  const aan = invoer.eenPerHuishouden ?? eerder.eenPerHuishouden;
  return aan === undefined ? {} : { eenPerHuishouden: aan };
};

/** One notation for every stored time, so the marks (toegepast, herinnerd) compare alike. */
const genormaliseerd = (moment: string | null) => (moment === null ? null : new Date(moment).toISOString());

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
  invoer: ToewijzingMetBevestigen,
): Promise<ToewijzingAntwoord> {
  const now = deps.clock();
  // The fair a deadline is set for (bevestigenVan: it holds for that fair only).
  const beurs = await deps.store.leesLaatsteAflevering();
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
  const opentOp = genormaliseerd(invoer.opentOp);
  const voorrang = {
    vrijwilligers: genormaliseerd(invoer.voorrang.vrijwilligers),
    terugkerend: genormaliseerd(invoer.voorrang.terugkerend),
  };
  const sluitOp = invoer.wijze === 'loting' ? genormaliseerd(invoer.loting.sluitOp) : null;
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
      // Absent keeps what is stored; a deadline set anew must lie ahead, and before the drop-off
      // of the current fair it is stored for (issue 53).
      const bevestigen =
        invoer.bevestigen === undefined
          ? (eerder.bevestigen ?? null)
          : invoer.bevestigen && {
              ...invoer.bevestigen,
              voor: new Date(invoer.bevestigen.voor).toISOString(),
              afleveringId: beurs?.id,
            };
      const bevestigenProbleem =
        invoer.bevestigen === undefined ? null : bevestigenFout(bevestigen, bevestigenVan(voor, beurs), beurs, now);
      if (bevestigenProbleem) throw ongeldig(bevestigenProbleem.melding, bevestigenProbleem.veld);
      const toewijzing: Toewijzing = {
        opentOp,
        voorrang,
        toegepast: eerder.toegepast,
        herinnerd: eerder.herinnerd ?? null,
        wijze: invoer.wijze,
        loting: { sluitOp },
        ...eenPerHuishoudenNa(invoer, eerder),
        bevestigen,
      };
      return { toewijzing };
    },
    await bevorderOpties(deps),
  );
  deps.live.changed();
  deps.mailQueued();
  return toewijzingAntwoord(deps, settings, now);
}
