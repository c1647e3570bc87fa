/** The shape of a document of the `mail` collection: the extension's format and our fields. */
import type { Timestamp } from 'firebase-admin/firestore';
import type { Geschreven } from '../../../platform/firestore/volgorde';

/** The extension's delivery states (firestore-send-email). */
export type DeliveryState = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';

/**
 * A document of the `mail` collection. `to`, `message` and `delivery` are the extension's
 * fields; `created` and `availableAt` (ms since epoch) are ours, for the standalone-style
 * worker. `availableAt` is the moment a queued mail may be taken next (its next attempt, or
 * the end of a worker's lease), so "due" is one range query; null once it left the queue,
 * which no range filter on numbers matches.
 */
export interface MailDoc extends Geschreven {
  to: string;
  message: { subject: string; text: string; html: string };
  delivery?: {
    state?: DeliveryState;
    attempts?: number;
    error?: string | null;
    startTime?: Timestamp;
    endTime?: Timestamp | null;
    leaseExpireTime?: Timestamp | null;
    nextAttempt?: number | null;
    expireAt?: Timestamp;
  };
  created?: number;
  availableAt?: number | null;
}
