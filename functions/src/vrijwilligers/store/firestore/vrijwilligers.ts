/**
 * Volunteers on Firestore. `diensten/{aflevering}_{dienst}` holds a shift's time and capacity
 * (absent: the default of vrijwilligers/domein/vrijwilligers.ts) and `bezet`, written by every claim and
 * removal: two claims that both saw the last place read and write the same document, so
 * Firestore re-runs the second, which then sees the shift full. `vrijwilligers` holds one
 * document per person per shift.
 */
import type { DocumentData, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { emailSleutel } from '../../../registratie/domein';
import {
  aanmelden,
  aanmeldingUit,
  DIENST_SOORTEN,
  dienstenUit,
  rosterVolgorde,
  vlaggenNaAfmelden,
  type Aanmelding,
  type DienstSoort,
} from '../../domein/vrijwilligers';
import type { VrijwilligersStore } from '../port';
import { isDocId, sleutel, type FirestoreContext } from '../../../platform/firestore/context';
import { deelnemerRefIn } from '../../../registratie';
import type { MailBericht } from '../../../kern/types';
import { nieuwStempel } from '../../../platform/firestore/stempel';

/** Claims of the last places contend on one document per shift, as registrations do on the count. */
const MAX_ATTEMPTS = 25;

/** A sign-up's document: the sign-up without the id, plus the address as compared. */
type AanmeldingDoc = Omit<Aanmelding, 'id'> & { emailSleutel: string };

/** A person's volunteer flags as their document holds them (absent: not set). */
const vlaggenVan = (deelnemer: DocumentSnapshot) => ({
  vrijwilligerVrijdag: deelnemer.get('vrijwilligerVrijdag') === true,
  vrijwilligerZaterdag: deelnemer.get('vrijwilligerZaterdag') === true,
});

const naarAanmelding = (id: string, d: DocumentData): Aanmelding => aanmeldingUit(id, d as AanmeldingDoc);

const instellingUit = (d: DocumentData | undefined) =>
  d && typeof d.tijd === 'string' && typeof d.capaciteit === 'number'
    ? { tijd: d.tijd, capaciteit: d.capaciteit }
    : undefined;

/**
 * The database, with what these adapters use of other areas' data in their transactions: named
 * here and wired in app/store/firestore.ts, as no adapter imports another area's.
 */
export interface VrijwilligersFirestoreContext extends FirestoreContext {
  buren: {
    /** mail: a new mail in the outbox. */
    zetMailIn(tx: Transaction, mail: MailBericht, now: Date): void;
    /**
     * privacy: reads in `tx` the outbox mails to `adressen` that no row holds once the sign-ups
     * `weg` are gone; `schrijf` deletes them, after the transaction's other writes.
     */
    bereidMailsWeg(tx: Transaction, adressen: string[], weg: string[]): Promise<{ schrijf(): void }>;
  };
}

export function vrijwilligersFirestore(ctx: VrijwilligersFirestoreContext): VrijwilligersStore {
  const { db } = ctx;
  const dienstenCol = db.collection('diensten');
  const aanmeldingenCol = db.collection('vrijwilligers');
  const dienstRef = (afleveringId: string, dienst: DienstSoort) =>
    dienstenCol.doc(`${sleutel(afleveringId)}_${dienst}`);
  const vanAflevering = (afleveringId: string) => aanmeldingenCol.where('afleveringId', '==', afleveringId);

  async function diensten(afleveringId: string, tx?: Transaction) {
    const refs = DIENST_SOORTEN.map((d) => dienstRef(afleveringId, d));
    const [snaps, rijen] = tx
      ? [await tx.getAll(...refs), await tx.get(vanAflevering(afleveringId))]
      : await Promise.all([db.getAll(...refs), vanAflevering(afleveringId).get()]);
    const aanmeldingen = rijen.docs.map((doc) => naarAanmelding(doc.id, doc.data()));
    const ingesteld = new Map(DIENST_SOORTEN.map((dienst, i) => [dienst, instellingUit(snaps[i]!.data())]));
    const lijst = dienstenUit(
      (dienst) => ingesteld.get(dienst),
      (dienst) => aanmeldingen.filter((a) => a.dienst === dienst).length,
    );
    return { lijst, aanmeldingen };
  }

  return {
    async leesDiensten(afleveringId) {
      return (await diensten(afleveringId)).lijst;
    },
    async bewaarDienst(afleveringId, dienst, instelling) {
      await dienstRef(afleveringId, dienst).set({ afleveringId, dienst, ...instelling }, { merge: true });
      return (await diensten(afleveringId)).lijst.find((d) => d.dienst === dienst)!;
    },
    async leesAanmeldingen(afleveringId) {
      return (await diensten(afleveringId)).aanmeldingen.sort(rosterVolgorde);
    },
    async meldAan(afleveringId, invoer, options) {
      return db.runTransaction(
        async (tx) => {
          const sleutelEmail = emailSleutel(invoer.email);
          const { lijst, aanmeldingen } = await diensten(afleveringId, tx);
          const ref = invoer.deelnemerId ? deelnemerRefIn(ctx, invoer.deelnemerId) : null;
          const deelnemerSnap = ref ? await tx.get(ref) : undefined;
          const deelnemer = deelnemerSnap?.exists ? deelnemerSnap : undefined;
          // Read before any write (a Firestore transaction's rule): only for the mail to a seller.
          const verkoper = ref
            ? undefined
            : (await tx.get(ctx.deelnemers.where('emailSleutel', '==', sleutelEmail))).docs.sort(
                (a, b) => (a.get('nummer') as number) - (b.get('nummer') as number),
              )[0];

          const bestaande = aanmeldingen.filter(
            (a) =>
              emailSleutel(a.email) === sleutelEmail || (deelnemer !== undefined && a.deelnemerId === deelnemer.id),
          );
          const { nieuw, overgenomen, vlaggen } = aanmelden(
            afleveringId,
            invoer,
            lijst,
            bestaande,
            deelnemer && { id: deelnemer.id, vlaggen: vlaggenVan(deelnemer) },
            { now: options.now, id: () => aanmeldingenCol.doc().id },
          );
          for (const { id, ...velden } of nieuw) {
            tx.create(aanmeldingenCol.doc(id), { ...velden, emailSleutel: sleutelEmail } satisfies AanmeldingDoc);
          }
          for (const d of lijst) {
            const erbij = nieuw.filter((a) => a.dienst === d.dienst).length;
            if (erbij) tx.set(dienstRef(afleveringId, d.dienst), { bezet: d.bezet + erbij }, { merge: true });
          }
          for (const a of overgenomen) tx.update(aanmeldingenCol.doc(a.id), { deelnemerId: a.deelnemerId });
          if (deelnemer && vlaggen) {
            // A volunteer pays no administration fee: the settlement's input (stempel.ts).
            tx.update(deelnemer.ref, { ...vlaggen });
            nieuwStempel(db, tx);
          }
          const alles = [...nieuw, ...overgenomen];
          if (options.mail) ctx.buren.zetMailIn(tx, options.mail(alles), options.now);
          if (verkoper && options.verkoperMail) {
            ctx.buren.zetMailIn(tx, options.verkoperMail(verkoper.id), options.now);
          }
          return alles;
        },
        { maxAttempts: MAX_ATTEMPTS },
      );
    },
    async verwijderAanmelding(id) {
      if (!isDocId(id)) return null;
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(aanmeldingenCol.doc(id));
        if (!snap.exists) return null;
        const aanmelding = naarAanmelding(snap.id, snap.data()!);
        const { lijst, aanmeldingen } = await diensten(aanmelding.afleveringId, tx);
        const deelnemerRef = aanmelding.deelnemerId ? deelnemerRefIn(ctx, aanmelding.deelnemerId) : null;
        const deelnemer = deelnemerRef ? await tx.get(deelnemerRef) : null;
        // Its confirmation and a shift's mails name the volunteer: they go with the last row that has the address.
        const mails = await ctx.buren.bereidMailsWeg(tx, [aanmelding.email], [id]);

        tx.delete(snap.ref);
        const bezet = lijst.find((d) => d.dienst === aanmelding.dienst)!.bezet;
        tx.set(dienstRef(aanmelding.afleveringId, aanmelding.dienst), { bezet: bezet - 1 }, { merge: true });
        if (deelnemer?.exists) {
          const over = aanmeldingen.filter((a) => a.id !== id && a.deelnemerId === deelnemer.id).map((a) => a.dienst);
          const vlaggen = vlaggenNaAfmelden(vlaggenVan(deelnemer), aanmelding.dienst, over);
          tx.update(deelnemer.ref, { ...vlaggen });
          nieuwStempel(db, tx);
        }
        mails.schrijf();
        return aanmelding;
      });
    },
    async mailDienst(afleveringId, dienst, mail, now) {
      return db.runTransaction(async (tx) => {
        const ontvangers = (await tx.get(vanAflevering(afleveringId))).docs
          .map((doc) => naarAanmelding(doc.id, doc.data()))
          .filter((a) => a.dienst === dienst);
        for (const a of ontvangers) ctx.buren.zetMailIn(tx, mail(a), now);
        return ontvangers.length;
      });
    },
  };
}
