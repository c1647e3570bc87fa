/**
 * The registration's part of the Store port: the participants and the reserve list
 * (app/store/port.ts puts the areas' ports together).
 */
import { type DeelnemerUpdate } from '../domein/schemas';
import type { ArtikelInstellingen, Deelnemer, MailBericht, NieuweDeelnemer, Settings } from '../../kern/types';
import type { ReservePlaats } from '../domein/reservelijst';
import type { NummerStand } from '../domein/verkopersnummer';
import type { LotingAanvraag, LotingStaat } from '../domein/lotingbeslissing';
import type { ArtikelVoorBevestigen } from '../domein/bevestigen';
import type { BevestigenRust } from '../domein/bevestigen-rust';

export interface RegisterOptions {
  /** Administrators register past the open/closed/capacity gate. */
  bypassGate: boolean;
  now: Date;
  /** The confirmation mail, written to the outbox in the same transaction. */
  mail?: (deelnemer: Deelnemer) => MailBericht;
  /**
   * The early round the address belongs to (issue 52): 'vrijwilligers' when it signed up for a
   * shift of this fair. The gate lets it in from that round's time (domein/toewijzing.ts).
   */
  voorrang?: 'vrijwilligers';
  /**
   * Called once the request has its place in the arrival order (first come, first served):
   * SQLite at the call, Firestore once its request document is stored. Tests use it to know
   * the order in which requests arrived.
   */
  ontvangen?: () => void;
}

/**
 * Given to every change that can free a place for the current fair: in the same transaction,
 * the first people on the reserve list are registered (registratie/domein/reservelijst.ts bevorderPlan),
 * each with a number and this mail. Without it, nobody is promoted.
 */
export interface BevorderOptions {
  now: Date;
  mail: (deelnemer: Deelnemer) => MailBericht;
}

export interface DeelnemersStore {
  /**
   * In ONE transaction: applies the registration gate (unless bypassed; refusal throws a
   * DomainError 'conflict' with the screen's message), assigns the next seller number (at the
   * top a free one, registratie/domein/verkopersnummer.ts kiesNummer), links the deelnemer to the latest aflevering, and writes the mail. Unless
   * bypassed, an address already registered for the latest aflevering (registratie/domein/dubbel.ts) is
   * refused with a DomainError 'conflict' (MELDING_AL_INGESCHREVEN), after committing the stored
   * person's confirmation once more if the last one went out an hour ago or longer. An address
   * known from an earlier fair (and no other) is that person returning: their record is linked
   * to the latest aflevering with their own number, naam and telefoon taken from the form, and
   * the mail is written (registratie/domein/registratie.ts doeWeerMee). First come, first served: requests
   * are decided in the order they arrive. Firestore decides them in batches (one writer, see
   * firestore/toewijzer.ts) and throws a DomainError 'niet-beschikbaar' (MELDING_DRUK) when the decision takes
   * too long; the request is then still decided, and its mail tells the outcome.
   */
  schrijfIn(input: NieuweDeelnemer, options: RegisterOptions): Promise<Deelnemer>;
  /**
   * In ONE transaction, the personal link "Ik doe weer mee": the registration gate as for
   * anyone, then the person is linked to the latest aflevering with their own number, and the
   * mail is written. Someone who already takes part in it is answered unchanged, without a
   * mail. Throws 404 when unknown (or the protected 'Kledingmaat' row).
   */
  weerMeedoen(id: string, options: Omit<RegisterOptions, 'bypassGate'>): Promise<Deelnemer>;
  /** Sorted by nummer ascending. */
  leesDeelnemers(): Promise<Deelnemer[]>;
  /**
   * The people taking part in one fair (registratie/domein/registratie.ts doetMeeAan: linked to
   * it with the link active), with all their links, sorted by nummer. What a fair's till, desks and
   * settlement read: its cost follows the fair, not every person of every earlier season.
   */
  leesDeelnemersVan(afleveringId: string): Promise<Deelnemer[]>;
  leesDeelnemer(id: string): Promise<Deelnemer | null>;
  leesDeelnemerMetNummer(nummer: number): Promise<Deelnemer | null>;
  /**
   * Replaces the editable fields; nummer and aangemeld stay. Throws 404 when unknown.
   * Promotes from the reserve list (BevorderOptions).
   */
  wijzigDeelnemer(update: DeelnemerUpdate, bevorder?: BevorderOptions): Promise<Deelnemer>;
  /** Answers the deleted row, or null when it did not exist. Promotes from the reserve list (BevorderOptions). */
  verwijderDeelnemer(id: string, bevorder?: BevorderOptions): Promise<Deelnemer | null>;
  /**
   * In ONE transaction: gives the person the administrator's chosen number when it is free
   * (registratie/domein/verkopersnummer.ts nummerVrij; else a DomainError 'conflict'), and moves the counter up to
   * it so it is never handed out again. Their own number again is a no-op. Throws 404 when
   * unknown. The person's id stays the same (personal links in mails carry it).
   */
  geefNummer(id: string, nummer: number): Promise<Deelnemer>;
  /**
   * How many seller numbers were never handed out (up to 9999) and how many free ones may be
   * reused now (registratie/domein/verkopersnummer.ts nummerStand), for /instellingen.
   */
  leesNummerStand(): Promise<NummerStand>;
}

