/**
 * The outbox: the collection `mail` in the document format of the 'Trigger Email from
 * Firestore' extension (firebase/firestore-send-email), also served by our own worker.
 */
import {
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import type { MailBericht, MailStatus, OutboxMail } from '../../../kern/types';
import type { OutboxStore } from '../port';
import { isDocId, type FirestoreContext } from '../../../platform/firestore/context';
import { eerderGeschreven, geschreven } from '../../../platform/firestore/volgorde';
import type { DeliveryState, MailDoc } from './mail-doc';

/** Mail documents are deleted by a TTL policy (firestore.indexes.json) after a month. */
const MAIL_BEWAARTIJD_MS = 31 * 24 * 60 * 60 * 1000;

/** In the order the mails were queued, as SQLite's `ORDER BY created, rowid` (platform/firestore/volgorde.ts). */
const volgorde = (a: MailDoc, b: MailDoc) => (a.created ?? 0) - (b.created ?? 0) || eerderGeschreven(a, b);

function mailStatus(state: DeliveryState | undefined): MailStatus {
  if (state === 'SUCCESS') return 'verzonden';
  if (state === 'ERROR') return 'mislukt';
  // No delivery yet (a document written by someone else) counts as waiting, as for the extension.
  return 'wachtend';
}

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

export function naarMail(id: string, data: MailDoc): OutboxMail {
  const delivery = data.delivery ?? {};
  const status = mailStatus(delivery.state);
  return {
    id,
    to: data.to,
    subject: data.message.subject,
    text: data.message.text,
    html: data.message.html,
    status,
    attempts: delivery.attempts ?? 0,
    error: delivery.error ?? null,
    created: new Date(data.created ?? delivery.startTime?.toMillis() ?? 0).toISOString(),
    nextAttempt: status === 'wachtend' ? iso(delivery.nextAttempt ?? data.created) : null,
    sent: status === 'verzonden' ? iso(delivery.endTime?.toMillis()) : null,
  };
}

/** A mail document, new in the outbox: the extension (or our worker) picks it up. */
export const nieuweMail = (bericht: MailBericht, now: Date): MailDoc => ({
  to: bericht.to,
  message: { subject: bericht.subject, text: bericht.text, html: bericht.html },
  delivery: {
    state: 'PENDING',
    attempts: 0,
    error: null,
    startTime: Timestamp.fromDate(now),
    endTime: null,
    leaseExpireTime: null,
    nextAttempt: now.getTime(),
    // The extension sets this TTL field only on documents that arrive without `delivery`.
    expireAt: Timestamp.fromMillis(now.getTime() + MAIL_BEWAARTIJD_MS),
  },
  created: now.getTime(),
  availableAt: now.getTime(),
  ...geschreven(),
});

/**
 * Queues `bericht` in the caller's transaction (the other areas' adapters are given this by
 * app/store/firestore.ts): a new document, at `ref` when the mail has an id of its own.
 */
export function zetMailIn(
  ctx: FirestoreContext,
  tx: Transaction,
  bericht: MailBericht,
  now: Date,
  ref: DocumentReference = ctx.mail.doc(),
): void {
  tx.create(ref, nieuweMail(bericht, now));
}

export function outboxFirestore(ctx: FirestoreContext): OutboxStore {
  const { db } = ctx;
  const mail = ctx.mail as CollectionReference<MailDoc>;

  async function lijstMails(status?: MailStatus): Promise<OutboxMail[]> {
    // Filtered here rather than in the query: the extension updates only `delivery.state`,
    // which the test server cannot query, and an outbox holds one season's mails.
    const snap = await mail.orderBy('created').get();
    return [...snap.docs]
      .sort((a, b) => volgorde(a.data(), b.data()))
      .map((doc) => naarMail(doc.id, doc.data()))
      .filter((m) => status === undefined || m.status === status);
  }

  /**
   * Whole-document writes for the outbox: the test server cannot update nested field paths,
   * and the mail documents are small.
   */
  const wijzigMail = (id: string, verander: (data: MailDoc) => MailDoc): Promise<OutboxMail | null> =>
    db.runTransaction(async (tx) => {
      if (!isDocId(id)) return null;
      const ref = mail.doc(id);
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const nieuw = verander(snap.data()!);
      tx.set(ref, nieuw);
      return naarMail(id, nieuw);
    });

  return {
    async zetMailInWachtrij(bericht, now) {
      const ref = mail.doc();
      const doc = nieuweMail(bericht, now);
      await ref.create(doc);
      return naarMail(ref.id, doc);
    },
    async reserveerMails(now, limit, leaseMs) {
      // Due = queued and its moment has come (next attempt, or a previous lease ran out).
      // Among those, the longest-due first; for mails that never failed that is the oldest.
      return db.runTransaction(async (tx) => {
        const nu = now.getTime();
        const snap = await tx.get(mail.where('availableAt', '<=', nu).orderBy('availableAt').limit(limit));
        return [...snap.docs]
          .sort((a, b) => volgorde(a.data(), b.data()))
          .map((doc) => {
            const data = doc.data();
            const geclaimd: MailDoc = {
              ...data,
              delivery: {
                ...data.delivery,
                state: 'PROCESSING',
                leaseExpireTime: Timestamp.fromMillis(nu + leaseMs),
              },
              availableAt: nu + leaseMs,
            };
            tx.set(doc.ref, geclaimd);
            return naarMail(doc.id, data);
          });
      });
    },
    async markeerMailVerzonden(id, now) {
      await wijzigMail(id, (data) => ({
        ...data,
        availableAt: null,
        delivery: {
          ...data.delivery,
          state: 'SUCCESS',
          attempts: (data.delivery?.attempts ?? 0) + 1,
          error: null,
          endTime: Timestamp.fromDate(now),
          leaseExpireTime: null,
          nextAttempt: null,
        },
      }));
    },
    async markeerMailMislukt(id, error, nextAttempt) {
      await wijzigMail(id, (data) => {
        const delivery = {
          ...data.delivery,
          attempts: (data.delivery?.attempts ?? 0) + 1,
          error,
          leaseExpireTime: null,
          nextAttempt: nextAttempt?.getTime() ?? null,
        };
        return nextAttempt
          ? { ...data, delivery: { ...delivery, state: 'RETRY' }, availableAt: nextAttempt.getTime() }
          : { ...data, delivery: { ...delivery, state: 'ERROR' }, availableAt: null };
      });
    },
    leesMails: lijstMails,
    async telMails(status) {
      // As leesMails, for the same reason; on Firebase the extension delivers, so nothing asks
      // this at an opening (the standalone's report without SMTP_URL does).
      return (await lijstMails(status)).length;
    },
    async zetMailOpnieuwInWachtrij(id, now) {
      // RETRY is also what makes the extension try a failed mail again.
      return wijzigMail(id, (data) => ({
        ...data,
        delivery: { ...data.delivery, state: 'RETRY', leaseExpireTime: null, nextAttempt: now.getTime() },
        availableAt: now.getTime(),
      }));
    },
  };
}
