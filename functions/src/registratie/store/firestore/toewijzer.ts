/**
 * Registration on Firestore: requests in, one assigner, decisions out (docs/FIRESTORE-RUSH.md).
 *
 * Why: a transaction per registration that writes the counter and public/stats serialises the
 * opening rush on those two documents (about one write per second each), and which retry wins
 * is chance. Instead a registration creates its own request document `aanvragen/{generated id}`
 * (a create that contends with nothing, stamped `ontvangen` by the server), and ONE writer
 * decides the waiting requests in arrival order, up to BATCH per transaction, with the guards
 * and rules of a single registration; the counter and public/stats are written once per batch.
 * Joining the reserve list is a request in the same queue: at the rush it is what the parents
 * who found the maximum reached do, and its place number (the last place + 1) would otherwise
 * make every join read and contend on the fair's whole list.
 *
 * One writer across instances: the lease `meta/toewijzer` {houder, tot}. It is taken in a
 * transaction, and every batch transaction reads it (a guard: a holder whose lease ran out and
 * was taken over cannot commit) and renews it. One writer within an instance: one loop (`loop`),
 * so the in-process stand-in, which does not isolate concurrent transactions, has one writer too.
 *
 * The caller waits for its decision: the local assigner hands it over after its commit; while
 * this instance has requests waiting and is not deciding itself, it reads them every `pollMs`
 * (decisions of another instance) and tries the lease again, so a dead holder is replaced once
 * its lease ran out. After `wachtMs` the caller gets 503 (MELDING_DRUK); the request stays in
 * the queue and is decided in its turn.
 */
