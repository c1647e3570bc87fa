/**
 * The registration decision, once for both adapters (issue 37): given what an adapter read
 * inside its transaction, what happens to a registration, a promotion from the reserve list,
 * "Ik doe weer mee" or a place on the reserve list. Pure: no reads, no writes, no clock (the
 * time and a fresh id come in with the request); the adapter reads, calls `beslis`, and writes
 * what it answers, so the guarantees of each store's transaction stay the adapter's.
 */
import { isIngeschrevenVoor, magBevestigingOpnieuw, MELDING_AL_INGESCHREVEN } from './dubbel';
import {
  huishoudenWeigert,
  isEenPerHuishouden,
  MELDING_HUISHOUDEN,
  MELDING_HUISHOUDEN_RESERVELIJST,
  VELD_HUISHOUDEN,
  type ZelfdeTelefoon,
} from './huishouden';
import {
  doeWeerMee,
  isActieveDeelnemer,
  isBeschermd,
  MELDING_NIET_GEOPEND,
  nieuweDeelnemer,
  registratieToegang,
  toegangMelding,
} from './registratie';
import {
  MELDING_AL_OP_RESERVELIJST,
  MELDING_RESERVE_AL_INGESCHREVEN,
  nieuwePlaats,
  reservelijstWeigering,
  type ReservePlaats,
} from './reservelijst';
import { kiesNummer, MELDING_NUMMERS_OP, volgendNummer, type Nummers } from './verkopersnummer';
import { isLoting, isTerugkerend, komendeOpening, meldingOpentOp, type Voorrang } from './toewijzing';
import { conflict, nietGevonden } from '../../kern/errors';
import type { Aflevering, Deelnemer, NieuweDeelnemer, Settings } from '../../kern/types';

/** What every decision reads: the gate's settings, the current fair and its active count. */
export interface Stand {
  settings: Settings;
  /** The current fair's active count (isActieveDeelnemer), as read in the transaction. */
  aantalActief: number;
  /** The current fair: the latest aflevering, null before any exists. */
  laatste: Aflevering | null;
  /** The fair's address, which the message of a closed registration names. */
  beursEmail: string;
}

/** A stored person with the request's address (registratie/domein/dubbel.ts emailSleutel). */
export interface ZelfdeAdres {
  deelnemer: Deelnemer;
  /** When their confirmation last went out (ISO): at a resend, else at registration. */
  laatsteBevestiging: string;
}

/** The seller-number counter, the highest number present and, at the top, what may be reused (domein/verkopersnummer.ts). */
export type { Nummers };

/** Who registers: a visitor passes the gate and the one-per-address rule; an administrator neither. */
export type Door = 'bezoeker' | 'beheerder';

/**
 * A registration. `zelfdeAdres`: the stored people with the address, in the adapter's order
 * (the first registered for the current fair is the one refused); unread for an administrator.
 */
export interface InschrijvingVerzoek<A extends ZelfdeAdres> {
  soort: 'inschrijving';
  door: Door;
  invoer: NieuweDeelnemer;
  zelfdeAdres: readonly A[];
  nummers: Nummers;
  /** Whether the caller wants the confirmation: a second registration then sends it again. */
  metMail: boolean;
  /** The id a new person gets. */
  nieuwId: string;
  now: Date;
  /**
   * The early round the address belongs to, as the use case found it (issue 52: 'vrijwilligers'
   * when it signed up for a shift of this fair); the gate lets it in from that round's time.
   */
  voorrang?: 'vrijwilligers';
  /**
   * The stored people with the request's phone number (one place per household, huishouden.ts),
   * read only while the fair's rule is on; unread for an administrator.
   */
  zelfdeTelefoon?: readonly ZelfdeTelefoon[];
}

/**
 * A promotion from the reserve list: the list's plan (domein/reservelijst.ts bevorderPlan)
 * gave the place and skipped who is registered already, so no gate and no refusal for the address.
 */
export interface BevorderingVerzoek<A extends ZelfdeAdres> {
  soort: 'bevordering';
  invoer: NieuweDeelnemer;
  zelfdeAdres: readonly A[];
  nummers: Nummers;
  nieuwId: string;
  now: Date;
}

