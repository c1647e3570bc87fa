/**
 * The draw's use cases (issue 52 part 3): applying, what anyone may see of the draw, the draw
 * itself, and its public result. The store decides and writes in its transactions
 * (registratie/domein/lotingbeslissing.ts); here the formula's hashing (asynchronous Web Crypto,
 * which a SQLite transaction cannot wait for) runs between them, and the mails are built.
 */
import {
  isAanvragenGesloten,
  isLoting,
  MELDING_GEEN_LOTING,
  MELDING_LOTING_NOG_OPEN,
  sluitOpVan,
  uitslagVan,
  type LotingStaat,
} from '../domein/lotingbeslissing';
import { lijstHashVan, lotingVolgorde, nieuwZaad, zaadHashVan, type LotingUitslagRegel } from '../domein/loting';
import { weigerGereserveerdeNaam } from '../domein/kledingmaat';
import { conflict } from '../../kern/errors';
import type { LotingAntwoord, TrekkingAntwoord } from '../../kern/api-types';
import type { NieuweDeelnemer, Settings } from '../../kern/types';
import { lotingAanvraagMail, lotingReserveMail } from '../../mail';
import { reservelijstLink } from '../links';
import { bevestigingVoor } from './bevestiging';
import type { Poorten } from '../../platform/poorten';
import type { RegistratieDeps } from '../deps';

/** How many applications one step of the draw carries out: well inside a Firestore transaction. */
export const STAP = 50;

/** Makes the current fair's zaad when loting is chosen; an existing one stays (its hash is public). */
export async function zorgVoorZaad(deps: Poorten<RegistratieDeps, 'maakLoting'>): Promise<LotingStaat> {
  const zaad = nieuwZaad();
  return deps.store.maakLoting(zaad, await zaadHashVan(zaad));
}

/** A visitor applies for the draw: 202 with their own aanvraag, and a mail carrying it. */
export async function vraagLotingAan(
  deps: Poorten<RegistratieDeps, 'vraagAan' | 'leesInstellingen', 'clock' | 'live' | 'mailQueued' | 'mailContext'>,
  invoer: NieuweDeelnemer,
) {
  weigerGereserveerdeNaam(invoer);
  const [context, instellingen] = await Promise.all([deps.mailContext(), deps.store.leesInstellingen()]);
  const sluitOp = sluitOpVan(instellingen) ?? '';
  const aanvraag = await deps.store.vraagAan(invoer, {
    now: deps.clock(),
    mail: (a) => lotingAanvraagMail(a, sluitOp, context),
  });
  deps.live.changed();
  deps.mailQueued();
  return { aanvraag: aanvraag.id, status: 'aangevraagd' as const };
}

/**
 * What GET /api/toewijzing shows of the draw: the zaad's hash from the start, the list's hash
 * once no one can apply any more (derived from the stored list until the draw fixes it), and
 * the zaad only after the draw. Null without loting.
 */
export async function lotingAntwoord(
  deps: Poorten<RegistratieDeps, 'leesLoting'>,
  instellingen: Settings,
  now: Date,
): Promise<LotingAntwoord | null> {
  if (!isLoting(instellingen)) return null;
  const { staat, aanvragen } = await deps.store.leesLoting();
  const gesloten = isAanvragenGesloten(instellingen, now);
  const getrokken = staat?.volgorde ? staat : null;
  return {
    sluitOp: sluitOpVan(instellingen),
    zaadHash: staat?.zaadHash ?? null,
    lijstHash: getrokken?.lijstHash ?? (gesloten ? await lijstHashVan(aanvragen.map((a) => a.id)) : null),
    zaad: getrokken?.zaad ?? null,
    // After the draw its order counts them: the retention rules erase the applications once the
    // fair is over (privacy/domein/wachtenden.ts), the order of their ids stays.
    aanvragen: getrokken?.volgorde?.length ?? aanvragen.length,
    getrokken: getrokken?.getrokken ?? null,
  };
}

type TrekDeps = Poorten<
  RegistratieDeps,
  'leesLoting' | 'legLotingVast' | 'pasLotingToe' | 'leesInstellingen' | 'leesArtikelInstellingen',
  'clock' | 'live' | 'mailQueued' | 'mailContext' | 'privacyTokens'
>;

/**
 * The draw: the order by the published formula, fixed once in the store, then carried out in
 * steps. Run again (by the timer, at a start, or by the administrator) it computes nothing new
 * and finishes what a crash left; a finished draw is answered as it stands. 409 before sluitOp.
 */
export async function trekLoting(deps: TrekDeps): Promise<TrekkingAntwoord> {
  const now = deps.clock();
  const instellingen = await deps.store.leesInstellingen();
  const sluitOp = sluitOpVan(instellingen);
  if (!isLoting(instellingen) || sluitOp === null) throw conflict(MELDING_GEEN_LOTING);
  if (!isAanvragenGesloten(instellingen, now)) throw conflict(MELDING_LOTING_NOG_OPEN(sluitOp));
  const { staat, aanvragen } = await deps.store.leesLoting();
  if (!staat) throw conflict(MELDING_GEEN_LOTING);
  let vast = staat;
  if (!staat.volgorde) {
    const ids = aanvragen.map((a) => a.id);
    const lijstHash = await lijstHashVan(ids);
    vast = await deps.store.legLotingVast(
      { lijstHash, volgorde: await lotingVolgorde(staat.zaad, lijstHash, ids) },
      now,
    );
  }
  if (vast.toegepast < (vast.volgorde?.length ?? 0)) {
    const [mail, context, tokens] = await Promise.all([
      bevestigingVoor(deps),
      deps.mailContext(),
      deps.privacyTokens(),
    ]);
    const opties = {
      now,
      max: STAP,
      mail,
      reserveMail: (p: { id: string; naam: string; email: string; positie: number }, a: { id: string }) =>
        lotingReserveMail(p, a.id, context, reservelijstLink(context.publicUrl, tokens.maak(p.id, 'reservelijst'))),
    };
    let stap = await deps.store.pasLotingToe(opties);
    while (!stap.klaar) stap = await deps.store.pasLotingToe(opties);
    deps.live.changed();
    deps.mailQueued();
  }
  const uitslag = uitslagVan(vast);
  const geplaatst = uitslag.filter((r) => r.geplaatst).length;
  return { zaad: vast.zaad, geplaatst, reserve: uitslag.length - geplaatst };
}

/**
 * The work the clock starts at sluitOp (app/gepland.ts): the draw when it is due and not yet
 * carried out to the end. Answers whether it ran.
 */
export async function trekLotingAlsHetTijdIs(deps: TrekDeps): Promise<boolean> {
  const instellingen = await deps.store.leesInstellingen();
  if (!isLoting(instellingen) || !isAanvragenGesloten(instellingen, deps.clock())) return false;
  const { staat } = await deps.store.leesLoting();
  if (!staat || (staat.volgorde && staat.toegepast >= staat.volgorde.length)) return false;
  await trekLoting(deps);
  return true;
}

/** GET /api/toewijzing/loting/uitslag: every application in draw order, without names; empty before the draw. */
export async function lotingUitslag(deps: Poorten<RegistratieDeps, 'leesLoting'>): Promise<LotingUitslagRegel[]> {
  const { staat } = await deps.store.leesLoting();
  return staat?.volgorde ? uitslagVan(staat) : [];
}