/**
 * The registration's gate: open, closed and the maximum. Seizoen keeps them in its public document
 * (public/settings, its leesInstellingen); changing them is registration's, as opening, reopening
 * or a higher maximum frees places the reserve list fills in the same transaction.
 */
/**
 * The fields to merge, or a decision on the settings as read in the transaction (issue 52: work
 * a clock starts, and a switch that consumes a set moment, decide on what is stored at commit,
 * not on an earlier read); null writes nothing. On Firestore it may run more than once.
 */
export type InstellingenPatch = Partial<Settings> | ((voor: Settings) => Partial<Settings> | null);

export interface InstellingenStore {
  /**
   * In ONE transaction: merges the given fields into the settings and answers the result, and
   * promotes from the reserve list into the places the change freed (BevorderOptions).
   */
  wijzigInstellingen(patch: InstellingenPatch, bevorder?: BevorderOptions): Promise<Settings>;
}

/** The reserve list of the current fair (registratie/domein/reservelijst.ts). */
export interface ReservelijstStore {
  /**
   * In ONE transaction: only while the registration is closed or full (else a DomainError 'conflict'
   * with the reason), one place per address per fair (409 MELDING_AL_OP_RESERVELIJST), last
   * on the list, and the confirmation `mail` written to the outbox.
   */
  zetOpReservelijst(
    input: NieuweDeelnemer,
    options: { now: Date; mail: (plaats: ReservePlaats) => MailBericht },
  ): Promise<ReservePlaats>;
  /** The current fair's list, in order. */
  leesReservelijst(): Promise<ReservePlaats[]>;
  /** Answers the removed place, or null when it did not exist. */
  verwijderVanReservelijst(id: string): Promise<ReservePlaats | null>;
  /** Moves one place up or down; answers the list. Throws 404 when unknown. */
  verplaatsOpReservelijst(id: string, richting: 'omhoog' | 'omlaag'): Promise<ReservePlaats[]>;
  /** The administrator's switch, default on. */
  leesAutomatischBevorderen(): Promise<boolean>;
  /** Switching on promotes into the free places, in the same transaction. Answers who was promoted. */
  zetAutomatischBevorderen(aan: boolean, bevorder: BevorderOptions): Promise<Deelnemer[]>;
}

/**
 * The draw of the current fair (issue 52 part 3; registratie/domein/lotingbeslissing.ts). Its
 * state holds the secret zaad: it is stored outside the public settings and only the use case
 * decides what of it is shown.
 */
export interface LotingStore {
  /**
   * The current fair's draw with this zaad, unless it has one already (the first zaad stays:
   * its hash may be published). Answers the stored state. Throws a 409 without a current fair.
   */
  maakLoting(zaad: string, zaadHash: string): Promise<LotingStaat>;
  /** The current fair's draw and its applications (any order); null before one was made. */
  leesLoting(): Promise<{ staat: LotingStaat | null; aanvragen: LotingAanvraag[] }>;
  /**
   * In ONE transaction: an application (lotingbeslissing.ts beslisAanvraag; a refusal throws a
   * DomainError 'conflict' with its message) and its mail in the outbox.
   */
  vraagAan(
    input: NieuweDeelnemer,
    options: { now: Date; mail: (aanvraag: LotingAanvraag) => MailBericht },
  ): Promise<LotingAanvraag>;
  /**
   * In ONE transaction: fixes the draw order computed from exactly the applications stored
   * (beslisVastleggen), with the free places as they are now. Once: a second call answers the
   * stored state unchanged. 409 before sluitOp.
   */
  legLotingVast(plan: { lijstHash: string; volgorde: readonly string[] }, now: Date): Promise<LotingStaat>;
  /**
   * In ONE transaction: carries out the next `max` applications of the fixed order (placed with
   * the confirmation `mail`, or onto the reserve list with `reserveMail`), and counts them done
   * in the same write. `klaar` once every application is carried out; nothing happens twice.
   */
  pasLotingToe(options: {
    now: Date;
    max: number;
    mail: (deelnemer: Deelnemer, aanvraag: LotingAanvraag) => MailBericht;
    reserveMail: (plaats: ReservePlaats, aanvraag: LotingAanvraag) => MailBericht;
  }): Promise<{ klaar: boolean; staat: LotingStaat | null }>;
}

