/**
 * The till's part of the Store port (app/store/port.ts puts the areas' ports together).
 */
import type { Annulering, Bon, BonMetStatus, Kassa, KassaInstellingen, KassaInvoer } from '../domein/kassa';
import type { PinBesluit } from '../domein/ontvangst';

/**
 * What the till reads of the fair's settlement. afrekening keeps it, on the floor above, and its
 * store answers these (AfrekeningStore); the till names what it reads here instead of importing
 * the floor above.
 */
export interface AfrekeningVoorKassa {
  /** When the settlement was closed, null while open: a desk stops selling then. */
  leesAfrekeningGeslotenOp(afleveringId: string): Promise<string | null>;
  /** The decisions on receipt lines (a voided line no longer counts), and whether it is closed. */
  leesAfrekeningStaat(afleveringId: string): Promise<{
    besluiten: readonly { bonId: string; regel: number; besluit: string; reden: string; door: string; op: string }[];
    gesloten: unknown;
  }>;
}

/** The till: desks of a fair and their receipts (kassa/domein/kassa.ts). */
export interface KassaStore {
  /** A new desk for this aflevering, with a fresh random `sleutel`. */
  maakKassa(afleveringId: string, invoer: KassaInvoer, now: Date): Promise<Kassa>;
  /** Sorted by ruimte, then naam. */
  leesKassas(afleveringId: string): Promise<Kassa[]>;
  leesKassa(id: string): Promise<Kassa | null>;
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
   * was sold before (that is a double sale, flagged by leesBonnen). On Firestore the receipt
   * is its own document keyed by its id, created with a must-not-exist precondition.
   * Once the fair's settlement is closed (read in the same transaction), a new receipt is kept
   * apart as cash after closing (`naAfsluiting: true`, leesBonnenNaAfsluiting): the frozen
   * settlement and leesBonnen stay as they were, and the device may still let it go.
   */
  bewaarBon(bon: Bon): Promise<{ bon: Bon; nieuw: boolean; naAfsluiting: boolean }>;
  /** All receipts of a fair (voided ones too) with the double-sale flag, in closing order. */
  leesBonnen(afleveringId: string): Promise<BonMetStatus[]>;
  /** The receipts of a fair that arrived after its settlement was closed, in closing order. */
  leesBonnenNaAfsluiting(afleveringId: string): Promise<Bon[]>;
  /**
   * In ONE transaction: voids a closed receipt, recording who and when. Null when unknown; a
   * DomainError 'conflict' (MELDING_AL_GEANNULEERD) when it was voided already, so the first
   * annulering's who and when stay.
   */
  annuleerBon(id: string, annulering: Annulering): Promise<Bon | null>;
  /**
   * In ONE transaction with the settlement's state: the treasurer's decision on a pin receipt
   * made while pin was off (null takes it back). Null when unknown; a DomainError 'conflict'
   * (pinBesluitGeweigerd) for another receipt, a voided one, or once the settlement is closed.
   */
  zetPinBesluit(id: string, besluit: PinBesluit | null): Promise<Bon | null>;
  /** The till's settings; STANDAARD_KASSA_INSTELLINGEN (pin off) until the administrator changes them. */
  leesKassaInstellingen(): Promise<KassaInstellingen>;
  /** Replaces the till's settings (one small record, not per fair) and answers them. */
  bewaarKassaInstellingen(instellingen: KassaInstellingen): Promise<KassaInstellingen>;
}
