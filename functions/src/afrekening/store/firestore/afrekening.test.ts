/**
 * The decisions on receipt lines on Firestore: a document each (no ceiling but the receipts), and
 * the one-time move of the decisions a database from before kept in the settlement's document;
 * "Uitbetaald" for more sellers paid by bank than one transaction can write, also after a stop
 * half-way.
 * Run on the in-process stand-in and, in `npm test`, on the official emulator.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { RegelBesluit } from '../../domein/nakijken';
import type { Uitbetaald } from '../../domein/afrekening';
import { MELDING_AL_UITBETAALD } from '../../domein/uitbetaling';
import { createFirestoreStore } from '../../../app/store/firestore';
import { openTestDatabase, useTestFirestore } from '../../../platform/testing/firestore-server';
import { alsVroeger } from '../../../platform/testing/stempel-bewaker';

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
      await alsVroeger(() =>
        db
          .doc('afrekeningen/a1')
          .set({ retourBijAfgifte: [7], geteld: [], besluiten: oud, geslotenOp: null, delen: 0 }),
      );
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

describe('Firestore: uitbetaald markeren', () => {
  const AANTAL = 600;
  const nummers = Array.from({ length: AANTAL }, (_, i) => i + 1);
  const uitbetaald: Uitbetaald = {
    door: 'penningmeester',
    op: OP,
    overboekingen: nummers.map((nummer) => ({ nummer, bedragCent: 100 + nummer, laatsteVier: '4300' })),
  };
  const mails = nummers.map((nummer) => ({
    nummer,
    mail: { to: `v${nummer}@example.org`, subject: `Overgemaakt ${nummer}`, text: 'x', html: '<p>x</p>' },
  }));

  /** AANTAL sellers paid by bank, written directly (the test is about the marking), and a closed settlement. */
  const beursMetBankverkopers = (db: ReturnType<typeof openTestDatabase>['db']) =>
    alsVroeger(() => schrijfBeursMetBankverkopers(db));
  async function schrijfBeursMetBankverkopers(db: ReturnType<typeof openTestDatabase>['db']) {
    for (let i = 0; i < AANTAL; i += 400) {
      const batch = db.batch();
      for (const nummer of nummers.slice(i, i + 400)) {
        batch.set(db.collection('deelnemers').doc(`d${nummer}`), {
          nummer,
          naam: `Verkoper ${nummer}`,
          email: `v${nummer}@example.org`,
          perBank: true,
          uitbetaling: { wijze: 'bank', iban: 'NL91ABNA0417164300', tenaamstelling: `V. ${nummer}` },
        });
      }
      await batch.commit();
    }
    await db.doc('afrekeningen/a1/bevroren/0').set({ json: '{}' });
    await db.doc('afrekeningen/a1').set({ retourBijAfgifte: [], geteld: [], geslotenOp: OP, delen: 1 });
  }

  const uitbetaaldeMails = async (db: ReturnType<typeof openTestDatabase>['db']) =>
    (await db.collection('mail').get()).docs.filter((d) => /^Overgemaakt/.test(d.get('message.subject') as string));

  it(`wist ${AANTAL} IBANs en zet ${AANTAL} mails klaar, meer dan één transactie schrijft; een tweede keer 409 en niets dubbel`, async () => {
    const { db, close } = openTestDatabase();
    const store = createFirestoreStore(db);
    try {
      await store.init();
      await beursMetBankverkopers(db);
      const wissen = nummers;
      const staat = await store.markeerUitbetaald('a1', uitbetaald, wissen, mails, new Date(OP));
      assert.deepEqual(staat.uitbetaald, uitbetaald);
      assert.deepEqual(await store.leesBankgegevens(), [], 'geen IBAN meer, van niemand');
      assert.equal((await uitbetaaldeMails(db)).length, AANTAL);
      assert.equal((await db.doc('afrekeningen/a1').get()).get('uitbetaaldBezig'), false);
      await assert.rejects(store.markeerUitbetaald('a1', uitbetaald, wissen, mails, new Date(OP)), {
        soort: 'conflict',
        message: MELDING_AL_UITBETAALD,
      });
      assert.equal((await uitbetaaldeMails(db)).length, AANTAL, 'een tweede keer: geen mails');
    } finally {
      await store.close();
      await close();
    }
  });

  it('na een stop halverwege maakt de volgende aanroep het af (en weigert): niemand twee keer gemaild, geen IBAN over', async () => {
    const { db, close } = openTestDatabase();
    const store = createFirestoreStore(db);
    try {
      await store.init();
      await beursMetBankverkopers(db);
      // The state a crash after the mark and the first part leaves: marked, still busy, the
      // first 200 sellers erased and mailed (under the ids markeerUitbetaald gives them).
      await alsVroeger(() => db.doc('afrekeningen/a1').update({ uitbetaald, uitbetaaldBezig: true }));
      const batch = db.batch();
      for (const { nummer, mail } of mails.slice(0, 200)) {
        batch.update(db.collection('deelnemers').doc(`d${nummer}`), { uitbetaling: null, perBank: false });
        batch.create(db.collection('mail').doc(`uitbetaald-a1-${nummer}`), {
          to: mail.to,
          message: { subject: mail.subject, text: mail.text, html: mail.html },
        });
      }
      await alsVroeger(() => batch.commit());
      assert.equal((await store.leesBankgegevens()).length, AANTAL - 200);

      await assert.rejects(store.markeerUitbetaald('a1', uitbetaald, nummers, mails, new Date(OP)), {
        soort: 'conflict',
        message: MELDING_AL_UITBETAALD,
      });
      assert.deepEqual(await store.leesBankgegevens(), []);
      const verstuurd = await uitbetaaldeMails(db);
      assert.equal(verstuurd.length, AANTAL);
      assert.equal(new Set(verstuurd.map((d) => d.get('to') as string)).size, AANTAL, 'iedereen één keer');
      assert.equal((await db.doc('afrekeningen/a1').get()).get('uitbetaaldBezig'), false);
    } finally {
      await store.close();
      await close();
    }
  });
});
