/**
 * The settlement's own document on Firestore, `afrekeningen/{aflevering}` (what it holds and why
 * every change reads it: afrekening.ts), shared by the settlement's adapter and the payout's
 * (uitbetaling.ts).
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { type RegelBesluit } from '../../domein/nakijken';
import { type Rekening, type Uitbetaald } from '../../domein/uitbetaling';
import type { AndersBetaald } from '../../domein/nabetalen';
import { sleutel, type FirestoreContext } from '../../../platform/firestore/context';

export interface AfrekeningDoc {
  retourBijAfgifte: number[];
  geteld: { kassa: string; cent: number }[];
  /**
   * Where the decisions were kept before they had documents of their own: emptied once, at the
   * start (verhuisBesluiten), and never written again.
   */
  besluiten?: RegelBesluit[];
  /**
   * Raised in every transaction that changes a decision: an instance reads the decisions again
   * only when it changed, so the calls that read the settlement's state at every seller (drop-off,
   * pick-up, "Mijn verkopen") cost one read, not one per decision. Absent: 0.
   */
  besluitenVersie?: number;
  geslotenOp: string | null;
  delen: number;
  /** The transfers marked as done (issue 36); absent: not yet. */
  uitbetaald?: Uitbetaald | null;
  /** True from the mark until every account is erased and every mail queued (markeerUitbetaald). */
  uitbetaaldBezig?: boolean;
  /**
   * The organisation's account as it was at closing (issue 50), written by the closing
   * transaction; absent: closed before it was kept. firestore.rules lets no browser read this
   * document, as with `instellingen/bankrekening`.
   */
  rekening?: Rekening | null;
  /** The sellers marked as paid another way after "Uitbetaald" (issue 50); absent: none. */
  andersBetaald?: AndersBetaald[];
}

export const leeg: AfrekeningDoc = { retourBijAfgifte: [], geteld: [], geslotenOp: null, delen: 0 };
export const docUit = (d: DocumentData | undefined): AfrekeningDoc => ({ ...leeg, ...(d as Partial<AfrekeningDoc>) });

export const afrekeningRef = (ctx: FirestoreContext, afleveringId: string) =>
  ctx.db.collection('afrekeningen').doc(sleutel(afleveringId));
