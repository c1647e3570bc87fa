/** The afleveringen: the dates of the fair; the latest one's date is public (public/fair). */
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { volgnummerBezet } from '../../domain/aflevering';
import { notFound } from '../../domain/errors';
import type { Aflevering } from '../../domain/types';
import type { AfleveringInvoer } from '../../domain/validatie';
import type { AfleveringenStore } from '../port';
import type { FirestoreContext } from './context';

export function naarAflevering(id: string, data: DocumentData): Aflevering {
  const a: Aflevering = { id, volgnummer: data.volgnummer as number, datum: data.datum as string };
  if (typeof data.naam === 'string') a.naam = data.naam;
  return a;
}

const opVolgnummer = (a: Aflevering, b: Aflevering) => a.volgnummer - b.volgnummer;

export function afleveringenMethods(ctx: FirestoreContext): AfleveringenStore {
  const { db, publiek, afleveringen } = ctx;
  const alleAfleveringen = async (tx: Transaction) =>
    (await tx.get(afleveringen.orderBy('volgnummer'))).docs.map((d) => naarAflevering(d.id, d.data()));

  return {
    async listAfleveringen() {
      const snap = await afleveringen.orderBy('volgnummer').get();
      return snap.docs.map((d) => naarAflevering(d.id, d.data()));
    },
    async lastAflevering() {
      const doc = (await afleveringen.orderBy('volgnummer', 'desc').limit(1).get()).docs[0];
      return doc ? naarAflevering(doc.id, doc.data()) : null;
    },
    async saveAflevering(invoer: AfleveringInvoer) {
      // The whole list is read in the transaction (a fair has a few per year): it settles the
      // unknown id, the duplicate volgnummer, the answer and public/fair in one go.
      return db.runTransaction(async (tx) => {
        const lijst = await alleAfleveringen(tx);
        const bestaand = invoer.id === undefined ? null : lijst.find((a) => a.id === invoer.id);
        if (invoer.id !== undefined && !bestaand) throw notFound('Aflevering');
        const id = bestaand?.id ?? afleveringen.doc().id;
        if (lijst.some((a) => a.volgnummer === invoer.volgnummer && a.id !== id))
          throw volgnummerBezet(invoer.volgnummer);
        const nieuw: Aflevering = { ...bestaand, id, volgnummer: invoer.volgnummer, datum: invoer.datum };
        const { id: _id, ...velden } = nieuw;
        tx.set(afleveringen.doc(id), velden);
        const resultaat = [...lijst.filter((a) => a.id !== id), nieuw].sort(opVolgnummer);
        tx.set(publiek.fair, { datum: resultaat.at(-1)!.datum });
        return resultaat;
      });
    },
    async deleteAflevering(id) {
      return db.runTransaction(async (tx) => {
        const lijst = await alleAfleveringen(tx);
        const weg = lijst.find((a) => a.id === id);
        if (!weg) return null;
        tx.delete(afleveringen.doc(id));
        const over = lijst.filter((a) => a.id !== id);
        tx.set(publiek.fair, { datum: over.at(-1)?.datum ?? null });
        return weg;
      });
    },
  };
}
