/**
 * The draw as the stores carry it out (issue 52 part 3): who may apply, when the order is fixed,
 * and what each application becomes. Pure, like beslissing.ts: an adapter reads inside its
 * transaction, calls these, and writes what they answer. The formula itself is loting.ts.
 *
 * The draw is work a clock starts (docs/DESIGN.md): its order is decided once and stored
 * (`volgorde`), and then applied in draw order, `toegepast` counting how many are done. Each
 * step writes its people and the new count in one transaction, so a second run finds nothing
 * left to do and a crash halfway is finished by the next run, where it stopped.
 */
import {
  beslis,
  huishoudenWeigering,
  type Geweigerd,
  type Nieuw,
  type Nummers,
  type Stand,
  type Terug,
  type ZelfdeAdres,
} from './beslissing';
import { isIngeschrevenVoor, MELDING_AL_INGESCHREVEN } from './dubbel';
import { huishoudenWeigert, isEenPerHuishouden, MELDING_HUISHOUDEN_LOTING, type ZelfdeTelefoon } from './huishouden';
import { registratieToegang, toegangMelding } from './registratie';
import { nieuwePlaats, type ReservePlaats } from './reservelijst';
import { isAanvragenGesloten, isLoting, komendeOpening, sluitOpVan } from './toewijzing';

export { isAanvragenGesloten, isLoting, sluitOpVan };
import type { LotingUitslagRegel } from './loting';
import { dagEnTijd } from '../../kern/datums';
import type { Aflevering, NieuweDeelnemer, Settings } from '../../kern/types';

/** The fair's draw as stored, out of the public settings: the zaad stays secret until the draw. */
export interface LotingStaat {
  afleveringId: string;
  zaad: string;
  zaadHash: string;
  /** Fixed with the order, when the draw runs (before that the use case derives it from the list). */
  lijstHash: string | null;
  /** Every application id in draw order; null until the draw. */
  volgorde: string[] | null;
  /** The free places at the moment the order was fixed: the first ones in the order get one. */
  vrijePlaatsen: number | null;
  /** When the order was fixed (ISO); null before the draw. */
  getrokken: string | null;
  /** How many of `volgorde`, from the start, are carried out (placed or on the reserve list). */
  toegepast: number;
}

export type LotingUitkomst = 'geplaatst' | 'reserve' | 'alIngeschreven';

/** One application for the draw. Its `id` is the applicant's own `aanvraag`, in their mail. */
export interface LotingAanvraag extends NieuweDeelnemer {
  id: string;
  afleveringId: string;
  aangemeld: string;
  /** What the draw made of it; null until then. */
  uitkomst: LotingUitkomst | null;
  /** The position on the reserve list it was given, for `reserve`. */
  reservePositie: number | null;
}

export const MELDING_LOTING_GESLOTEN = (sluitOp: string) =>
  `De aanvragen voor de loting zijn gesloten sinds ${dagEnTijd(sluitOp)}. De loting volgt; daarna kun je op de reservelijst.`;
export const MELDING_AL_AANGEVRAAGD = 'Met dit e-mailadres is al een aanvraag voor de loting gedaan voor deze beurs.';
export const MELDING_AL_GETROKKEN = 'De loting voor deze beurs is al geweest. Kijk of er plaats is op de reservelijst.';
export const MELDING_GEEN_LOTING = 'Er is voor deze beurs geen loting.';
export const MELDING_LOTING_NOG_OPEN = (sluitOp: string) =>
  `De loting kan pas als de aanvragen gesloten zijn, op ${dagEnTijd(sluitOp)}.`;

/** A new lottery state for the fair with a fresh zaad and its hash (loting.ts nieuwZaad, zaadHashVan). */
export const nieuweLoting = (afleveringId: string, zaad: string, zaadHash: string): LotingStaat => ({
  afleveringId,
  zaad,
  zaadHash,
  lijstHash: null,
  volgorde: null,
  vrijePlaatsen: null,
  getrokken: null,
  toegepast: 0,
});

