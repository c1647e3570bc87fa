/**
 * Drop-off and pick-up on Firestore: `inleveringen/{fair}_{seller number}` holds one seller's
 * record at one fair (inlevering/domein/inlevering.ts), with the fair's id as a field for the
 * fair's list. Each step is one transaction on that document alone: no counter or list that
 * every desk writes, so three desks checking in sellers never contend unless they serve the
 * same seller, and then Firestore re-runs the later one, which finds the step done.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { genormaliseerd, legeInlevering, mailMoment, type Inlevering } from '../../domein/inlevering';
import { pasGenummerdeStapToe, stapBoekVan } from '../../domein/stapboek';
import type { InleveringStore } from '../port';
import type { MailBericht } from '../../../kern/types';
import { sleutel, type FirestoreContext } from '../../../platform/firestore/context';
import { nieuwStempel } from '../../../platform/firestore/stempel';

const collectie = (ctx: FirestoreContext) => ctx.db.collection('inleveringen');
const ref = (ctx: FirestoreContext, afleveringId: string, nummer: number) =>
  collectie(ctx).doc(`${sleutel(afleveringId)}_${nummer}`);

const uit = (afleveringId: string, nummer: number, data: Partial<Inlevering> | undefined): Inlevering =>
  data ? genormaliseerd({ ...legeInlevering(afleveringId, nummer), ...data }) : legeInlevering(afleveringId, nummer);

/** Every record of a fair, in the caller's transaction (the settlement's closing reads them). */
export async function inleveringenIn(ctx: FirestoreContext, tx: Transaction, afleveringId: string) {
  const snap = await tx.get(collectie(ctx).where('afleveringId', '==', afleveringId));
  return snap.docs
    .map((d) => uit(afleveringId, d.get('verkopersnummer') as number, d.data() as Inlevering))
    .sort((a, b) => a.verkopersnummer - b.verkopersnummer);
}

/**
 * The database, with what these adapters use of other areas' data in their transactions: named
 * here and wired in app/store/firestore.ts, as no adapter imports another area's.
 */
export interface InleveringFirestoreContext extends FirestoreContext {
  buren: {
    /** afrekening: whether the fair's settlement is closed, read in `tx` (closing writes what it reads). */
    isAfrekeningGeslotenIn(tx: Transaction, afleveringId: string): Promise<boolean>;
    /** mail: a new mail in the outbox. */
    zetMailIn(tx: Transaction, mail: MailBericht, now: Date): void;
  };
}

export function inleveringFirestore(ctx: InleveringFirestoreContext): InleveringStore {
  const { db } = ctx;
  return {
    async leesInlevering(afleveringId, verkopersnummer) {
      const snap = await ref(ctx, afleveringId, verkopersnummer).get();
      return uit(afleveringId, verkopersnummer, snap.data() as Inlevering | undefined);
    },
    async leesInleveringen(afleveringId) {
      const snap = await collectie(ctx).where('afleveringId', '==', afleveringId).get();
      return snap.docs
        .map((d) => uit(afleveringId, d.get('verkopersnummer') as number, d.data() as Inlevering))
        .sort((a, b) => a.verkopersnummer - b.verkopersnummer);
    },
    async zetInleverStap(afleveringId, verkopersnummer, stap, opties) {
      return db.runTransaction(async (tx) => {
        // Both reads guard: the record (another desk's step makes Firestore re-run this one,
        // which then finds it done) and the settlement's document (closing writes it, so a
        // drop-off scan and the closing cannot pass each other unseen).
        const doc = ref(ctx, afleveringId, verkopersnummer);
        const snap = await tx.get(doc);
        const gesloten = await ctx.buren.isAfrekeningGeslotenIn(tx, afleveringId);
        const voor = uit(afleveringId, verkopersnummer, snap.data() as Inlevering | undefined);
        // The book of steps (ids and times, inlevering/domein/stapboek.ts) lives in the same
        // document, so a repeat and a late step are recognised in the transaction that applies.
        const uitkomst = pasGenummerdeStapToe(voor, stapBoekVan(snap.get('boek')), verkopersnummer, stap, opties, {
          gesloten,
          door: opties.door,
          now: opties.now,
          terugTeGeven: opties.terugTeGeven,
          beheerder: opties.beheerder,
        });
        const { na } = uitkomst;
        if (uitkomst.schrijven) {
          tx.set(doc, { ...na, boek: uitkomst.boek });
          // What was handed in decides the settlement's return and charity lists.
          nieuwStempel(db, tx);
        }
        const moment = mailMoment(voor, na);
        const bericht = moment && opties.mail ? opties.mail(na, moment) : null;
        if (bericht) ctx.buren.zetMailIn(tx, bericht, opties.now);
        return { inlevering: na, gewijzigd: uitkomst.gewijzigd, mail: bericht !== null, retour: uitkomst.boek.retour };
      });
    },
    async markeerNietOpgehaald(afleveringId, verkopersnummers, door, now) {
      const gemarkeerd: number[] = [];
      for (const nummer of verkopersnummers) {
        const gedaan = await db.runTransaction(async (tx) => {
          const doc = ref(ctx, afleveringId, nummer);
          const voor = uit(afleveringId, nummer, (await tx.get(doc)).data() as Inlevering | undefined);
          if (voor.opgehaald || voor.nietOpgehaald) return false;
          // update, not set: the book of steps in the same document stays.
          tx.set(doc, { ...voor, nietOpgehaald: { op: now.toISOString(), door } }, { merge: true });
          nieuwStempel(db, tx);
          return true;
        });
        if (gedaan) gemarkeerd.push(nummer);
      }
      return gemarkeerd;
    },
  };
}
