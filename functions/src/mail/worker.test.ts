/**
 * The outbox worker against a real SMTP server on loopback and the SQLite store on a file.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, beforeEach, describe, it } from 'node:test';
import { STANDAARD_BEURS } from '../seizoen/domein/publiek';
import type { Store } from '../app/store/port';
import { createSqliteStore } from '../app/store/sqlite';
import { createSmtpSender } from './smtp';
import { bevestigingsMail, type MailContext } from './templates';
import { startTestSmtpServer, type TestSmtpServer } from './testing/smtp-server';
import { startMailDelivery, startMailWorker, type MailWorker } from './worker';
import { wachttijdMs } from './pogingen';

const FROM = 'Kinderkledingbeurs <noreply@beurs.example>';
const context: MailContext = {
  datum: '2027-03-13',
  beurs: { ...STANDAARD_BEURS, organisatie: 'Stichting Kinderkleding' },
  publicUrl: 'https://beurs.example',
  contactpersonen: [{ id: 'c1', naam: 'Els', telefoon: '06-12345678', email: 'els@beurs.example' }],
};
const mailVoor = (nummer: number, naam = `Verkoper ${nummer}`) =>
  bevestigingsMail({ naam, email: `verkoper${nummer}@voorbeeld.nl`, nummer, afleveringen: [] }, context);

/** Polls until the condition holds; the worker runs asynchronously. */
async function until(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dirs: string[] = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function databaseFile() {
  const dir = mkdtempSync(join(tmpdir(), 'mail-worker-'));
  dirs.push(dir);
  return join(dir, 'beurs.sqlite');
}

async function openStore(file: string) {
  const store = createSqliteStore(file);
  await store.init();
  return store;
}

describe('de mailbezorger', () => {
  let smtp: TestSmtpServer;
  let store: Store;
  let file: string;
  let offset: number;
  /** The worker's clock; moved forward instead of waiting out the backoff. */
  const clock = () => new Date(Date.now() + offset);
  const logs: string[] = [];
  const log = (message: string, error?: unknown) =>
    logs.push(error === undefined ? message : `${message} ${String(error)}`);
  const workers: MailWorker[] = [];
  const start = (options: Partial<Parameters<typeof startMailWorker>[0]> = {}) => {
    const worker = startMailWorker({
      store,
      send: createSmtpSender(smtp.url, FROM),
      clock,
      log,
      intervalMs: 60_000,
      ...options,
    });
    workers.push(worker);
    return worker;
  };

  beforeEach(async () => {
    offset = 0;
    logs.length = 0;
    smtp = await startTestSmtpServer();
    file = databaseFile();
    store = await openStore(file);
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    await smtp.stop();
    await store.close();
    // No log line may carry an e-mail address: only mail ids.
    for (const line of logs) assert.ok(!line.includes('@'), `log line with an address: ${line}`);
  });

  it('bezorgt de bevestiging: aan de persoon, met naam, nummer en datum, in HTML en tekst', async () => {
    const mail = await store.zetMailInWachtrij(mailVoor(42, 'Anne & <Jan>'), clock());
    start();
    const [ontvangen] = await smtp.waitFor(1);
    assert.deepEqual(ontvangen!.to, ['verkoper42@voorbeeld.nl']);
    assert.equal(ontvangen!.from, 'noreply@beurs.example');
    assert.equal(ontvangen!.subject, 'Je verkopersnummer voor de kinderkledingbeurs: 42');
    assert.match(ontvangen!.text, /^Hallo Anne & <Jan>,/);
    assert.match(ontvangen!.text, /Je verkopersnummer is: 42/);
    assert.match(ontvangen!.text, /zaterdag 13 maart 2027/);
    assert.match(ontvangen!.html, /Hallo Anne &amp; &lt;Jan&gt;,/);
    assert.match(ontvangen!.html, />42<\/p>/);
    assert.match(ontvangen!.html, /zaterdag 13 maart 2027/);

    await until(async () => (await store.leesMails('verzonden')).length === 1, 'status verzonden');
    const [verzonden] = await store.leesMails();
    assert.equal(verzonden!.id, mail.id);
    assert.equal(verzonden!.status, 'verzonden');
    assert.ok(logs.includes(`Mail ${mail.id} verzonden.`));
  });

  it('probeert het met oplopende wachttijd opnieuw als de mailserver plat ligt, en bezorgt één keer als hij terug is', async () => {
    await smtp.stop();
    const worker = start();
    const mail = await store.zetMailInWachtrij(mailVoor(7), clock());
    worker.kick();

    await until(async () => (await store.leesMails('wachtend'))[0]?.attempts === 1, 'first failed attempt');
    const [wachtend] = await store.leesMails('wachtend');
    assert.match(wachtend!.error ?? '', /ECONNREFUSED/);
    const wacht = Date.parse(wachtend!.nextAttempt!) - clock().getTime();
    assert.ok(wacht > 25_000 && wacht <= 30_000, `next attempt after about 30 s, got ${wacht} ms`);

    await smtp.restart();
    worker.kick();
    await pause(200);
    assert.equal(smtp.received.length, 0, 'not before the backoff has passed');

    offset += 31_000;
    worker.kick();
    await smtp.waitFor(1);
    await until(async () => (await store.leesMails('verzonden')).length === 1, 'status verzonden');

    offset += 3_600_000;
    worker.kick();
    await pause(200);
    assert.equal(smtp.received.length, 1, 'delivered exactly once');
    assert.equal((await store.leesMails())[0]!.id, mail.id);
  });

  it('bezorgt mail die een gestopte server liet wachten precies één keer na de herstart', async () => {
    await smtp.stop();
    const eerste = start();
    await store.zetMailInWachtrij(mailVoor(8), clock());
    eerste.kick();
    await until(async () => (await store.leesMails('wachtend'))[0]?.attempts === 1, 'failed attempt');
    await eerste.stop();
    await store.close();

    // The server restarts on the same database file, and the mail server is up again.
    await smtp.restart();
    store = await openStore(file);
    offset += 31_000;
    start();
    await smtp.waitFor(1);
    assert.equal(smtp.received[0]!.subject, 'Je verkopersnummer voor de kinderkledingbeurs: 8');
    await until(async () => (await store.leesMails('verzonden')).length === 1, 'status verzonden');
    await pause(200);
    assert.equal(smtp.received.length, 1);
  });

  it('na een crash tussen claimen en versturen gaat de mail één keer uit als de claim verlopen is', async () => {
    await store.zetMailInWachtrij(mailVoor(9), clock());
    // A worker that claimed the mail and died before sending it.
    assert.equal((await store.reserveerMails(clock(), 10, 60_000)).length, 1);

    const worker = start({ leaseMs: 60_000 });
    await pause(200);
    assert.equal(smtp.received.length, 0, 'the lease keeps the new worker off');

    offset += 61_000;
    worker.kick();
    await smtp.waitFor(1);
    await until(async () => (await store.leesMails('verzonden')).length === 1, 'status verzonden');
    worker.kick();
    await pause(200);
    assert.equal(smtp.received.length, 1);
  });

  it('twee bezorgers op één outbox versturen elke mail precies één keer', async () => {
    const tweede = await openStore(file);
    try {
      for (let i = 1; i <= 20; i++) await store.zetMailInWachtrij(mailVoor(i), clock());
      start({ batch: 3 });
      start({ store: tweede, batch: 3 });
      await smtp.waitFor(20);
      await until(async () => (await store.leesMails('verzonden')).length === 20, 'all sent');
      await pause(200);
      const onderwerpen = smtp.received.map((m) => m.subject);
      assert.equal(onderwerpen.length, 20);
      assert.equal(new Set(onderwerpen).size, 20);
    } finally {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      await tweede.close();
    }
  });

  it('geeft het na maxAttempts op met de reden, en opnieuw proberen bezorgt hem', async () => {
    await smtp.stop();
    const worker = start({ maxAttempts: 2 });
    const mail = await store.zetMailInWachtrij(mailVoor(11), clock());
    worker.kick();
    await until(async () => (await store.leesMails('wachtend'))[0]?.attempts === 1, 'first attempt');
    offset += 31_000;
    worker.kick();
    await until(async () => (await store.leesMails('mislukt')).length === 1, 'given up');
    const [mislukt] = await store.leesMails('mislukt');
    assert.equal(mislukt!.attempts, 2);
    assert.equal(mislukt!.nextAttempt, null);
    assert.match(mislukt!.error ?? '', /ECONNREFUSED/);
    assert.ok(logs.some((l) => l.startsWith(`Mail ${mail.id} niet verzonden (poging 2), opgegeven`)));

    offset += 86_400_000;
    worker.kick();
    await pause(200);
    assert.equal(smtp.received.length, 0, 'a given-up mail is not retried by itself');

    await smtp.restart();
    assert.equal((await store.zetMailOpnieuwInWachtrij(mail.id, clock()))?.status, 'wachtend');
    worker.kick();
    await smtp.waitFor(1);
    await until(async () => (await store.leesMails('verzonden')).length === 1, 'status verzonden');
  });

  it('stop() maakt de mail in handen af en claimt daarna niets', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const sent: string[] = [];
    let sending = false;
    const worker = start({
      batch: 1,
      send: async (mail) => {
        sending = true;
        await held;
        sent.push(mail.subject);
      },
    });
    await store.zetMailInWachtrij(mailVoor(1), clock());
    worker.kick();
    await until(() => sending, 'send in progress');
    const stopping = worker.stop();
    await store.zetMailInWachtrij(mailVoor(2), clock());
    release();
    await stopping;
    assert.deepEqual(sent, ['Je verkopersnummer voor de kinderkledingbeurs: 1']);
    assert.deepEqual(
      (await store.leesMails('wachtend')).map((m) => m.subject),
      ['Je verkopersnummer voor de kinderkledingbeurs: 2'],
    );
  });
});

