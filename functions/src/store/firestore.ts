/**
 * The Store on Firestore (firebase-admin): the Cloud Functions runtime's database.
 *
 * Public documents, read live by the browser (firestore.rules allows reading these only):
 *   public/settings  Settings
 *   public/nieuws    { tekst }
 *   public/stats     { aantalActief }
 *   public/beurs     Beurs
 *   public/fair      { datum }: date of the latest aflevering, or null
 * Every write that changes what they show updates them in the same transaction, so a
 * listener never sees a count or date that disagrees with the private data.
 *
 * Private collections: deelnemers (document id = seller number), afleveringen,
 * contactpersonen, admins, sessies, meta, and the outbox `mail` in the document format of the
 * 'Trigger Email from Firestore' extension (firebase/firestore-send-email).
 *
 * Queries use top-level fields and single-field indexes only: no composite index to deploy,
 * and they work on the in-process test server, which cannot query nested fields.
 */
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { DomainError, notFound } from '../domain/errors';
import { bewaarPlan, teDoen } from '../domain/bewaren';
import { isBeschermd, nieuweDeelnemer, registratieToegang, toegangMelding } from '../domain/registratie';
import type {
  Aflevering,
  Beurs,
  Contactpersoon,
  Deelnemer,
  DeelnemerAflevering,
  MailBericht,
  MailStatus,
  Nieuws,
  OutboxMail,
  PublicState,
  Settings,
} from '../domain/types';
import type { AfleveringInvoer, DeelnemerUpdate } from '../domain/validatie';
import { STANDAARD_BEURS, STANDAARD_SETTINGS } from './defaults';
import type { BewaarLogRegel, Store } from './port';

/** The meta key of the last seller number handed out (same key as the SQLite adapter). */
const LAATSTE_NUMMER = 'laatsteNummer';

/**
 * Registration contends on the counter and on public/stats. Firestore retries a transaction
 * that lost a race (ABORTED); the default of 5 attempts is too few when hundreds of people
 * press 'Opslaan' in the same second the registration opens.
 */
const REGISTER_MAX_ATTEMPTS = 25;

/** Mail documents are deleted by a TTL policy (firestore.indexes.json) after a month. */
const MAIL_BEWAARTIJD_MS = 31 * 24 * 60 * 60 * 1000;

/** The extension's delivery states (firestore-send-email). */
type DeliveryState = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';

/**
 * A document of the `mail` collection. `to`, `message` and `delivery` are the extension's
 * fields; `created` and `availableAt` (ms since epoch) are ours, for the standalone-style
 * worker. `availableAt` is the moment a queued mail may be taken next (its next attempt, or
 * the end of a worker's lease), so "due" is one range query; null once it left the queue,
 * which no range filter on numbers matches.
 */
