/**
 * The Store port: everything the API needs from storage, in the domain's words.
 * Two adapters implement it (sqlite.ts, firestore.ts); contract.ts is its definition,
 * run against both. Every operation that must be atomic is ONE method here.
 */
import type { AfleveringInvoer, ContactpersoonInvoer, DeelnemerUpdate } from '../kern/validatie';
import type { ReservePlaats } from '../registratie/domein/reservelijst';
import type { BewaarLogRegel } from '../privacy/domein/wissen';
import type {
  Admin,
  Aflevering,
  Beurs,
  Contactpersoon,
  Deelnemer,
  MailBericht,
  NieuweDeelnemer,
  Nieuws,
  OutboxMail,
  PublicState,
  Sessie,
  Settings,
} from '../kern/types';

import type { Annulering, Bon, BonMetStatus, Kassa, KassaInvoer } from '../kassa/domein/kassa';
import type { AfrekenInvoer } from '../afrekening/domein/invoer';
import type { Afrekening } from '../afrekening/domein/afrekening';
import type { AfrekeningInstellingen } from '../afrekening/domein/instellingen';
import type { RegelBesluit } from '../afrekening/domein/nakijken';
import type { ArtikelSleutel } from '../artikelen/domein/artikelcode';
import type { Artikel, ArtikelInvoer } from '../artikelen/domein/artikelen';
import type { ArtikelInstellingen } from '../artikelen/domein/instellingen';
import type {
  Aanmelding,
  Dienst,
  DienstInstelling,
  DienstSoort,
  VrijwilligerInvoer,
} from '../vrijwilligers/domein/vrijwilligers';

export type { BewaarLogRegel } from '../privacy/domein/wissen';

export interface RegisterOptions {
  /** Administrators register past the open/closed/capacity gate. */
  bypassGate: boolean;
  now: Date;
  /** The confirmation mail, written to the outbox in the same transaction. */
  mail?: (deelnemer: Deelnemer) => MailBericht;
  /**
   * Called once the request has its place in the arrival order (first come, first served):
   * SQLite at the call, Firestore once its request document is stored. Tests use it to know
   * the order in which requests arrived.
   */
  ontvangen?: () => void;
}

/**
 * Given to every change that can free a place for the current fair: in the same transaction,
 * the first people on the reserve list are registered (domain/reservelijst.ts bevorderPlan),
 * each with a number and this mail. Without it, nobody is promoted.
 */
export interface BevorderOptions {
  now: Date;
  mail: (deelnemer: Deelnemer) => MailBericht;
}

export interface HerinneringOptions {
  now: Date;
  /** Who qualifies (domain/bewaren.ts krijgtHerinnering). */
  wie: (deelnemer: Deelnemer) => boolean;
  mail: (deelnemer: Deelnemer) => MailBericht;
}

/** The public documents, read live by the browser. */
export interface PubliekStore {
  getSettings(): Promise<Settings>;
  /** Merges the given fields and answers the result; promotes from the reserve list (BevorderOptions). */
  updateSettings(patch: Partial<Settings>, bevorder?: BevorderOptions): Promise<Settings>;
  getNieuws(): Promise<Nieuws>;
  saveNieuws(tekst: string): Promise<Nieuws>;
  getBeurs(): Promise<Beurs>;
  saveBeurs(beurs: Beurs): Promise<Beurs>;
  /** Active deelnemers, excluding the protected 'Kledingmaat' row. */
  countActief(): Promise<number>;
  getPublicState(): Promise<PublicState>;
}