describe('startMailDelivery', () => {
  it('zonder SMTP_URL draait geen bezorger: mail wacht in de outbox en wordt gelogd', async () => {
    const store = await openStore(databaseFile());
    const logs: string[] = [];
    // The report waits for a burst of kicks to end; shortened here, so the wait below (5 s)
    // is never a race with it.
    const delivery = startMailDelivery({
      store,
      smtpUrl: undefined,
      from: FROM,
      log: (m) => logs.push(m),
      meldingMs: 50,
    });
    try {
      await store.zetMailInWachtrij(mailVoor(5), new Date());
      delivery.kick();
      delivery.kick();
      await until(() => logs.length === 2, 'log line');
      await pause(100);
      assert.deepEqual(logs, [
        'SMTP_URL is niet gezet: mail blijft in de outbox wachten en wordt niet verzonden.',
        '1 mail(s) wachten in de outbox; zet SMTP_URL om ze te verzenden.',
      ]);
      assert.equal((await store.leesMails('wachtend')).length, 1);
    } finally {
      await delivery.stop();
      await store.close();
    }
  });

  it('met SMTP_URL bezorgt over SMTP vanaf MAIL_FROM', async () => {
    const smtp = await startTestSmtpServer();
    const store = await openStore(databaseFile());
    const delivery = startMailDelivery({ store, smtpUrl: smtp.url, from: FROM, log: () => undefined });
    try {
      await store.zetMailInWachtrij(mailVoor(6), new Date());
      delivery.kick();
      const [ontvangen] = await smtp.waitFor(1);
      assert.equal(ontvangen!.from, 'noreply@beurs.example');
      assert.match(ontvangen!.raw, /^From: Kinderkledingbeurs <noreply@beurs\.example>\r$/m);
    } finally {
      await delivery.stop();
      await smtp.stop();
      await store.close();
    }
  });
});

describe('wachttijdMs', () => {
  it('verdubbelt vanaf 30 seconden en stopt bij een uur', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 7, 8, 20].map(wachttijdMs),
      [30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000],
    );
  });
});