interface MailDoc {
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

function mailStatus(state: DeliveryState | undefined): MailStatus {
  if (state === 'SUCCESS') return 'verzonden';
  if (state === 'ERROR') return 'mislukt';
  // No delivery yet (a document written by someone else) counts as waiting, as for the extension.
  return 'wachtend';
}

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

function naarMail(id: string, data: MailDoc): OutboxMail {
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

/**
 * Firestore document ids may not contain '/', be '.' or '..', or look like `__x__`. Keys that
 * come from people (usernames, meta keys, session ids) are encoded so any string is safe.
 */
const sleutel = (key: string) => encodeURIComponent(key).replace(/\./g, '%2E').replace(/_/g, '%5F') || '%00';

/** An id from a URL that cannot be a document id is simply not found (no 500). */
const isDocId = (id: string) =>
  id.length > 0 && id.length <= 1500 && !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);

interface DeelnemerDoc {
  nummer: number;
  naam: string;
  email: string;
  telefoon: string;
  actief: boolean;
  vrijwilligerVrijdag: boolean;
  vrijwilligerZaterdag: boolean;
  /** isBeschermd(naam), kept beside the row so it never counts as active. */
  beschermd: boolean;
  afleveringen: DeelnemerAflevering[];
  aangemeld: string;
  /** The reminder's opt-out, and the aflevering whose reminder was sent last. */
  geenHerinnering?: boolean;
  herinnerdVoor?: string | null;
}

/** The privacy fields of a stored row, which the admin's whole-person save must keep. */
const herinneringVelden = (d: DeelnemerDoc) => ({
  geenHerinnering: d.geenHerinnering ?? false,
  herinnerdVoor: d.herinnerdVoor ?? null,
});

/** Only the link's own fields, whatever else the caller's objects carry. */
const koppelingen = (lijst: DeelnemerAflevering[] = []): DeelnemerAflevering[] =>
  lijst.map((a) => ({ id: a.id, volgnummer: a.volgnummer, datum: a.datum, actief: a.actief }));

const naarDeelnemer = (id: string, d: DeelnemerDoc): Deelnemer => ({
  id,
  nummer: d.nummer,
  naam: d.naam,
  email: d.email,
  telefoon: d.telefoon,
  actief: d.actief,
  vrijwilligerVrijdag: d.vrijwilligerVrijdag,
  vrijwilligerZaterdag: d.vrijwilligerZaterdag,
  afleveringen: koppelingen(d.afleveringen),
  aangemeld: d.aangemeld,
});

const naarDeelnemerDoc = (d: Deelnemer): DeelnemerDoc => ({
  nummer: d.nummer,
  naam: d.naam,
  email: d.email,
  telefoon: d.telefoon,
  actief: d.actief,
  vrijwilligerVrijdag: d.vrijwilligerVrijdag,
  vrijwilligerZaterdag: d.vrijwilligerZaterdag,
  beschermd: isBeschermd(d),
  afleveringen: koppelingen(d.afleveringen),
  aangemeld: d.aangemeld,
});

/** What a deelnemer adds to the public active count. */
const telt = (d: { actief: boolean; naam: string } | null) => (d && d.actief && !isBeschermd(d) ? 1 : 0);

function naarAflevering(id: string, data: DocumentData): Aflevering {
  const a: Aflevering = { id, volgnummer: data.volgnummer as number, datum: data.datum as string };
  if (typeof data.naam === 'string') a.naam = data.naam;
  return a;
}

const opVolgnummer = (a: Aflevering, b: Aflevering) => a.volgnummer - b.volgnummer;

export interface FirestoreStore extends Store {
  /**
   * The value of a meta key, made and stored by `make` if there is none yet. Atomic, so
   * instances that start at the same moment agree on one value (the session secret).
   */
  metaOnce(key: string, make: () => string): Promise<string>;
}

export function createFirestoreStore(db: Firestore): FirestoreStore {
  const publiek = {
    settings: db.doc('public/settings'),
    nieuws: db.doc('public/nieuws'),
    stats: db.doc('public/stats'),
    beurs: db.doc('public/beurs'),
    fair: db.doc('public/fair'),
  };
  const deelnemers = db.collection('deelnemers');
  const afleveringen = db.collection('afleveringen');
  const contactpersonen = db.collection('contactpersonen');
  const admins = db.collection('admins');
  const sessies = db.collection('sessies');
  const meta = db.collection('meta');
  const mail = db.collection('mail') as CollectionReference<MailDoc>;
  const bewaarLog = db.collection('bewaarLog') as CollectionReference<BewaarLogRegel>;

  const settingsUit = (snap: DocumentSnapshot): Settings => {
    const data = snap.data() ?? {};
    return {
      maximumAantalDeelnemers: data.maximumAantalDeelnemers ?? STANDAARD_SETTINGS.maximumAantalDeelnemers,
      inschrijvingGeopend: data.inschrijvingGeopend ?? STANDAARD_SETTINGS.inschrijvingGeopend,
      inschrijvingGesloten: data.inschrijvingGesloten ?? STANDAARD_SETTINGS.inschrijvingGesloten,
    };
  };
  const beursUit = (snap: DocumentSnapshot): Beurs => ({ ...STANDAARD_BEURS, ...(snap.data() as Partial<Beurs>) });
  const nieuwsUit = (snap: DocumentSnapshot): Nieuws => ({ tekst: (snap.get('tekst') as string | undefined) ?? '' });
  const aantalUit = (snap: DocumentSnapshot): number => (snap.get('aantalActief') as number | undefined) ?? 0;
  const datumUit = (snap: DocumentSnapshot): string | null => (snap.get('datum') as string | undefined) ?? null;

  const alleAfleveringen = async (tx: Transaction) =>
    (await tx.get(afleveringen.orderBy('volgnummer'))).docs.map((d) => naarAflevering(d.id, d.data()));

  const deelnemerRef = (id: string) => (isDocId(id) ? deelnemers.doc(id) : null);

  /** A mail document, new in the outbox: the extension (or our worker) picks it up. */
  const nieuweMail = (bericht: MailBericht, now: Date): MailDoc => ({
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
  });

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
    async init() {
      // The browser waits for all five public documents, so they must exist from the start.
      await db.runTransaction(async (tx) => {
        const [settings, nieuws, stats, beurs, fair] = await tx.getAll(
          publiek.settings,
          publiek.nieuws,
          publiek.stats,
          publiek.beurs,
          publiek.fair,
        );
        const aantal = stats!.exists
          ? null
          : (await tx.get(deelnemers.where('actief', '==', true).where('beschermd', '==', false).count())).data().count;
        const laatste = fair!.exists
          ? null
          : (await tx.get(afleveringen.orderBy('volgnummer', 'desc').limit(1))).docs[0];
        if (!settings!.exists) tx.set(publiek.settings, STANDAARD_SETTINGS);
        if (!nieuws!.exists) tx.set(publiek.nieuws, { tekst: '' });
        if (!beurs!.exists) tx.set(publiek.beurs, STANDAARD_BEURS);
        if (aantal !== null) tx.set(publiek.stats, { aantalActief: aantal });
        if (!fair!.exists) tx.set(publiek.fair, { datum: (laatste?.get('datum') as string | undefined) ?? null });
      });
    },
    async close() {
      // The Firestore client belongs to the firebase-admin app that created it.
    },

    async getSettings() {
      return settingsUit(await publiek.settings.get());
    },
    async updateSettings(patch) {
      return db.runTransaction(async (tx) => {
        const samen = { ...settingsUit(await tx.get(publiek.settings)), ...patch };
        const settings: Settings = {
          maximumAantalDeelnemers: samen.maximumAantalDeelnemers,
          inschrijvingGeopend: samen.inschrijvingGeopend,
          inschrijvingGesloten: samen.inschrijvingGesloten,
        };
        tx.set(publiek.settings, settings);
        return settings;
      });
    },
    async getNieuws() {
      return nieuwsUit(await publiek.nieuws.get());
    },
    async saveNieuws(tekst) {
      await publiek.nieuws.set({ tekst });
      return { tekst };
    },
    async getBeurs() {
      return beursUit(await publiek.beurs.get());
    },
    async saveBeurs(beurs) {
      const opgeslagen: Beurs = { ...STANDAARD_BEURS, ...beurs };
      await publiek.beurs.set(opgeslagen);
      return opgeslagen;
    },
    async countActief() {
      return aantalUit(await publiek.stats.get());
    },
    async getPublicState(): Promise<PublicState> {
      // One batched read: one consistent moment, like the browser's listeners eventually see.
      const [settings, nieuws, stats, beurs, fair] = await db.getAll(
        publiek.settings,
        publiek.nieuws,
        publiek.stats,
        publiek.beurs,
        publiek.fair,
      );
      return {
        settings: settingsUit(settings!),
        aantalActief: aantalUit(stats!),
        nieuws: nieuwsUit(nieuws!),
        beurs: beursUit(beurs!),
        datum: datumUit(fair!),
      };
    },

    async register(input, options) {
      /*
       * Everything below is ONE transaction. Firestore re-runs it when a document it read
       * changed before the commit, so each read is also a guard:
       * - settings: the administrator may open, close or lower the maximum at this moment;
       *   the gate must judge the settings that are current when the row is written.
       * - stats: the active count for the capacity check; every registration writes it, so two
       *   registrations that both saw "one place left" cannot both commit.
       * - the counter: the next number; the one that commits second is re-run and takes the
       *   next one. It only ever goes up, so a deleted person's number is never handed out again.
       * - the highest existing number: covers a counter document that was lost or restored.
       * - the latest aflevering: the person is linked to the fair that is current at commit.
       *
       * Throughput: Firestore sustains about one write per second per document, and every
       * registration writes the counter and public/stats. That is enough for a neighbourhood
       * fair (the opening rush queues up, with retries, for a few seconds). To spread it,
       * drop the counter and create `deelnemers/{max + 1}` directly with the must-not-exist
       * precondition (the conflict then moves to a fresh document per number), and shard the
       * active count over several documents summed by the reader.
       */
      return db.runTransaction(
        async (tx) => {
          const [settingsSnap, statsSnap, tellerSnap] = await tx.getAll(
            publiek.settings,
            publiek.stats,
            meta.doc(sleutel(LAATSTE_NUMMER)),
          );
          const aantalActief = aantalUit(statsSnap!);
          const toegang = registratieToegang(settingsUit(settingsSnap!), aantalActief, options.bypassGate);
          if (toegang !== 'formulier') {
            // Read only on refusal: the address in the 'gesloten' message.
            const beurs = beursUit(await tx.get(publiek.beurs));
            throw new DomainError(409, toegangMelding(toegang, beurs.email));
          }
          const hoogste = (await tx.get(deelnemers.orderBy('nummer', 'desc').limit(1))).docs[0];
          const laatsteSnap = (await tx.get(afleveringen.orderBy('volgnummer', 'desc').limit(1))).docs[0];

          const nummer =
            Math.max(Number(tellerSnap!.get('value') ?? 0), (hoogste?.get('nummer') as number | undefined) ?? 0) + 1;
          const laatste = laatsteSnap ? naarAflevering(laatsteSnap.id, laatsteSnap.data()) : null;
          const deelnemer = nieuweDeelnemer(input, { id: String(nummer), nummer, laatste, now: options.now });
          // The seller number is the document id, created with a must-not-exist precondition:
          // even if two runs ever agreed on a number, only one row can hold it. Written first,
          // so nothing else is written when it fails.
          tx.create(deelnemers.doc(deelnemer.id), naarDeelnemerDoc(deelnemer));
          tx.set(meta.doc(sleutel(LAATSTE_NUMMER)), { value: String(nummer) });
          tx.set(publiek.stats, { aantalActief: aantalActief + telt(deelnemer) });
          if (options.mail) tx.create(mail.doc(), nieuweMail(options.mail(deelnemer), options.now));
          return deelnemer;
        },
        { maxAttempts: REGISTER_MAX_ATTEMPTS },
      );
    },
    async listDeelnemers() {
      const snap = await deelnemers.orderBy('nummer').get();
      return snap.docs.map((d) => naarDeelnemer(d.id, d.data() as DeelnemerDoc));
    },
    async getDeelnemer(id) {
      const ref = deelnemerRef(id);
      const snap = ref && (await ref.get());
      return snap?.exists ? naarDeelnemer(snap.id, snap.data() as DeelnemerDoc) : null;
    },
    async getDeelnemerByNummer(nummer) {
      const snap = await deelnemers.where('nummer', '==', nummer).limit(1).get();
      const doc = snap.docs[0];
      return doc ? naarDeelnemer(doc.id, doc.data() as DeelnemerDoc) : null;
    },
    async updateDeelnemer(update: DeelnemerUpdate) {
      return db.runTransaction(async (tx) => {
        const ref = deelnemerRef(update.id);
        // Read with the count: the change in the public count follows from the old row.
        const [snap, stats] = ref ? await tx.getAll(ref, publiek.stats) : [];
        if (!snap?.exists) throw notFound('Deelnemer');
        const oud = naarDeelnemer(snap.id, snap.data() as DeelnemerDoc);
        const nieuw: Deelnemer = {
          id: oud.id,
          nummer: oud.nummer,
          naam: update.naam,
          email: update.email,
          telefoon: update.telefoon,
          actief: update.actief,
          vrijwilligerVrijdag: update.vrijwilligerVrijdag,
          vrijwilligerZaterdag: update.vrijwilligerZaterdag,
          afleveringen: koppelingen(update.afleveringen),
          aangemeld: oud.aangemeld,
        };
        tx.set(ref!, { ...naarDeelnemerDoc(nieuw), ...herinneringVelden(snap.data() as DeelnemerDoc) });
        const verschil = telt(nieuw) - telt(oud);
        if (verschil !== 0) tx.set(publiek.stats, { aantalActief: aantalUit(stats!) + verschil });
        return nieuw;
      });
    },
    async deleteDeelnemer(id) {
      return db.runTransaction(async (tx) => {
        const ref = deelnemerRef(id);
        if (!ref) return null;
        const [snap, stats] = await tx.getAll(ref, publiek.stats);
        if (!snap!.exists) return null;
        const oud = naarDeelnemer(snap!.id, snap!.data() as DeelnemerDoc);
        tx.delete(ref);
        if (telt(oud)) tx.set(publiek.stats, { aantalActief: aantalUit(stats!) - 1 });
        return oud;
      });
    },

    async listAfleveringen() {
      const snap = await afleveringen.orderBy('volgnummer').get();
      return snap.docs.map((d) => naarAflevering(d.id, d.data()));
    },
    async lastAflevering() {
      const doc = (await afleveringen.orderBy('volgnummer', 'desc').limit(1).get()).docs[0];
      return doc ? naarAflevering(doc.id, doc.data()) : null;
    },
    async saveAflevering(invoer: AfleveringInvoer) {
      // The whole list is read in the transaction (a fair has a few per year): it settles the
      // unknown id, the duplicate volgnummer, the answer and public/fair in one go.
      return db.runTransaction(async (tx) => {
        const lijst = await alleAfleveringen(tx);
        const bestaand = invoer.id === undefined ? null : lijst.find((a) => a.id === invoer.id);
        if (invoer.id !== undefined && !bestaand) throw notFound('Aflevering');
        const id = bestaand?.id ?? afleveringen.doc().id;
        if (lijst.some((a) => a.volgnummer === invoer.volgnummer && a.id !== id)) {
          throw new DomainError(409, `Er bestaat al een aflevering met volgnummer ${invoer.volgnummer}`);
        }
        const nieuw: Aflevering = { ...bestaand, id, volgnummer: invoer.volgnummer, datum: invoer.datum };
        const { id: _id, ...velden } = nieuw;
        tx.set(afleveringen.doc(id), velden);
        const resultaat = [...lijst.filter((a) => a.id !== id), nieuw].sort(opVolgnummer);
        tx.set(publiek.fair, { datum: resultaat.at(-1)!.datum });
        return resultaat;
      });
    },
    async deleteAflevering(id) {
      return db.runTransaction(async (tx) => {
        const lijst = await alleAfleveringen(tx);
        const weg = lijst.find((a) => a.id === id);
        if (!weg) return null;
        tx.delete(afleveringen.doc(id));
        const over = lijst.filter((a) => a.id !== id);
        tx.set(publiek.fair, { datum: over.at(-1)?.datum ?? null });
        return weg;
      });
    },

    async listContactpersonen() {
      const snap = await contactpersonen.orderBy('volgorde').get();
      return snap.docs.map((d): Contactpersoon => ({
        id: d.id,
        naam: d.get('naam'),
        telefoon: d.get('telefoon'),
        email: d.get('email'),
      }));
    },
    async saveContactpersoon(invoer) {
      return db.runTransaction(async (tx) => {
        // The contact page lists them in the order they were added: `volgorde` keeps that.
        let volgorde: number;
        let ref: DocumentReference;
        if (invoer.id === undefined) {
          const laatste = (await tx.get(contactpersonen.orderBy('volgorde', 'desc').limit(1))).docs[0];
          volgorde = ((laatste?.get('volgorde') as number | undefined) ?? 0) + 1;
          ref = contactpersonen.doc();
        } else {
          const snap = isDocId(invoer.id) ? await tx.get(contactpersonen.doc(invoer.id)) : null;
          if (!snap?.exists) throw notFound('Contactpersoon');
          volgorde = snap.get('volgorde') as number;
          ref = snap.ref;
        }
        const contact: Contactpersoon = {
          id: ref.id,
          naam: invoer.naam,
          telefoon: invoer.telefoon,
          email: invoer.email,
        };
        tx.set(ref, { naam: contact.naam, telefoon: contact.telefoon, email: contact.email, volgorde });
        return contact;
      });
    },
    async deleteContactpersoon(id) {
      if (!isDocId(id)) return null;
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(contactpersonen.doc(id));
        if (!snap.exists) return null;
        tx.delete(snap.ref);
        return { id, naam: snap.get('naam'), telefoon: snap.get('telefoon'), email: snap.get('email') };
      });
    },

    async getAdmin(username) {
      const snap = await admins.doc(sleutel(username)).get();
      return snap.exists ? { username: snap.get('username'), passwordHash: snap.get('passwordHash') } : null;
    },
    async saveAdmin(admin) {
      await admins.doc(sleutel(admin.username)).set({ username: admin.username, passwordHash: admin.passwordHash });
    },
    async countAdmins() {
      return (await admins.count().get()).data().count;
    },
    async createSessie(sessie) {
      // `verloopt` is for the TTL policy in firestore.indexes.json: Firestore deletes ended
      // sessions itself (within a day); until then `expires` is what counts.
      await sessies.doc(sleutel(sessie.id)).set({
        id: sessie.id,
        username: sessie.username,
        expires: sessie.expires,
        verloopt: Timestamp.fromMillis(sessie.expires),
      });
    },
    async getSessie(id) {
      const snap = await sessies.doc(sleutel(id)).get();
      return snap.exists ? { id: snap.get('id'), username: snap.get('username'), expires: snap.get('expires') } : null;
    },
    async deleteSessie(id) {
      await sessies.doc(sleutel(id)).delete();
    },

    async enqueueMail(bericht, now) {
      const ref = mail.doc();
      const doc = nieuweMail(bericht, now);
      await ref.create(doc);
      return naarMail(ref.id, doc);
    },
    async claimMails(now, limit, leaseMs) {
      // Due = queued and its moment has come (next attempt, or a previous lease ran out).
      // Among those, the longest-due first; for mails that never failed that is the oldest.
      return db.runTransaction(async (tx) => {
        const nu = now.getTime();
        const snap = await tx.get(mail.where('availableAt', '<=', nu).orderBy('availableAt').limit(limit));
        return snap.docs
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
          })
          .sort((a, b) => a.created.localeCompare(b.created));
      });
    },
    async markMailSent(id, now) {
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
    async markMailFailed(id, error, nextAttempt) {
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
    async listMails(status) {
      // Filtered here rather than in the query: the extension updates only `delivery.state`,
      // which the test server cannot query, and an outbox holds one season's mails.
      const snap = await mail.orderBy('created').get();
      return snap.docs
        .map((doc) => naarMail(doc.id, doc.data()))
        .filter((m) => status === undefined || m.status === status);
    },
    async retryMail(id, now) {
      // RETRY is also what makes the extension try a failed mail again.
      return wijzigMail(id, (data) => ({
        ...data,
        delivery: { ...data.delivery, state: 'RETRY', leaseExpireTime: null, nextAttempt: now.getTime() },
        availableAt: now.getTime(),
      }));
    },

    async applyRetention(now, graceDagen) {
      return db.runTransaction(async (tx) => {
        const [snap, stats] = await Promise.all([tx.get(deelnemers.orderBy('nummer')), tx.get(publiek.stats)]);
        const docs = new Map(snap.docs.map((d) => [d.id, d.data() as DeelnemerDoc]));
        const stappen = teDoen(
          bewaarPlan(
            [...docs].map(([id, d]) => naarDeelnemer(id, d)),
            graceDagen,
          ),
          now,
        );
        if (stappen.length === 0) return null;
        const regel: BewaarLogRegel = {
          tijd: now.toISOString(),
          reden: 'bewaartermijn',
          telefoonGewist: [],
          verwijderd: [],
        };
        // Reads before writes: the outbox mails to the addresses that no one keeps.
        const wegIds = new Set(stappen.filter((s) => s.actie === 'verwijderen').map((s) => s.id));
        const blijft = new Set([...docs].filter(([id]) => !wegIds.has(id)).map(([, d]) => d.email));
        const wegAdressen = new Set([...wegIds].map((id) => docs.get(id)!.email).filter((e) => !blijft.has(e)));
        const mailsWeg = (await Promise.all([...wegAdressen].map((e) => tx.get(mail.where('to', '==', e))))).flatMap(
          (s) => s.docs,
        );
        for (const m of mailsWeg) tx.delete(m.ref);
        let minder = 0;
        for (const stap of stappen) {
          const doc = docs.get(stap.id)!;
          if (stap.actie === 'verwijderen') {
            tx.delete(deelnemers.doc(stap.id));
            minder += telt(doc);
            regel.verwijderd.push(stap.nummer);
          } else {
            // Whole-document writes, as for the mail: the row is small.
            tx.set(deelnemers.doc(stap.id), { ...doc, telefoon: '' });
            regel.telefoonGewist.push(stap.nummer);
          }
        }
        if (minder > 0) tx.set(publiek.stats, { aantalActief: aantalUit(stats) - minder });
        tx.create(bewaarLog.doc(), regel);
        return regel;
      });
    },
    async deleteMailsTo(email) {
      return db.runTransaction(async (tx) => {
        const [inGebruik, mails] = await Promise.all([
          tx.get(deelnemers.where('email', '==', email).limit(1)),
          tx.get(mail.where('to', '==', email)),
        ]);
        if (!inGebruik.empty) return 0;
        for (const m of mails.docs) tx.delete(m.ref);
        return mails.size;
      });
    },
    async logErasure(regel) {
      await bewaarLog.doc().create(regel);
    },
    async listErasureLog(limit) {
      const snap = await bewaarLog.orderBy('tijd', 'desc').limit(limit).get();
      return snap.docs.map((d) => {
        const { tijd, reden, telefoonGewist, verwijderd } = d.data();
        return { tijd, reden, telefoonGewist, verwijderd };
      });
    },
    async setHerinneringAfgemeld(id) {
      const ref = deelnemerRef(id);
      if (!ref) return false;
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        if (!snap.exists) return false;
        tx.set(ref, { ...(snap.data() as DeelnemerDoc), geenHerinnering: true });
        return true;
      });
    },
    async isHerinneringAfgemeld(id) {
      const ref = deelnemerRef(id);
      const snap = ref && (await ref.get());
      return snap?.exists ? (snap.get('geenHerinnering') as boolean | undefined) === true : false;
    },
    async sendHerinneringen(afleveringId, options) {
      return db.runTransaction(async (tx) => {
        const snap = await tx.get(deelnemers.orderBy('nummer'));
        let aantal = 0;
        for (const doc of snap.docs) {
          const data = doc.data() as DeelnemerDoc;
          const deelnemer = naarDeelnemer(doc.id, data);
          if (data.geenHerinnering || data.herinnerdVoor === afleveringId || !options.wie(deelnemer)) continue;
          tx.create(mail.doc(), nieuweMail(options.mail(deelnemer), options.now));
          tx.set(doc.ref, { ...data, herinnerdVoor: afleveringId });
          aantal++;
        }
        return aantal;
      });
    },

    async getMeta(key) {
      return ((await meta.doc(sleutel(key)).get()).get('value') as string | undefined) ?? null;
    },
    async setMeta(key, value) {
      await meta.doc(sleutel(key)).set({ value });
    },
    async metaOnce(key, make) {
      return db.runTransaction(async (tx) => {
        const ref = meta.doc(sleutel(key));
        const bestaand = (await tx.get(ref)).get('value') as string | undefined;
        if (bestaand !== undefined) return bestaand;
        const value = make();
        tx.create(ref, { value });
        return value;
      });
    },
  };
}
