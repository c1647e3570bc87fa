/**
 * The web app's Firestore live source (web/src/data/live-firestore.ts) in Node: the firebase
 * web SDK's Node build speaks gRPC, so it can listen to the same Firestore-protocol server the
 * store writes to. Writes go through the Firestore store, as the API makes them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PublicState } from '../../kern/types';
import { HOSTING_CONFIG_PAD, subscribeFirestore, webAppConfig } from '../../../../web/src/data/live-firestore';
import { createFirestoreStore } from './firestore';
import type { Store } from './port';
import { openTestDatabase, useTestFirestore } from '../../platform/testing/firestore-server';

const T0 = new Date('2026-03-01T10:00:00.000Z');

const server = useTestFirestore();

/** Collects every state the listener emits; `wacht` resolves on the first that matches. */
function volger(projectId: string) {
  const standen: PublicState[] = [];
  const fouten: Error[] = [];
  let wachtend: { test: (s: PublicState) => boolean; klaar: (s: PublicState) => void } | null = null;
  const stop = subscribeFirestore(
    { projectId, apiKey: 'test-sleutel', emulatorHost: server().host },
    (stand) => {
      standen.push(stand);
      if (wachtend?.test(stand)) {
        wachtend.klaar(stand);
        wachtend = null;
      }
    },
    (fout) => fouten.push(fout),
  );
  return {
    standen,
    fouten,
    stop,
    wacht(test: (s: PublicState) => boolean, ms = 5000): Promise<PublicState> {
      const al = standen.at(-1);
      if (al && test(al)) return Promise.resolve(al);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`geen passende stand binnen ${ms} ms; laatste: ${JSON.stringify(standen.at(-1))}`)),
          ms,
        );
        wachtend = {
          test,
          klaar: (s) => {
            clearTimeout(timer);
            resolve(s);
          },
        };
      });
    },
  };
}

describe('live uit Firestore (web/src/data/live-firestore.ts)', () => {
  let store: Store;
  let projectId: string;
  let sluiten: () => Promise<void>;

  before(async () => {
    const db = openTestDatabase();
    ({ projectId } = db);
    sluiten = db.close;
    store = createFirestoreStore(db.db);
    await store.init();
  });
  after(() => sluiten());

  it('geeft de volledige stand zodra alle vijf documenten er zijn, en daarna elke wijziging', async () => {
    const live = volger(projectId);
    try {
      const eerste = await live.wacht(() => true);
      assert.deepEqual(eerste, await store.leesPubliekeStaat());

      await store.wijzigInstellingen({ inschrijvingGeopend: true, maximumAantalDeelnemers: 2 });
      await live.wacht((s) => s.settings.inschrijvingGeopend);

      await store.schrijfIn({ naam: 'Anne', email: 'anne@voorbeeld.nl', telefoon: '' }, { bypassGate: false, now: T0 });
      await live.wacht((s) => s.aantalActief === 1);

      await store.bewaarNieuws('<p>Vol is vol</p>');
      // The aflevering starts a fair of its own, which nobody takes part in yet (issue 12).
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-09-12' });
      const laatste = await live.wacht(
        (s) => s.datum === '2026-09-12' && s.nieuws.tekst === '<p>Vol is vol</p>' && s.aantalActief === 0,
      );
      assert.deepEqual(laatste, await store.leesPubliekeStaat());
      assert.deepEqual(live.fouten, []);
    } finally {
      live.stop();
    }
  });

  it('na stoppen komt er niets meer binnen', async () => {
    const live = volger(projectId);
    try {
      await live.wacht(() => true);
    } finally {
      live.stop();
    }
    const aantal = live.standen.length;
    await store.bewaarNieuws('<p>Nog een bericht</p>');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(live.standen.length, aantal);
  });
});

describe('de Firebase-config van de web-app', () => {
  const hosting = { apiKey: 'sleutel-van-hosting', appId: '1:2:web:3', projectId: 'beurs' };

  it('komt van Hosting (/__/firebase/init.json); wat de server stuurt gaat voor', async () => {
    const gevraagd: string[] = [];
    const config = await webAppConfig({ projectId: 'beurs', apiKey: 'uit-FIREBASE_WEBAPP_CONFIG' }, async (pad) => {
      gevraagd.push(pad);
      return Response.json(hosting);
    });
    assert.deepEqual(gevraagd, [HOSTING_CONFIG_PAD]);
    assert.deepEqual(config, { apiKey: 'uit-FIREBASE_WEBAPP_CONFIG', appId: '1:2:web:3', projectId: 'beurs' });
  });

  it('zonder Hosting (404, geen JSON of geen verbinding) alleen die van de server', async () => {
    const server = { projectId: 'beurs' };
    assert.deepEqual(await webAppConfig(server, async () => new Response('niet gevonden', { status: 404 })), server);
    assert.deepEqual(await webAppConfig(server, async () => new Response('<html>')), server);
    assert.deepEqual(
      await webAppConfig(server, async () => {
        throw new TypeError('fetch failed');
      }),
      server,
    );
  });
});
