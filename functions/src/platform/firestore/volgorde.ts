/**
 * The order in which documents were written, for lists whose own time field can tie: the caller's
 * clock has milliseconds, a test clock stands still, and one transaction may write several
 * entries with the same time. Firestore orders ties by the random document id; SQLite by rowid,
 * the order of writing. So such a document also carries the time of the commit that wrote it
 * (server time: the order between transactions) and a per-process counter: the entries of one
 * commit share its time but come from one process, in write order, and the emulator's commit
 * time has only milliseconds, so two commits of one process in the same millisecond are ordered
 * by the counter too.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';

export interface Geschreven {
  geschreven?: Timestamp | FieldValue;
  volgnr?: number;
}

let teller = 0;

/** The fields to add to a document as it is written. */
export const geschreven = (): Required<Geschreven> => ({ geschreven: FieldValue.serverTimestamp(), volgnr: ++teller });

const ms = (d: Geschreven) => (d.geschreven instanceof Timestamp ? d.geschreven.toMillis() : 0);

/** Written earlier first; documents from before these fields come first among their ties. */
export const eerderGeschreven = (a: Geschreven, b: Geschreven) => ms(a) - ms(b) || (a.volgnr ?? 0) - (b.volgnr ?? 0);
