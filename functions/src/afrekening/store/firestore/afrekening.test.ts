/**
 * The decisions on receipt lines on Firestore: a document each (no ceiling but the receipts), and
 * the one-time move of the decisions a database from before kept in the settlement's document.
 * Run on the in-process stand-in and, in `npm test`, on the official emulator.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { RegelBesluit } from '../../domein/nakijken';
import { createFirestoreStore } from '../../../app/store/firestore';
import { openTestDatabase, useTestFirestore } from '../../../platform/testing/firestore-server';

useTestFirestore();

const OP = '2026-03-14T15:00:00.000Z';
const besluit = (bonId: string, regel: number, soort: RegelBesluit['besluit'] = 'vervalt'): RegelBesluit => ({
  bonId,
  regel,
  besluit: soort,
  reden: soort === 'vervalt' ? 'Onzin van een kassa' : '',
  door: 'beheerder',
  op: OP,
});

describe('Firestore: besluiten over bonregels', () => {
  it('bewaart er meer dan 4.000, het oude plafond van één document, en leest ze allemaal terug', async () => {
    const { db, close } = openTestDatabase();
    const store = createFirestoreStore(db);
    try {
      await store.init();
      const bonnen = Array.from({ length: 21 }, () => randomUUID());
      // 21 receipts of 200 lines (a receipt's maximum): 4,200 decisions in one call.
      const besluiten = bonnen.flatMap((bonId) => Array.from({ length: 200 }, (_, regel) => besluit(bonId, regel)));
      const staat = await store.zetRegelBesluiten('a1', besluiten);
      assert.equal(staat.besluiten.length, 4_200);
      assert.equal((await store.leesAfrekeningStaat('a1')).besluiten.length, 4_200);
      // One more, and one taken back, one at a time.
      await store.zetRegelBesluit('a1', { bonId: bonnen[0]!, regel: 0 }, null);
      const daarna = await store.zetRegelBesluit('a1', { bonId: randomUUID(), regel: 3 }, besluit('x', 3, 'akkoord'));
      assert.equal(daarna.besluiten.length, 4_200);
    } finally {
      await store.close();
      await close();
    }
  });

  it('verhuist de besluiten die een database van vroeger in het document van de afrekening had, eenmalig', async () => {
    const { db, close } = openTestDatabase();
    try {
      const bonA = `a-${randomUUID()}`;
      const bonB = `b-${randomUUID()}`;
      const oud = [besluit(bonB, 2, 'akkoord'), besluit(bonA, 1, 'lijstprijs'), besluit(bonA, 0)];
      await db
        .doc('afrekeningen/a1')
        .set({ retourBijAfgifte: [7], geteld: [], besluiten: oud, geslotenOp: null, delen: 0 });
      const store = createFirestoreStore(db);
      await store.init();
      const staat = await store.leesAfrekeningStaat('a1');
      assert.deepEqual(staat.besluiten, [
        besluit(bonA, 0),
        besluit(bonA, 1, 'lijstprijs'),
        besluit(bonB, 2, 'akkoord'),
      ]);
      assert.deepEqual(staat.retourBijAfgifte, [7]);
      assert.deepEqual((await db.doc('afrekeningen/a1').get()).get('besluiten'), []);
      assert.equal((await db.collection('afrekeningen/a1/besluiten').get()).size, 3);
      // A second start changes nothing, and a decision taken back stays gone.
      await store.zetRegelBesluit('a1', { bonId: bonA, regel: 1 }, null);
      await createFirestoreStore(db).init();
      assert.equal((await store.leesAfrekeningStaat('a1')).besluiten.length, 2);
      await store.close();
    } finally {
      await close();
    }
  });
});
