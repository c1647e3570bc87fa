/**
 * Registration on Firestore: requests in, one assigner, decisions out (docs/FIRESTORE-RUSH.md).
 *
 * Why: a transaction per registration that writes the counter and public/stats serialises the
 * opening rush on those two documents (about one write per second each), and which retry wins
 * is chance. Instead a registration creates its own request document `aanvragen/{generated id}`
 * (a create that contends with nothing, stamped `ontvangen` by the server), and ONE writer
 * decides the waiting requests in arrival order, up to BATCH per transaction, with the guards
 * and rules of a single registration; the counter and public/stats are written once per batch.
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
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { emailSleutel, isIngeschrevenVoor, magBevestigingOpnieuw, MELDING_AL_INGESCHREVEN } from '../../domain/dubbel';
import { DomainError } from '../../domain/errors';
import { MELDING_DRUK, registratieToegang, toegangMelding } from '../../domain/registratie';
import type { Deelnemer, MailBericht, NieuweDeelnemer } from '../../domain/types';
import { createLog, type Log } from '../../log';
import type { RegisterOptions } from '../port';
import { sleutel, type FirestoreContext } from './context';
import {
  bekendVanEerder,
  bestaandUit,
  huidigeIn,
  inschrijving,
  leesNummering,
  schrijfTeller,
  type Bestaand,
} from './deelnemers';
import { nieuweMail } from './outbox';
import { aantalUit, beursUit, settingsUit } from './publiek';

/**
 * Requests per batch transaction. Each becomes at most 4 writes (its decision, the deelnemer,
 * nummers/{n}, the mail), plus the counter, public/stats and the lease: well under Firestore's
 * 500 mutations per commit.
 */
export const BATCH = 100;

/** Firestore's limit on the values of one `in` query. */
const IN_MAX = 30;

/** A request that was never answered (503) keeps its personal data this long (TTL policy). */
const BEWAAR_MS = 24 * 60 * 60 * 1000;

type MailBouwer = (deelnemer: Deelnemer) => MailBericht;

export type Besluit = { status: 'ingeschreven'; deelnemer: Deelnemer } | { status: 'geweigerd'; melding: string };

/** A request document. Its decision is written onto it (every refusal is a 409 with `melding`). */
interface AanvraagDoc extends NieuweDeelnemer {
  bypassGate: boolean;
  /** The address as compared (domain/dubbel.ts). */
  emailSleutel: string;
  /** Whether the caller asked for the confirmation mail (its builder cannot be stored). */
  metMail: boolean;
  /** The registration's own time (RegisterOptions.now): `aangemeld`, and the mail's. */
  nu: string;
  /** The server's time of arrival: the order of first come, first served. */
  ontvangen: FieldValue;
  /** For the TTL policy (firestore.indexes.json). */
  verloopt: Date;
  status: 'wachtend' | Besluit['status'];
}

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
  /** Stops the poll and lets a running batch finish (the store is closed). */
  stop(): Promise<void>;
}

/** The lease was taken over (this holder's ran out): the batch must not commit. */
class LeaseKwijt extends Error {}

