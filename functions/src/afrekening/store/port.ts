/**
 * The settlement's part of the Store port (app/store/port.ts puts the areas' ports together).
 */
import type { Afrekening } from '../domein/afrekening';
import { type RegelBesluit } from '../domein/nakijken';
import { type AfrekeningInstellingen } from '../../kern/afrekening-instellingen';
import { type AfrekenBronnen, type AfrekenInvoer, type InleverStand } from '../domein/invoer';
import type { Rekening, Uitbetaald, VerkopersRekening } from '../domein/uitbetaling';
import type { AndersBetaald, AndersBetaaldWijze } from '../domein/nabetalen';
import type { Deelnemer, MailBericht, Uitbetaling } from '../../kern/types';

/**
 * What the settlement reads of the desks' drop-off records. inlevering keeps them, on the floor
 * above, and its store answers this (InleveringStore); the settlement names what it reads here
 * instead of importing the floor above.
 */
export interface InleveringVoorAfrekening {
  /** Every record of the fair that has something in it. */
  leesInleveringen(afleveringId: string): Promise<readonly InleverStand[]>;
}

/**
 * The mail about a change of payout (issue 50), made inside the store's transaction from what it
 * read there: the person (their payout masked, as every read) and their payout before the change,
 * in full, so a change of account with the same last four digits is seen. Null: nothing changed.
 */
export type UitbetalingsBericht = (
  deelnemer: Deelnemer,
  oud: Uitbetaling | undefined,
  nieuw: Uitbetaling,
) => MailBericht | null;

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
  /** Once the transfers to the sellers paid by bank are marked done (issue 36): who, when, what. */
  uitbetaald: Uitbetaald | null;
  /**
   * After "Uitbetaald": the sellers owed a transfer who were not in the batch and were marked paid
   * another way (issue 50), in the order they were marked.
   */
  andersBetaald: AndersBetaald[];
}

