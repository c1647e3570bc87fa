/**
 * The retention's bounded steps on Firestore take the waiting people's outbox mails with them
 * (privacy/store/firestore/wachtenden.ts): no commit writes more than Firestore's 500, also when
 * one mailbox was mailed more often than fits in one step; an address that a place still to go
 * in a later step holds keeps its mails until that step; one that a later fair's place holds
 * keeps them. Run on the in-process stand-in and, with FIRESTORE_EMULATOR_HOST, on the official
 * emulator.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Firestore } from 'firebase-admin/firestore';
import { createFirestoreStore } from './firestore';
import { openTestDatabase, useTestFirestore } from '../../platform/testing/firestore-server';
import { MAX_SCHRIJVEN, WIS_STAP } from '../../privacy/store/firestore/wachtenden';
import type { Store } from './port';

useTestFirestore();

const AANGEMELD = '2026-02-01T09:00:00.000Z';
/**
 * March's places: p000 and p149 share an address but not a step, p050's address had VEEL mails,
 * and p100's address is on September's list too.
 */
const AANTAL = 150;
const VEEL = 620;
const adresVan = (i: number) =>
  i === 0 || i === 149
    ? 'dubbel@voorbeeld.nl'
    : i === 50
      ? 'veel@voorbeeld.nl'
      : i === 100
        ? 'blijft@voorbeeld.nl'
        : `w${i}@voorbeeld.nl`;
const id = (i: number) => `p${String(i).padStart(3, '0')}`;

describe('Firestore: de mails aan de wachtenden gaan in begrensde stappen mee', () => {
  let db: Firestore;
  let store: Store;
  let sluiten: () => Promise<void>;
  /** The most writes one commit carried. */
  let grootste = 0;

  before(async () => {
    const open = openTestDatabase();
    db = open.db;
    sluiten = open.close;
    // Every commit goes through the client's `request` (as platform/testing/firestore-teller.ts counts them).
    const client = db as unknown as { request(m: string, v: { writes?: unknown[] }, ...r: unknown[]): unknown };
    const request = client.request.bind(client);
    client.request = (m, v, ...r) => {
      if (m === 'commit') grootste = Math.max(grootste, v.writes?.length ?? 0);
      return request(m, v, ...r);
    };
    store = createFirestoreStore(db);
  });
  after(async () => {
    await store.close();
    await sluiten();
  });

  it('binnen 500 schrijfacties per transactie; wie nog blijft houdt zijn mails, daarna niet meer', async () => {
    const maart = (await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' })).at(-1)!;
    const september = (await store.bewaarAflevering({ volgnummer: 2, datum: '2026-09-12' })).at(-1)!;
    const plaats = (afleveringId: string, email: string, positie: number) => ({
      afleveringId,
      aangemeld: AANGEMELD,
      naam: 'Wachtende',
      email,
      emailSleutel: email,
      telefoon: '',
      positie,
    });
    const mailAan = (to: string, n: number) => ({
      to,
      message: { subject: 'Bericht', text: 'Beste wachtende', html: '' },
      delivery: { state: 'SUCCESS', attempts: 1, error: null },
      created: n,
      availableAt: null,
    });
    const docs: [string, string, object][] = [
      ...Array.from({ length: AANTAL }, (_, i): [string, string, object] => [
        'reservelijst',
        id(i),
        plaats(maart.id, adresVan(i), i),
      ]),
      ['reservelijst', 'september', plaats(september.id, 'blijft@voorbeeld.nl', 1)],
      ...Array.from({ length: AANTAL }, (_, i): [string, string, object] => ['mail', `m${i}`, mailAan(adresVan(i), i)]),
      ...Array.from({ length: VEEL }, (_, i): [string, string, object] => [
        'mail',
        `veel${i}`,
        mailAan('veel@voorbeeld.nl', 1000 + i),
      ]),
      ['mail', 'sept', mailAan('blijft@voorbeeld.nl', 5000)],
    ];
    for (let i = 0; i < docs.length; i += 400) {
      const batch = db.batch();
      for (const [col, docId, data] of docs.slice(i, i + 400)) batch.set(db.collection(col).doc(docId), data);
      await batch.commit();
    }
    assert.ok(AANTAL > WIS_STAP && VEEL > MAX_SCHRIJVEN, 'meer dan één stap, en meer mails dan één transactie');
    grootste = 0;

    const regel = await store.pasBewaartermijnToe(new Date('2026-03-22T06:00:00.000Z'), 7);
    assert.equal(regel?.reservelijst, AANTAL);
    assert.ok(grootste <= MAX_SCHRIJVEN, `${grootste} schrijfacties in één commit`);
    assert.deepEqual(
      (await store.leesWachtenden()).reservelijst.map((p) => p.id),
      ['september'],
    );
    // Only the mails to the address that September's place holds stay: p000's and p149's
    // shared address went with the later step, when no place kept it any more.
    assert.deepEqual(
      (await store.leesMails()).map((m) => m.to),
      ['blijft@voorbeeld.nl', 'blijft@voorbeeld.nl'],
    );
    assert.equal(await store.pasBewaartermijnToe(new Date('2026-03-23T06:00:00.000Z'), 7), null);
  });
});
