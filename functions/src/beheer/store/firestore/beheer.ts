/** Administrators, their sessions, and the small key-value facts (meta). */
import { Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import type { Admin } from '../../../kern/types';
import { type BeheerStore, type MetaStore } from '../port';
import { sleutel, type FirestoreContext } from '../../../platform/firestore/context';

/** Comfortably below the 500 writes Firestore takes in one commit. */
const VERWIJDER_PER_KEER = 400;

const naarAdmin = (snap: DocumentSnapshot): Admin => ({
  username: snap.get('username') as string,
  passwordHash: snap.get('passwordHash') as string,
});

/**
 * The value of a meta key, made and stored by `make` if there is none yet. Atomic, so
 * instances that start at the same moment agree on one value (the session secret).
 */
export interface MetaEenmaal {
  metaOnce(key: string, make: () => string): Promise<string>;
}

export function beheerFirestore(ctx: FirestoreContext): BeheerStore & MetaStore & MetaEenmaal {
  const { db, admins, sessies, meta } = ctx;

  /** Deletes what the query finds, in batches that stay below Firestore's 500 writes per commit. */
  const verwijderAlles = async (query: Query): Promise<number> => {
    let aantal = 0;
    for (;;) {
      const snap = await query.limit(VERWIJDER_PER_KEER).get();
      if (snap.empty) return aantal;
      const batch = db.batch();
      for (const doc of snap.docs) batch.delete(doc.ref);
      await batch.commit();
      aantal += snap.size;
    }
  };

  return {
    async leesBeheerder(username) {
      const snap = await admins.doc(sleutel(username)).get();
      return snap.exists ? naarAdmin(snap) : null;
    },
    async bewaarBeheerder(admin) {
      await admins.doc(sleutel(admin.username)).set({ username: admin.username, passwordHash: admin.passwordHash });
    },
    async telBeheerders() {
      return (await admins.count().get()).data().count;
    },
    async leesBeheerders() {
      return (await admins.orderBy('username').get()).docs.map(naarAdmin);
    },
    async verwijderBeheerder(username) {
      return db.runTransaction(async (tx) => {
        const ref = admins.doc(sleutel(username));
        const [snap, zijnSessies] = await Promise.all([tx.get(ref), tx.get(sessies.where('username', '==', username))]);
        if (!snap.exists) return false;
        for (const sessie of zijnSessies.docs) tx.delete(sessie.ref);
        tx.delete(ref);
        return true;
      });
    },
    async maakSessie(sessie) {
      // `verloopt` is for the TTL policy in firestore.indexes.json: Firestore deletes ended
      // sessions itself (within a day); until then `expires` is what counts.
      await sessies.doc(sleutel(sessie.id)).set({
        id: sessie.id,
        username: sessie.username,
        expires: sessie.expires,
        verloopt: Timestamp.fromMillis(sessie.expires),
      });
    },
    async leesSessie(id) {
      const snap = await sessies.doc(sleutel(id)).get();
      return snap.exists ? { id: snap.get('id'), username: snap.get('username'), expires: snap.get('expires') } : null;
    },
    async verwijderSessie(id) {
      await sessies.doc(sleutel(id)).delete();
    },
    async verwijderVerlopenSessies(now) {
      return verwijderAlles(sessies.where('expires', '<=', now.getTime()));
    },
    async verwijderSessiesVan(username) {
      return verwijderAlles(sessies.where('username', '==', username));
    },
    async leesMeta(key) {
      return ((await meta.doc(sleutel(key)).get()).get('value') as string | undefined) ?? null;
    },
    async zetMeta(key, value) {
      await meta.doc(sleutel(key)).set({ value });
    },
    async metaOnce(key, make) {
      return db.runTransaction(async (tx) => {
        const ref = meta.doc(sleutel(key));
        const bestaand = (await tx.get(ref)).get('value') as string | undefined;
        if (bestaand !== undefined) return bestaand;
        const value = make();
        tx.create(ref, { value });
        return value;
      });
    },
  };
}
