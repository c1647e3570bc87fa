/**
 * Mail end to end: the real app over HTTP, the SQLite store, the worker and a real SMTP
 * server on loopback. Registration -> mail arrives; the admin's mail button; failed mail
 * seen and sent again by the administrator.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { OutboxMail } from '../kern/types';
import { startHarness, type Harness } from '../app/testing/harness';
import { STANDAARD_BEURS } from '../seizoen/domein/publiek';
import type { Store } from '../app/store/port';
import { createSqliteStore } from '../app/store/sqlite';
import { createSmtpSender } from './smtp';
import { startTestSmtpServer, type TestSmtpServer } from './testing/smtp-server';
import { startMailWorker, type MailWorker } from './worker';

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('mail via de API', () => {
  let dir: string;
  let store: Store;
  let smtp: TestSmtpServer;
  let worker: MailWorker;
  let harness: Harness;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mail-e2e-'));
    store = createSqliteStore(join(dir, 'beurs.sqlite'));
    await store.init();
    await store.wijzigInstellingen({
      inschrijvingGeopend: true,
      inschrijvingGesloten: false,
      maximumAantalDeelnemers: 100,
    });
    await store.bewaarAflevering({ volgnummer: 1, datum: '2027-03-13' });
    await store.bewaarBeurs({ ...STANDAARD_BEURS, organisatie: 'Stichting Kinderkleding' });
    await store.bewaarContactpersoon({ naam: 'Els', telefoon: '06-12345678', email: 'els@beurs.example' });
    smtp = await startTestSmtpServer();
    // One attempt only, so a failure is 'mislukt' at once and the admin's retry can be shown.
    worker = startMailWorker({
      store,
      send: createSmtpSender(smtp.url, 'Kinderkledingbeurs <noreply@beurs.example>'),
      log: () => undefined,
      intervalMs: 60_000,
      maxAttempts: 1,
    });
    harness = await startHarness(store, { mailQueued: () => worker.kick() });
  });

  after(async () => {
    await harness.close();
    await worker.stop();
    await smtp.stop();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  let nummer: number;

  it('een inschrijving stuurt de bevestiging met nummer, naam en beursdatum', async () => {
    const res = await harness.client().post<{ nummer: number; naam: string }>('/api/geregistreerde/save', {
      naam: 'Anne & "de Vries"',
      email: 'anne@voorbeeld.nl',
      telefoon: '',
    });
    assert.equal(res.status, 200);
    nummer = res.body.nummer;

    const [mail] = await smtp.waitFor(1);
    assert.deepEqual(mail!.to, ['anne@voorbeeld.nl']);
    assert.equal(mail!.subject, `Je verkopersnummer voor de kinderkledingbeurs: ${nummer}`);
    assert.match(mail!.text, /^Hallo Anne & "de Vries",/);
    assert.ok(mail!.text.includes(`Je verkopersnummer is: ${nummer}`));
    assert.ok(mail!.text.includes('zaterdag 13 maart 2027'));
    assert.ok(mail!.html.includes('Hallo Anne &amp; &quot;de Vries&quot;,'));
    assert.ok(mail!.html.includes('zaterdag 13 maart 2027'));
    await until(async () => (await store.leesMails('verzonden')).length === 1, 'status verzonden');
  });

  it('de mailknop van de beheerder stuurt dezelfde gegevens nog eens', async () => {
    const admin = await harness.admin();
    const res = await admin.get(`/api/geregistreerde/mail/${nummer}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { naam: 'Anne & "de Vries"', email: 'anne@voorbeeld.nl' });

    const mails = await smtp.waitFor(2);
    assert.equal(mails[1]!.subject, mails[0]!.subject);
    // Each mail carries a freshly signed personal link (its expiry is inside the token).
    const zonderToken = (text: string) => text.replace(/token=[\w.-]+/g, 'token=');
    assert.match(mails[1]!.text, /\/mijn-gegevens\?token=[\w.-]+/);
    assert.equal(zonderToken(mails[1]!.text), zonderToken(mails[0]!.text));
    assert.deepEqual(mails[1]!.to, ['anne@voorbeeld.nl']);
  });

  it('de beheerder ziet een mislukte mail met de reden en stuurt hem opnieuw', async () => {
    const admin = await harness.admin();
    await smtp.stop();
    assert.equal((await admin.get(`/api/geregistreerde/mail/${nummer}`)).status, 200);

    let mislukt: OutboxMail[] = [];
    await until(async () => {
      mislukt = (await admin.get<OutboxMail[]>('/api/mail?status=mislukt')).body;
      return mislukt.length === 1;
    }, 'a failed mail in the list');
    assert.equal(mislukt[0]!.status, 'mislukt');
    assert.match(mislukt[0]!.error ?? '', /ECONNREFUSED/);

    await smtp.restart();
    const retry = await admin.post<OutboxMail>(`/api/mail/${mislukt[0]!.id}/retry`);
    assert.equal(retry.status, 200);
    assert.equal(retry.body.status, 'wachtend');

    const mails = await smtp.waitFor(3);
    assert.equal(mails.length, 3);
    await until(
      async () => (await admin.get<OutboxMail[]>('/api/mail?status=verzonden')).body.length === 3,
      'all three sent',
    );
    assert.deepEqual((await admin.get<OutboxMail[]>('/api/mail?status=mislukt')).body, []);
  });

  it('de outbox is alleen voor de beheerder', async () => {
    const res = await harness.client().get('/api/mail?status=mislukt');
    assert.equal(res.status, 401);
  });
});
