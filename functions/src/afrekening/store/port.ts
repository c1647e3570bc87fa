/**
 * The settlement's part of the Store port (app/store/port.ts puts the areas' ports together).
 */
import type { Afrekening } from '../domein/afrekening';
import { type RegelBesluit } from '../domein/nakijken';
import { type AfrekeningInstellingen } from '../../kern/afrekening-instellingen';
import { type AfrekenInvoer } from '../domein/invoer';

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

/** The settlement (afrekening/domein/afrekening.ts): its settings, the administrator's records per fair, closing. */
export interface AfrekeningStore {
  /** SPEC.md's values until the administrator changes them. */
  leesAfrekeningInstellingen(): Promise<AfrekeningInstellingen>;
  bewaarAfrekeningInstellingen(instellingen: AfrekeningInstellingen): Promise<AfrekeningInstellingen>;
  /** A fair without records answers empty lists and not closed. */
  leesAfrekeningStaat(afleveringId: string): Promise<AfrekeningStaat>;
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
   * differs from `grondslag` (afrekening/domein/afrekening.ts grondslagVeranderd: MELDING_BONNEN_VERANDERD
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
