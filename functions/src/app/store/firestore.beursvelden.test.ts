/**
 * The fields a fair's queries need on Firestore (issue 35): `meeIn` on people and `wegIn` on
 * items, and the one-time start that gives them to a database from before. Run on the
 * in-process stand-in and, in `npm test`, on the official emulator.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Firestore } from 'firebase-admin/firestore';
import { createFirestoreStore } from './firestore';
import { openTestDatabase, useTestFirestore } from '../../platform/testing/firestore-server';
import type { Store } from './port';
import { alsVroeger } from '../../platform/testing/stempel-bewaker';

useTestFirestore();

const NU = new Date('2026-03-01T10:00:00.000Z');
const invoer = (n: number) => ({
  omschrijving: `Broek ${n}`,
  soort: 'Kleding' as const,
  maat: '98-104',
  prijsCent: 250 + n * 50,
  retour: false,
});

/** Two fairs as the site writes them: sellers of the first, some returning, items sold, given away and kept. */
async function tweeBeurzen(store: Store) {
  await store.bewaarAflevering({ volgnummer: 1, datum: '2025-09-13' });
  const eerste = (await store.leesLaatsteAflevering())!;
  const [a, b, c] = [
    await store.schrijfIn({ naam: 'Anna', email: 'anna@voorbeeld.nl', telefoon: '' }, { bypassGate: true, now: NU }),
    await store.schrijfIn({ naam: 'Bram', email: 'bram@voorbeeld.nl', telefoon: '' }, { bypassGate: true, now: NU }),
    await store.schrijfIn({ naam: 'Cor', email: 'cor@voorbeeld.nl', telefoon: '' }, { bypassGate: true, now: NU }),
  ];
  const toevoegen = (nummer: number, n: number) =>
    store.voegArtikelToe(nummer, invoer(n), { afleveringId: eerste.id, maxArtikelen: 50, now: NU });
  const [a1, a2, a3] = [await toevoegen(a!.nummer, 1), await toevoegen(a!.nummer, 2), await toevoegen(a!.nummer, 3)];
  const [b1, b2] = [await toevoegen(b!.nummer, 4), await toevoegen(b!.nummer, 5)];
  const c1 = await toevoegen(c!.nummer, 6);
  await store.markeerVerkocht(eerste.id, [a1!, b1!]);
  await store.markeerGoedDoel(eerste.id, [a2!]);
  await store.bewaarAflevering({ volgnummer: 2, datum: '2026-03-14' });
  const tweede = (await store.leesLaatsteAflevering())!;
  // Anna comes back with a3 still hers; Bram does not; a new seller joins.
  await store.wijzigInstellingen({
    inschrijvingGeopend: true,
    inschrijvingGesloten: false,
    maximumAantalDeelnemers: 100,
  });
  await store.weerMeedoen(a!.id, { now: NU });
  const d = await store.schrijfIn(
    { naam: 'Dirk', email: 'dirk@voorbeeld.nl', telefoon: '' },
    { bypassGate: true, now: NU },
  );
  await store.voegArtikelToe(d.nummer, invoer(7), { afleveringId: tweede.id, maxArtikelen: 50, now: NU });
  await store.markeerVerkocht(tweede.id, [a3!]);
  return { eerste, tweede, a: a!, b: b!, c: c!, d, b2: b2!, c1: c1! };
}

/** What the fair's reads answer, to compare before and after the move. */
async function beeld(store: Store, ids: string[], nummers: number[]) {
  return {
    deelnemers: await Promise.all(ids.map((id) => store.leesDeelnemersVan(id))),
    artikelen: await Promise.all(ids.map((id) => store.leesArtikelenVoorBeurs(id))),
    vanVerkoper: await Promise.all(nummers.map((n) => store.leesArtikelenVanVerkoper(n))),
  };
}

/**
 * Makes the database one from before issue 35: the derived fields and their flags gone. Each
 * document is deleted and written again without its field, as a version from before wrote it
 * (the in-process stand-in keeps the fields of a document that is set again).
 */