export function maakToewijzer(ctx: FirestoreContext, opties: ToewijzerOpties): Toewijzer {
  const { db, publiek, deelnemers, aanvragen, mail: outbox } = ctx;
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
   * The builder of the request that last woke the assigner. All builders of one deployment are
   * equal (the same mail context and token secret), so any one writes every request's mail.
   */
  let bouwer: MailBouwer | undefined;
  let loop: Promise<void> | null = null;
  let nogEens = false;
  let poll: NodeJS.Timeout | null = null;
  let leest = false;

  const vrij = (snap: DocumentSnapshot) =>
    !snap.exists || snap.get('houder') === houder || (snap.get('tot') as number) <= Date.now();
  const houdt = (snap: DocumentSnapshot) => snap.get('houder') === houder && (snap.get('tot') as number) > Date.now();

  async function neemLease(): Promise<boolean> {
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
      if (houdt(await tx.get(leaseRef))) tx.set(leaseRef, { houder, tot: 0 });
    });
  }

  /**
   * One batch: the oldest waiting requests decided in one transaction. Every read guards, as in
   * a single registration: the settings (the gate judges the settings current at commit), the
   * stats (capacity), the counter and the highest number (the next numbers), the latest
   * aflevering (the fair the people are linked to), the rows with the requests' addresses (one
   * registration per address per fair), and the lease (one writer). Answers the decisions.
   */
  async function ronde(): Promise<Map<string, Besluit>> {
    return db.runTransaction(async (tx) => {
      const besluiten = new Map<string, Besluit>();
      const [leaseSnap, snap] = await Promise.all([tx.get(leaseRef), tx.get(wachtrij)]);
      if (!houdt(leaseSnap)) throw new LeaseKwijt('de lease van de toewijzer is overgenomen');
      if (snap.empty) return besluiten;
      const [settingsSnap, statsSnap, beursSnap] = await tx.getAll(publiek.settings, publiek.stats, publiek.beurs);
      const [laatste, nummering, perAdres] = await Promise.all([
        huidigeIn(ctx, tx),
        leesNummering(ctx, tx),
        leesAdressen(
          tx,
          snap.docs.flatMap((d) => (d.get('bypassGate') ? [] : [d.get('emailSleutel') as string])),
        ),
      ]);
      const settings = settingsUit(settingsSnap!);
      const beurs = beursUit(beursSnap!);
      const voor = aantalUit(statsSnap!);
      let aantalActief = voor;

      for (const doc of snap.docs) {
        const aanvraag = doc.data() as AanvraagDoc;
        const now = new Date(aanvraag.nu);
        const mail = aanvraag.metMail ? bouwer : undefined;
        const besluit = ((): Besluit => {
          const toegang = registratieToegang(settings, aantalActief, aanvraag.bypassGate);
          if (toegang !== 'formulier') return { status: 'geweigerd', melding: toegangMelding(toegang, beurs.email) };
          // Administrators enter registrations for others, such as two sellers of one household.
          const zelfde = aanvraag.bypassGate ? undefined : perAdres.get(aanvraag.emailSleutel);
          const ingeschreven = zelfde?.find((b) => isIngeschrevenVoor(b.deelnemer, laatste));
          if (ingeschreven) {
            // The confirmation again, at most once an hour, to the stored address.
            const vorige = ingeschreven.velden.bevestigdOp ?? ingeschreven.deelnemer.aangemeld;
            if (mail && magBevestigingOpnieuw(vorige, now)) {
              tx.create(outbox.doc(), nieuweMail(mail(ingeschreven.deelnemer), now));
              tx.update(ingeschreven.ref, { bevestigdOp: now.toISOString() });
              ingeschreven.velden = { ...ingeschreven.velden, bevestigdOp: now.toISOString() };
            }
            return { status: 'geweigerd', melding: MELDING_AL_INGESCHREVEN };
          }
          const nieuw = inschrijving(ctx, {
            invoer: aanvraag,
            vorig: zelfde && bekendVanEerder(zelfde),
            laatste,
            nummering,
            now,
          });
          nieuw.schrijf(tx, mail);
          aantalActief += nieuw.verschil;
          // The later requests of this batch with the same address see this registration.
          const lijst = perAdres.get(aanvraag.emailSleutel);
          if (lijst) {
            perAdres.set(aanvraag.emailSleutel, [
              ...lijst.filter((b) => b.ref.path !== nieuw.bestaand.ref.path),
              nieuw.bestaand,
            ]);
          }
          return { status: 'ingeschreven', deelnemer: nieuw.deelnemer };
        })();
        tx.update(doc.ref, { ...besluit });
        besluiten.set(doc.id, besluit);
      }
      schrijfTeller(ctx, tx, nummering);
      if (aantalActief !== voor) tx.set(publiek.stats, { aantalActief });
      tx.set(leaseRef, { houder, tot: Date.now() + opties.leaseMs });
      return besluiten;
    });
  }

  /** The stored rows per address of the batch (several `in` queries of at most IN_MAX). */
  async function leesAdressen(tx: Transaction, sleutels: string[]): Promise<Map<string, Bestaand[]>> {
    const uniek = [...new Set(sleutels)];
    const perAdres = new Map<string, Bestaand[]>(uniek.map((k) => [k, []]));
    const delen = Array.from({ length: Math.ceil(uniek.length / IN_MAX) }, (_, i) =>
      uniek.slice(i * IN_MAX, (i + 1) * IN_MAX),
    );
    for (const snap of await Promise.all(delen.map((deel) => tx.get(deelnemers.where('emailSleutel', 'in', deel))))) {
      for (const doc of snap.docs) perAdres.get(doc.get('emailSleutel') as string)?.push(bestaandUit(doc));
    }
    return perAdres;
  }

  /** Batches while requests wait and this instance holds the lease; then frees it. */
  async function draai(): Promise<void> {
    try {
      while (nogEens) {
        nogEens = false;
        if (!(await neemLease())) return;
        for (let besluiten = await ronde(); besluiten.size > 0; besluiten = await ronde()) {
          for (const [id, besluit] of besluiten) wachtenden.get(id)?.(besluit);
        }
      }
      await geefLeaseVrij();
    } catch (error) {
      // The poll wakes the assigner again while requests wait; nothing was committed.
      log('Toewijzer: ronde mislukt, volgende poging bij de volgende poll', error);
    }
  }

  function wek(mail: MailBouwer | undefined) {
    if (mail) bouwer = mail;
    nogEens = true;
    loop ??= draai().finally(() => {
      loop = null;
      if (nogEens && wachtenden.size > 0) wek(undefined);
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
        } else if (status === 'geweigerd') {
          wachtenden.get(snap.id)?.({ status, melding: snap.get('melding') as string });
        }
      }
      if (wachtenden.size > 0) wek(undefined);
    } catch (error) {
      log('Toewijzer: wachtende aanvragen lezen mislukt', error);
    } finally {
      leest = false;
    }
  }

  function wacht(ref: DocumentReference, mail: MailBouwer | undefined): Promise<Besluit> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        wachtenden.delete(ref.id);
        reject(new DomainError(503, MELDING_DRUK));
      }, opties.wachtMs);
      wachtenden.set(ref.id, (besluit) => {
        clearTimeout(timer);
        wachtenden.delete(ref.id);
        resolve(besluit);
      });
      wek(mail);
      poll ??= setInterval(() => void leesWachtenden(), opties.pollMs);
    });
  }

  return {
    async vraagAan(input, options) {
      const ref = aanvragen.doc();
      const aanvraag: AanvraagDoc = {
        naam: input.naam,
        email: input.email,
        telefoon: input.telefoon,
        bypassGate: options.bypassGate,
        emailSleutel: emailSleutel(input.email),
        metMail: options.mail !== undefined,
        nu: options.now.toISOString(),
        ontvangen: FieldValue.serverTimestamp(),
        verloopt: new Date(Date.now() + BEWAAR_MS),
        status: 'wachtend',
      };
      await ref.create(aanvraag);
      options.ontvangen?.();
      const besluit = await wacht(ref, options.mail);
      // Answered: the request and the personal data in it are no longer needed.
      await ref.delete();
      if (besluit.status === 'geweigerd') throw new DomainError(409, besluit.melding);
      return besluit.deelnemer;
    },
    async stop() {
      if (poll) clearInterval(poll);
      poll = null;
      await loop;
    },
  };
}
