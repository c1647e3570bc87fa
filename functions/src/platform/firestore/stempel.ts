/**
 * The stamp of the settlement's inputs (issue 55). Computing a fair's settlement reads everything
 * of the fair (8,576 documents at 300 sellers × 25 items); the settlement's adapter keeps what it
 * computed under the stamp it read, and answers it again as long as the stamp is the same. So
 * every commit that writes a document the settlement is computed from writes the stamp too, in
 * the same transaction or batch: a view can then never see a changed input with an old stamp.
 *
 * One stamp for the whole database, not one per fair: a person's document belongs to every fair
 * in their `meeIn`, and a write that is not sure which fairs it touches must not guess. A write
 * elsewhere only costs the next view one computing. The value is random, not a counter: two
 * writes never need to read it (a blind write takes no read lock, so writers do not contend on
 * it), and two different states of the inputs never share a stamp.
 *
 * Which collections are inputs is named once, here (INVOER), and the test guard
 * (platform/testing/stempel-bewaker.ts) refuses, in every Firestore test, a commit that writes
 * one of them without the stamp.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction, WriteBatch } from 'firebase-admin/firestore';

/** The stamp's document (a private collection: firestore.rules lets no browser read it). */
export const STEMPEL_PAD = 'berekend/stempel';

/**
 * The top-level collections (and public documents) the settlement is computed from: the fairs,
 * the people, their items, the item settings (half price), the desks, the receipts, the drop-off
 * records, the settlement's own records (marks, counts, decisions) and its settings.
 */
export const INVOER = {
  collecties: [
    'afleveringen',
    'deelnemers',
    'artikelen',
    'artikelInstellingen',
    'kassas',
    'bonnen',
    'inleveringen',
    'afrekeningen',
  ],
  documenten: ['public/kosten'],
} as const;

/**
 * Fields of an input collection the settlement never reads (it reads a desk's id, name and room
 * only): a write of only these needs no stamp. A till writes its heartbeat every few seconds all
 * day; a stamp with it would leave no settlement kept while any till is open.
 */
export const NIET_GELEZEN: Readonly<Record<string, readonly string[]>> = {
  kassas: ['laatsteContact', 'wachtend', 'oudsteWachtend', 'sleutel', 'ingetrokken'],
};

/** Whether `pad` (a document's or top-level collection's path) is one of the settlement's inputs. */
export const isInvoer = (pad: string) =>
  (INVOER.collecties as readonly string[]).includes(pad.split('/')[0]!) ||
  (INVOER.documenten as readonly string[]).includes(pad);

export const stempelRef = (db: Firestore): DocumentReference => db.doc(STEMPEL_PAD);

/** The writes a transaction or batch holds so far, as the client keeps them (not its API: may be absent). */
type MetOps = { _ops?: { docPath?: string }[]; _writeBatch?: { _ops?: { docPath?: string }[] } };

/**
 * Writes a new stamp in `schrijver`, the transaction or batch that changes an input: call it in
 * every such commit, after or before its writes. Blind (no read), so it adds one write and no
 * contention. Once per commit: a commit that holds it already (the assigner's batch of many
 * registrations) is not billed another write. That looks at the client's list of writes, which
 * it empties when it re-runs a transaction; when the list cannot be read, the stamp is written
 * again, which costs a write and is as correct.
 */
export function nieuwStempel(db: Firestore, schrijver: Transaction | WriteBatch): void {
  const ops = (schrijver as unknown as MetOps)._writeBatch?._ops ?? (schrijver as unknown as MetOps)._ops;
  if (Array.isArray(ops) && ops.some((op) => op.docPath === STEMPEL_PAD)) return;
  // Both have set(ref, data); TypeScript does not call a union of overloads.
  (schrijver as WriteBatch).set(stempelRef(db), { waarde: randomUUID() });
}

/** The stamp as `tx` reads it ('' before the first write of any input). */
export async function leesStempelIn(db: Firestore, tx: Transaction): Promise<string> {
  return waardeVan(await tx.get(stempelRef(db)));
}

/** The stamp as it is now, outside a transaction (the confirming clock reads it before anything else). */
export async function leesStempel(db: Firestore): Promise<string> {
  return waardeVan(await stempelRef(db).get());
}

const waardeVan = (snap: DocumentSnapshot) => (snap.get('waarde') as string | undefined) ?? '';
