/**
 * The scheduled Cloud Function `mailOpnieuw`: a mail the extension failed to deliver goes
 * back in its queue (state RETRY) once its backoff has passed, on a Firestore-protocol server.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mailOpnieuw } from './firebase';
import { openTestDatabase, useFunctionsFirestore } from './platform/testing/firestore-server';

const PROJECT = useFunctionsFirestore();

describe('Cloud Function mailOpnieuw (elke 5 minuten)', () => {
  it('zet een mislukte mail na de wachttijd terug in de wachtrij van de extensie', async (t) => {
    t.mock.method(console, 'log', () => undefined);
    const { db, close } = openTestDatabase(PROJECT);
    try {
      const message = { subject: 'Je verkopersnummer', text: 'tekst', html: '<p>tekst</p>' };
      const uurGeleden = Date.now() - 3_600_000;
      // As the extension leaves them: one failed long enough ago, one failed just now.
      const mislukt = (created: number) => ({
        to: 'anne@voorbeeld.nl',
        message,
        delivery: { state: 'ERROR', attempts: 1, error: 'Verbinding geweigerd' },
        created,
        availableAt: null,
      });
      await db.doc('mail/rijp').set(mislukt(uurGeleden));
      await db.doc('mail/vers').set(mislukt(Date.now()));

      await mailOpnieuw.run({ scheduleTime: new Date().toISOString() } as Parameters<typeof mailOpnieuw.run>[0]);

      assert.equal((await db.doc('mail/rijp').get()).get('delivery.state'), 'RETRY');
      assert.equal((await db.doc('mail/vers').get()).get('delivery.state'), 'ERROR');
    } finally {
      await close();
    }
  });
});