export interface DeelnemersStore {
  /**
   * In ONE transaction: applies the registration gate (unless bypassed; refusal throws a
   * DomainError 'conflict' with the screen's message), assigns the next seller number (never
   * reused), links the deelnemer to the latest aflevering, and writes the mail. Unless
   * bypassed, an address already registered for the latest aflevering (domain/dubbel.ts) is
   * refused with a DomainError 'conflict' (MELDING_AL_INGESCHREVEN), after committing the stored
   * person's confirmation once more if the last one went out an hour ago or longer. An address
   * known from an earlier fair (and no other) is that person returning: their record is linked
   * to the latest aflevering with their own number, naam and telefoon taken from the form, and
   * the mail is written (domain/registratie.ts doeWeerMee). First come, first served: requests
   * are decided in the order they arrive. Firestore decides them in batches (one writer, see
   * firestore/toewijzer.ts) and throws a DomainError 'niet-beschikbaar' (MELDING_DRUK) when the decision takes
   * too long; the request is then still decided, and its mail tells the outcome.
   */
  register(input: NieuweDeelnemer, options: RegisterOptions): Promise<Deelnemer>;
  /**
   * In ONE transaction, the personal link "Ik doe weer mee": the registration gate as for
   * anyone, then the person is linked to the latest aflevering with their own number, and the
   * mail is written. Someone who already takes part in it is answered unchanged, without a
   * mail. Throws 404 when unknown (or the protected 'Kledingmaat' row).
   */
  weerMeedoen(id: string, options: Omit<RegisterOptions, 'bypassGate'>): Promise<Deelnemer>;
  /** Sorted by nummer ascending. */
  listDeelnemers(): Promise<Deelnemer[]>;
  getDeelnemer(id: string): Promise<Deelnemer | null>;
  getDeelnemerByNummer(nummer: number): Promise<Deelnemer | null>;
  /**
   * Replaces the editable fields; nummer and aangemeld stay. Throws 404 when unknown.
   * Promotes from the reserve list (BevorderOptions).
   */
  updateDeelnemer(update: DeelnemerUpdate, bevorder?: BevorderOptions): Promise<Deelnemer>;
  /** Answers the deleted row, or null when it did not exist. Promotes from the reserve list (BevorderOptions). */
  deleteDeelnemer(id: string, bevorder?: BevorderOptions): Promise<Deelnemer | null>;
  /**
   * In ONE transaction: gives the person the administrator's chosen number when it is free
   * (domain/verkopersnummer.ts nummerVrij; else a DomainError 'conflict'), and moves the counter up to
   * it so it is never handed out again. Their own number again is a no-op. Throws 404 when
   * unknown. The person's id stays the same (personal links in mails carry it).
   */
  geefNummer(id: string, nummer: number): Promise<Deelnemer>;
}

export interface AfleveringenStore {
  /** Sorted by volgnummer ascending. */
  listAfleveringen(): Promise<Aflevering[]>;
  lastAflevering(): Promise<Aflevering | null>;
  /**
   * Inserts (no id) or updates (id); answers the full list. Throws 409 on a duplicate volgnummer.
   * Inserting the next aflevering (domain/aflevering.ts startVolgendeBeurs) starts the next fair in
   * the same transaction: registration closed and the news empty.
   */
  saveAflevering(aflevering: AfleveringInvoer): Promise<Aflevering[]>;
  deleteAflevering(id: string): Promise<Aflevering | null>;
}

export interface ContactpersonenStore {
  listContactpersonen(): Promise<Contactpersoon[]>;
  saveContactpersoon(contact: ContactpersoonInvoer): Promise<Contactpersoon>;
  deleteContactpersoon(id: string): Promise<Contactpersoon | null>;
}

/** Administrators and their sessions. */
export interface BeheerStore {
  getAdmin(username: string): Promise<Admin | null>;
  saveAdmin(admin: Admin): Promise<void>;
  countAdmins(): Promise<number>;
  createSessie(sessie: Sessie): Promise<void>;
  getSessie(id: string): Promise<Sessie | null>;
  deleteSessie(id: string): Promise<void>;
  /** Sorted by username. */
  listAdmins(): Promise<Admin[]>;
  /**
   * In ONE transaction: deletes the administrator and ends their sessions. Answers false when
   * there was no such administrator.
   */
  deleteAdmin(username: string): Promise<boolean>;
  /** Deletes the sessions whose `expires` is at or before `now`; answers how many went. */
  deleteExpiredSessies(now: Date): Promise<number>;
  /** Ends every session of this administrator; answers how many went. */
  deleteSessiesOf(username: string): Promise<number>;
}

