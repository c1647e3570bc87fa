/**
 * firestore.rules on the official emulator (the in-process stand-in has no security rules).
 *
 * The database is filled the way the product fills it: a whole fair through the API on the
 * Firestore store (demo content, a registration, a volunteer, a desk and its receipt, an item,
 * the settlement closed, an administrator's session, the outbox). Then every document of every
 * collection found there, whatever its name, is tried by an anonymous browser and by a
 * signed-in one: get, list and write. Only the six public documents may be read. A collection
 * added later is covered without changing this test.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import type { DocumentReference, Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, setLogLevel, updateDoc } from 'firebase/firestore';
import { startApi, type Api } from '../testing/harness';
import { KassaApparaat } from '../../kassa/testing/kassa-apparaat';
import type { KassaVoorBeheer } from '../../kassa/domein/overzicht';
import type { Registratie } from '../../kern/types';
import { seedDemo } from '../../seed';
import { createPrivacyTokens } from '../../registratie/links';
import { createFirestoreStore } from './firestore';
import { officialEmulator, openTestDatabase, testProjectId } from '../../platform/testing/firestore-server';

const PUBLIEK = ['settings', 'nieuws', 'stats', 'beurs', 'fair', 'kosten'];

/** Every document in the database, subcollections included. */
async function alleDocumenten(db: AdminFirestore): Promise<DocumentReference[]> {
  const gevonden: DocumentReference[] = [];
  const bezoek = async (refs: DocumentReference[]) => {
    for (const ref of refs) {
      gevonden.push(ref);
      for (const sub of await ref.listCollections()) await bezoek(await sub.listDocuments());
    }
  };
  for (const c of await db.listCollections()) await bezoek(await c.listDocuments());
  return gevonden;
}

