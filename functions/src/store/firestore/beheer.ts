/** Administrators, their sessions, and the small key-value facts (meta). */
import { Timestamp } from 'firebase-admin/firestore';
import type { FirestoreStore } from '../firestore';
import type { Store } from '../port';
import { sleutel, type FirestoreContext } from './context';

export function beheerMethods(
  ctx: FirestoreContext,
): Pick<
  Store,
  'getAdmin' | 'saveAdmin' | 'countAdmins' | 'createSessie' | 'getSessie' | 'deleteSessie' | 'getMeta' | 'setMeta'
> &
  Pick<FirestoreStore, 'metaOnce'> {
  const { db, admins, sessies, meta } = ctx;
  return {
    async getAdmin(username) {
      const snap = await admins.doc(sleutel(username)).get();
      return snap.exists ? { username: snap.get('username'), passwordHash: snap.get('passwordHash') } : null;
    },
    async saveAdmin(admin) {
      await admins.doc(sleutel(admin.username)).set({ username: admin.username, passwordHash: admin.passwordHash });
    },
    async countAdmins() {
      return (await admins.count().get()).data().count;
    },
    async createSessie(sessie) {
      // `verloopt` is for the TTL policy in firestore.indexes.json: Firestore deletes ended
      // sessions itself (within a day); until then `expires` is what counts.
      await sessies.doc(sleutel(sessie.id)).set({
        id: sessie.id,
        username: sessie.username,
        expires: sessie.expires,
        verloopt: Timestamp.fromMillis(sessie.expires),
      });
    },
    async getSessie(id) {
      const snap = await sessies.doc(sleutel(id)).get();
      return snap.exists ? { id: snap.get('id'), username: snap.get('username'), expires: snap.get('expires') } : null;
    },
    async deleteSessie(id) {
      await sessies.doc(sleutel(id)).delete();
    },
    async getMeta(key) {
      return ((await meta.doc(sleutel(key)).get()).get('value') as string | undefined) ?? null;
    },
    async setMeta(key, value) {
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
