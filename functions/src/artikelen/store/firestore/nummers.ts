/**
 * What the reuse of seller numbers (issue 53 part 3) reads and writes of the items on Firestore:
 * a number's items that are still its seller's (sold ones are never read), the retiring of the
 * ones handed back, and `labelsGeprint/{number}`, the fair at which its labels were last printed.
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { ArtikelStand } from '../../../registratie/domein';
import type { ArtikelenStore } from '../port';
import type { FirestoreContext } from '../../../platform/firestore/context';
import { nieuwStempel } from '../../../platform/firestore/stempel';

const artikelen = (ctx: FirestoreContext) => ctx.db.collection('artikelen');
const labels = (ctx: FirestoreContext) => ctx.db.collection('labelsGeprint');

/**
 * In `tx`: the number's items not sold and not given to charity (`wegIn` ''), deleted ones
 * included. Two equality filters, which Firestore serves from its single-field indexes.
 */
export async function openArtikelenIn(ctx: FirestoreContext, tx: Transaction, nummer: number): Promise<ArtikelStand[]> {
  const snap = await tx.get(artikelen(ctx).where('verkopersnummer', '==', nummer).where('wegIn', '==', ''));
  return snap.docs.map((d) => ({
    artikelnummer: d.get('artikelnummer') as number,
    verkochtIn: (d.get('verkochtIn') as string | null) ?? null,
    goedDoelIn: (d.get('goedDoelIn') as string | null) ?? null,
    verwijderd: d.get('verwijderd') === true,
    eersteAfleveringId: d.get('eersteAfleveringId') as string,
  }));
}

/** In `tx`: marks these items deleted (handed back to a holder who is gone: nobody's now). */
export const verwijderArtikelenIn = (
  ctx: FirestoreContext,
  tx: Transaction,
  nummer: number,
  artikelnummers: readonly number[],
) => {
  for (const artikelnummer of artikelnummers)
    tx.update(artikelen(ctx).doc(`${nummer}-${artikelnummer}`), { verwijderd: true });
  if (artikelnummers.length > 0) nieuwStempel(ctx.db, tx);
};

/** In `tx`: the fair at which the number's labels were last printed, or null. */
export async function labelsGeprintIn(ctx: FirestoreContext, tx: Transaction, nummer: number): Promise<string | null> {
  const snap = await tx.get(labels(ctx).doc(String(nummer)));
  return (snap.get('afleveringId') as string | undefined) ?? null;
}

/**
 * One document per seller number, written at every print: sellers print at the same time before
 * a fair, and documents of their own never contend (one shared list would).
 */
export const labelsFirestore = (ctx: FirestoreContext): Pick<ArtikelenStore, 'noteerLabelsVanBeurs'> => ({
  async noteerLabelsVanBeurs(afleveringId, verkopersnummer) {
    await labels(ctx).doc(String(verkopersnummer)).set({ afleveringId });
  },
});