/**
 * What registration reads of the items (item entry's store answers it, joined by the
 * composition): the fair's item settings, whether the confirmation offers the item link, and a
 * seller's items, before their number may change.
 */
/**
 * What the registration reads of the volunteers' sign-ups (the volunteers' store answers it,
 * joined by the composition): who signed up for a shift of a fair, for its early round (issue 52).
 */
export interface VrijwilligersVoorRegistratie {
  leesAanmeldingen(afleveringId: string): Promise<readonly { email: string; aangemeld: string }[]>;
}

export interface ArtikelenVoorRegistratie {
  leesArtikelInstellingen(afleveringId: string): Promise<ArtikelInstellingen>;
  leesArtikelenVanVerkoper(verkopersnummer: number): Promise<readonly ArtikelVoorBevestigen[]>;
  /** Every item on offer at the fair, all sellers: the administrator's view of who confirmed by items (issue 53). */
  leesArtikelenVoorBeurs(
    afleveringId: string,
  ): Promise<readonly (ArtikelVoorBevestigen & { verkopersnummer: number })[]>;
}

/**
 * Confirming places in the current fair (issue 53, registratie/domein/bevestigen.ts). Each
 * method is ONE transaction that re-reads the people it changes.
 */
export interface BevestigenStore {
  /**
   * The person's place in the current fair confirmed at `now` (again: the first moment stays).
   * Throws 404 when unknown, 409 (MELDING_DOET_NIET_MEE) when not taking part in it, 409
   * (MELDING_TERMIJN_VOORBIJ) when their deadline has passed unless `ookTeLaat` (magBevestigen).
   */
  bevestigPlaats(id: string, now: Date, opties: { ookTeLaat: boolean }): Promise<Deelnemer>;
  /**
   * The person's own deadline `tot` for the current fair. 404 unknown; 409 not taking part; 400
   * at `tot` when not later than their deadline as it stands, or not before the drop-off (termijnFout).
   */
  zetBevestigTermijn(id: string, tot: string, now: Date): Promise<Deelnemer>;
  /**
   * Of `ids`, those whose reminder is due at `now` as they stand in the transaction
   * (moetHerinneren): the reminder marked for their deadline and `mail` written. Answers them.
   */
  herinnerAanBevestigen(
    ids: readonly string[],
    options: { now: Date; mail: (deelnemer: Deelnemer, deadline: string) => MailBericht },
  ): Promise<Deelnemer[]>;
  /**
   * Of `ids`, those whose place is released at `now` as they stand in the transaction
   * (moetVrijgeven): no longer taking part (metVrijgave) and `mail` written; the reserve list
   * promoted into the freed places in the same transaction (`bevorder`). Answers both.
   * `artikelen`: while items confirm (the number, domein/bevestigen.ts artikelDrempel), each
   * person's items for the current fair are counted in the transaction; who has that many is
   * marked confirmed instead (metBevestiging), so their items are never read for it again.
   */
  geefPlaatsenVrij(
    ids: readonly string[],
    options: {
      now: Date;
      mail: (deelnemer: Deelnemer) => MailBericht;
      bevorder: BevorderOptions;
      artikelen?: number | null;
    },
  ): Promise<{ vrijgegeven: Deelnemer[]; bevorderd: Deelnemer[] }>;
  /**
   * The stamp of the inputs the clock's work reads (people, fairs, items: Firestore's
   * platform/firestore/stempel.ts), for its rest (domein/bevestigen-rust.ts); null where the
   * store keeps none and every run looks (SQLite, where reading the people is cheap).
   */
  bevestigenStempel(): Promise<string | null>;
  /** The note the last run that looked left (domein/bevestigen-rust.ts), or null. */
  leesBevestigenRust(): Promise<BevestigenRust | null>;
  bewaarBevestigenRust(rust: BevestigenRust): Promise<void>;
}