/** The settlement (afrekening/domein/afrekening.ts): its settings, the administrator's records per fair, closing. */
export interface AfrekeningStore {
  /**
   * SPEC.md's values until the administrator changes them, with `bankUitbetaling`; never the
   * organisation's account (the settlement, the public page and the seller's view read these).
   */
  leesAfrekeningInstellingen(): Promise<AfrekeningInstellingen>;
  /**
   * Saves the settings: the fees and the switch where the public page reads them, the
   * organisation's `iban` and `tenaamstelling` apart, where no browser can read them (on
   * Firestore a private document); absent there: the account is removed. Answers what it saved.
   */
  bewaarAfrekeningInstellingen(instellingen: AfrekeningInstellingen): Promise<AfrekeningInstellingen>;
  /** The organisation's account, or null when none is saved. */
  leesBankrekening(): Promise<Rekening | null>;
  /**
   * In ONE transaction: sets how a seller is paid; refused with 409 (MELDING_UITBETALING_VAST)
   * once the settlement of `afleveringId` is closed, 404 when the person is gone. The full IBAN
   * is stored; every read of a Deelnemer answers it masked (kern/iban.ts gemaskeerdeUitbetaling).
   * Queues `bericht`'s mail in the same transaction (issue 50), so no change goes unmailed.
   */
  zetUitbetaling(
    deelnemerId: string,
    afleveringId: string,
    uitbetaling: Uitbetaling,
    bericht: UitbetalingsBericht,
    now: Date,
  ): Promise<Deelnemer>;
  /**
   * In ONE transaction: the administrator corrects the name on the account of seller `nummer`
   * (issue 50), also after closing, until the fair's transfers are marked paid: refused with 409
   * once they are (MELDING_AL_UITBETAALD), 404 without that seller, 409 when they are not paid by
   * bank (meldingNietPerBank). Queues `bericht`'s mail with it.
   */
  zetTenaamstelling(
    afleveringId: string,
    nummer: number,
    tenaamstelling: string,
    bericht: UitbetalingsBericht,
    now: Date,
  ): Promise<Deelnemer>;
  /**
   * The full accounts of everyone who chose bank, by number: for the treasurer's export only
   * (the SEPA file, the GiroCodes), which matches them with the closed settlement's sellers.
   */
  leesBankgegevens(): Promise<VerkopersRekening[]>;
  /**
   * Marks the fair's transfers as done with `uitbetaald`, erases the choice and IBAN of the
   * sellers numbered in `wissen` (paid in cash again unless they choose anew; the mark keeps the
   * last four digits) and queues `mails`, at most one per seller number. Refused with 409 when
   * the settlement is not closed (MELDING_NOG_NIET_GESLOTEN) or already marked
   * (MELDING_AL_UITBETAALD). The mark is one transaction; the rest may be in parts (Firestore: a
   * transaction writes at most 500 documents), which a refused second call finishes first when
   * the first stopped half-way, without mailing anyone twice.
   */
  markeerUitbetaald(
    afleveringId: string,
    uitbetaald: Uitbetaald,
    wissen: number[],
    mails: { nummer: number; mail: MailBericht }[],
    now: Date,
  ): Promise<AfrekeningStaat>;
  /**
   * In ONE transaction (issue 50): marks seller `nummer` as paid another way than the batch, with
   * the amount the frozen settlement owes them (afrekening/domein/nabetalen.ts
   * andersBetaaldMarkering). Re-reads the settlement, the mark of the batch and the marks so far,
   * and refuses with 409 (meldingNietTeBetalen) a seller not on nogTeBetalen's list: not closed or
   * not yet "Uitbetaald", not paid by bank with an amount, in the batch, or marked already.
   */
  markeerAndersBetaald(
    afleveringId: string,
    nummer: number,
    betaling: { wijze: AndersBetaaldWijze; door: string },
    now: Date,
  ): Promise<AfrekeningStaat>;
  /**
   * The organisation's account as it was when the fair's settlement was closed (issue 50): the
   * account its transfers are paid from, whatever the settings say since. Null while open, and
   * for a fair closed before it was kept (or closed without an account). As private as the
   * account itself: only for the treasurer's export and the administrator's screens.
   */
  leesRekeningBijAfsluiten(afleveringId: string): Promise<Rekening | null>;
  /** A fair without records answers empty lists and not closed. */
  leesAfrekeningStaat(afleveringId: string): Promise<AfrekeningStaat>;
  /**
   * Everything the fair's settlement is computed from, as stored now and read at one moment (the
   * fair, its people, items, desks, receipts, drop-off records, the administrator's records and the
   * settings): the one reader per adapter that sluitAfrekening reads again in its transaction, so
   * what is shown and what is checked at closing are read alike (afrekening/domein/invoer.ts
   * afrekenInvoer makes the input of it).
   */
  leesAfrekenBronnen(afleveringId: string): Promise<AfrekenBronnen>;
  /**
   * The fair's settlement as its inputs stand now (not the frozen one): `bereken` applied to what
   * leesAfrekenBronnen reads. An adapter may answer what it computed before, but only while no
   * input changed since (issue 55; Firestore keeps it under the stamp of the inputs,
   * platform/firestore/stempel.ts, as computing 300 sellers' settlement reads 8,576 documents);
   * never one computed from inputs that changed since. `bereken` is the one computing of the
   * settlement (the use case's): what is kept is keyed by the fair and the build of the code, not
   * by the function passed.
   */
  leesActueleAfrekening(afleveringId: string, bereken: (bronnen: AfrekenBronnen) => Afrekening): Promise<Afrekening>;
  /**
   * When the fair's settlement was closed, null while open: what a desk asks at every heartbeat,
   * so it is one small read, without the frozen settlement.
   */
  leesAfrekeningGeslotenOp(afleveringId: string): Promise<string | null>;
  /**
   * In ONE transaction: sets or clears the drop-off retour mark of a seller; refused with a
   * DomainError 'conflict' (MELDING_AFREKENING_GESLOTEN) once the settlement is closed.
   */
  zetRetourBijAfgifte(afleveringId: string, verkopersnummer: number, retour: boolean): Promise<AfrekeningStaat>;
  /** In ONE transaction: records (null: clears) a desk's counted cash; refused (409) once closed. */
  zetGeteld(afleveringId: string, kassa: string, cent: number | null): Promise<AfrekeningStaat>;
  /**
   * In ONE transaction: records (replaces) many decisions at once (the administrator's "all open
   * lines of this kind"); refused (409) once closed. Linear in the number of decisions.
   */
  zetRegelBesluiten(afleveringId: string, besluiten: RegelBesluit[]): Promise<AfrekeningStaat>;
  /**
   * In ONE transaction: records (replaces) the decision on line `regel` of receipt `bonId`, or
   * clears it (null); refused (409) once closed. The use case checks that the line exists.
   */
  zetRegelBesluit(
    afleveringId: string,
    sleutel: { bonId: string; regel: number },
    besluit: RegelBesluit | null,
  ): Promise<AfrekeningStaat>;
  /**
   * In ONE transaction: closes the settlement with `afrekening`, computed from `grondslag`.
   * The transaction reads everything the settlement depends on again (leesAfrekenBronnen's reader:
   * the fair's participants, items, desks, receipts, marks, counted cash and the settings) and refuses with 409 when it
   * differs from `grondslag` (afrekening/domein/invoer.ts grondslagVeranderd: MELDING_BONNEN_VERANDERD
   * or MELDING_AFREKENING_VERANDERD), so nothing saved after the computing is left out of the
   * frozen settlement unseen. Refused with 409 (MELDING_AL_GESLOTEN) when it is already closed.
   * From then on the marks and counts are refused, and receipts for this fair are kept apart.
   * Keeps the organisation's account as the transaction reads it (leesRekeningBijAfsluiten): a
   * change of the settings after closing does not change where this fair's transfers come from.
   */
  sluitAfrekening(
    afleveringId: string,
    berekend: { afrekening: Afrekening; grondslag: AfrekenInvoer },
    now: Date,
  ): Promise<AfrekeningStaat>;
}
