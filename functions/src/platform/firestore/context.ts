import type { CollectionReference, DocumentReference, Firestore } from 'firebase-admin/firestore';

/** What every area of the Firestore adapter shares: the database and its documents. */
export interface FirestoreContext {
  db: Firestore;
  /** The public documents, read live by the browser (see app/store/firestore.ts). */
  publiek: Record<'settings' | 'nieuws' | 'stats' | 'beurs' | 'fair' | 'kosten', DocumentReference>;
  deelnemers: CollectionReference;
  afleveringen: CollectionReference;
  contactpersonen: CollectionReference;
  admins: CollectionReference;
  sessies: CollectionReference;
  meta: CollectionReference;
  /** The outbox; its documents' shape is the mail area's (mail/store/firestore/mail-doc.ts). */
  mail: CollectionReference;
  /** The erasure log; its lines' shape is the privacy area's (privacy/domein/wissen.ts). */
  bewaarLog: CollectionReference;
  reservelijst: CollectionReference;
  /** One document per seller number ever handed out (deelnemers.ts claimNummer). */
  nummers: CollectionReference;
  /** Registration requests waiting for, or holding, their decision (registratie/store/firestore/toewijzer.ts). */
  aanvragen: CollectionReference;
  /**
   * Runs the transactions that write the active count (public/stats) or the number counter one
   * at a time within this process: the assigner's batches, and every change that adds, frees
   * or numbers a place. They all read those documents and then write them, so when several run
   * at once each holds the read that the others wait for to write: Firestore resolves that by
   * aborting all but one (the official emulator only after a 2-second lock timeout), and after
   * five aborts firebase-admin gives up. Queued here they do not contend at all within an
   * instance; between instances they still may, rarely (an administrator beside the one
   * assigner), and a retry then settles it.
   */
  telling<T>(werk: () => Promise<T>): Promise<T>;
}

/** A queue of one: each `werk` starts when the one before it has settled. */
function eenTegelijk(): FirestoreContext['telling'] {
  let staart: Promise<unknown> = Promise.resolve();
  return (werk) => {
    const beurt = staart.then(werk);
    staart = beurt.catch(() => undefined);
    return beurt;
  };
}

export function firestoreContext(db: Firestore): FirestoreContext {
  return {
    db,
    publiek: {
      settings: db.doc('public/settings'),
      nieuws: db.doc('public/nieuws'),
      stats: db.doc('public/stats'),
      beurs: db.doc('public/beurs'),
      fair: db.doc('public/fair'),
      kosten: db.doc('public/kosten'),
    },
    deelnemers: db.collection('deelnemers'),
    afleveringen: db.collection('afleveringen'),
    contactpersonen: db.collection('contactpersonen'),
    admins: db.collection('admins'),
    sessies: db.collection('sessies'),
    meta: db.collection('meta'),
    mail: db.collection('mail'),
    bewaarLog: db.collection('bewaarLog'),
    reservelijst: db.collection('reservelijst'),
    nummers: db.collection('nummers'),
    aanvragen: db.collection('aanvragen'),
    telling: eenTegelijk(),
  };
}

/**
 * Firestore document ids may not contain '/', be '.' or '..', or look like `__x__`. Keys that
 * come from people (usernames, meta keys, session ids) are encoded so any string is safe.
 */
export const sleutel = (key: string) => encodeURIComponent(key).replace(/\./g, '%2E').replace(/_/g, '%5F') || '%00';

/** An id from a URL that cannot be a document id is simply not found (no 500). */
export const isDocId = (id: string) =>
  id.length > 0 && id.length <= 1500 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
