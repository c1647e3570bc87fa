/**
 * The counter of bench:firestore-kosten counts what Firestore bills: a document read once per
 * document answered, a lookup or query that finds nothing as one read, every write and delete
 * of a commit, whichever path (document, query, transaction, batch) asked.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { meet } from './firestore-teller';
import { openTestDatabase, useTestFirestore } from './firestore-server';

useTestFirestore();

describe('de Firestore-teller', () => {
  it('telt lezen, schrijven en wissen zoals Firestore ze rekent', async () => {
    const { db, close } = openTestDatabase();
    try {
      const col = db.collection('teller');
      const schrijven = await meet(async () => {
        const batch = db.batch();
        for (const id of ['a', 'b', 'c']) batch.set(col.doc(id), { n: id === 'c' ? 2 : 1 });
        await batch.commit();
        await col.doc('d').set({ n: 3 });
      });
      assert.deepEqual(schrijven.telling, { reads: 0, writes: 4, deletes: 0 });

      const query = await meet(() => col.where('n', '==', 1).get());
      assert.equal(query.uitkomst.size, 2);
      assert.deepEqual(query.telling, { reads: 2, writes: 0, deletes: 0 });
      assert.equal((await meet(() => col.where('n', '==', 99).get())).telling.reads, 1, 'een lege query: één lezing');
      assert.equal((await meet(() => col.doc('bestaat-niet').get())).telling.reads, 1, 'niet gevonden: één lezing');
      assert.equal((await meet(() => db.getAll(col.doc('a'), col.doc('b'), col.doc('x')))).telling.reads, 3);

      const transactie = await meet(() =>
        db.runTransaction(async (tx) => {
          const [a, alle] = await Promise.all([tx.get(col.doc('a')), tx.get(col)]);
          tx.update(a.ref, { n: 5 });
          tx.delete(col.doc('d'));
          return alle.size;
        }),
      );
      assert.equal(transactie.uitkomst, 4);
      assert.deepEqual(transactie.telling, { reads: 5, writes: 1, deletes: 1 });
    } finally {
      await close();
    }
  });
});
