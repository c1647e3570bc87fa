/**
 * The afleveringen as read in the caller's transaction: below every adapter of seizoen, and what
 * app/store/firestore.ts hands the other areas' adapters that read the current fair in theirs.
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { Aflevering } from '../../../kern/types';
import { isDocId, type FirestoreContext } from '../../../platform/firestore/context';
import { naarAflevering } from '../firestore-documenten';

/** The latest aflevering (the current fair) as read in `tx`. */
export async function laatsteAfleveringIn(ctx: FirestoreContext, tx: Transaction): Promise<Aflevering | null> {
  const doc = (await tx.get(ctx.afleveringen.orderBy('volgnummer', 'desc').limit(1))).docs[0];
  return doc ? naarAflevering(doc.id, doc.data()) : null;
}

/** The latest `aantal` afleveringen as read in `tx`, the latest first. */
export async function laatsteAfleveringenIn(
  ctx: FirestoreContext,
  tx: Transaction,
  aantal: number,
): Promise<Aflevering[]> {
  const snap = await tx.get(ctx.afleveringen.orderBy('volgnummer', 'desc').limit(aantal));
  return snap.docs.map((d) => naarAflevering(d.id, d.data()));
}

/** One aflevering as read in `tx`, or null when there is none with that id. */
export async function afleveringIn(ctx: FirestoreContext, tx: Transaction, id: string): Promise<Aflevering | null> {
  if (!isDocId(id)) return null;
  const snap = await tx.get(ctx.afleveringen.doc(id));
  return snap.exists ? naarAflevering(snap.id, snap.data()!) : null;
}
