/**
 * The scheduled Cloud Function `bewaren`, run the way Cloud Scheduler triggers it, on a
 * Firestore-protocol server (see platform/testing/firestore-server.ts).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFirestoreStore } from './app/store/firestore';
import { openTestDatabase, useFunctionsFirestore } from './platform/testing/firestore-server';
import { bewaren } from './firebase';
import { alsVroeger } from './platform/testing/stempel-bewaker';

const PROJECT = useFunctionsFirestore();

describe('Cloud Function bewaren (dagelijks)', () => {
  it('verwijdert wie een jaar niet meedeed, wist telefoons na de beurs, en logt alleen nummers', async () => {
    const { db, close } = openTestDatabase(PROJECT);
    try {
      const rij = (nummer: number, aangemeld: string, afleveringen: object[]) => ({
        nummer,
        naam: `Verkoper ${nummer}`,
        email: `verkoper${nummer}@voorbeeld.nl`,
        telefoon: '06-12345678',
        actief: true,
        vrijwilligerVrijdag: false,
        vrijwilligerZaterdag: false,
        beschermd: false,
        afleveringen,
        aangemeld,
      });
      const vandaag = new Date().toISOString().slice(0, 10);
      const tweeJaarGeleden = `${Number(vandaag.slice(0, 4)) - 2}${vandaag.slice(4)}`;
      // At a fair 10 days ago: past the day after plus the standard 7 days.
      const tienDagen = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
      // Written as a database from before the stable id held them (no stamp of the settlement's inputs).
      await alsVroeger(async () => {
        await db.doc('deelnemers/1').set(rij(1, `${tweeJaarGeleden}T10:00:00.000Z`, []));
        await db
          .doc('deelnemers/2')
          .set(rij(2, `${tienDagen}T10:00:00.000Z`, [{ id: 'a', volgnummer: 1, datum: tienDagen, actief: true }]));
      });
      await db.doc('public/stats').set({ aantalActief: 2 });

      await bewaren.run({ scheduleTime: new Date().toISOString() } as Parameters<typeof bewaren.run>[0]);

      assert.equal((await db.doc('deelnemers/1').get()).exists, false);
      const twee = (await db.doc('deelnemers/2').get()).data()!;
      assert.equal(twee.telefoon, '');
      assert.equal(twee.email, 'verkoper2@voorbeeld.nl');
      assert.deepEqual((await db.doc('public/stats').get()).data(), { aantalActief: 1 });
      const log = (await db.collection('bewaarLog').get()).docs.map((d) => d.data());
      assert.equal(log.length, 1);
      assert.deepEqual([log[0]!.verwijderd, log[0]!.telefoonGewist], [[1], [2]]);
    } finally {
      await close();
    }
  });

  it('ruimt verlopen beheerderssessies op; lopende blijven', async () => {
    const { db, close } = openTestDatabase(PROJECT);
    const store = createFirestoreStore(db);
    try {
      await store.maakSessie({ id: 'verlopen', username: 'anne', expires: Date.now() - 1000 });
      await store.maakSessie({ id: 'lopend', username: 'anne', expires: Date.now() + 60 * 60 * 1000 });

      await bewaren.run({ scheduleTime: new Date().toISOString() } as Parameters<typeof bewaren.run>[0]);

      assert.equal(await store.leesSessie('verlopen'), null);
      assert.equal((await store.leesSessie('lopend'))?.username, 'anne');
    } finally {
      await close();
    }
  });
});
