/**
 * Paying the sellers on Firestore: the organisation's account, each seller's choice of cash or
 * bank (on the participant's document) and "Uitbetaald", which marks the fair's transfers as done
 * on the settlement's document, erases the IBANs and queues the mails.
 */
import { conflict, nietGevonden } from '../../../kern/errors';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { Deelnemer, Uitbetaling } from '../../../kern/types';
import {
  MELDING_AL_UITBETAALD,
  MELDING_NOG_NIET_GESLOTEN,
  MELDING_UITBETALING_VAST,
  meldingNietPerBank,
  type Rekening,
} from '../../domein/uitbetaling';
import { deelnemerRefIn, naarDeelnemer, type DeelnemerDoc } from '../../../registratie';
import type { AfrekeningStaat, AfrekeningStore, UitbetalingsBericht } from '../port';
import { sleutel, type FirestoreContext } from '../../../platform/firestore/context';
import { nieuwStempel } from '../../../platform/firestore/stempel';
import { afrekeningRef, docUit } from './document';
import type { AfrekeningFirestoreContext } from './buren';

/**
 * Sellers per transaction of markeerUitbetaald after the mark: at most a mail and an erased
 * account each, 400 writes, under the 500 of one transaction.
 */
const UITBETAALD_PER_TRANSACTIE = 200;

/**
 * The organisation's account, apart from `public/kosten` (which every browser may read): in
 * `instellingen/bankrekening`, which firestore.rules lets no browser read.
 */
export const bankrekeningRef = (ctx: FirestoreContext) => ctx.db.collection('instellingen').doc('bankrekening');

/** The account in `instellingen/bankrekening` as a read (or a transaction) found it; null when none is saved. */
export const rekeningUit = (snap: DocumentSnapshot): Rekening | null =>
  snap.exists ? { iban: snap.get('iban') as string, tenaamstelling: snap.get('tenaamstelling') as string } : null;

/**
 * A person paid in cash, the IBAN gone: the fields written empty rather than deleted, so a
 * document read later can never still hold the account.
 */
const GEEN_UITBETALING = { uitbetaling: null, perBank: false };

/**
 * Inside the caller's transaction, after its reads: writes a payout and queues its mail, made from
 * the document as the transaction read it (the old payout in full).
 */
function schrijfUitbetaling(
  ctx: AfrekeningFirestoreContext,
  tx: Transaction,
  snap: DocumentSnapshot,
  nieuw: Uitbetaling,
  bericht: UitbetalingsBericht,
  now: Date,
): Deelnemer {
  const doc = snap.data() as DeelnemerDoc;
  const velden = nieuw.wijze === 'bank' ? { uitbetaling: nieuw, perBank: true } : GEEN_UITBETALING;
  const mail = bericht(naarDeelnemer(snap.id, doc), doc.uitbetaling ?? undefined, nieuw);
  tx.update(snap.ref, velden);
  // Paid by bank or not is part of the settlement (perBank).
  nieuwStempel(ctx.db, tx);
  if (mail) ctx.buren.zetMailIn(tx, mail, now);
  return naarDeelnemer(snap.id, { ...doc, ...velden });
}

/** The payout's part of the settlement's store; `staat` reads the settlement's state (afrekening.ts). */
export function uitbetalingFirestore(
  ctx: AfrekeningFirestoreContext,
  staat: (afleveringId: string) => Promise<AfrekeningStaat>,
): Pick<
  AfrekeningStore,
  'leesBankrekening' | 'zetUitbetaling' | 'zetTenaamstelling' | 'leesBankgegevens' | 'markeerUitbetaald'