export interface OutboxStore {
  enqueueMail(mail: MailBericht, now: Date): Promise<OutboxMail>;
  /** Mails that are waiting and due, oldest first, leased so no other worker takes them. */
  claimMails(now: Date, limit: number, leaseMs: number): Promise<OutboxMail[]>;
  markMailSent(id: string, now: Date): Promise<void>;
  /** Records a failure; with nextAttempt null the mail is given up ('mislukt'). */
  markMailFailed(id: string, error: string, nextAttempt: Date | null): Promise<void>;
  listMails(status?: OutboxMail['status']): Promise<OutboxMail[]>;
  /** How many mails have this status, without reading them (the waiting queue is thousands at an opening). */
  countMails(status: OutboxMail['status']): Promise<number>;
  /** Puts a failed mail back in the queue, due now. */
  retryMail(id: string, now: Date): Promise<OutboxMail | null>;
}

/** Privacy: retention, erasure, the reminder and its opt-out (domain/bewaren.ts, domain/wissen.ts). */
export interface PrivacyStore {
  /**
   * In ONE transaction: applies the steps of bewaarPlan(all deelnemers, graceDagen) that are
   * due at `now` (phone numbers erased, persons deleted with their outbox mails, the active
   * count kept right), and the volunteer sign-ups' steps (domain/bewaren.ts aanmeldingenTeDoen:
   * phone numbers erased, rows deleted), and writes the erasure log (domain/wissen.ts
   * wissingBewaartermijn; its numbers are sellers' only). Answers that log line, or null when
   * nothing was due.
   */
  applyRetention(now: Date, graceDagen: number): Promise<BewaarLogRegel | null>;
  /**
   * In ONE transaction, a person's own request: deletes the person (the active count kept
   * right), their outbox mails unless another deelnemer still has the address, their volunteer
   * sign-ups (domain/wissen.ts aanmeldingenVanPersoon), and writes
   * the erasure log line (domain/wissen.ts wissingOpVerzoek). Answers the deleted person and
   * that line, or null when the person did not exist.
   */
  eraseOnRequest(
    id: string,
    now: Date,
    bevorder?: BevorderOptions,
  ): Promise<{ deelnemer: Deelnemer; regel: BewaarLogRegel } | null>;
  /** Newest first. */
  listErasureLog(limit: number): Promise<BewaarLogRegel[]>;
  /** The person wants no more reminders. Answers false when the person is unknown. */
  setHerinneringAfgemeld(id: string): Promise<boolean>;
  isHerinneringAfgemeld(id: string): Promise<boolean>;
  /**
   * In ONE transaction: for every person for whom `wie` holds, who did not opt out and has
   * had no reminder for this aflevering: writes `mail` to the outbox and marks them reminded
   * for it. Answers how many mails were written; a second call for the same aflevering writes none.
   */
  sendHerinneringen(afleveringId: string, options: HerinneringOptions): Promise<number>;
  /** How many people have had the reminder for this aflevering (the new fair's checklist). */
  telHerinnerd(afleveringId: string): Promise<number>;
}

/** The reserve list of the current fair (domain/reservelijst.ts). */
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
  listReservelijst(): Promise<ReservePlaats[]>;
  /** Answers the removed place, or null when it did not exist. */
  verwijderVanReservelijst(id: string): Promise<ReservePlaats | null>;
  /** Moves one place up or down; answers the list. Throws 404 when unknown. */
  verplaatsOpReservelijst(id: string, richting: 'omhoog' | 'omlaag'): Promise<ReservePlaats[]>;
  /** The administrator's switch, default on. */
  isAutomatischBevorderen(): Promise<boolean>;
  /** Switching on promotes into the free places, in the same transaction. Answers who was promoted. */
  zetAutomatischBevorderen(aan: boolean, bevorder: BevorderOptions): Promise<Deelnemer[]>;
}

