/** What the reuse of seller numbers (issue 53 part 3) reads of the pick-up on Firestore. */
import type { Transaction } from 'firebase-admin/firestore';
import type { FirestoreContext } from '../../../platform/firestore/context';

/** In `tx`: the item numbers handed back to the seller at a pick-up, at any fair (one record per fair). */
export async function teruggegevenIn(ctx: FirestoreContext, tx: Transaction, nummer: number): Promise<Set<number>> {
  const snap = await tx.get(ctx.db.collection('inleveringen').where('verkopersnummer', '==', nummer));
  return new Set(snap.docs.flatMap((d) => (d.get('terug') as number[] | undefined) ?? []));
}
