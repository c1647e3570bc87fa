/**
 * The reserve list per fair (collection `reservelijst`), and the promotion from it inside every
 * transaction that can free a place. Joining it is a request decided by the assigner
 * (toewijzer.ts), in arrival order with the registrations. A Firestore transaction reads
 * everything before it writes, so a promotion is prepared (all reads) before the change's own
 * writes, and written after.
 */
import { nietGevonden } from '../../../kern/errors';
import { reservePlaats, verplaats } from '../../domein/reservelijst';
import { type ReservelijstStore } from '../port';
import { RESERVELIJST_AUTOMATISCH } from '../sleutels';
import { isDocId, sleutel } from '../../../platform/firestore/context';
import { aantalUit } from '../../../seizoen';
import type { Toewijzer } from './toewijzer';
import { automatischUit, type PlaatsDoc, bereidBevordering, lijstIn } from './bevorderen';
import { huidigeIn } from './inschrijving';
import type { RegistratieFirestoreContext } from './buren';

export function reservelijstFirestore(ctx: RegistratieFirestoreContext, toewijzer: Toewijzer): ReservelijstStore {
  const { db, publiek, meta, reservelijst, telling } = ctx;
  const plaatsRef = (id: string) => (isDocId(id) ? reservelijst.doc(id) : null);

  return {
    async zetOpReservelijst(input, options) {
      // A request in the same queue as the registrations, decided in arrival order (toewijzer.ts).
      return toewijzer.zetOpReservelijst(input, options);
    },
    async leesReservelijst() {
      return db.runTransaction(async (tx) => lijstIn(ctx, tx, (await huidigeIn(ctx, tx))?.id ?? ''));
    },
    async verwijderVanReservelijst(id) {
      const ref = plaatsRef(id);
      if (!ref) return null;
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) return null;
        tx.delete(ref);
        return reservePlaats(snap.id, snap.data() as PlaatsDoc);
      });
    },
    async verplaatsOpReservelijst(id, richting) {
      const ref = plaatsRef(id);
      if (!ref) throw nietGevonden('Reservering');
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) throw nietGevonden('Reservering');
        const lijst = await lijstIn(ctx, tx, (snap.data() as PlaatsDoc).afleveringId);
        const nieuw = verplaats(lijst, id, richting).map((p, i) => ({ ...p, positie: i + 1 }));
        for (const p of nieuw) tx.update(reservelijst.doc(p.id), { positie: p.positie });
        return nieuw;
      });
    },
    async leesAutomatischBevorderen() {
      return automatischUit((await meta.doc(sleutel(RESERVELIJST_AUTOMATISCH)).get()).get('value'));
    },
    async zetAutomatischBevorderen(aan, bevorder) {
      return telling(() =>
        db.runTransaction(async (tx) => {
          const stats = await tx.get(publiek.stats);
          const bevordering = await bereidBevordering(ctx, tx, bevorder, {
            aantalActief: aantalUit(stats),
            automatisch: aan,
          });
          tx.set(meta.doc(sleutel(RESERVELIJST_AUTOMATISCH)), { value: aan ? 'aan' : 'uit' });
          bevordering.schrijf();
          return bevordering.bevorderd;
        }),
      );
    },
  };
}