export interface AanmeldOptions {
  now: Date;
  /** The confirmation mail for the new sign-ups, written to the outbox in the same transaction. */
  mail?: (aanmeldingen: Aanmelding[]) => MailBericht;
  /**
   * For a sign-up on the public form with the address of a registered seller: the mail to that
   * address with the seller's own link, where they confirm it (written in the same transaction).
   */
  verkoperMail?: (deelnemerId: string) => MailBericht;
}

/** Volunteers: the shifts of a fair and who signed up (domain/vrijwilligers.ts). */
export interface VrijwilligersStore {
  /** The three shifts of this aflevering with their settings and how many signed up. */
  listDiensten(afleveringId: string): Promise<Dienst[]>;
  saveDienst(afleveringId: string, dienst: DienstSoort, instelling: DienstInstelling): Promise<Dienst>;
  /** Sorted by shift, then name (domain/vrijwilligers.ts rosterVolgorde). */
  listAanmeldingen(afleveringId: string): Promise<Aanmelding[]>;
  /**
   * In ONE transaction: refuses the claim when a chosen shift is full or the address already
   * holds it (domain/vrijwilligers.ts verdeelClaim), writes one sign-up per shift and the mail.
   * Only with `deelnemerId` (the seller's own link) are the sign-ups the seller's: their flags are
   * set and their address's earlier unlinked sign-ups for these shifts are taken over. Without
   * it a registered seller with this address is only mailed (`verkoperMail`). Answers the new
   * and taken-over sign-ups.
   */
  meldAan(
    afleveringId: string,
    invoer: VrijwilligerInvoer & { deelnemerId?: string },
    options: AanmeldOptions,
  ): Promise<Aanmelding[]>;
  /**
   * In ONE transaction: removes the sign-up and clears its day's volunteer flag of the seller
   * when no other shift of theirs that day remains. Answers the removed sign-up, or null.
   */
  verwijderAanmelding(id: string): Promise<Aanmelding | null>;
  /** In ONE transaction: one mail per volunteer of this shift. Answers how many were written. */
  mailDienst(
    afleveringId: string,
    dienst: DienstSoort,
    mail: (aanmelding: Aanmelding) => MailBericht,
    now: Date,
  ): Promise<number>;
}

/** The till: desks of a fair and their receipts (domain/kassa.ts). */
export interface KassaStore {
  /** A new desk for this aflevering, with a fresh random `sleutel`. */
  maakKassa(afleveringId: string, invoer: KassaInvoer, now: Date): Promise<Kassa>;
  /** Sorted by ruimte, then naam. */
  listKassas(afleveringId: string): Promise<Kassa[]>;
  getKassa(id: string): Promise<Kassa | null>;
  /** Revokes the desk's link (its token is refused from now on). Null when unknown. */
  trekKassaIn(id: string, now: Date): Promise<Kassa | null>;
  /** A new link: a new sleutel and no longer revoked, so only the new link works. Null when unknown. */
  vernieuwKassaSleutel(id: string): Promise<Kassa | null>;
  /**
   * The desk called: records the time and what its device said was waiting (count and the
   * closing time of the oldest). One write to the desk's own row/document, never a shared one.
   */
  meldKassaContact(id: string, now: Date, wachtend: number, oudsteWachtend: string | null): Promise<void>;
  /**
   * Stores a receipt once per id: a receipt whose id is already stored is not written again
   * and the stored one is answered with `nieuw: false`. Never refused because an item on it
   * was sold before (that is a double sale, flagged by listBonnen). On Firestore the receipt
   * is its own document keyed by its id, created with a must-not-exist precondition.
   * Once the fair's settlement is closed (read in the same transaction), a new receipt is kept
   * apart as cash after closing (`naAfsluiting: true`, listBonnenNaAfsluiting): the frozen
   * settlement and listBonnen stay as they were, and the device may still let it go.
   */
  bewaarBon(bon: Bon): Promise<{ bon: Bon; nieuw: boolean; naAfsluiting: boolean }>;
  /** All receipts of a fair (voided ones too) with the double-sale flag, in closing order. */
  listBonnen(afleveringId: string): Promise<BonMetStatus[]>;
  /** The receipts of a fair that arrived after its settlement was closed, in closing order. */
  listBonnenNaAfsluiting(afleveringId: string): Promise<Bon[]>;
  /**
   * In ONE transaction: voids a closed receipt, recording who and when. Null when unknown; a
   * DomainError 'conflict' (MELDING_AL_GEANNULEERD) when it was voided already, so the first
   * annulering's who and when stay.
   */
  annuleerBon(id: string, annulering: Annulering): Promise<Bon | null>;
}

