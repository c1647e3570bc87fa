/**
 * Issue 50 on Firestore, on the settlement's own document `afrekeningen/{aflevering}` (which no
 * browser may read): the organisation's account as it was at closing, and the sellers marked as
 * paid another way after "Uitbetaald".
 */
import { andersBetaaldMarkering, nogTeBetalen } from '../../domein/nabetalen';
import type { AfrekeningStaat, AfrekeningStore } from '../port';
import type { FirestoreContext } from '../../../platform/firestore/context';
import { nieuwStempel } from '../../../platform/firestore/stempel';
import { afrekeningRef, docUit } from './document';

/** The store's methods for issue 50; `staat` reads the settlement's state (afrekening.ts). */
export function nabetalingFirestore(
  ctx: FirestoreContext,
  staat: (afleveringId: string) => Promise<AfrekeningStaat>,
): Pick<AfrekeningStore, 'markeerAndersBetaald' | 'leesRekeningBijAfsluiten'> {
  return {
    async markeerAndersBetaald(afleveringId, nummer, betaling, now) {
      const { gesloten } = await staat(afleveringId);
      const ref = afrekeningRef(ctx, afleveringId);
      await ctx.db.runTransaction(async (tx) => {
        const doc = docUit((await tx.get(ref)).data());
        // The frozen settlement never changes under one closing time: read before (and kept by this
        // instance), it is this closing's when the time still matches, without reading its parts
        // again. The batch's mark and the marks so far are re-read here: a write to this document
        // meanwhile re-runs the transaction, so two administrators marking the same seller at once
        // mark them once and the second gets 409.
        const afrekening = gesloten && doc.geslotenOp === gesloten.op ? gesloten.afrekening : null;
        const eerder = doc.andersBetaald ?? [];
        const lijst = afrekening ? nogTeBetalen(afrekening, doc.uitbetaald ?? null, eerder) : [];
        const mark = andersBetaaldMarkering(lijst, nummer, betaling.wijze, betaling.door, now);
        tx.update(ref, { andersBetaald: [...eerder, mark] });
        // Every write to the settlement's document renews the stamp (platform/firestore/stempel.ts).
        nieuwStempel(ctx.db, tx);
      });
      return staat(afleveringId);
    },
    async leesRekeningBijAfsluiten(afleveringId) {
      return docUit((await afrekeningRef(ctx, afleveringId).get()).data()).rekening ?? null;
    },
  };
}
