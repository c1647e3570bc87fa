/**
 * The scheduled Cloud Function `bevestigenOpTijd` (issue 53), run the way Cloud Scheduler
 * triggers it (the Functions emulator fires no schedules), on a Firestore-protocol server:
 * an unconfirmed place whose deadline passed is released, the reserve list promoted, and a
 * second run changes nothing.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFirestoreStore } from './app/store/firestore';
import { openTestDatabase, useFunctionsFirestore } from './platform/testing/firestore-server';
import { GEEN_TOEWIJZING } from './registratie/domein/toewijzing';
import { bevestigenOpTijd } from './firebase';

const PROJECT = useFunctionsFirestore();
const run = () =>
  bevestigenOpTijd.run({ scheduleTime: new Date().toISOString() } as Parameters<typeof bevestigenOpTijd.run>[0]);

describe('Cloud Function bevestigenOpTijd (elke 5 minuten)', () => {
  it('geeft een onbevestigde plek na de deadline vrij en bevordert de volgende van de lijst, één keer', async () => {
    const { db, close } = openTestDatabase(PROJECT);
    const store = createFirestoreStore(db);
    try {
      await store.init();
      const lang = new Date(Date.now() - 10 * 24 * 3_600_000);
      const [fair] = await store.bewaarAflevering({
        volgnummer: 1,
        datum: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10),
      });
      await store.wijzigInstellingen({
        inschrijvingGeopend: true,
        inschrijvingGesloten: false,
        maximumAantalDeelnemers: 1,
      });
      const anne = await store.schrijfIn(
        { naam: 'Anne', email: 'anne@voorbeeld.nl', telefoon: '' },
        { bypassGate: false, now: lang },
      );
      await store.zetOpReservelijst(
        { naam: 'Bert', email: 'bert@voorbeeld.nl', telefoon: '' },
        { now: lang, mail: (p) => ({ to: p.email, subject: 'reserve', text: '', html: '' }) },
      );
      const voor = new Date(Date.now() - 3_600_000).toISOString();
      await store.wijzigInstellingen({
        toewijzing: {
          ...GEEN_TOEWIJZING,
          bevestigen: {
            afleveringId: fair!.id,
            voor,
            artikelen: null,
            herinneringDagen: 3,
            termijnUren: 48,
          },
        },
      });

      await run();
      const vrij = (await store.leesDeelnemer(anne.id))!;
      assert.equal(vrij.afleveringen[0]!.actief, false);
      assert.ok(vrij.afleveringen[0]!.vrijgegeven);
      const bert = (await store.leesDeelnemers()).find((d) => d.email === 'bert@voorbeeld.nl')!;
      assert.ok(bert.afleveringen[0]!.termijnTot, 'na de deadline een eigen termijn');
      assert.equal(await store.telActief(), 1);
      const mails = await store.leesMails();
      assert.deepEqual(
        mails
          .filter((m) => m.to === 'anne@voorbeeld.nl')
          .map((m) => m.subject)
          .at(-1),
        'Je plek op de kinderkledingbeurs is vrijgegeven',
      );

      await run();
      assert.equal((await store.leesMails()).length, mails.length, 'een tweede run verandert niets');
    } finally {
      await close();
    }
  });
});