async function zonderVelden(db: Firestore) {
  const oud = [
    ...(await db.collection('deelnemers').get()).docs.map((d) => {
      const { meeIn: _weg, ...velden } = d.data();
      return { ref: d.ref, velden };
    }),
    ...(await db.collection('artikelen').get()).docs.map((d) => {
      const { wegIn: _weg, ...velden } = d.data();
      return { ref: d.ref, velden };
    }),
  ];
  const weg = db.batch();
  for (const { ref } of oud) weg.delete(ref);
  weg.delete(db.doc('meta/meeIn'));
  weg.delete(db.doc('meta/wegIn'));
  const terug = db.batch();
  for (const { ref, velden } of oud) terug.set(ref, velden);
  await alsVroeger(async () => {
    await weg.commit();
    await terug.commit();
  });
}

const bijgewerkt = async (db: Firestore) =>
  [...(await db.collection('deelnemers').get()).docs, ...(await db.collection('artikelen').get()).docs].map(
    (d) => `${d.ref.path}@${d.updateTime.toMillis()}`,
  );

describe('Firestore: wat de vragen van één beurs nodig hebben (meeIn, wegIn)', () => {
  it('leest per beurs precies wie meedoet en wat op aanbod is, ook een eerdere beurs', async () => {
    const { db, close } = openTestDatabase();
    const store = createFirestoreStore(db);
    try {
      await store.init();
      const { eerste, tweede, a, b, c, d, b2, c1 } = await tweeBeurzen(store);
      assert.deepEqual(
        (await store.leesDeelnemersVan(tweede.id)).map((p) => p.naam),
        ['Anna', 'Dirk'],
      );
      assert.deepEqual(
        (await store.leesDeelnemersVan(eerste.id)).map((p) => p.naam),
        ['Anna', 'Bram', 'Cor'],
      );
      // The current fair: Anna's a3 (sold at it) and Dirk's item; not what Anna sold or gave away before.
      assert.deepEqual(
        (await store.leesArtikelenVoorBeurs(tweede.id)).map((x) => [x.verkopersnummer, x.artikelnummer]),
        [
          [a.nummer, 3],
          [d.nummer, 1],
        ],
      );
      // The earlier fair still holds everything that was on offer at it, a3 too (sold only later).
      assert.deepEqual(
        (await store.leesArtikelenVoorBeurs(eerste.id)).map((x) => [x.verkopersnummer, x.artikelnummer]),
        [
          [a.nummer, 1],
          [a.nummer, 2],
          [a.nummer, 3],
          [b.nummer, 1],
          [b.nummer, 2],
          [c.nummer, 1],
        ],
      );
      assert.deepEqual(await store.leesArtikelenVanVerkoper(a.nummer), []);
      assert.deepEqual(await store.leesArtikelenVanVerkoper(b.nummer), [b2]);
      assert.deepEqual(await store.leesArtikelenVanVerkoper(c.nummer), [c1]);
    } finally {
      await store.close();
      await close();
    }
  });

  it('geeft een database van vroeger de velden bij de start, eenmalig, en daarna leest alles als voorheen', async () => {
    const { db, close } = openTestDatabase();
    const store = createFirestoreStore(db);
    try {
      await store.init();
      const { eerste, tweede, a, b, c, d } = await tweeBeurzen(store);
      const ids = [eerste.id, tweede.id];
      const nummers = [a.nummer, b.nummer, c.nummer, d.nummer];
      const verwacht = await beeld(store, ids, nummers);
      await zonderVelden(db);
      // Without the fields the queries find nobody: the move is what makes them right.
      assert.deepEqual(await store.leesDeelnemersVan(tweede.id), []);
      assert.deepEqual(await store.leesArtikelenVanVerkoper(c.nummer), []);

      const nieuw = createFirestoreStore(db);
      await nieuw.init();
      assert.deepEqual(await beeld(nieuw, ids, nummers), verwacht);
      assert.equal((await db.doc('meta/meeIn').get()).exists, true);
      assert.equal((await db.doc('meta/wegIn').get()).exists, true);
      // A second start writes nothing.
      const voor = await bijgewerkt(db);
      const daarna = createFirestoreStore(db);
      await daarna.init();
      assert.deepEqual(await bijgewerkt(db), voor);
      await nieuw.close();
      await daarna.close();
    } finally {
      await store.close();
      await close();
    }
  });
});
