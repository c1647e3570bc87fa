/**
 * The reserve list and the draw's applications on Firestore, as the retention rules and an
 * erasure on request delete them (privacy/domein/wachtenden.ts). A fair's draw can hold
 * thousands of applications, each with up to two index documents, more than one transaction
 * should write; so the retention deletes them in bounded steps, each one transaction.
 */
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { wachtendenTeDoen, type BewaarWachtende } from '../../domein/wachtenden';
import { lotingIndexIds } from '../../../registratie';
import { naarAflevering } from '../../../seizoen';
import type { FirestoreContext } from '../../../platform/firestore/context';

/** Applications (or places) per step: with their index documents at most 300 deletes, well inside one transaction. */
export const WIS_STAP = 100;

export const wachtendeUit = (d: DocumentSnapshot): BewaarWachtende => ({
  id: d.id,
  afleveringId: d.get('afleveringId') as string,
  aangemeld: d.get('aangemeld') as string,
});

export function wachtendenFirestore(ctx: Pick<FirestoreContext, 'db' | 'afleveringen' | 'reservelijst'>) {
  const db: Firestore = ctx.db;
  const { reservelijst } = ctx;
  const aanvragen = db.collection('lotingAanvragen');
  const adressen = db.collection('lotingAdressen');
  const telefoons = db.collection('lotingTelefoons');

  /**
   * Reads in `tx` the index documents of these applications that still name them, and answers
   * them to delete. The number's document is overwritten by a later application with the same
   * number (while one place per household is off): that one is its own and stays.
   */
  async function indexenIn(tx: Transaction, weg: DocumentSnapshot[]): Promise<DocumentReference[]> {
    const refs = weg.flatMap((a) => {
      const ids = lotingIndexIds({
        afleveringId: a.get('afleveringId') as string,
        email: a.get('email') as string,
        telefoon: (a.get('telefoon') as string | undefined) ?? '',
      });
      const eigen = [{ aanvraag: a.id, ref: adressen.doc(ids.adres) }];
      if (ids.telefoon) eigen.push({ aanvraag: a.id, ref: telefoons.doc(ids.telefoon) });
      return eigen;
    });
    if (refs.length === 0) return [];
    const snaps = await tx.getAll(...refs.map((r) => r.ref));
    return snaps.filter((s, i) => s.exists && s.get('aanvraag') === refs[i]!.aanvraag).map((s) => s.ref);
  }

  /**
   * One step: the rows with these ids that are still there and still due go (with their index
   * documents). Re-read: a fair's day as it is now decides (a fair moved later keeps its list),
   * and a row deleted since (its person left the list) is not counted twice.
   */
  const stap = (soort: 'reservelijst' | 'aanvragen', ids: string[], now: Date, graceDagen: number) =>
    db.runTransaction(async (tx) => {
      const col = soort === 'reservelijst' ? reservelijst : aanvragen;
      const [beurzen, snaps] = await Promise.all([
        tx.get(ctx.afleveringen),
        tx.getAll(...ids.map((id) => col.doc(id))),
      ]);
      const bestaand = snaps.filter((s) => s.exists);
      const afleveringen = beurzen.docs.map((d) => naarAflevering(d.id, d.data()));
      const due = new Set(wachtendenTeDoen(bestaand.map(wachtendeUit), afleveringen, graceDagen, now));
      const weg = bestaand.filter((s) => due.has(s.id));
      const indexen = soort === 'aanvragen' ? await indexenIn(tx, weg) : [];
      for (const s of [...weg.map((w) => w.ref), ...indexen]) tx.delete(s);
      return weg.length;
    });

  return {
    indexenIn,
    aanvragen,
    /**
     * The retention's part for the waiting: every place and application whose fair is over goes,
     * in steps of WIS_STAP. What is due is first found on a plain read of the two collections
     * (their fair and day only); each step decides again in its own transaction. Answers how
     * many went, for the run's log line. A run that stops halfway is finished by the next one.
     */
    async wisWachtenden(now: Date, graceDagen: number): Promise<{ reservelijst: number; aanvragen: number }> {
      const [beurzen, plaatsen, lotingAanvragen] = await Promise.all([
        ctx.afleveringen.get(),
        reservelijst.select('afleveringId', 'aangemeld').get(),
        aanvragen.select('afleveringId', 'aangemeld').get(),
      ]);
      const afleveringen = beurzen.docs.map((d) => naarAflevering(d.id, d.data()));
      const gewist = { reservelijst: 0, aanvragen: 0 };
      const teDoen = {
        reservelijst: wachtendenTeDoen(plaatsen.docs.map(wachtendeUit), afleveringen, graceDagen, now),
        aanvragen: wachtendenTeDoen(lotingAanvragen.docs.map(wachtendeUit), afleveringen, graceDagen, now),
      };
      for (const soort of ['reservelijst', 'aanvragen'] as const) {
        for (let i = 0; i < teDoen[soort].length; i += WIS_STAP) {
          gewist[soort] += await stap(soort, teDoen[soort].slice(i, i + WIS_STAP), now, graceDagen);
        }
      }
      return gewist;
    },
  };
}
