/** The afleveringen: the dates of the fair; the latest one's date is public (public/fair). */
import type { Transaction } from 'firebase-admin/firestore';
import {
  startVolgendeBeurs,
  VOLGENDE_BEURS_NIEUWS,
  VOLGENDE_BEURS_SETTINGS,
  volgnummerBezet,
} from '../../domein/aflevering';
import { nietGevonden } from '../../../kern/errors';
import type { Aflevering } from '../../../kern/types';
import { type AfleveringInvoer } from '../../domein/schemas';
import type { AfleveringenStore } from '../port';
import { isDocId, type FirestoreContext } from '../../../platform/firestore/context';
import { naarAflevering } from '../firestore-documenten';
import { nieuwStempel } from '../../../platform/firestore/stempel';

const opVolgnummer = (a: Aflevering, b: Aflevering) => a.volgnummer - b.volgnummer;

/**
 * The active count of one fair (`huidige`, or before any fair: people by their own flag), counted
 * anew in the caller's transaction from every person's links: a read, so it goes before the
 * transaction's writes. Who counts (taking part, not the protected row) and how a person is
 * stored are registratie's, on the floor above: app/store/firestore.ts wires its counter in
 * (registratie/store/firestore/inschrijving.ts telActiefIn). Not the rule moved down to kern/:
 * the count also reads registratie's documents, whose shape is registratie's own.
 */
export type TelActiefIn = (ctx: FirestoreContext, tx: Transaction, huidige: Aflevering | null) => Promise<number>;

/**
 * The active count of public/stats is the current fair's. When the latest aflevering changes,
 * it is the new current fair's: 0 for an aflevering added in this transaction (no one can be
 * linked to an id that did not exist), which is how every new season starts, without reading
 * anyone; after the latest was deleted or renumbered (a correction, rare), counted anew in `tx`
 * (`telActiefIn`).
 */
async function telVoorHuidige(
  ctx: FirestoreContext,
  tx: Transaction,
  telActiefIn: TelActiefIn,
  voor: Aflevering | null,
  na: Aflevering | null,
  nieuwId?: string,
): Promise<number | null> {
  if (voor?.id === na?.id) return null;
  if (na !== null && na.id === nieuwId) return 0;
  return telActiefIn(ctx, tx, na);
}

export function afleveringenFirestore(ctx: FirestoreContext, telActiefIn: TelActiefIn): AfleveringenStore {
  const { db, publiek, afleveringen, telling } = ctx;
  const alleAfleveringen = async (tx: Transaction) =>
    (await tx.get(afleveringen.orderBy('volgnummer'))).docs.map((d) => naarAflevering(d.id, d.data()));

  return {
    async leesAfleveringen() {
      const snap = await afleveringen.orderBy('volgnummer').get();
      return snap.docs.map((d) => naarAflevering(d.id, d.data()));
    },
    async leesLaatsteAflevering() {
      const doc = (await afleveringen.orderBy('volgnummer', 'desc').limit(1).get()).docs[0];
      return doc ? naarAflevering(doc.id, doc.data()) : null;
    },
    async leesLaatsteAfleveringen(aantal) {
      const n = Math.max(0, Math.floor(aantal));
      if (n === 0) return [];
      const snap = await afleveringen.orderBy('volgnummer', 'desc').limit(n).get();
      return snap.docs.map((d) => naarAflevering(d.id, d.data()));
    },
    async leesAflevering(id) {
      if (!isDocId(id)) return null;
      const snap = await afleveringen.doc(id).get();
      return snap.exists ? naarAflevering(snap.id, snap.data()!) : null;
    },
    async bewaarAflevering(invoer: AfleveringInvoer) {
      // The whole list is read in the transaction (a fair has a few per year): it settles the
      // unknown id, the duplicate volgnummer, the answer and public/fair in one go.
      return telling(() =>
        db.runTransaction(async (tx) => {
          const lijst = await alleAfleveringen(tx);
          const bestaand = invoer.id === undefined ? null : lijst.find((a) => a.id === invoer.id);
          if (invoer.id !== undefined && !bestaand) throw nietGevonden('Aflevering');
          const id = bestaand?.id ?? afleveringen.doc().id;
          if (lijst.some((a) => a.volgnummer === invoer.volgnummer && a.id !== id))
            throw volgnummerBezet(invoer.volgnummer);
          const nieuw: Aflevering = { ...bestaand, id, volgnummer: invoer.volgnummer, datum: invoer.datum };
          const resultaat = [...lijst.filter((a) => a.id !== id), nieuw].sort(opVolgnummer);
          const aantal = await telVoorHuidige(
            ctx,
            tx,
            telActiefIn,
            lijst.at(-1) ?? null,
            resultaat.at(-1)!,
            bestaand ? undefined : id,
          );
          const { id: _id, ...velden } = nieuw;
          tx.set(afleveringen.doc(id), velden);
          // Which fair is the latest decides what each fair's settlement reads (stempel.ts).
          nieuwStempel(db, tx);
          tx.set(publiek.fair, { datum: resultaat.at(-1)!.datum });
          // Decided on the list read in this transaction: a concurrent add of the same next
          // fair makes one of the two re-run and then find its volgnummer taken.
          if (!bestaand && startVolgendeBeurs(lijst.at(-1) ?? null, resultaat.at(-1)!)) {
            // Merged: the maximum number of participants carries over.
            tx.set(publiek.settings, VOLGENDE_BEURS_SETTINGS, { merge: true });
            tx.set(publiek.nieuws, VOLGENDE_BEURS_NIEUWS);
          }
          if (aantal !== null) tx.set(publiek.stats, { aantalActief: aantal });
          return resultaat;
        }),
      );
    },
    async verwijderAflevering(id) {
      return telling(() =>
        db.runTransaction(async (tx) => {
          const lijst = await alleAfleveringen(tx);
          const weg = lijst.find((a) => a.id === id);
          if (!weg) return null;
          const over = lijst.filter((a) => a.id !== id);
          const aantal = await telVoorHuidige(ctx, tx, telActiefIn, lijst.at(-1) ?? null, over.at(-1) ?? null);
          tx.delete(afleveringen.doc(id));
          nieuwStempel(db, tx);
          tx.set(publiek.fair, { datum: over.at(-1)?.datum ?? null });
          if (aantal !== null) tx.set(publiek.stats, { aantalActief: aantal });
          return weg;
        }),
      );
    },
  };
}
