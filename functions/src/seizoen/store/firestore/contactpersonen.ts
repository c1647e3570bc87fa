/** The contactpersonen shown on the contact page, in the order they were added. */
import type { DocumentReference } from 'firebase-admin/firestore';
import { nietGevonden } from '../../../kern/errors';
import type { Contactpersoon } from '../../../kern/types';
import type { ContactpersonenStore } from '../port';
import { isDocId, type FirestoreContext } from '../../../platform/firestore/context';

export function contactpersonenFirestore(ctx: FirestoreContext): ContactpersonenStore {
  const { db, contactpersonen } = ctx;
  return {
    async leesContactpersonen() {
      const snap = await contactpersonen.orderBy('volgorde').get();
      return snap.docs.map((d): Contactpersoon => ({
        id: d.id,
        naam: d.get('naam'),
        telefoon: d.get('telefoon'),
        email: d.get('email'),
      }));
    },
    async bewaarContactpersoon(invoer) {
      return db.runTransaction(async (tx) => {
        // The contact page lists them in the order they were added: `volgorde` keeps that.
        let volgorde: number;
        let ref: DocumentReference;
        if (invoer.id === undefined) {
          const laatste = (await tx.get(contactpersonen.orderBy('volgorde', 'desc').limit(1))).docs[0];
          volgorde = ((laatste?.get('volgorde') as number | undefined) ?? 0) + 1;
          ref = contactpersonen.doc();
        } else {
          const snap = isDocId(invoer.id) ? await tx.get(contactpersonen.doc(invoer.id)) : null;
          if (!snap?.exists) throw nietGevonden('Contactpersoon');
          volgorde = snap.get('volgorde') as number;
          ref = snap.ref;
        }
        const contact: Contactpersoon = {
          id: ref.id,
          naam: invoer.naam,
          telefoon: invoer.telefoon,
          email: invoer.email,
        };
        tx.set(ref, { naam: contact.naam, telefoon: contact.telefoon, email: contact.email, volgorde });
        return contact;
      });
    },
    async verwijderContactpersoon(id) {
      if (!isDocId(id)) return null;
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(contactpersonen.doc(id));
        if (!snap.exists) return null;
        tx.delete(snap.ref);
        return { id, naam: snap.get('naam'), telefoon: snap.get('telefoon'), email: snap.get('email') };
      });
    },
  };
}
