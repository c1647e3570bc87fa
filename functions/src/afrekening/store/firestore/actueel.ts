/**
 * The live settlement on Firestore, kept (issue 55). Computing it reads everything of the fair:
 * 8,576 documents at 300 sellers × 25 items, at every view. So what was computed is kept, under
 * the stamp of the settlement's inputs it was computed at (platform/firestore/stempel.ts), and
 * the next view answers it while the stamp is the same: every commit that changes an input
 * writes a new stamp in the same commit, so an equal stamp means equal inputs.
 *
 * - Computing reads the stamp in the same read-only transaction as the inputs: the result
 *   belongs to exactly that stamp, whatever is written meanwhile.
 * - Keeping is a transaction that reads the stamp again and writes only when it is still the
 *   one computed at: a view computed before a write never overwrites one computed after it.
 *   (Kept under an older stamp would be harmless too: a view only answers what matches.)
 * - `afrekeningBerekend/{fair}` holds the stamp, the build (platform/bouw.ts: a new deploy may
 *   compute differently) and the number of parts; the JSON is in parts of DEEL characters,
 *   `afrekeningBerekend/{fair}/delen/{i}`, as the frozen settlement is (1 MiB per document).
 *   Read in one read-only transaction with the stamp, so the parts are those of the head read.
 * - An instance also keeps the last one per fair in memory: a view then reads the stamp only.
 *
 * The collection is not an input (stempel.ts INVOER): keeping a result renews no stamp. It holds
 * the sellers' names: closing removes the fair's (the frozen settlement replaces it), and an
 * erasure every one (bereidVergetenIn), so no name that is gone stays in what was kept.
 */
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { diepBevroren } from '../../../kern/bevroren';
import type { Afrekening } from '../../domein/afrekening';
import type { AfrekenBronnen } from '../../domein/invoer';
import { BOUW } from '../../../platform/bouw';
import { leesStempelIn, stempelRef } from '../../../platform/firestore/stempel';
import { sleutel } from '../../../platform/firestore/context';

/** Characters per part: at most 3 bytes each in UTF-8, well under 1 MiB. */
const DEEL = 300_000;

interface Kop {
  stempel: string;
  bouw: string;
  delen: number;
}

const kopRef = (db: Firestore, afleveringId: string) => db.collection('afrekeningBerekend').doc(sleutel(afleveringId));
const deelRef = (db: Firestore, afleveringId: string, i: number) =>
  kopRef(db, afleveringId).collection('delen').doc(String(i));

/**
 * In `tx`, before its writes: the kept settlement of `afleveringId`, or of every fair without it
 * (a few: the fairs viewed while open); `wis` deletes them with their parts, in `tx`.
 */
export async function bereidVergetenIn(db: Firestore, tx: Transaction, afleveringId?: string) {
  const koppen: DocumentSnapshot[] =
    afleveringId === undefined
      ? (await tx.get(db.collection('afrekeningBerekend'))).docs
      : [await tx.get(kopRef(db, afleveringId))];
  return {
    wis() {
      for (const kop of koppen.filter((k) => k.exists)) {
        const delen = (kop.get('delen') as number | undefined) ?? 0;
        for (let i = 0; i < delen; i++) tx.delete(kop.ref.collection('delen').doc(String(i)));
        tx.delete(kop.ref);
      }
    },
  };
}

export interface Actueel {
  /** As AfrekeningStore.leesActueleAfrekening; `bronnenIn` reads the inputs in `tx`. */
  lees(
    afleveringId: string,
    bereken: (bronnen: AfrekenBronnen) => Afrekening,
    bronnenIn: (tx: Transaction) => Promise<AfrekenBronnen>,
  ): Promise<Afrekening>;
}

export function actueelFirestore(db: Firestore): Actueel {
  /** The last settlement this instance computed or read, per fair, with its stamp. */
  const bekend = new Map<string, { stempel: string; afrekening: Afrekening }>();

  /** The kept settlement if it is of `stempel` and this build, read with the head in `tx`. */
  async function bewaardIn(tx: Transaction, afleveringId: string, stempel: string): Promise<Afrekening | null> {
    const kop = (await tx.get(kopRef(db, afleveringId))).data() as Kop | undefined;
    if (!kop || kop.stempel !== stempel || kop.bouw !== BOUW) return null;
    const refs = Array.from({ length: kop.delen }, (_, i) => deelRef(db, afleveringId, i));
    const delen = refs.length ? await tx.getAll(...refs) : [];
    if (delen.some((d) => !d.exists)) return null;
    return JSON.parse(delen.map((d) => d.get('json') as string).join('')) as Afrekening;
  }

  async function bewaar(afleveringId: string, stempel: string, afrekening: Afrekening) {
    const json = JSON.stringify(afrekening);
    const delen = Array.from({ length: Math.ceil(json.length / DEEL) }, (_, i) => json.slice(i * DEEL, (i + 1) * DEEL));
    await db.runTransaction(async (tx) => {
      // The guard: a write to an input since the computing renewed the stamp; then this result
      // is of the past, and the view after that write computes (and keeps) its own.
      if ((await leesStempelIn(db, tx)) !== stempel) return;
      tx.set(kopRef(db, afleveringId), { stempel, bouw: BOUW, delen: delen.length } satisfies Kop);
      delen.forEach((deel, i) => tx.set(deelRef(db, afleveringId, i), { json: deel }));
    });
  }

  return {
    async lees(afleveringId, bereken, bronnenIn) {
      // One read when this instance knows the settlement of the stamp as it is now.
      const nu = ((await stempelRef(db).get()).get('waarde') as string | undefined) ?? '';
      const inGeheugen = bekend.get(afleveringId);
      if (inGeheugen?.stempel === nu) return inGeheugen.afrekening;
      const gelezen = await db.runTransaction(
        async (tx) => {
          const stempel = await leesStempelIn(db, tx);
          return { stempel, afrekening: await bewaardIn(tx, afleveringId, stempel) };
        },
        { readOnly: true },
      );
      if (gelezen.afrekening) {
        const afrekening = diepBevroren(gelezen.afrekening);
        bekend.set(afleveringId, { stempel: gelezen.stempel, afrekening });
        return afrekening;
      }
      // Not kept for this stamp: computed from the inputs read at one moment with their stamp.
      const { stempel, bronnen } = await db.runTransaction(
        async (tx) => {
          const [s, b] = await Promise.all([leesStempelIn(db, tx), bronnenIn(tx)]);
          return { stempel: s, bronnen: b };
        },
        { readOnly: true },
      );
      const afrekening = diepBevroren(bereken(bronnen));
      await bewaar(afleveringId, stempel, afrekening);
      bekend.set(afleveringId, { stempel, afrekening });
      return afrekening;
    },
  };
}