/** "Ik doe weer mee" from a personal link: the person as read by the link's id, or null. */
export interface WeerMeedoenVerzoek {
  soort: 'weerMeedoen';
  deelnemer: Deelnemer | null;
  now: Date;
  /** The stored people with the person's phone number, read only while one place per household is on. */
  zelfdeTelefoon?: readonly ZelfdeTelefoon[];
}

/** A place on the reserve list. */
export interface ReservelijstVerzoek {
  soort: 'reservelijst';
  invoer: NieuweDeelnemer;
  /** Whether the address already has a place on the current fair's list. */
  alOpLijst: boolean;
  zelfdeAdres: readonly Pick<ZelfdeAdres, 'deelnemer'>[];
  /** The last position on the fair's list, 0 when it is empty. */
  laatstePositie: number;
  nieuwId: string;
  now: Date;
  /** Read only while one place per household is on: the people with the phone number. */
  zelfdeTelefoon?: readonly ZelfdeTelefoon[];
  /** Read only while one place per household is on: whether the number has a place on the list. */
  telefoonOpLijst?: boolean;
}

export type Reden =
  | 'gesloten'
  | 'nietGeopend'
  | 'vol'
  | 'nogPlek'
  | 'alOpReservelijst'
  | 'alIngeschreven'
  | 'nummersOp'
  | 'huishouden'
  | 'loting';

/** A refusal, with the message the caller gets (a 409), and the field it concerns when it is one. */
export interface Geweigerd {
  soort: 'geweigerd';
  reden: Reden;
  melding: string;
  veld?: string;
}

/** A new person with the next seller number, linked to the current fair. */
export interface Nieuw {
  soort: 'nieuw';
  deelnemer: Deelnemer;
  /** A free number taken again at the top (kiesNummer): the counter stays, the number is free no more. */
  hergebruikt?: true;
}

/** A person known from an earlier fair joins the current one with their own record and number. */
export interface Terug<A> {
  soort: 'terug';
  /** The stored person as read. */
  wie: A;
  /** The person as they are to be stored. */
  deelnemer: Deelnemer;
}

/** A second registration for the fair: refused; `bevestigOpnieuw` says whether their confirmation goes out again. */
export interface AlIngeschreven<A> {
  soort: 'alIngeschreven';
  wie: A;
  bevestigOpnieuw: boolean;
  melding: string;
}

export type InschrijvingBeslissing<A> = Nieuw | Terug<A> | AlIngeschreven<A> | Geweigerd;
export type BevorderingBeslissing<A> = Nieuw | Terug<A> | Geweigerd;
export type WeerMeedoenBeslissing =
  | Terug<Deelnemer>
  /** Already taking part: nothing to write, the person as read is the answer. */
  | { soort: 'doetAlMee'; deelnemer: Deelnemer }
  /** No such person (or the protected row): a 404. */
  | { soort: 'onbekend' }
  | Geweigerd;
export type ReservelijstBeslissing = { soort: 'opReservelijst'; plaats: ReservePlaats } | Geweigerd;

export function beslis<A extends ZelfdeAdres>(stand: Stand, verzoek: InschrijvingVerzoek<A>): InschrijvingBeslissing<A>;
/** A promotion has no gate: of the stand it needs only the current fair. */
export function beslis<A extends ZelfdeAdres>(
  stand: Pick<Stand, 'laatste'>,
  verzoek: BevorderingVerzoek<A>,
): BevorderingBeslissing<A>;
export function beslis(stand: Stand, verzoek: WeerMeedoenVerzoek): WeerMeedoenBeslissing;
export function beslis(stand: Stand, verzoek: ReservelijstVerzoek): ReservelijstBeslissing;
export function beslis<A extends ZelfdeAdres>(
  stand: Stand | Pick<Stand, 'laatste'>,
  verzoek: InschrijvingVerzoek<A> | BevorderingVerzoek<A> | WeerMeedoenVerzoek | ReservelijstVerzoek,
): InschrijvingBeslissing<A> | WeerMeedoenBeslissing | ReservelijstBeslissing {
  // The overloads pair a promotion with its smaller stand, and every other request with a whole one.
  if (verzoek.soort === 'bevordering') return plaatsing(stand, verzoek);
  const heel = stand as Stand;
  switch (verzoek.soort) {
    case 'inschrijving':
      return inschrijving(heel, verzoek);
    case 'weerMeedoen':
      return weerMeedoen(heel, verzoek);
    case 'reservelijst':
      return reservelijst(heel, verzoek);
  }
}