export interface AanvraagVerzoek {
  invoer: NieuweDeelnemer;
  /** The fair's draw as read; null when none was made (loting not chosen for this fair). */
  staat: LotingStaat | null;
  /** Whether the address already applied for the current fair. */
  alAangevraagd: boolean;
  zelfdeAdres: readonly Pick<ZelfdeAdres, 'deelnemer'>[];
  nieuwId: string;
  now: Date;
  /** Read only while one place per household is on: the people with the phone number. */
  zelfdeTelefoon?: readonly ZelfdeTelefoon[];
  /** Read only while one place per household is on: whether the number applied for this fair. */
  telefoonAangevraagd?: boolean;
}

export type AanvraagBeslissing = { soort: 'aanvraag'; aanvraag: LotingAanvraag } | Geweigerd;

const weigering = (reden: Geweigerd['reden'], melding: string): Geweigerd => ({ soort: 'geweigerd', reden, melding });

/**
 * An application: while the registration is open (switch or set opening) and before `sluitOp`,
 * once per address per fair, not for who is registered already. The maximum does not refuse
 * one: the draw decides who of the applicants fits.
 */
export function beslisAanvraag(stand: Stand, verzoek: AanvraagVerzoek): AanvraagBeslissing {
  const { settings } = stand;
  const sluitOp = sluitOpVan(settings);
  if (!isLoting(settings) || !verzoek.staat || sluitOp === null) {
    return weigering('nietGeopend', MELDING_GEEN_LOTING);
  }
  // Counted as empty: the maximum is the draw's to apply, not the application's.
  const toegang = registratieToegang(settings, 0, false, verzoek.now);
  if (toegang !== 'formulier') {
    const reden = toegang === 'maximum' ? 'vol' : toegang;
    return weigering(reden, toegangMelding(toegang, stand.beursEmail, komendeOpening(settings, verzoek.now)));
  }
  if (isAanvragenGesloten(settings, verzoek.now)) return weigering('gesloten', MELDING_LOTING_GESLOTEN(sluitOp));
  // One draw per fair: an application after it (a later sluitOp set since) would never be drawn.
  if (verzoek.staat.volgorde) return weigering('gesloten', MELDING_AL_GETROKKEN);
  if (verzoek.alAangevraagd) return weigering('alIngeschreven', MELDING_AL_AANGEVRAAGD);
  if (verzoek.zelfdeAdres.some((z) => isIngeschrevenVoor(z.deelnemer, stand.laatste))) {
    return weigering('alIngeschreven', MELDING_AL_INGESCHREVEN);
  }
  // One place per household: one application per phone number, none for a household with a place.
  if (huishoudenWeigert(settings, verzoek.zelfdeTelefoon, stand.laatste)) return huishoudenWeigering();
  if (isEenPerHuishouden(settings) && verzoek.telefoonAangevraagd) {
    return huishoudenWeigering(MELDING_HUISHOUDEN_LOTING);
  }
  const { naam, email, telefoon } = verzoek.invoer;
  return {
    soort: 'aanvraag',
    aanvraag: {
      id: verzoek.nieuwId,
      naam,
      email,
      telefoon,
      afleveringId: verzoek.staat.afleveringId,
      aangemeld: verzoek.now.toISOString(),
      uitkomst: null,
      reservePositie: null,
    },
  };
}

/** The free places when the order is fixed: the maximum minus who takes part already. */
export const vrijePlaatsenVoor = (settings: Settings, aantalActief: number): number =>
  Math.max(0, settings.maximumAantalDeelnemers - aantalActief);

export type VastleggenBeslissing =
  | { soort: 'vast'; staat: LotingStaat }
  /** The order was fixed before: nothing changes. */
  | { soort: 'alVast'; staat: LotingStaat }
  | Geweigerd;

/**
 * Fixing the draw order, once: after `sluitOp`, with an order computed (asynchronously, outside
 * the transaction) from exactly the applications the transaction reads now. A list that
 * changed in between is a bug, since nobody may apply after `sluitOp`: it throws.
 */
