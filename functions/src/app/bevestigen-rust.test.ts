/**
 * The clock's work for confirming places rests on Firestore while nothing changed and nothing
 * fell due (registratie/domein/bevestigen-rust.ts): it ran every 5 minutes and read the fair's
 * people each time. Counted as Firestore bills them (platform/testing/firestore-teller.ts), with
 * the clock in hand; what it does at the reminder and the deadline stays the same.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFirestoreStore } from './store/firestore';
import { geplandWerk } from './gepland';
import { meet, perCollectie } from '../platform/testing/firestore-teller';
import { openTestDatabase, useTestFirestore } from '../platform/testing/firestore-server';
import { GEEN_TOEWIJZING } from '../registratie/domein/toewijzing';

useTestFirestore();
const VOOR = '2027-01-20T18:00:00.000Z';
const BEVESTIGEN = { voor: VOOR, artikelen: null, herinneringDagen: 3, termijnUren: 48 };

describe('bevestigen op Firestore: de klok rust zolang er niets veranderde', () => {
  /** A Firestore store, the clock with `nu` in hand, and one run of it: what it did and how often it read the people. */
  function opzet() {
    const { db, close } = openTestDatabase();
    const store = createFirestoreStore(db);
    const klok = { nu: new Date('2027-01-02T09:00:00.000Z') };
    const werk = geplandWerk({
      store,
      secret: async () => 'geheim',
      clock: () => klok.nu,
      log: () => undefined,
      publicUrl: 'http://x',
    });
    const ronde = async () => {
      const voor = perCollectie.get('deelnemers') ?? 0;
      const { uitkomst, telling } = await meet(() => werk.bevestigen());
      return { ...uitkomst, deelnemersGelezen: (perCollectie.get('deelnemers') ?? 0) - voor, reads: telling.reads };
    };
    const inschrijven = (naam: string) =>
      store.schrijfIn(
        { naam, email: `${naam.toLowerCase()}@voorbeeld.nl`, telefoon: '' },
        { bypassGate: true, now: klok.nu, mail: (d) => ({ to: d.email, subject: 'bevestiging', text: '', html: '' }) },
      );
    return { store, klok, ronde, inschrijven, close };
  }

  it('leest de deelnemers alleen na een wijziging of als er iets te doen komt, en doet dan hetzelfde', async () => {
    const { store, klok, ronde, inschrijven, close } = opzet();
    try {
      await store.init();
      const [fair] = await store.bewaarAflevering({ volgnummer: 1, datum: '2027-02-06' });
      await inschrijven('Anne');
      await inschrijven('Bas');
      await store.wijzigInstellingen({
        toewijzing: { ...GEEN_TOEWIJZING, bevestigen: { afleveringId: fair!.id, ...BEVESTIGEN } },
      });

      const eerste = await ronde();
      assert.ok(eerste.deelnemersGelezen >= 2, 'de eerste run kijkt');
      klok.nu = new Date('2027-01-02T09:05:00.000Z');
      const rust = await ronde();
      assert.deepEqual(
        [rust.herinnerd, rust.vrijgegeven, rust.deelnemersGelezen],
        [0, 0, 0],
        'niets veranderd, niets te doen: de deelnemers niet gelezen',
      );
      assert.ok(rust.reads <= 5, `een run in rust leest ${rust.reads} documenten`);

      await inschrijven('Carla');
      assert.ok((await ronde()).deelnemersGelezen >= 3, 'na een inschrijving kijkt hij weer');
      assert.equal((await ronde()).deelnemersGelezen, 0, 'en daarna rust hij weer');

      // Three days before the deadline the reminders are due: the run looks, and sends them.
      klok.nu = new Date('2027-01-17T18:00:00.000Z');
      assert.equal((await ronde()).herinnerd, 3);
      assert.equal(
        (await ronde()).herinnerd,
        0,
        'zijn eigen herinneringen gaven een nieuwe stempel: hij kijkt, niets te doen',
      );
      assert.equal((await ronde()).deelnemersGelezen, 0);

      // A changed setting (an earlier deadline, within the reminder's days) is looked at at once.
      await store.wijzigInstellingen({
        toewijzing: {
          ...GEEN_TOEWIJZING,
          bevestigen: { afleveringId: fair!.id, ...BEVESTIGEN, voor: '2027-01-19T18:00:00.000Z' },
        },
      });
      const na = await ronde();
      assert.ok(na.deelnemersGelezen >= 3, 'een andere instelling: hij kijkt');
      assert.equal(na.herinnerd, 3, 'een nieuwe deadline heeft een eigen herinnering');

      // At the deadline every place that is still unconfirmed is released.
      klok.nu = new Date('2027-01-19T18:00:00.000Z');
      assert.equal((await ronde()).vrijgegeven, 3);
      assert.equal(await store.telActief(), 0);
    } finally {
      await close();
    }
  });
  it('wie door zijn artikelen geen herinnering kreeg, krijgt die alsnog zodra een artikel weg is', async () => {
    const { store, klok, ronde, inschrijven, close } = opzet();
    try {
      await store.init();
      const [fair] = await store.bewaarAflevering({ volgnummer: 1, datum: '2027-02-06' });
      const anne = await inschrijven('Anne');
      await inschrijven('Bas');
      await store.bewaarArtikelInstellingen(fair!.id, {
        ...(await store.leesArtikelInstellingen(fair!.id)),
        onlineInvoeren: true,
      });
      await store.wijzigInstellingen({
        toewijzing: { ...GEEN_TOEWIJZING, bevestigen: { afleveringId: fair!.id, ...BEVESTIGEN, artikelen: 1 } },
      });
      const { artikelnummer } = await store.voegArtikelToe(
        anne.nummer,
        { omschrijving: 'Jas', soort: 'Kleding', maat: '110-116', prijsCent: 500, retour: false },
        { afleveringId: fair!.id, maxArtikelen: 50, now: klok.nu },
      );

      klok.nu = new Date('2027-01-17T18:00:00.000Z');
      assert.equal((await ronde()).herinnerd, 1, 'alleen Bas: de jas van Anne bevestigt haar plek');
      await ronde();
      assert.equal((await ronde()).deelnemersGelezen, 0, 'niets veranderd: rust, ook al staat haar herinnering open');
      await store.verwijderArtikel({ verkopersnummer: anne.nummer, artikelnummer });
      klok.nu = new Date('2027-01-17T18:05:00.000Z');
      assert.equal((await ronde()).herinnerd, 1, 'de jas is weg: Anne krijgt haar herinnering');
    } finally {
      await close();
    }
  });
});