const weigering = (reden: Reden, melding: string): Geweigerd => ({ soort: 'geweigerd', reden, melding });

/** The household has its place already (huishouden.ts): refused at the phone number's field. */
export const huishoudenWeigering = (melding = MELDING_HUISHOUDEN): Geweigerd => ({
  ...weigering('huishouden', melding),
  veld: VELD_HUISHOUDEN,
});

/**
 * The gate of SPEC.md section 4 (registratieToegang) as a refusal, or null when the form is open:
 * at the request's own time, with the early rounds it belongs to (issue 52).
 */
function poort(stand: Stand, door: Door, now: Date, voorrang: readonly Voorrang[]): Geweigerd | null {
  const toegang = registratieToegang(stand.settings, stand.aantalActief, door === 'beheerder', now, voorrang);
  if (toegang === 'formulier') return null;
  const reden = toegang === 'maximum' ? 'vol' : toegang;
  return weigering(reden, toegangMelding(toegang, stand.beursEmail, komendeOpening(stand.settings, now)));
}

/** A visitor's registration that reaches the transaction while the places are drawn (issue 52). */
export const MELDING_INSCHRIJVING_LOTING =
  'De plaatsen worden deze keer verloot. Vernieuw de pagina en vraag een plaats aan voor de loting.';

/** The gate, then one registration per address per fair, then the returning seller or a new number. */
function inschrijving<A extends ZelfdeAdres>(stand: Stand, verzoek: InschrijvingVerzoek<A>): InschrijvingBeslissing<A> {
  const dicht = poort(stand, verzoek.door, verzoek.now, verzoek.voorrang ? [verzoek.voorrang] : []);
  if (dicht) return dicht;
  // In a draw a visitor applies and the draw places; a registration is asked for only because
  // the request decided on settings read before the switch to a draw (the door reads them before
  // the body, which a client can send slowly). The administrator still registers directly.
  if (verzoek.door === 'bezoeker' && isLoting(stand.settings)) return weigering('loting', MELDING_INSCHRIJVING_LOTING);
  // Administrators enter registrations for others, such as two sellers of one household: always a new person.
  if (verzoek.door === 'beheerder') return nieuw(stand, verzoek);
  const wie = verzoek.zelfdeAdres.find((z) => isIngeschrevenVoor(z.deelnemer, stand.laatste));
  if (wie) {
    // The confirmation again, at most once an hour, to the stored address.
    const bevestigOpnieuw = verzoek.metMail && magBevestigingOpnieuw(wie.laatsteBevestiging, verzoek.now);
    return { soort: 'alIngeschreven', wie, bevestigOpnieuw, melding: MELDING_AL_INGESCHREVEN };
  }
  // After the address: a second registration with it gets its confirmation again, as without the rule.
  if (huishoudenWeigert(stand.settings, verzoek.zelfdeTelefoon, stand.laatste)) return huishoudenWeigering();
  return plaatsing(stand, verzoek);
}

/**
 * A person known from an earlier fair by the address (the lowest number, never the protected
 * row) returns with their record and number, naam and telefoon as given now; anyone else is new.
 */
function plaatsing<A extends ZelfdeAdres>(
  stand: Pick<Stand, 'laatste'>,
  verzoek: Pick<BevorderingVerzoek<A>, 'invoer' | 'zelfdeAdres' | 'nummers' | 'nieuwId' | 'now'>,
): Nieuw | Terug<A> | Geweigerd {
  const wie = verzoek.zelfdeAdres
    .filter((z) => !isBeschermd(z.deelnemer))
    .reduce<A | undefined>(
      (laagste, z) => (laagste && laagste.deelnemer.nummer <= z.deelnemer.nummer ? laagste : z),
      undefined,
    );
  if (!wie) return nieuw(stand, verzoek);
  const { naam, telefoon } = verzoek.invoer;
  return { soort: 'terug', wie, deelnemer: doeWeerMee({ ...wie.deelnemer, naam, telefoon }, stand.laatste) };
}

/**
 * A new person with the next number (kiesNummer): never one above the highest an item's code
 * holds, and at the top a reused one only when no item of it can still be in circulation.
 */