> {
  const { db } = ctx;
  return {
    async leesBankrekening() {
      return rekeningUit(await bankrekeningRef(ctx).get());
    },
    async zetUitbetaling(deelnemerId, afleveringId, uitbetaling, bericht, now) {
      const ref = deelnemerRefIn(ctx, deelnemerId);
      if (!ref) throw nietGevonden('Deelnemer');
      return db.runTransaction(async (tx) => {
        // The guard against a close: closing writes this document, so the two cannot pass unseen.
        const [snap, afrekening] = await tx.getAll(ref, afrekeningRef(ctx, afleveringId));
        if (docUit(afrekening!.data()).geslotenOp !== null) throw conflict(MELDING_UITBETALING_VAST);
        if (!snap!.exists) throw nietGevonden('Deelnemer');
        return schrijfUitbetaling(ctx, tx, snap!, uitbetaling, bericht, now);
      });
    },
    async zetTenaamstelling(afleveringId, nummer, tenaamstelling, bericht, now) {
      return db.runTransaction(async (tx) => {
        // The settlement's document guards against "Uitbetaald": marking it writes this document,
        // so a correction and the mark cannot pass each other unseen.
        const afrekening = docUit((await tx.get(afrekeningRef(ctx, afleveringId))).data());
        if (afrekening.uitbetaald) throw conflict(MELDING_AL_UITBETAALD);
        const [snap] = (await tx.get(ctx.deelnemers.where('nummer', '==', nummer).limit(1))).docs;
        if (!snap) throw nietGevonden('Verkoper');
        const oud = (snap.data() as DeelnemerDoc).uitbetaling;
        if (oud?.wijze !== 'bank') throw conflict(meldingNietPerBank(nummer));
        return schrijfUitbetaling(ctx, tx, snap, { ...oud, tenaamstelling }, bericht, now);
      });
    },
    async leesBankgegevens() {
      const snap = await ctx.deelnemers.where('perBank', '==', true).get();
      return snap.docs
        .flatMap((d) => {
          const { nummer, uitbetaling } = d.data() as DeelnemerDoc;
          return uitbetaling?.wijze === 'bank'
            ? [{ nummer, iban: uitbetaling.iban, tenaamstelling: uitbetaling.tenaamstelling }]
            : [];
        })
        .sort((a, b) => a.nummer - b.nummer);
    },
    async markeerUitbetaald(afleveringId, uitbetaald, wissen, mails, now) {
      // Not one transaction: a transaction writes at most 500 documents, about 240 sellers paid by
      // bank. First the mark, in a transaction that re-reads the settlement's document, so a
      // second call is refused (409) however near the first; it also notes `uitbetaaldBezig`.
      // Then the IBANs and the mails in parts, each its own transaction, and at last the note
      // goes. A crash half-way leaves the note: the next call (the treasurer presses again, and
      // gets 409) finishes the parts first. Every part may run twice: a mail has the id of its
      // fair and seller and is only created when absent (no seller is mailed twice), erasing an
      // account twice erases nothing more; and the retention rules erase any account left six
      // weeks after the fair (privacy/domein/bewaren.ts), so none stays forever.
      const ref = afrekeningRef(ctx, afleveringId);
      const eerst = await db.runTransaction(async (tx) => {
        const doc = docUit((await tx.get(ref)).data());
        if (doc.geslotenOp === null) throw conflict(MELDING_NOG_NIET_GESLOTEN);
        if (doc.uitbetaald && !doc.uitbetaaldBezig) throw conflict(MELDING_AL_UITBETAALD);
        if (doc.uitbetaald) return false;
        tx.set(ref, { ...doc, uitbetaald, uitbetaaldBezig: true });
        nieuwStempel(db, tx);
        return true;
      });
      const teWissen = new Set(wissen);
      const bank = (await ctx.deelnemers.where('perBank', '==', true).get()).docs.filter((d) =>
        teWissen.has(d.get('nummer') as number),
      );
      const deelnemerVan = new Map(bank.map((d) => [d.get('nummer') as number, d.ref]));
      const mailVan = new Map(mails.map((m) => [m.nummer, m.mail]));
      const nummers = [...new Set([...deelnemerVan.keys(), ...mailVan.keys()])];
      for (let i = 0; i < nummers.length; i += UITBETAALD_PER_TRANSACTIE) {
        const deel = nummers.slice(i, i + UITBETAALD_PER_TRANSACTIE);
        const mailRefs = deel.flatMap((n) =>
          mailVan.has(n) ? [{ n, ref: ctx.mail.doc(sleutel(`uitbetaald-${afleveringId}-${n}`)) }] : [],
        );
        await db.runTransaction(async (tx) => {
          const bestaand = mailRefs.length ? await tx.getAll(...mailRefs.map((m) => m.ref)) : [];
          mailRefs.forEach(({ n, ref: mailRef }, j) => {
            if (!bestaand[j]!.exists) ctx.buren.zetMailIn(tx, mailVan.get(n)!, now, mailRef);
          });
          for (const n of deel) {
            const deelnemer = deelnemerVan.get(n);
            if (deelnemer) tx.update(deelnemer, GEEN_UITBETALING);
          }
          if (deel.some((n) => deelnemerVan.has(n))) nieuwStempel(db, tx);
        });
      }
      const klaar = db.batch();
      klaar.update(ref, { uitbetaaldBezig: false });
      nieuwStempel(db, klaar);
      await klaar.commit();
      if (!eerst) throw conflict(MELDING_AL_UITBETAALD);
      return staat(afleveringId);
    },
  };
}
