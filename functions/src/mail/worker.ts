/**
 * The standalone server's outbox worker: delivers what the API wrote to the outbox.
 *
 * Delivery guarantee. A mail is claimed with a lease before it is sent, so two workers (or a
 * worker and its successor after a restart) never send the same mail at the same time, and
 * a mail marked 'verzonden' is never claimed again. The one edge left is at-least-once: if
 * the process dies after the SMTP server accepted a mail but before markeerMailVerzonden was
 * written, the mail is still 'wachtend' and is sent again once its lease expires (leaseMs
 * after the claim). There is no way to close that gap without the SMTP server's help; it
 * needs a crash inside a few milliseconds and then costs one duplicate, never a loss.
 */
import type { OutboxMail } from '../kern/types';
import { createLog, type Log } from '../platform/log';
import type { OutboxStore } from './store/port';
import { createSmtpSender, type MailSender } from './smtp';
import { MAX_POGINGEN, wachttijdMs } from './pogingen';

export interface MailWorker {
  /** Finishes the mails in hand, then stops; claims nothing new. */
  stop(): Promise<void>;
  /** Look at the outbox now, e.g. right after a registration wrote a mail. */
  kick(): void;
}

export interface MailWorkerOptions {
  store: Pick<OutboxStore, 'reserveerMails' | 'markeerMailVerzonden' | 'markeerMailMislukt'>;
  send: MailSender;
  clock?: () => Date;
  log?: Log;
  /** How often the outbox is looked at without a kick, for retries that fall due. */
  intervalMs?: number;
  /** Mails claimed at once. */
  batch?: number;
  /** How long a claim keeps other workers off; longer than sending one batch can take. */
  leaseMs?: number;
  /** Attempts before a mail is given up as 'mislukt' (the administrator can retry it). */
  maxAttempts?: number;
}

/** Without SMTP_URL: how long kicks are gathered into one 'mail is waiting' log line. */
const GEEN_SMTP_MELDING_MS = 5_000;

const reden = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { store, send } = options;
  const clock = options.clock ?? (() => new Date());
  // SMTP errors often quote the recipient's address; the logger scrubs it.
  const log = createLog(options.log);
  // One send takes at most about a minute with the SMTP timeouts (smtp.ts), so a batch of 5
  // is done well within the 10-minute lease and no second worker can take a mail in hand.
  const batch = options.batch ?? 5;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const maxAttempts = options.maxAttempts ?? MAX_POGINGEN;

  let stopped = false;
  let again = false;
  let running: Promise<void> | null = null;

  async function deliver(mail: OutboxMail) {
    try {
      await send(mail);
    } catch (error) {
      const poging = mail.attempts + 1;
      const volgende = poging >= maxAttempts ? null : new Date(clock().getTime() + wachttijdMs(poging));
      await store.markeerMailMislukt(mail.id, reden(error), volgende);
      const wat = volgende ? `nieuwe poging om ${volgende.toISOString()}` : 'opgegeven';
      log(`Mail ${mail.id} niet verzonden (poging ${poging}), ${wat}: ${reden(error)}`);
      return;
    }
    await store.markeerMailVerzonden(mail.id, clock());
    log(`Mail ${mail.id} verzonden.`);
  }

  /** Claims and delivers until nothing is due. */
  async function drain() {
    while (!stopped) {
      const mails = await store.reserveerMails(clock(), batch, leaseMs);
      // Claimed mails are all attempted, even when stop() comes in between: leaving them
      // would keep them waiting until their lease runs out.
      for (const mail of mails) {
        await deliver(mail).catch((error: unknown) => log(`Mail ${mail.id}: status opslaan mislukt`, error));
      }
      if (mails.length < batch) return;
    }
  }

  function kick() {
    if (stopped) return;
    again = true;
    if (running) return;
    // A kick during a round asks for one more round; `running` is cleared in the same
    // synchronous step as the last check of `again`, so no kick falls in between.
    running = (async () => {
      try {
        while (again && !stopped) {
          again = false;
          await drain();
        }
      } catch (error) {
        log('Outbox lezen mislukt', error);
      } finally {
        running = null;
      }
    })();
  }

  const timer = setInterval(kick, options.intervalMs ?? 30_000);
  // The worker alone must not keep a process (or a test run) alive.
  timer.unref();
  // Mail left waiting by a previous run goes out at start, not a whole interval later.
  kick();

  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export interface MailDeliveryOptions {
  store: Pick<OutboxStore, 'reserveerMails' | 'markeerMailVerzonden' | 'markeerMailMislukt' | 'telMails'>;
  /** SMTP_URL; without it nothing is sent. */
  smtpUrl: string | undefined;
  /** MAIL_FROM */
  from: string;
  log: Log;
  /** Without SMTP_URL: how long kicks are gathered into one report (default 5 s). */
  meldingMs?: number;
}

/**
 * The standalone decision: with SMTP_URL a worker delivers over SMTP; without it no worker
 * runs, mail waits in the outbox (visible to the administrator, sent once SMTP_URL is set
 * and the server restarts) and a kick logs, a few seconds later, how much is waiting.
 */
export function startMailDelivery(
  options: MailDeliveryOptions & Omit<MailWorkerOptions, 'store' | 'send'>,
): MailWorker {
  const { store, smtpUrl, from, meldingMs = GEEN_SMTP_MELDING_MS, ...worker } = options;
  const log = createLog(options.log);
  if (smtpUrl) {
    return startMailWorker({ ...worker, store, send: createSmtpSender(smtpUrl, from), log });
  }
  log('SMTP_URL is niet gezet: mail blijft in de outbox wachten en wordt niet verzonden.');
  // At the opening rush every registration kicks; reading the whole outbox and logging a line
  // each time made the rush quadratic, so kicks within a few seconds share one report.
  let report: NodeJS.Timeout | null = null;
  return {
    kick() {
      if (report) return;
      report = setTimeout(() => {
        report = null;
        // Counted, not read: when registration opens the reminders of a whole season wait here.
        store.telMails('wachtend').then(
          (aantal) => log(`${aantal} mail(s) wachten in de outbox; zet SMTP_URL om ze te verzenden.`),
          (error: unknown) => log('Outbox lezen mislukt', error),
        );
      }, meldingMs);
      report.unref();
    },
    async stop() {
      if (report) clearTimeout(report);
      report = null;
    },
  };
}