/** What the administrator recorded for one fair's settlement, and whether it is closed. */
export interface AfrekeningStaat {
  afleveringId: string;
  /** Sellers whose hand-written labels were marked 'retour' at drop-off, ascending. */
  retourBijAfgifte: number[];
  /** Cash counted per desk, in cents. */
  geteld: Record<string, number>;
  /** Decisions on single receipt lines (Nakijken, voided lines), in receipt id and line order. */
  besluiten: RegelBesluit[];
  /** Once closed: when, and the settlement as it was then (frozen). */
  gesloten: { op: string; afrekening: Afrekening } | null;
}

/** The settlement (domain/afrekening.ts): its settings, the administrator's records per fair, closing. */
export interface AfrekeningStore {
  /** SPEC.md's values until the administrator changes them. */
  getAfrekeningInstellingen(): Promise<AfrekeningInstellingen>;
  saveAfrekeningInstellingen(instellingen: AfrekeningInstellingen): Promise<AfrekeningInstellingen>;
  /** A fair without records answers empty lists and not closed. */
  getAfrekeningStaat(afleveringId: string): Promise<AfrekeningStaat>;
  /**
   * When the fair's settlement was closed, null while open: what a desk asks at every heartbeat,
   * so it is one small read, without the frozen settlement.
   */
  getAfrekeningGeslotenOp(afleveringId: string): Promise<string | null>;
  /**
   * In ONE transaction: sets or clears the drop-off retour mark of a seller; refused with a
   * DomainError 'conflict' (MELDING_AFREKENING_GESLOTEN) once the settlement is closed.
   */
  zetRetourBijAfgifte(afleveringId: string, verkopersnummer: number, retour: boolean): Promise<AfrekeningStaat>;
  /** In ONE transaction: records (null: clears) a desk's counted cash; refused (409) once closed. */
  zetGeteld(afleveringId: string, kassa: string, cent: number | null): Promise<AfrekeningStaat>;
  /**
   * In ONE transaction: records (replaces) the decision on line `regel` of receipt `bonId`, or
   * clears it (null); refused (409) once closed. The use case checks that the line exists.
   */
  /**
   * In ONE transaction: records (replaces) many decisions at once (the administrator's "all open
   * lines of this kind"); refused (409) once closed. Linear in the number of decisions.
   */
  zetRegelBesluiten(afleveringId: string, besluiten: RegelBesluit[]): Promise<AfrekeningStaat>;
  zetRegelBesluit(
    afleveringId: string,
    sleutel: { bonId: string; regel: number },
    besluit: RegelBesluit | null,
  ): Promise<AfrekeningStaat>;
  /**
   * In ONE transaction: closes the settlement with `afrekening`, computed from `grondslag`.
   * The transaction reads everything the settlement depends on again (the fair's participants,
   * items, desks, receipts, marks, counted cash and the settings) and refuses with 409 when it
   * differs from `grondslag` (domain/afrekening.ts grondslagVeranderd: MELDING_BONNEN_VERANDERD
   * or MELDING_AFREKENING_VERANDERD), so nothing saved after the computing is left out of the
   * frozen settlement unseen. Refused with 409 (MELDING_AL_GESLOTEN) when it is already closed.
   * From then on the marks and counts are refused, and receipts for this fair are kept apart.
   */
  sluitAfrekening(
    afleveringId: string,
    berekend: { afrekening: Afrekening; grondslag: AfrekenInvoer },
    now: Date,
  ): Promise<AfrekeningStaat>;
}