if (!officialEmulator()) {
  it('firestore.rules', (t) => {
    t.skip('draait op de officiële Firestore-emulator (npm test start die; FIRESTORE_EMULATOR_HOST)');
  });
} else {
  describe('firestore.rules op de officiële emulator, over alles wat het product schrijft', () => {
    const projectId = testProjectId();
    let env: RulesTestEnvironment;
    let api: Api;
    let database: ReturnType<typeof openTestDatabase>;
    let documenten: DocumentReference[];

    before(async () => {
      // Every refusal below is expected; the SDK would log each one as an error.
      setLogLevel('silent');
      const [hostname, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
      env = await initializeTestEnvironment({
        projectId,
        firestore: {
          host: hostname!,
          port: Number(port),
          rules: readFileSync(join(__dirname, '../../../../firestore.rules'), 'utf8'),
        },
      });
      database = openTestDatabase(projectId);
      const store = createFirestoreStore(database.db);
      api = await startApi({}, store);
      const { admin, h } = api;
      assert.equal(await seedDemo(store, new Date()), true);
      const open = await admin.put('/api/settings/inschrijvinggeopend', {
        ...(await store.leesPubliekeStaat()).settings,
        inschrijvingGeopend: true,
      });
      assert.equal(open.status, 200, open.text);

      const bezoeker = h.client();
      const registratie = await bezoeker.post<Registratie>('/api/geregistreerde/save', {
        naam: 'Anne Ouder',
        email: 'anne.ouder@voorbeeld.nl',
        telefoon: '06-12345678',
      });
      assert.equal(registratie.status, 200, registratie.text);
      const vrijwilliger = await h.client().post('/api/vrijwilligers/aanmelden', {
        naam: 'Bas Helper',
        email: 'bas@voorbeeld.nl',
        telefoon: '06-87654321',
        diensten: ['zaterdagTijdens'],
      });
      assert.equal(vrijwilliger.status, 201, vrijwilliger.text);

      // Paying sellers by bank (issue 36): the organisation's account and a seller's IBAN are stored.
      const bank = await admin.put('/api/afrekening/instellingen', {
        commissiePercentage: 20,
        administratiekostenCent: 100,
        retourkostenCent: 200,
        bankUitbetaling: true,
        iban: 'NL18RABO0123459876',
        tenaamstelling: 'Penningmeester Rekeninghouder',
      });
      assert.equal(bank.status, 200, bank.text);
      const keuze = await bezoeker.put('/api/mijn-gegevens/uitbetaling', {
        token: createPrivacyTokens('test-secret', () => new Date()).maak(registratie.body.id, 'gegevens'),
        wijze: 'bank',
        iban: 'NL91ABNA0417164300',
        tenaamstelling: 'A. Ouder',
      });
      assert.equal(keuze.status, 200, keuze.text);

      const beurs = (await store.leesLaatsteAflevering())!;
      await store.voegArtikelToe(
        registratie.body.nummer,
        { omschrijving: 'Jas', soort: 'Kleding', maat: '98-104', prijsCent: 1250, retour: true },
        { afleveringId: beurs.id, maxArtikelen: 48, now: new Date() },
      );
      const kassa = await admin.post<KassaVoorBeheer>('/api/kassas', { naam: 'Kleding 1', ruimte: 'Kleding' });
      assert.equal(kassa.status, 201, kassa.text);
      const verkoop = await KassaApparaat.van(h, kassa.body).stuur([
        {
          id: randomUUID(),
          regels: [{ verkopersnummer: registratie.body.nummer, artikelnummer: 1, prijsCent: 1250 }],
          ontvangenCent: 1500,
          gesloten: new Date().toISOString(),
        },
      ]);
      assert.equal(verkoop.status, 200, verkoop.text);
      // Viewed before closing: the settlement kept with its stamp (issue 55), as private as the rest.
      const bekeken = await admin.get('/api/afrekening');
      assert.equal(bekeken.status, 200, bekeken.text);
      // Closing deletes the kept settlement (the frozen one replaces it): its documents are read
      // now, and a browser must be refused them all the same (the rules hold per path).
      const voorSluiten = await alleDocumenten(database.db);
      const sluiten = await admin.post('/api/afrekening/sluiten');
      assert.equal(sluiten.status, 200, sluiten.text);
      // A receipt after closing: kept apart (bonnenNaAfsluiting), as private as the others.
      const laat = await KassaApparaat.van(h, kassa.body).stuur([
        {
          id: randomUUID(),
          regels: [{ verkopersnummer: registratie.body.nummer, artikelnummer: null, prijsCent: 300 }],
          ontvangenCent: 300,
          gesloten: new Date().toISOString(),
        },
      ]);
      assert.equal(laat.body.naAfsluiting.length, 1, laat.text);

      // The draw's state holds the secret zaad (issue 52): it must be as unreadable as the rest.
      await store.maakLoting('0'.repeat(64), 'f'.repeat(64));

      const daarna = await alleDocumenten(database.db);
      const paden = new Set(daarna.map((d) => d.path));
      documenten = [...daarna, ...voorSluiten.filter((d) => !paden.has(d.path))];
    });
    after(async () => {
      await api?.stop();
      await database?.close();
      await env?.cleanup();
    });

    const browsers = () =>
      [
        ['een bezoeker', env.unauthenticatedContext().firestore()],
        [
          'een ingelogde gebruiker',
          env.authenticatedContext('iemand', { email: 'beheerder@voorbeeld.nl' }).firestore(),
        ],
      ] as const;

    it('de beurs schreef in alle soorten collecties die het product kent', () => {
      const collecties = new Set(documenten.map((d) => d.path.split('/')[0]));
      for (const verwacht of [
        'public',
        'deelnemers',
        'mail',
        'sessies',
        'afleveringen',
        'kassas',
        'bonnen',
        'bonnenNaAfsluiting',
        'artikelen',
        'loting',
        'berekend',
        'afrekeningBerekend',
      ]) {
        assert.ok(collecties.has(verwacht), `${verwacht} ontbreekt in ${[...collecties].join(', ')}`);
      }
    });

    it('een browser leest de vijf publieke documenten, en verder niets', async () => {
      for (const [wie, db] of browsers()) {
        for (const ref of documenten) {
          const publiek = ref.parent.id === 'public' && ref.parent.parent === null && PUBLIEK.includes(ref.id);
          if (publiek) await assertSucceeds(getDoc(doc(db, ref.path)));
          else await assertFails(getDoc(doc(db, ref.path))).catch(() => assert.fail(`${wie} las ${ref.path}`));
        }
        for (const id of PUBLIEK) await assertSucceeds(getDoc(doc(db, `public/${id}`)));
        await assertFails(getDoc(doc(db, 'public/ander')));
      }
    });

    it('het IBAN van de organisatie en dat van een verkoper staan in geen publiek document (issue 36)', async () => {
      const privé = documenten.find((d) => d.path === 'instellingen/bankrekening');
      assert.ok(privé, 'de rekening van de organisatie staat apart');
      for (const id of PUBLIEK) {
        const tekst = JSON.stringify((await database.db.doc(`public/${id}`).get()).data() ?? {});
        assert.doesNotMatch(tekst, /RABO|ABNA|Rekeninghouder|A\. Ouder/, `public/${id}`);
      }
    });

    it('niemand somt een collectie op, ook niet de publieke', async () => {
      const collecties = new Set(documenten.map((d) => d.parent.path));
      for (const [wie, db] of browsers()) {
        for (const pad of collecties) {
          await assertFails(getDocs(collection(db, pad))).catch(() => assert.fail(`${wie} somde ${pad} op`));
        }
      }
    });

    it('niemand schrijft, wijzigt of wist een document, ook niet een publiek of een nieuw', async () => {
      for (const [wie, db] of browsers()) {
        for (const ref of documenten) {
          const d = doc(db, ref.path);
          const poging = `${wie} op ${ref.path}`;
          await assertFails(setDoc(d, { aangepast: true })).catch(() => assert.fail(`schrijven: ${poging}`));
          await assertFails(updateDoc(d, { aangepast: true })).catch(() => assert.fail(`wijzigen: ${poging}`));
          await assertFails(deleteDoc(d)).catch(() => assert.fail(`wissen: ${poging}`));
        }
        // A registration, a mail or a session goes through the API, never as a document of its own.
        for (const pad of ['deelnemers/nieuw', 'aanvragen/nieuw', 'mail/nieuw', 'sessies/nieuw', 'public/stats2']) {
          await assertFails(setDoc(doc(db, pad), { naam: 'Bas' }));
        }
      }
    });
  });
}
