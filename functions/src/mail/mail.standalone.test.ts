/**
 * The standalone server restarted with mail still waiting: written while no SMTP_URL was set
 * (so it waited in the outbox on disk), delivered exactly once by the next start with
 * SMTP_URL, and not again by the start after that.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, it } from 'node:test';
import { Client } from '../platform/testing/client';
import { loadConfig } from '../platform/config';
import { startStandalone } from '../standalone';
import { startTestSmtpServer } from './testing/smtp-server';

const dir = mkdtempSync(join(tmpdir(), 'mail-standalone-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const ADMIN = { username: 'beheerder', password: 'een-lang-wachtwoord' };
const config = (extra: Record<string, string> = {}) =>
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    WEB_DIST: join(dir, 'web'),
    SEED_DEMO: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    MAIL_FROM: 'Kinderkledingbeurs <noreply@beurs.example>',
    ...extra,
  });

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('een herstarte standalone server bezorgt wachtende mail, precies één keer', async (t) => {
  // The server prints its start-up lines; they are not what this test is about.
  t.mock.method(console, 'log', () => undefined);
  t.mock.method(console, 'error', () => undefined);
  const smtp = await startTestSmtpServer();
  try {
    const zonderSmtp = await startStandalone(config());
    let nummer: number;
    try {
      const admin = new Client(zonderSmtp.url);
      assert.equal((await admin.post('/api/login', ADMIN)).body, true);
      const res = await admin.post<{ nummer: number }>('/api/geregistreerde/save', {
        naam: 'Anne',
        email: 'anne@voorbeeld.nl',
        telefoon: '',
      });
      assert.equal(res.status, 200);
      nummer = res.body.nummer;
      const wachtend = await zonderSmtp.store.leesMails('wachtend');
      assert.equal(wachtend.length, 1, 'without SMTP_URL the mail waits in the outbox');
    } finally {
      await zonderSmtp.close();
    }
    await pause(100);
    assert.equal(smtp.received.length, 0);

    const metSmtp = await startStandalone(config({ SMTP_URL: smtp.url }));
    try {
      const [mail] = await smtp.waitFor(1);
      assert.deepEqual(mail!.to, ['anne@voorbeeld.nl']);
      assert.equal(mail!.subject, `Je verkopersnummer voor de kinderkledingbeurs: ${nummer}`);
      const end = Date.now() + 5000;
      while ((await metSmtp.store.leesMails('verzonden')).length !== 1) {
        assert.ok(Date.now() < end, 'the mail is marked sent');
        await pause(20);
      }
    } finally {
      await metSmtp.close();
    }

    const nogmaals = await startStandalone(config({ SMTP_URL: smtp.url }));
    await pause(300);
    await nogmaals.close();
    assert.equal(smtp.received.length, 1, 'sent once, also across restarts');
  } finally {
    await smtp.stop();
  }
});