export function beslisVastleggen(
  stand: Pick<Stand, 'settings' | 'aantalActief'>,
  verzoek: {
    staat: LotingStaat | null;
    aanvragen: readonly string[];
    plan: { lijstHash: string; volgorde: readonly string[] };
    now: Date;
  },
): VastleggenBeslissing {
  const { staat, plan, now } = verzoek;
  const sluitOp = sluitOpVan(stand.settings);
  if (!staat || sluitOp === null) return weigering('nietGeopend', MELDING_GEEN_LOTING);
  if (staat.volgorde) return { soort: 'alVast', staat };
  if (!isAanvragenGesloten(stand.settings, now)) return weigering('nietGeopend', MELDING_LOTING_NOG_OPEN(sluitOp));
  const gelezen = [...verzoek.aanvragen].sort();
  const getrokken = [...plan.volgorde].sort();
  if (gelezen.length !== getrokken.length || gelezen.some((id, i) => id !== getrokken[i])) {
    throw new Error('De aanvragen veranderden tussen de berekening van de loting en het vastleggen');
  }
  return {
    soort: 'vast',
    staat: {
      ...staat,
      lijstHash: plan.lijstHash,
      volgorde: [...plan.volgorde],
      vrijePlaatsen: vrijePlaatsenVoor(stand.settings as Settings, stand.aantalActief),
      getrokken: now.toISOString(),
    },
  };
}

/** The applications the next step carries out, in draw order: at most `max` after `toegepast`. */
export function volgendeStap(staat: LotingStaat, max: number): string[] {
  if (!staat.volgorde) return [];
  return staat.volgorde.slice(staat.toegepast, staat.toegepast + Math.max(1, max));
}

export interface ToepassingVerzoek<A extends ZelfdeAdres> {
  aanvraag: LotingAanvraag;
  /** 0-based place in the draw order. */
  index: number;
  vrijePlaatsen: number;
  zelfdeAdres: readonly A[];
  nummers: Nummers;
  laatstePositie: number;
  nieuwId: string;
  now: Date;
  /**
   * One place per household (huishouden.ts): the fair's settings, and the people with the
   * application's phone number, read only while the rule is on (placements earlier in this
   * draw among them, so one household is placed once).
   */
  settings?: Pick<Settings, 'toewijzing'>;
  zelfdeTelefoon?: readonly ZelfdeTelefoon[];
}

export type ToepassingBeslissing<A> =
  | { soort: 'geplaatst'; beslissing: Nieuw | Terug<A> }
  | { soort: 'reserve'; plaats: ReservePlaats }
  | { soort: 'alIngeschreven' };

/**
 * One application in draw order: within the free places it is registered exactly as a
 * promotion from the reserve list (beslissing.ts 'bevordering': no gate, a returning seller
 * keeps their number); after them, or when no number is left, it goes last on the reserve list.
 * Someone who got registered another way meanwhile keeps that place, and so does a household
 * with one place per household on.
 */
export function beslisToepassing<A extends ZelfdeAdres>(
  laatste: Aflevering | null,
  v: ToepassingVerzoek<A>,
): ToepassingBeslissing<A> {
  if (v.zelfdeAdres.some((z) => isIngeschrevenVoor(z.deelnemer, laatste))) return { soort: 'alIngeschreven' };
  // The household got a place another way (or earlier in this draw): this application keeps none.
  if (v.settings && huishoudenWeigert(v.settings, v.zelfdeTelefoon, laatste)) return { soort: 'alIngeschreven' };
  if (v.index < v.vrijePlaatsen) {
    const beslissing = beslis(
      { laatste },
      {
        soort: 'bevordering',
        invoer: v.aanvraag,
        zelfdeAdres: v.zelfdeAdres,
        nummers: v.nummers,
        nieuwId: v.nieuwId,
        now: v.now,
      },
    );
    if (beslissing.soort !== 'geweigerd') return { soort: 'geplaatst', beslissing };
  }
  const plaats = nieuwePlaats(v.aanvraag, {
    id: v.aanvraag.id,
    afleveringId: v.aanvraag.afleveringId,
    laatstePositie: v.laatstePositie,
    now: v.now,
  });
  return { soort: 'reserve', plaats };
}

/** The public result: every application in draw order, the first `vrijePlaatsen` placed (as loting.ts trekLoting). */
export function uitslagVan(staat: LotingStaat): LotingUitslagRegel[] {
  const vrij = staat.vrijePlaatsen ?? 0;
  return (staat.volgorde ?? []).map((aanvraag, i) => ({ aanvraag, volgorde: i + 1, geplaatst: i < vrij }));
}