import { randomUUID } from 'node:crypto';
import { FieldPath, FieldValue, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { emailSleutel } from '../../domein/dubbel';
import { isEenPerHuishouden } from '../../domein/huishouden';
import { telefoonSleutel } from '../../../kern/telefoon';
import { conflict, nietBeschikbaar } from '../../../kern/errors';
import { MELDING_DRUK } from '../../domein/registratie';
import { type ReservePlaats } from '../../domein/reservelijst';
import type { Deelnemer, NieuweDeelnemer } from '../../../kern/types';
import { createLog, type Log } from '../../../platform/log';
import { type RegisterOptions, type ReservelijstStore } from '../port';
import { sleutel } from '../../../platform/firestore/context';
import type { RegistratieFirestoreContext } from './buren';
import { huidigeIn, leesNummering, schrijfTeller } from './inschrijving';
import { lijstIn } from './bevorderen';
import {
  beslisInschrijving,
  beslisReservering,
  leesAdressen,
  type AanvraagDoc,
  type Besluit,
  type MailBouwer,
  type ReserveMailBouwer,
  type Stand,
} from './beslissen';
import { aantalUit, beursUit, settingsUit } from '../../../seizoen';

/**
 * Requests per batch transaction. Each becomes at most 4 writes (its decision, the deelnemer,
 * nummers/{n}, the mail), plus the counter, public/stats and the lease: well under Firestore's
 * 500 mutations per commit.
 */
export const BATCH = 100;

/** A request that was never answered (503) keeps its personal data this long (TTL policy). */
const BEWAAR_MS = 24 * 60 * 60 * 1000;

export type { Besluit };

export interface ToewijzerOpties {
  /** How long register() waits for its decision before answering 503; below Hosting's 60 s. */
  wachtMs: number;
  /** A lease not renewed for this long is free: how soon a dead holder is replaced. */
  leaseMs: number;
  /** How often an instance with waiting requests that it does not decide itself reads them. */
  pollMs: number;
  log?: Log;
}

export const STANDAARD_TOEWIJZER: ToewijzerOpties = { wachtMs: 45_000, leaseMs: 5_000, pollMs: 150 };

export interface Toewijzer {
  /** Stores the request, waits for its decision and answers as register() does. */
  vraagAan(input: NieuweDeelnemer, options: RegisterOptions): Promise<Deelnemer>;
  /** The same for a place on the reserve list: answers as zetOpReservelijst() does. */
  zetOpReservelijst: ReservelijstStore['zetOpReservelijst'];
  /** Stops the poll and lets a running batch finish (the store is closed). */
  stop(): Promise<void>;
}

/** Another instance took the lease over (this one's ran out): the batch must not commit. */
class LeaseKwijt extends Error {}

export function maakToewijzer(ctx: RegistratieFirestoreContext, opties: ToewijzerOpties): Toewijzer {
  const { db, publiek, aanvragen, telling } = ctx;
  const log = createLog(opties.log);
  const leaseRef = ctx.meta.doc(sleutel('toewijzer'));
  const houder = randomUUID();
  // Oldest first; equal server times in document-id order (firestore.indexes.json has the index).
  const wachtrij = aanvragen
    .where('status', '==', 'wachtend')
    .orderBy('ontvangen')
    .orderBy(FieldPath.documentId())
    .limit(BATCH);

  const wachtenden = new Map<string, (besluit: Besluit) => void>();
  /**
   * The mail builders of the latest requests of this instance (the builder is a closure and
   * cannot be stored with the request). All builders of one deployment are equal (the same
   * mail context and token secret), so any one writes every request's mail.
   */
  let bouwer: MailBouwer | undefined;
  let reserveBouwer: ReserveMailBouwer | undefined;
  /**
   * Set by a batch that stopped before a request whose mail this instance cannot build (it has
   * had no request of that kind itself): it leaves the rest to an instance that can.
   */
  let mistBouwer = false;
  let mistBouwerGemeld = false;
  /**
   * Until when this instance leaves the lease to others, after a batch stopped for a mail it
   * cannot build. Without it, an instance that polls often took the lease again and again and
   * held it for two transactions each time, and an instance that can build the mail found it
   * taken at every one of its polls, until the request's wait ran out ('Het is nu erg druk').
   * A few leases long, with jitter, so two instances' polls do not stay in step; a builder
   * arriving ends it (that instance can decide everything then).
   */
  let laatLeaseTot = 0;
  let loop: Promise<void> | null = null;
  let nogEens = false;
  let poll: NodeJS.Timeout | null = null;
  let leest = false;

  const vrij = (snap: DocumentSnapshot) =>
    !snap.exists || snap.get('houder') === houder || (snap.get('tot') as number) <= Date.now();
  /*
   * Whether this instance holds the lease, as read in a transaction: its expiry only tells
   * others when they may take it over, and taking it over changes the holder, which the
   * transaction that read it then sees (Firestore re-runs or aborts it).
   */
  const houdt = (snap: DocumentSnapshot) => snap.get('houder') === houder;

  async function neemLease(): Promise<boolean> {
    if (Date.now() < laatLeaseTot) return false;
    // A plain read first: instances that wait for another holder do not contend on the lease.
    if (!vrij(await leaseRef.get())) return false;
    return db.runTransaction(async (tx) => {
      if (!vrij(await tx.get(leaseRef))) return false;
      tx.set(leaseRef, { houder, tot: Date.now() + opties.leaseMs });
      return true;
    });
  }

  /** Frees the lease when the queue is empty, so the next instance need not wait for it to run out. */
  async function geefLeaseVrij(): Promise<void> {
    await db.runTransaction(async (tx) => {
      if (houdt(await tx.get(leaseRef))) tx.set(leaseRef, { houder: null, tot: 0 });
    });
  }

  /**
   * One batch: the oldest waiting requests decided in one transaction. Every read guards, as in
   * a single registration: the settings (the gate judges the settings current at commit), the
   * stats (capacity), the counter and the highest number (the next numbers), the latest
   * aflevering (the fair the people are linked to), the rows with the requests' addresses (one
   * registration per address per fair) and, only while one place per household is on, with their
   * phone numbers (one per number, registratie/domein/huishouden.ts), the fair's reserve list when a request asks for a
   * place on it, and the lease (one writer). Answers the decisions.
   */
  async function ronde(): Promise<Map<string, Besluit>> {
    /*
     * The queue is read outside the transaction: a query in it would lock the end of the
     * queue's index, and every new request's create would wait for the batch. Firestore is
     * strongly consistent and a later create gets a later `ontvangen`, so no request can slip
     * in before these. The transaction reads the requests themselves: one decided meanwhile
     * (it cannot be, with one writer, but the read makes it a guard) is skipped.
     */
    const kandidaten = (await wachtrij.get()).docs.map((doc) => doc.ref);
    return telling(() =>
      db.runTransaction(async (tx) => {
        const besluiten = new Map<string, Besluit>();
        const [leaseSnap, ...snaps] = await tx.getAll(leaseRef, ...kandidaten);
        if (!houdt(leaseSnap!)) throw new LeaseKwijt('de lease van de toewijzer is overgenomen');
        const aanvraagDocs = snaps
          .filter((doc) => doc.get('status') === 'wachtend')
          .map((doc) => ({ ref: doc.ref, aanvraag: doc.data() as AanvraagDoc }));
        if (aanvraagDocs.length === 0) return besluiten;
        const [settingsSnap, statsSnap, beursSnap] = await tx.getAll(publiek.settings, publiek.stats, publiek.beurs);
        const settings = settingsUit(settingsSnap!);
        // One place per household, only while it is on: the rows with the visitors' numbers.
        // A guard as the addresses are: a registration with the number meanwhile re-runs the batch.
        const telefoons = isEenPerHuishouden(settings)
          ? aanvraagDocs.flatMap(({ aanvraag }) =>
              aanvraag.bypassGate || !aanvraag.telefoonSleutel ? [] : [aanvraag.telefoonSleutel],
            )
          : null;
        const [laatste, nummering, perAdres, perTelefoon] = await Promise.all([
          huidigeIn(ctx, tx),
          leesNummering(ctx, tx, aanvraagDocs.length),
          leesAdressen(
            ctx,
            tx,
            aanvraagDocs.flatMap(({ aanvraag }) => (aanvraag.bypassGate ? [] : [aanvraag.emailSleutel])),
          ),
          telefoons && leesAdressen(ctx, tx, telefoons, 'telefoonSleutel'),
        ]);
        const afleveringId = laatste?.id ?? '';
        const lijst = aanvraagDocs.some(({ aanvraag }) => aanvraag.soort === 'reservelijst')
          ? await lijstIn(ctx, tx, afleveringId)
          : [];
        const stand: Stand = {
          tx,
          settings,
          beurs: beursUit(beursSnap!),
          aantalActief: aantalUit(statsSnap!),
          laatste,
          nummering,
          perAdres,
          perTelefoon,
          lijst,
        };
        const voor = stand.aantalActief;
        mistBouwer = false;
        for (const { ref, aanvraag } of aanvraagDocs) {
          // Arrival order: nothing after a request this instance cannot decide in full.
          if (aanvraag.metMail && !(aanvraag.soort === 'reservelijst' ? reserveBouwer : bouwer)) {
            mistBouwer = true;
            break;
          }
          const besluit =
            aanvraag.soort === 'reservelijst'
              ? beslisReservering(ctx, stand, aanvraag, reserveBouwer)
              : beslisInschrijving(ctx, stand, aanvraag, bouwer);
          tx.update(ref, { ...besluit });
          besluiten.set(ref.id, besluit);
        }
        schrijfTeller(ctx, tx, nummering);
        if (stand.aantalActief !== voor) tx.set(publiek.stats, { aantalActief: stand.aantalActief });
        tx.set(leaseRef, { houder, tot: Date.now() + opties.leaseMs });
        return besluiten;
      }),
    );
  }

  /** Batches while requests wait and this instance holds the lease; then frees it. */
  async function draai(): Promise<void> {
    try {
      while (nogEens) {
        nogEens = false;
        if (!(await neemLease())) return;
        for (let besluiten = await ronde(); ; besluiten = await ronde()) {
          for (const [id, besluit] of besluiten) wachtenden.get(id)?.(besluit);
          if (mistBouwer) {
            // Once per instance: it recurs at every poll until another instance took over.
            if (!mistBouwerGemeld) {
              log('Toewijzer: een aanvraag wacht op een instantie die haar mail kan maken; lease vrijgegeven');
            }
            mistBouwerGemeld = true;
            laatLeaseTot = Date.now() + opties.leaseMs * (2 + Math.random());
            nogEens = false;
            break;
          }
          if (besluiten.size === 0) break;
        }
      }
      await geefLeaseVrij();
    } catch (error) {
      // The poll wakes the assigner again while requests wait (not at once: an error that
      // persists must not become a busy loop); nothing of the failed batch was committed.
      nogEens = false;
      log('Toewijzer: ronde mislukt, volgende poging bij de volgende poll', error);
    }
  }

  function wek() {
    nogEens = true;
    loop ??= draai().finally(() => {
      loop = null;
      if (nogEens && wachtenden.size > 0) wek();
    });
  }

  /** Decisions of another instance, and another try at the lease, while this one is not deciding. */
  async function leesWachtenden(): Promise<void> {
    if (wachtenden.size === 0) {
      clearInterval(poll!);
      poll = null;
      return;
    }
    if (loop || leest) return;
    leest = true;
    try {
      const snaps = await db.getAll(...[...wachtenden.keys()].map((id) => aanvragen.doc(id)));
      for (const snap of snaps) {
        const status = snap.get('status') as AanvraagDoc['status'] | undefined;
        if (status === 'ingeschreven') {
          wachtenden.get(snap.id)?.({ status, deelnemer: snap.get('deelnemer') as Deelnemer });
        } else if (status === 'opReservelijst') {
          wachtenden.get(snap.id)?.({ status, plaats: snap.get('plaats') as ReservePlaats });
        } else if (status === 'geweigerd') {
          const veld = snap.get('veld') as string | undefined;
          wachtenden.get(snap.id)?.({ status, melding: snap.get('melding') as string, ...(veld ? { veld } : {}) });
        }
      }
      if (wachtenden.size > 0) wek();
    } catch (error) {
      log('Toewijzer: wachtende aanvragen lezen mislukt', error);
    } finally {
      leest = false;
    }
  }

  function wacht(ref: DocumentReference): Promise<Besluit> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        wachtenden.delete(ref.id);
        reject(nietBeschikbaar(MELDING_DRUK));
      }, opties.wachtMs);
      wachtenden.set(ref.id, (besluit) => {
        clearTimeout(timer);
        wachtenden.delete(ref.id);
        resolve(besluit);
      });
      wek();
      poll ??= setInterval(() => void leesWachtenden(), opties.pollMs);
    });
  }

  /** Stores a request, waits for its decision; the decision's request is then deleted. */
  async function vraag(
    soort: AanvraagDoc['soort'],
    input: NieuweDeelnemer,
    options: { bypassGate: boolean; now: Date; metMail: boolean; voorrang?: 'vrijwilligers'; ontvangen?: () => void },
  ): Promise<Besluit> {
    const ref = aanvragen.doc();
    const aanvraag: AanvraagDoc = {
      soort,
      naam: input.naam,
      email: input.email,
      telefoon: input.telefoon,
      bypassGate: options.bypassGate,
      emailSleutel: emailSleutel(input.email),
      // Always, so a request decided after the rule was switched on is compared too.
      telefoonSleutel: telefoonSleutel(input.telefoon),
      metMail: options.metMail,
      // Only when set: Firestore refuses undefined, and a request without it has no early round.
      ...(options.voorrang ? { voorrang: options.voorrang } : {}),
      nu: options.now.toISOString(),
      ontvangen: FieldValue.serverTimestamp(),
      verloopt: new Date(Date.now() + BEWAAR_MS),
      status: 'wachtend',
    };
    await ref.create(aanvraag);
    options.ontvangen?.();
    const besluit = await wacht(ref);
    // Answered: the request and the personal data in it are no longer needed. Should the delete
    // fail, the decision still stands and the TTL policy removes the request.
    await ref.delete().catch((error: unknown) => log('Toewijzer: beantwoorde aanvraag niet verwijderd', error));
    if (besluit.status === 'geweigerd') throw conflict(besluit.melding, besluit.veld);
    return besluit;
  }

  return {
    async vraagAan(input, options) {
      if (options.mail) {
        bouwer = options.mail;
        laatLeaseTot = 0;
      }
      const besluit = await vraag('inschrijving', input, { ...options, metMail: options.mail !== undefined });
      if (besluit.status !== 'ingeschreven') throw new Error(`een inschrijving kreeg het besluit ${besluit.status}`);
      return besluit.deelnemer;
    },
    async zetOpReservelijst(input, options) {
      reserveBouwer = options.mail;
      laatLeaseTot = 0;
      const besluit = await vraag('reservelijst', input, { bypassGate: false, now: options.now, metMail: true });
      if (besluit.status !== 'opReservelijst') throw new Error(`een reservering kreeg het besluit ${besluit.status}`);
      return besluit.plaats;
    },
    async stop() {
      if (poll) clearInterval(poll);
      poll = null;
      await loop;
    },
  };
}
