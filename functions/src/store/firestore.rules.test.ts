/**
 * firestore.rules against the official emulator (`firebase emulators:exec --only firestore
 * "npm test -w functions"`): the in-process stand-in has no security rules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, collection, getDocs } from 'firebase/firestore';

const host = process.env.FIRESTORE_EMULATOR_HOST;

if (!host) {
  it('firestore.rules', (t) => {
    t.skip('needs the official Firestore emulator (Java 21)');
  });
} else {
  describe('firestore.rules', () => {
    let env: RulesTestEnvironment;

    before(async () => {
      const [hostname, port] = host.split(':');
      env = await initializeTestEnvironment({
        projectId: 'demo-regels',
        firestore: {
          host: hostname!,
          port: Number(port),
          rules: readFileSync(join(__dirname, '../../../firestore.rules'), 'utf8'),
        },
      });
      await env.withSecurityRulesDisabled(async (ctx) => {
        const db = ctx.firestore();
        await setDoc(doc(db, 'public/settings'), { inschrijvingGeopend: false });
        await setDoc(doc(db, 'public/stats'), { aantalActief: 3 });
        await setDoc(doc(db, 'deelnemers/1'), { naam: 'Anne', email: 'anne@voorbeeld.nl' });
        await setDoc(doc(db, 'mail/a'), { to: 'anne@voorbeeld.nl' });
        await setDoc(doc(db, 'aanvragen/a'), { naam: 'Anne', email: 'anne@voorbeeld.nl', status: 'wachtend' });
      });
    });
    after(() => env?.cleanup());

    it('een bezoeker leest de publieke documenten', async () => {
      const db = env.unauthenticatedContext().firestore();
      await assertSucceeds(getDoc(doc(db, 'public/settings')));
      await assertSucceeds(getDoc(doc(db, 'public/stats')));
    });

    it('niemand leest privégegevens of de outbox, ook niet ingelogd', async () => {
      for (const db of [env.unauthenticatedContext().firestore(), env.authenticatedContext('iemand').firestore()]) {
        await assertFails(getDoc(doc(db, 'deelnemers/1')));
        await assertFails(getDocs(collection(db, 'deelnemers')));
        await assertFails(getDoc(doc(db, 'mail/a')));
        await assertFails(getDoc(doc(db, 'aanvragen/a')));
        await assertFails(getDocs(collection(db, 'aanvragen')));
        await assertFails(getDoc(doc(db, 'public/ander')));
      }
    });

    it('niemand schrijft, ook niet in de publieke documenten', async () => {
      const db = env.authenticatedContext('iemand').firestore();
      await assertFails(setDoc(doc(db, 'public/settings'), { inschrijvingGeopend: true }));
      await assertFails(setDoc(doc(db, 'deelnemers/2'), { naam: 'Bas' }));
      // A registration goes through the API, never as a request document of its own.
      await assertFails(setDoc(doc(db, 'aanvragen/b'), { naam: 'Bas', status: 'wachtend' }));
    });
  });
}
