/**
 * The live settlement kept on Firestore (issue 55, actueel.ts): what a view costs when nothing
 * changed, in this instance and in another, and what does not count as a change. That every
 * write of an input does count is the Store contract's (inlevering/store/contract/actueel.ts),
 * on both stores; that each such commit carries the stamp, the guard's in every Firestore test
 * (platform/testing/stempel-bewaker.ts), whose rule is tested here too.
 * Run on the in-process stand-in and, in `npm test`, on the official emulator.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFirestoreStore } from '../../../app/store/firestore';
import { openTestDatabase, useTestFirestore } from '../../../platform/testing/firestore-server';
import { zonderStempel } from '../../../platform/testing/stempel-bewaker';
import { meet } from '../../../platform/testing/firestore-teller';
import { opzet, telBerekeningen } from '../../../inlevering/store/contract/actueel';
import { berekenAfrekening } from '../../domein/afrekening';
import { afrekenInvoer } from '../../domein/invoer';

useTestFirestore();

const T1 = new Date('2026-09-12T10:00:00.000Z');

describe('Firestore: de actuele afrekening bewaard (issue 55)', () => {
  it('de tweede weergave rekent niet en leest één document; een andere instantie leest het bewaarde', async () => {
    const { db, close } = openTestDatabase();
    const store = createFirestoreStore(db);
    const ander = createFirestoreStore(db);
    try {
      await store.init();
      const o = await opzet(store);
      const teller = telBerekeningen();
      const eerst = await store.leesActueleAfrekening(o.id, teller.bereken);
      assert.equal(teller.aantal, 1);
      const { uitkomst: tweede, telling } = await meet(() => store.leesActueleAfrekening(o.id, teller.bereken));
      assert.equal(teller.aantal, 1, 'niet opnieuw berekend');
      assert.equal(telling.reads, 1, 'alleen het stempel');
      assert.deepEqual(tweede, eerst);
      const { uitkomst: elders, telling: eldersTelling } = await meet(() =>
        ander.leesActueleAfrekening(o.id, teller.bereken),
      );
      assert.equal(teller.aantal, 1, 'de andere instantie rekent niet: ze leest het bewaarde');
      assert.equal(eldersTelling.reads, 1 + 2 + 1, 'stempel, dan stempel, kop en één deel');
      assert.deepEqual(elders, eerst);
      assert.deepEqual(elders, berekenAfrekening(afrekenInvoer(await store.leesAfrekenBronnen(o.id))));
    } finally {
      await store.close();
      await ander.close();
      await close();
    }
  });

  it('de hartslag van een kassa laat het bewaarde staan; een bewaarde van een andere bouw telt niet', async () => {
    const { db, close } = openTestDatabase();
    const store = createFirestoreStore(db);
    try {
      await store.init();
      const o = await opzet(store);
      const teller = telBerekeningen();
      await store.leesActueleAfrekening(o.id, teller.bereken);
      await store.meldKassaContact(o.kassa.id, T1, 2, T1.toISOString());
      await store.trekKassaIn(o.kassa.id, T1);
      await store.leesActueleAfrekening(o.id, teller.bereken);
      assert.equal(teller.aantal, 1, 'wat de afrekening van een kassa niet leest, verandert haar niet');
      // As a deploy of other code kept it: a new instance of this code computes its own.
      const kop = db.collection('afrekeningBerekend').doc(o.id);
      await kop.update({ bouw: 'een andere bouw' });
      await createFirestoreStore(db).leesActueleAfrekening(o.id, teller.bereken);
      assert.equal(teller.aantal, 2);
    } finally {
      await store.close();
      await close();
    }
  });

  it('wat bewaard is, bevat namen: een wissing haalt het weg, en afsluiten dat van de beurs', async () => {
    const { db, close } = openTestDatabase();
    const store = createFirestoreStore(db);
    const bewaard = async () => (await db.collection('afrekeningBerekend').get()).size;
    const delen = async () => (await db.collectionGroup('delen').get()).size;
    try {
      await store.init();
      const o = await opzet(store);
      const teller = telBerekeningen();
      await store.leesActueleAfrekening(o.id, teller.bereken);
      assert.equal(await bewaard(), 1);
      await store.wisOpVerzoek(o.bas.id, T1);
      assert.equal(await bewaard(), 0, 'na de wissing staat de naam nergens meer');
      assert.equal(await delen(), 0);
      const na = await store.leesActueleAfrekening(o.id, teller.bereken);
      assert.equal(teller.aantal, 2);
      assert.ok(!na.verkopers.some((v) => v.nummer === o.bas.nummer));
      assert.equal(await bewaard(), 1);
      await store.sluitAfrekening(
        o.id,
        { afrekening: na, grondslag: afrekenInvoer(await store.leesAfrekenBronnen(o.id)) },
        T1,
      );
      assert.equal(await bewaard(), 0, 'de bevroren afrekening vervangt de bewaarde');
      assert.equal(await delen(), 0);
    } finally {
      await store.close();
      await close();
    }
  });

  it('de bewaker: een commit die invoer schrijft zonder het stempel wordt geweigerd', () => {
    const doc = (pad: string) => `projects/p/databases/(default)/documents/${pad}`;
    assert.deepEqual(zonderStempel([{ update: { name: doc('artikelen/1-1') } }]), ['artikelen/1-1']);
    assert.deepEqual(zonderStempel([{ delete: doc('deelnemers/x') }, { update: { name: doc('mail/m') } }]), [
      'deelnemers/x',
    ]);
    assert.deepEqual(zonderStempel([{ update: { name: doc('public/kosten') } }]), ['public/kosten']);
    assert.deepEqual(
      zonderStempel([{ update: { name: doc('bonnen/b') } }, { update: { name: doc('berekend/stempel') } }]),
      [],
    );
    // Only the fields the settlement never reads of a desk: no stamp needed; with its name: needed.
    const hartslag = { name: doc('kassas/k') };
    assert.deepEqual(zonderStempel([{ update: hartslag, updateMask: { fieldPaths: ['laatsteContact'] } }]), []);
    assert.deepEqual(zonderStempel([{ update: hartslag, updateMask: { fieldPaths: ['naam'] } }]), ['kassas/k']);
    assert.deepEqual(zonderStempel([{ update: hartslag }]), ['kassas/k']);
    assert.deepEqual(zonderStempel([{ update: { name: doc('afrekeningBerekend/a/delen/0') } }]), []);
  });
});
