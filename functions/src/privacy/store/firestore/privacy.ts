/** Privacy: retention, the erasure log, and the reminder with its opt-out (privacy/domein/bewaren.ts). */
import type { CollectionReference, DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { herinneringSturen } from '../../domein/bewaren';
import { emailSleutel } from '../../../registratie/domein';
import { wissingBewaartermijn, wissingOpVerzoek, type BewaarLogRegel, type WisPlan } from '../../domein/wissen';
import { mailAdressenWeg } from '../../domein/wachtenden';
import type { PrivacyStore } from '../port';
import { naarAflevering, aantalUit } from '../../../seizoen';
import type { FirestoreContext } from '../../../platform/firestore/context';
import {
  deelnemerRefIn,
  herinneringVelden,
  naarDeelnemer,
  type BevorderOptions,
  type DeelnemerDoc,
} from '../../../registratie';
import type { Aflevering, MailBericht } from '../../../kern/types';
import { eerderGeschreven, geschreven, type Geschreven } from '../../../platform/firestore/volgorde';
import { wachtendenFirestore, wachtendeUit } from './wachtenden';
import { nieuwStempel } from '../../../platform/firestore/stempel';

/**
 * The database, with what these adapters use of other areas' data in their transactions: named
 * here and wired in app/store/firestore.ts, as no adapter imports another area's.
 */
export interface PrivacyFirestoreContext extends FirestoreContext {
  buren: {
    /** seizoen: the current fair (the latest aflevering). */
    laatsteAfleveringIn(tx: Transaction): Promise<Aflevering | null>;
    /**
     * registratie: the promotion from the reserve list of the places an erasure frees, prepared
     * (all reads) in `tx` before the erasure's writes; `schrijf` writes it, and public/stats.
     */
    bereidBevordering(
      tx: Transaction,
      bevorder: BevorderOptions | undefined,
      na: { aantalActief: number },
    ): Promise<{ schrijf(): void }>;
    /** mail: a new mail in the outbox. */
    zetMailIn(tx: Transaction, mail: MailBericht, now: Date): void;
    /**
     * afrekening: every live settlement kept for the views (issue 55), prepared (all reads) in
     * `tx`; `wis` deletes them: they hold the sellers' names, and the next view computes anew.
     */
    bereidVergetenIn(tx: Transaction): Promise<{ wis(): void }>;
    /**
     * registratie: the numbers of the people deleted come free for reuse (issue 53), prepared
     * (all reads) in `tx` before the erasure's writes; `schrijf` writes it.
     */
    bereidNummersVrij(tx: Transaction, nummers: readonly number[]): Promise<{ schrijf(): void }>;
  };
}

export function privacyFirestore(ctx: PrivacyFirestoreContext): PrivacyStore {
  const { db, publiek, deelnemers, mail, telling } = ctx;
  const bewaarLog = ctx.bewaarLog as CollectionReference<BewaarLogRegel & Geschreven>;
  const deelnemerRef = (id: string) => deelnemerRefIn(ctx, id);
  const vrijwilligers = db.collection('vrijwilligers');
  const wachtenden = wachtendenFirestore(ctx);

  /**
   * Executes an erasure (privacy/domein/wissen.ts) in `tx` after its other reads: first the reads of
   * the mails that go, then the writes. The plan's addresses are checked once more against every
   * row that stays (read here, so a row that stays guards its mails in this transaction): the
   * retention's plan does not see the reserve list and the draw, which it erased in steps before,
   * and a request's plan sees only the rows of the person's address and key.
   * `docs` holds the rows whose phone number or account is erased; `indexen` the draw's index
   * documents of the applications that go (wachtenden.ts indexenIn).
   */
  const voerUit = async (
    tx: Transaction,
    plan: WisPlan,
    stats: DocumentSnapshot,
    docs: Map<string, DeelnemerDoc>,
    voorbereid?: { schrijf(): void },
    indexen: DocumentReference[] = [],
  ): Promise<BewaarLogRegel> => {
    // Every row that stays, also sellers and sign-ups: the plan of a request knows only the rows of
    // the person's address and key, and a sign-up linked to them may hold another address that
    // someone else still has.
    const houders = await wachtenden.houdersIn(tx, plan.mailsWeg, [
      { col: deelnemers, weg: new Set(plan.verwijderen) },
      { col: vrijwilligers, weg: new Set(plan.aanmeldingen.verwijderen) },
      { col: ctx.reservelijst, weg: new Set(plan.reservelijst) },
      { col: wachtenden.aanvragen, weg: new Set(plan.aanvragen) },
    ]);
    const mailsWeg = mailAdressenWeg(plan.mailsWeg, houders);
    const mails = await Promise.all(mailsWeg.map((email) => tx.get(mail.where('to', '==', email))));
    const vrij = voorbereid ?? (await ctx.buren.bereidNummersVrij(tx, plan.regel.verwijderd));
    const bewaard = await ctx.buren.bereidVergetenIn(tx);
    for (const m of mails.flatMap((s) => s.docs)) tx.delete(m.ref);
    for (const id of plan.reservelijst) tx.delete(ctx.reservelijst.doc(id));
    for (const id of plan.aanvragen) tx.delete(wachtenden.aanvragen.doc(id));
    for (const ref of indexen) tx.delete(ref);
    for (const id of plan.aanmeldingen.verwijderen) tx.delete(vrijwilligers.doc(id));
    for (const id of plan.aanmeldingen.telefoonWissen) tx.update(vrijwilligers.doc(id), { telefoon: '' });
    for (const id of plan.verwijderen) tx.delete(deelnemers.doc(id));
    vrij.schrijf();
    // Whole-document writes, as for the mail: the row is small. One write per person, with both
    // of what goes (a second set of the same document would bring the first one's field back).
    const telefoon = new Set(plan.telefoonWissen);
    const rekening = new Set(plan.rekeningWissen);
    for (const id of new Set([...telefoon, ...rekening])) {
      tx.set(deelnemers.doc(id), {
        ...docs.get(id)!,
        // The number as compared goes with it (one place per household, kern/telefoon.ts).
        ...(telefoon.has(id) ? { telefoon: '', telefoonSleutel: '' } : {}),
        ...(rekening.has(id) ? { uitbetaling: null, perBank: false } : {}),
      });
    }
    // People erased or changed: the settlement's input (platform/firestore/stempel.ts).
    if (plan.verwijderen.length + telefoon.size + rekening.size > 0) {
      nieuwStempel(ctx.db, tx);
      // What was kept of the settlement holds names: the erased go with it (actueel.ts).
      bewaard.wis();
    }
    if (plan.minderActief > 0) tx.set(publiek.stats, { aantalActief: aantalUit(stats) - plan.minderActief });
    tx.create(bewaarLog.doc(), { ...plan.regel, ...geschreven() });
    return plan.regel;
  };

  return {
    async pasBewaartermijnToe(now, graceDagen) {
      // The reserve list and the draw's applications first, in bounded steps; this run's line counts them.
      const alGewist = await wachtenden.wisWachtenden(now, graceDagen);
      return telling(() =>
        db.runTransaction(async (tx) => {
          const [snap, stats, huidige, aanmeldingen, afleveringen] = await Promise.all([
            tx.get(deelnemers.orderBy('nummer')),
            tx.get(publiek.stats),
            ctx.buren.laatsteAfleveringIn(tx),
            tx.get(vrijwilligers),
            tx.get(ctx.afleveringen),
          ]);
          const docs = new Map(snap.docs.map((d) => [d.id, d.data() as DeelnemerDoc]));
          const plan = wissingBewaartermijn(
            [...docs].map(([id, d]) => naarDeelnemer(id, d)),
            graceDagen,
            now,
            huidige,
            {
              aanmeldingen: aanmeldingen.docs.map((d) => ({
                id: d.id,
                afleveringId: d.get('afleveringId') as string,
                telefoon: d.get('telefoon') as string,
                aangemeld: d.get('aangemeld') as string,
                // A sign-up that stays keeps the mails to its address (wissen.ts mailsWeg).
                email: d.get('email') as string,
              })),
              afleveringen: afleveringen.docs.map((d) => naarAflevering(d.id, d.data())),
              alGewist,
            },
          );
          return plan && voerUit(tx, plan, stats, docs);
        }),
      );
    },
    async wisOpVerzoek(id, now, bevorder) {
      const ref = deelnemerRef(id);
      if (!ref) return null;
      return telling(() =>
        db.runTransaction(async (tx) => {
          const [snap, stats] = await tx.getAll(ref, publiek.stats);
          if (!snap!.exists) return null;
          const deelnemer = naarDeelnemer(snap!.id, snap!.data() as DeelnemerDoc);
          const metAdres = (await tx.get(deelnemers.where('email', '==', deelnemer.email))).docs.map((d) => ({
            id: d.id,
            email: deelnemer.email,
          }));
          const sleutel = emailSleutel(deelnemer.email);
          const [huidige, metSleutel, gekoppeld, opAdres, plaatsen, aanvragen] = await Promise.all([
            ctx.buren.laatsteAfleveringIn(tx),
            tx.get(deelnemers.where('emailSleutel', '==', sleutel)),
            tx.get(vrijwilligers.where('deelnemerId', '==', deelnemer.id)),
            tx.get(vrijwilligers.where('emailSleutel', '==', sleutel)),
            tx.get(ctx.reservelijst.where('emailSleutel', '==', sleutel)),
            tx.get(wachtenden.aanvragen.where('emailSleutel', '==', sleutel)),
          ]);
          const metEmail = (d: DocumentSnapshot) => ({ id: d.id, email: d.get('email') as string });
          const plan = wissingOpVerzoek(deelnemer, metAdres, now, huidige, {
            aanmeldingen: [...gekoppeld.docs, ...opAdres.docs].map((d) => ({
              id: d.id,
              email: d.get('email') as string,
              deelnemerId: (d.get('deelnemerId') as string | null) ?? null,
            })),
            metZelfdeSleutel: metSleutel.docs.map((d) => ({ id: d.id })),
            reservelijst: plaatsen.docs.map(metEmail),
            aanvragen: aanvragen.docs.map(metEmail),
          });
          const weg = new Set(plan.aanvragen);
          const indexen = await wachtenden.indexenIn(
            tx,
            aanvragen.docs.filter((d) => weg.has(d.id)),
          );
          // The number comes free before the promotion decides, as on SQLite: a promotion at the top may take it.
          const vrij = await ctx.buren.bereidNummersVrij(tx, plan.regel.verwijderd);
          const bevordering = await ctx.buren.bereidBevordering(tx, bevorder, {
            aantalActief: aantalUit(stats!) - plan.minderActief,
          });
          const regel = await voerUit(tx, plan, stats!, new Map(), vrij, indexen);
          bevordering.schrijf();
          return { deelnemer, regel };
        }),
      );
    },
    async leesWislog(limit) {
      /*
       * Newest first, as SQLite's `ORDER BY id DESC`. Entries of one moment go by the order of
       * their writing (platform/firestore/volgorde.ts), which the query cannot sort on; so every entry of the
       * page's last moment is read, and the page keeps the latest written of those.
       */
      const pagina = (await bewaarLog.orderBy('tijd', 'desc').limit(limit).get()).docs.map((d) => d.data());
      const grens = pagina.at(-1)?.tijd;
      const opGrens =
        grens === undefined ? [] : (await bewaarLog.where('tijd', '==', grens).get()).docs.map((d) => d.data());
      return [...pagina.filter((r) => r.tijd !== grens), ...opGrens]
        .sort((a, b) => (a.tijd !== b.tijd ? (a.tijd < b.tijd ? 1 : -1) : eerderGeschreven(b, a)))
        .slice(0, limit)
        .map(({ tijd, reden, telefoonGewist, verwijderd, reservelijst, aanvragen }) => ({
          tijd,
          reden,
          telefoonGewist,
          verwijderd,
          ...(reservelijst ? { reservelijst } : {}),
          ...(aanvragen ? { aanvragen } : {}),
        }));
    },
    async leesWachtenden() {
      const [plaatsen, aanvragen] = await Promise.all([
        ctx.reservelijst.select('afleveringId', 'aangemeld').get(),
        wachtenden.aanvragen.select('afleveringId', 'aangemeld').get(),
      ]);
      return { reservelijst: plaatsen.docs.map(wachtendeUit), aanvragen: aanvragen.docs.map(wachtendeUit) };
    },
    async zetHerinneringAfgemeld(id) {
      const ref = deelnemerRef(id);
      if (!ref) return false;
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) return false;
        tx.set(ref, { ...(snap.data() as DeelnemerDoc), geenHerinnering: true });
        nieuwStempel(db, tx);
        return true;
      });
    },
    async leesHerinneringAfgemeld(id) {
      const ref = deelnemerRef(id);
      const snap = ref && (await ref.get());
      return snap?.exists ? (snap.get('geenHerinnering') as boolean | undefined) === true : false;
    },
    async mailHerinneringen(afleveringId, options) {
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(deelnemers.orderBy('nummer'));
        let aantal = 0;
        for (const doc of snap.docs) {
          const data = doc.data() as DeelnemerDoc;
          const deelnemer = naarDeelnemer(doc.id, data);
          if (!herinneringSturen(deelnemer, herinneringVelden(data), afleveringId, options.wie)) continue;
          ctx.buren.zetMailIn(tx, options.mail(deelnemer), options.now);
          tx.set(doc.ref, { ...data, herinnerdVoor: afleveringId });
          aantal++;
        }
        if (aantal > 0) nieuwStempel(db, tx);
        return aantal;
      });
    },
    async telHerinnerd(afleveringId) {
      return (await deelnemers.where('herinnerdVoor', '==', afleveringId).get()).size;
    },
  };
}