function nieuw(
  stand: Pick<Stand, 'laatste'>,
  { invoer, nummers, nieuwId, now }: Pick<InschrijvingVerzoek<ZelfdeAdres>, 'invoer' | 'nummers' | 'nieuwId' | 'now'>,
): Nieuw | Geweigerd {
  const nummer = kiesNummer(nummers);
  if (nummer === null) return weigering('nummersOp', MELDING_NUMMERS_OP);
  const deelnemer = nieuweDeelnemer(invoer, { id: nieuwId, nummer, laatste: stand.laatste, now });
  return nummer === volgendNummer(nummers.teller, nummers.hoogste)
    ? { soort: 'nieuw', deelnemer }
    : { soort: 'nieuw', deelnemer, hergebruikt: true };
}

/** "Ik doe weer mee": the person, unless they take part already, through the visitor's gate. */
function weerMeedoen(stand: Stand, { deelnemer, now, zelfdeTelefoon }: WeerMeedoenVerzoek): WeerMeedoenBeslissing {
  if (!deelnemer || isBeschermd(deelnemer)) return { soort: 'onbekend' };
  if (isActieveDeelnemer(deelnemer, stand.laatste)) return { soort: 'doetAlMee', deelnemer };
  // Someone from one of the last two fairs may come back in the returning sellers' early round.
  const dicht = poort(stand, 'bezoeker', now, isTerugkerend(deelnemer, stand.laatste) ? ['terugkerend'] : []);
  if (dicht) return dicht;
  // Their own number never refuses them: only someone else of the household with a place does.
  if (huishoudenWeigert(stand.settings, zelfdeTelefoon, stand.laatste, deelnemer.id)) return huishoudenWeigering();
  return { soort: 'terug', wie: deelnemer, deelnemer: doeWeerMee(deelnemer, stand.laatste) };
}

/**
 * The refusals of "Ik doe weer mee" as both adapters answer them: no such person 404, the gate
 * closed 409; what is left is for the adapter to answer (as read) or to write (`terug`).
 */
export function weerMeedoenOfFout(
  beslissing: WeerMeedoenBeslissing,
): Exclude<WeerMeedoenBeslissing, { soort: 'onbekend' } | Geweigerd> {
  if (beslissing.soort === 'onbekend') throw nietGevonden('Deelnemer');
  if (beslissing.soort === 'geweigerd') throw conflict(beslissing.melding, beslissing.veld);
  return beslissing;
}

/**
 * The list is for people who found the registration closed or full (the two messages under
 * which its button stands), one place per address per fair, and not for who is registered.
 */
function reservelijst(stand: Stand, verzoek: ReservelijstVerzoek): ReservelijstBeslissing {
  // The list is for the public: before the opening (early rounds included) it is not open yet.
  const toegang = registratieToegang(stand.settings, stand.aantalActief, false, verzoek.now);
  const opening = komendeOpening(stand.settings, verzoek.now);
  const dicht = reservelijstWeigering(toegang, opening ? meldingOpentOp(opening) : MELDING_NIET_GEOPEND);
  if (dicht) return weigering(toegang === 'nietGeopend' ? 'nietGeopend' : 'nogPlek', dicht);
  if (verzoek.alOpLijst) return weigering('alOpReservelijst', MELDING_AL_OP_RESERVELIJST);
  if (verzoek.zelfdeAdres.some((z) => isIngeschrevenVoor(z.deelnemer, stand.laatste))) {
    return weigering('alIngeschreven', MELDING_RESERVE_AL_INGESCHREVEN);
  }
  if (huishoudenWeigert(stand.settings, verzoek.zelfdeTelefoon, stand.laatste)) return huishoudenWeigering();
  if (isEenPerHuishouden(stand.settings) && verzoek.telefoonOpLijst) {
    return huishoudenWeigering(MELDING_HUISHOUDEN_RESERVELIJST);
  }
  const plaats = nieuwePlaats(verzoek.invoer, {
    id: verzoek.nieuwId,
    afleveringId: stand.laatste?.id ?? '',
    laatstePositie: verzoek.laatstePositie,
    now: verzoek.now,
  });
  return { soort: 'opReservelijst', plaats };
}