/**
 * Items and their settings (domain/artikelen.ts). An item belongs to its seller's number and
 * keeps its item number for good (its label holds no fair id); it is on offer at every fair its
 * seller takes part in until sold or deleted. Deleted items are kept, marked, so no number is
 * given twice; no method below answers them.
 */
export interface ArtikelenStore {
  /** The fair's settings; the defaults (STANDAARD_ARTIKEL_INSTELLINGEN) until saved. */
  getArtikelInstellingen(afleveringId: string): Promise<ArtikelInstellingen>;
  saveArtikelInstellingen(afleveringId: string, instellingen: ArtikelInstellingen): Promise<ArtikelInstellingen>;
  /** Whether the administrator saved item settings for this fair (else it runs on the defaults). */
  artikelInstellingenBewaard(afleveringId: string): Promise<boolean>;
  /** The seller's items that are still theirs (not sold, not given to charity), by artikelnummer. */
  listArtikelenVanVerkoper(verkopersnummer: number): Promise<Artikel[]>;
  /** Every item on offer at that fair, all sellers (domain/artikelen.ts opAanbodIn), by seller and item number. */
  listArtikelenVoorBeurs(afleveringId: string): Promise<Artikel[]>;
  /** Null when unknown or deleted; sold items are answered (with verkochtIn). */
  getArtikel(sleutel: ArtikelSleutel): Promise<Artikel | null>;
  /**
   * In ONE transaction: refuses (409) when the seller already has `maxArtikelen` unsold items
   * or has used every item number, gives the next item number (never one given before, also
   * after a delete) and writes the item, on offer from `afleveringId` on.
   */
  voegArtikelToe(
    verkopersnummer: number,
    invoer: ArtikelInvoer,
    options: { afleveringId: string; maxArtikelen: number; now: Date },
  ): Promise<Artikel>;
  /**
   * Replaces the item's fields. 404 when unknown or deleted, 409 (MELDING_VERKOCHT) when sold,
   * 409 (MELDING_GOED_DOEL) when given to charity.
   */
  wijzigArtikel(sleutel: ArtikelSleutel, invoer: ArtikelInvoer): Promise<Artikel>;
  /** Marks the item deleted; answers it, or null when unknown. 409 as wijzigArtikel when sold or given away. */
  verwijderArtikel(sleutel: ArtikelSleutel): Promise<Artikel | null>;
  /**
   * The till's or settlement's record that these items were sold at `afleveringId`: from the
   * next fair on they are no longer on offer. Unknown keys are skipped; answers how many were marked.
   */
  markeerVerkocht(afleveringId: string, sleutels: ArtikelSleutel[]): Promise<number>;
  /**
   * The closed settlement's record that these unsold items went to charity after `afleveringId`:
   * from the next fair on they are no longer on offer, nor the seller's to change. Sold, deleted
   * and already marked items and unknown keys are skipped (idempotent); answers how many were marked.
   */
  markeerGoedDoel(afleveringId: string, sleutels: ArtikelSleutel[]): Promise<number>;
  /**
   * For every person for whom `wie` holds and who has not had this mail for this aflevering:
   * writes `mail` to the outbox and marks them, the two in one transaction (on Firestore per
   * group of sellers, as a transaction holds 500 writes). Answers how many mails were written;
   * a second call for the same aflevering writes none.
   */
  mailArtikelLinks(afleveringId: string, options: HerinneringOptions): Promise<number>;
}

/** Small key-value facts (session secret, seeded flag). */
export interface MetaStore {
  getMeta(key: string): Promise<string | null>;
  setMeta(key: string, value: string): Promise<void>;
}

/** Everything the API needs from storage; the parts above are its areas, one file each per adapter. */
export interface Store
  extends
    PubliekStore,
    DeelnemersStore,
    AfleveringenStore,
    ContactpersonenStore,
    BeheerStore,
    OutboxStore,
    PrivacyStore,
    ReservelijstStore,
    VrijwilligersStore,
    AfrekeningStore,
    ArtikelenStore,
    KassaStore,
    MetaStore {
  /** Creates tables/indexes as needed. Safe to call on every start. */
  init(): Promise<void>;
  close(): Promise<void>;
}
