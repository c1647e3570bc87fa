/**
 * A field derived from a document's other fields, given once to the documents written before it
 * existed (issue 35: `meeIn` on people, `wegIn` on items). The writers keep it from then on.
 */
import type { CollectionReference, DocumentData } from 'firebase-admin/firestore';
import { sleutel, type FirestoreContext } from './context';
import { isInvoer, nieuwStempel } from './stempel';

/** Documents per transaction: under Firestore's 500 writes, as the other bulk writes. */
const PER_TRANSACTIE = 400;

/**
 * Gives every document of `collectie` the field `veld` as `waarde` derives it, once per database
 * (the meta flag `vlag`). In parts of PER_TRANSACTIE, each in a transaction that re-reads its
 * documents, so a write meanwhile (a registration, a sale) is not overwritten with what was read
 * before it: Firestore re-runs the part instead. A document whose field is right already is left
 * alone, so a start that was cut short simply runs it again. Answers how many were given the field.
 */
export async function vulAfgeleidVeld(
  ctx: FirestoreContext,
  {
    vlag,
    collectie,
    veld,
    waarde,
  }: {
    vlag: string;
    collectie: CollectionReference;
    veld: string;
    waarde: (data: DocumentData) => unknown;
  },
): Promise<number> {
  const vlagRef = ctx.meta.doc(sleutel(vlag));
  if ((await vlagRef.get()).exists) return 0;
  const refs = (await collectie.select().get()).docs.map((d) => d.ref);
  let gezet = 0;
  for (let i = 0; i < refs.length; i += PER_TRANSACTIE) {
    const deel = refs.slice(i, i + PER_TRANSACTIE);
    gezet += await ctx.db.runTransaction(async (tx) => {
      let n = 0;
      for (const doc of await tx.getAll(...deel)) {
        const data = doc.data();
        if (!data) continue;
        const nieuw = waarde(data);
        if (JSON.stringify(data[veld]) === JSON.stringify(nieuw)) continue;
        tx.update(doc.ref, { [veld]: nieuw });
        n++;
      }
      // A derived field the settlement reads through its queries (meeIn, wegIn): stempel.ts.
      if (n > 0 && isInvoer(collectie.path)) nieuwStempel(ctx.db, tx);
      return n;
    });
  }
  await vlagRef.set({ value: 'klaar' });
  return gezet;
}
