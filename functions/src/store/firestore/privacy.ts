/** Privacy: retention, the erasure log, and the reminder with its opt-out (domain/bewaren.ts). */
import { bewaarPlan, teDoen } from '../../domain/bewaren';
import type { BewaarLogRegel, Store } from '../port';
import type { FirestoreContext } from './context';
import { deelnemerRefIn, naarDeelnemer, telt, type DeelnemerDoc } from './deelnemers';
import { nieuweMail } from './outbox';
import { aantalUit } from './publiek';

export function privacyMethods(
  ctx: FirestoreContext,
): Pick<
  Store,
  | 'applyRetention'
  | 'deleteMailsTo'
  | 'logErasure'
  | 'listErasureLog'
  | 'setHerinneringAfgemeld'
  | 'isHerinneringAfgemeld'
  | 'sendHerinneringen'
> {
  const { db, publiek, deelnemers, mail, bewaarLog } = ctx;
  const deelnemerRef = (id: string) => deelnemerRefIn(ctx, id);
  return {
    async applyRetention(now, graceDagen) {
      return db.runTransaction(async (tx) => {
        const [snap, stats] = await Promise.all([tx.get(deelnemers.orderBy('nummer')), tx.get(publiek.stats)]);
        const docs = new Map(snap.docs.map((d) => [d.id, d.data() as DeelnemerDoc]));
        const stappen = teDoen(
          bewaarPlan(
            [...docs].map(([id, d]) => naarDeelnemer(id, d)),
            graceDagen,
          ),
          now,
        );
        if (stappen.length === 0) return null;
        const regel: BewaarLogRegel = {
          tijd: now.toISOString(),
          reden: 'bewaartermijn',
          telefoonGewist: [],
          verwijderd: [],
        };
        // Reads before writes: the outbox mails to the addresses that no one keeps.
        const wegIds = new Set(stappen.filter((s) => s.actie === 'verwijderen').map((s) => s.id));
        const blijft = new Set([...docs].filter(([id]) => !wegIds.has(id)).map(([, d]) => d.email));
        const wegAdressen = new Set([...wegIds].map((id) => docs.get(id)!.email).filter((e) => !blijft.has(e)));
        const mailsWeg = (await Promise.all([...wegAdressen].map((e) => tx.get(mail.where('to', '==', e))))).flatMap(
          (s) => s.docs,
        );
        for (const m of mailsWeg) tx.delete(m.ref);
        let minder = 0;
        for (const stap of stappen) {
          const doc = docs.get(stap.id)!;
          if (stap.actie === 'verwijderen') {
            tx.delete(deelnemers.doc(stap.id));
            minder += telt(doc);
            regel.verwijderd.push(stap.nummer);
          } else {
            // Whole-document writes, as for the mail: the row is small.
            tx.set(deelnemers.doc(stap.id), { ...doc, telefoon: '' });
            regel.telefoonGewist.push(stap.nummer);
          }
        }
        if (minder > 0) tx.set(publiek.stats, { aantalActief: aantalUit(stats) - minder });
        tx.create(bewaarLog.doc(), regel);
        return regel;
      });
    },
    async deleteMailsTo(email) {
      return db.runTransaction(async (tx) => {
        const [inGebruik, mails] = await Promise.all([
          tx.get(deelnemers.where('email', '==', email).limit(1)),
          tx.get(mail.where('to', '==', email)),
        ]);
        if (!inGebruik.empty) return 0;
        for (const m of mails.docs) tx.delete(m.ref);
        return mails.size;
      });
    },
    async logErasure(regel) {
      await bewaarLog.doc().create(regel);
    },
    async listErasureLog(limit) {
      const snap = await bewaarLog.orderBy('tijd', 'desc').limit(limit).get();
      return snap.docs.map((d) => {
        const { tijd, reden, telefoonGewist, verwijderd } = d.data();
        return { tijd, reden, telefoonGewist, verwijderd };
      });
    },
    async setHerinneringAfgemeld(id) {
      const ref = deelnemerRef(id);
      if (!ref) return false;
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) return false;
        tx.set(ref, { ...(snap.data() as DeelnemerDoc), geenHerinnering: true });
        return true;
      });
    },
    async isHerinneringAfgemeld(id) {
      const ref = deelnemerRef(id);
      const snap = ref && (await ref.get());
      return snap?.exists ? (snap.get('geenHerinnering') as boolean | undefined) === true : false;
    },
    async sendHerinneringen(afleveringId, options) {
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(deelnemers.orderBy('nummer'));
        let aantal = 0;
        for (const doc of snap.docs) {
          const data = doc.data() as DeelnemerDoc;
          const deelnemer = naarDeelnemer(doc.id, data);
          if (data.geenHerinnering || data.herinnerdVoor === afleveringId || !options.wie(deelnemer)) continue;
          tx.create(mail.doc(), nieuweMail(options.mail(deelnemer), options.now));
          tx.set(doc.ref, { ...data, herinnerdVoor: afleveringId });
          aantal++;
        }
        return aantal;
      });
    },
  };
}
