/**
 * The deelnemers, and registration with its gate and number.
 *
 * A deelnemer's document id is stable for life: personal links in mails carry it. New people
 * get a generated id, with the seller number as a field (as in SQLite), so giving someone
 * another number changes a field, not the document. People from before this change have their
 * number as document id; that id simply stays theirs (also after geefNummer), so their links
 * keep resolving without any migration. Nothing reads the number from an id.
 */
import { emailSleutel, isIngeschrevenVoor, magBevestigingOpnieuw, MELDING_AL_INGESCHREVEN } from '../../domain/dubbel';
import { DomainError, notFound } from '../../domain/errors';
import type { HerinneringStand } from '../../domain/bewaren';
import {
  doeWeerMee,
  isActieveDeelnemer,
  isBeschermd,
  nieuweDeelnemer,
  registratieToegang,
  toegangMelding,
} from '../../domain/registratie';
import { meldingNummerBezet, nummerVrij, volgendNummer } from '../../domain/verkopersnummer';
import type { Aflevering, Deelnemer, DeelnemerAflevering } from '../../domain/types';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import type { DeelnemerUpdate } from '../../domain/validatie';
import type { DeelnemersStore, RegisterOptions } from '../port';
import { naarAflevering } from './afleveringen';
import { LAATSTE_NUMMER } from '../sleutels';
import { isDocId, sleutel, type FirestoreContext } from './context';
import { nieuweMail } from './outbox';
import { aantalUit, beursUit, settingsUit } from './publiek';
import { bereidBevordering } from './reservelijst';

/**
 * Registration contends on the counter and on public/stats. Firestore retries a transaction
 * that lost a race (ABORTED); the default of 5 attempts is too few when hundreds of people
 * press 'Opslaan' in the same second the registration opens.
 */
const REGISTER_MAX_ATTEMPTS = 25;

/** A deelnemer's document: the person without the id (the document id), plus the fields below. */
export interface DeelnemerDoc extends Omit<Deelnemer, 'id'> {
  /** isBeschermd(naam), kept beside the row so it never counts as active. */
  beschermd: boolean;
  /** The reminder's opt-out, and the aflevering whose reminder was sent last. */
  geenHerinnering?: boolean;
  herinnerdVoor?: string | null;
  /** The address as compared (domain/dubbel.ts): one registration per address per fair. */
  emailSleutel?: string;
  /** When the confirmation last went out again; absent: only at registration. */
  bevestigdOp?: string | null;
}

/** The privacy fields of a stored row, which the admin's whole-person save must keep. */
export const herinneringVelden = (d: DeelnemerDoc): HerinneringStand => ({
  geenHerinnering: d.geenHerinnering ?? false,
  herinnerdVoor: d.herinnerdVoor ?? null,
});

/** The fields of a stored row that the admin's whole-person save must keep. */
export const bewaardeVelden = (d: DeelnemerDoc) => ({ ...herinneringVelden(d), bevestigdOp: d.bevestigdOp ?? null });

/** Only the link's own fields, whatever else the caller's objects carry. */
const koppelingen = (lijst: DeelnemerAflevering[] = []): DeelnemerAflevering[] =>
  lijst.map((a) => ({ id: a.id, volgnummer: a.volgnummer, datum: a.datum, actief: a.actief }));

/** The person's own fields, copied one by one: a stored row carries more than a Deelnemer. */
const persoonVelden = (d: Omit<Deelnemer, 'id'>): Omit<Deelnemer, 'id'> => ({
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

export const naarDeelnemer = (id: string, d: DeelnemerDoc): Deelnemer => ({ id, ...persoonVelden(d) });

export const naarDeelnemerDoc = (d: Deelnemer): DeelnemerDoc => ({
  ...persoonVelden(d),
  beschermd: isBeschermd(d),
  emailSleutel: emailSleutel(d.email),
});

/** What a deelnemer adds to the public active count, which is the current fair's. */
export const telt = (d: Deelnemer | null, huidige: Aflevering | null) => (d && isActieveDeelnemer(d, huidige) ? 1 : 0);

/** The current fair (the latest aflevering) as read in `tx`. */
export async function huidigeIn(ctx: FirestoreContext, tx: Transaction): Promise<Aflevering | null> {
  const doc = (await tx.get(ctx.afleveringen.orderBy('volgnummer', 'desc').limit(1))).docs[0];
  return doc ? naarAflevering(doc.id, doc.data()) : null;
}

export const deelnemerRefIn = (ctx: FirestoreContext, id: string) => (isDocId(id) ? ctx.deelnemers.doc(id) : null);

/** A new person's document id: generated, never a number, so it cannot meet an older number-id document. */
export const nieuwDeelnemerId = (ctx: FirestoreContext) => ctx.deelnemers.doc().id;

/**
 * Records in `tx` that `nummer` is handed out: its own document, created with the must-not-exist
 * precondition, so even if two runs ever agreed on a number only one can commit it. It is never
 * deleted (not with the person either) and holds nothing personal. Numbers from before these
 * documents have none, but every path hands out only numbers above the counter and the highest
 * number present (domain/verkopersnummer.ts), so those are never claimed again.
 */
export const claimNummer = (ctx: FirestoreContext, tx: Transaction, nummer: number) =>
  tx.create(ctx.nummers.doc(String(nummer)), { nummer });

/**
 * Gives the rows from before the one-per-address rule their emailSleutel, once per database
 * (a meta flag), so the rule also sees people who registered before the upgrade.
 */
export async function vulEmailSleutels(ctx: FirestoreContext): Promise<void> {
  const vlag = ctx.meta.doc(sleutel('emailSleutels'));
  if ((await vlag.get()).exists) return;
  const snap = await ctx.deelnemers.get();
  let batch = ctx.db.batch();
  let inBatch = 0;
  for (const doc of snap.docs) {
    const email: unknown = doc.get('email');
    if (typeof email !== 'string' || doc.get('emailSleutel') !== undefined) continue;
    batch.update(doc.ref, { emailSleutel: emailSleutel(email) });
    // A batch holds at most 500 writes.
    if (++inBatch === 400) {
      await batch.commit();
      batch = ctx.db.batch();
      inBatch = 0;
    }
  }
  batch.set(vlag, { value: 'klaar' });
  await batch.commit();
}

/**
 * Taking part per fair (issue 12), once per database (a meta flag): until then the person's
 * own flag counted. The link to the latest aflevering takes that flag, and public/stats is
 * counted anew for the current fair, in one transaction, so everyone who counted still counts.
 */
export async function zetDeelnamePerBeurs(ctx: FirestoreContext): Promise<void> {
  const vlag = ctx.meta.doc(sleutel('deelnamePerBeurs'));
  await ctx.db.runTransaction(async (tx) => {
    if ((await tx.get(vlag)).exists) return;
    const [snap, huidige] = await Promise.all([tx.get(ctx.deelnemers), huidigeIn(ctx, tx)]);
    let aantal = 0;
    for (const doc of snap.docs) {
      const oud = naarDeelnemer(doc.id, doc.data() as DeelnemerDoc);
      const nieuw = {
        ...oud,
        afleveringen: oud.afleveringen.map((a) => (a.id === huidige?.id ? { ...a, actief: oud.actief } : a)),
      };
      aantal += telt(nieuw, huidige);
      if (nieuw.afleveringen.some((a, i) => a.actief !== oud.afleveringen[i]!.actief)) {
        tx.update(doc.ref, { afleveringen: nieuw.afleveringen });
      }
    }
    tx.set(ctx.publiek.stats, { aantalActief: aantal });
    tx.set(vlag, { value: 'klaar' });
  });
}

export function deelnemersMethods(ctx: FirestoreContext): DeelnemersStore {
  const { db, publiek, deelnemers, meta, mail } = ctx;
  const deelnemerRef = (id: string) => deelnemerRefIn(ctx, id);

  /**
   * Writes in `tx`, after its reads: a returning seller joins the current fair (`laatste`),
   * keeping their document and number; public/stats and the mail follow.
   */
  const neemWeerDeel = (
    tx: Transaction,
    snap: DocumentSnapshot,
    deelnemer: Deelnemer,
    laatste: Aflevering | null,
    options: Pick<RegisterOptions, 'now' | 'mail'> & { aantalActief: number },
  ): Deelnemer => {
    const oud = naarDeelnemer(snap.id, snap.data() as DeelnemerDoc);
    const bijgewerkt = doeWeerMee(deelnemer, laatste);
    tx.set(snap.ref, { ...naarDeelnemerDoc(bijgewerkt), ...bewaardeVelden(snap.data() as DeelnemerDoc) });
    const verschil = telt(bijgewerkt, laatste) - telt(oud, laatste);
    if (verschil !== 0) tx.set(publiek.stats, { aantalActief: options.aantalActief + verschil });
    if (options.mail) tx.create(mail.doc(), nieuweMail(options.mail(bijgewerkt), options.now));
    return bijgewerkt;
  };

  return {
    async weerMeedoen(id, options) {
      const ref = deelnemerRef(id);
      if (!ref) throw notFound('Deelnemer');
      // One transaction with the same guards as register: settings and stats for the gate.
      return db.runTransaction(
        async (tx) => {
          const [snap, settingsSnap, statsSnap] = await tx.getAll(ref, publiek.settings, publiek.stats);
          const laatste = await huidigeIn(ctx, tx);
          if (!snap!.exists) throw notFound('Deelnemer');
          const deelnemer = naarDeelnemer(snap!.id, snap!.data() as DeelnemerDoc);
          if (isBeschermd(deelnemer)) throw notFound('Deelnemer');
          if (isActieveDeelnemer(deelnemer, laatste)) return deelnemer;
          const aantalActief = aantalUit(statsSnap!);
          const toegang = registratieToegang(settingsUit(settingsSnap!), aantalActief, false);
          if (toegang !== 'formulier') {
            const beurs = beursUit(await tx.get(publiek.beurs));
            throw new DomainError(409, toegangMelding(toegang, beurs.email));
          }
          return neemWeerDeel(tx, snap!, deelnemer, laatste, { aantalActief, ...options });
        },
        { maxAttempts: REGISTER_MAX_ATTEMPTS },
      );
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
       * - the rows with this address: one registration per address per fair. A second one
       *   commits only the confirmation sent again, and is refused after the commit.
       *
       * Throughput: Firestore sustains about one write per second per document, and every
       * registration writes the counter and public/stats. That is enough for a neighbourhood
       * fair (the opening rush queues up, with retries, for a few seconds). To spread it,
       * drop the counter and create `deelnemers/{max + 1}` directly with the must-not-exist
       * precondition (the conflict then moves to a fresh document per number), and shard the
       * active count over several documents summed by the reader.
       */
      const uitkomst = await db.runTransaction(
        async (tx): Promise<Deelnemer | 'dubbel'> => {
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
          const laatste = await huidigeIn(ctx, tx);
          // Administrators enter registrations for others, such as two sellers of one household.
          if (!options.bypassGate) {
            const zelfde = await tx.get(deelnemers.where('emailSleutel', '==', emailSleutel(input.email)));
            const bestaand = zelfde.docs
              .map((doc) => ({ doc, deelnemer: naarDeelnemer(doc.id, doc.data() as DeelnemerDoc) }))
              .find(({ deelnemer }) => isIngeschrevenVoor(deelnemer, laatste));
            if (bestaand) {
              const { doc, deelnemer } = bestaand;
              const vorige = (doc.get('bevestigdOp') as string | null | undefined) ?? deelnemer.aangemeld;
              if (options.mail && magBevestigingOpnieuw(vorige, options.now)) {
                tx.create(mail.doc(), nieuweMail(options.mail(deelnemer), options.now));
                tx.update(doc.ref, { bevestigdOp: options.now.toISOString() });
              }
              return 'dubbel';
            }
            // Known from an earlier fair: the same person, with the same number.
            const terug = zelfde.docs
              .filter((doc) => !isBeschermd(doc.data() as DeelnemerDoc))
              .sort((a, b) => (a.get('nummer') as number) - (b.get('nummer') as number))[0];
            if (terug) {
              const oud = naarDeelnemer(terug.id, terug.data() as DeelnemerDoc);
              return neemWeerDeel(tx, terug, { ...oud, naam: input.naam, telefoon: input.telefoon }, laatste, {
                aantalActief,
                ...options,
              });
            }
          }
          const hoogste = (await tx.get(deelnemers.orderBy('nummer', 'desc').limit(1))).docs[0];

          const nummer = volgendNummer(
            Number(tellerSnap!.get('value') ?? 0),
            (hoogste?.get('nummer') as number | undefined) ?? null,
          );
          const deelnemer = nieuweDeelnemer(input, { id: nieuwDeelnemerId(ctx), nummer, laatste, now: options.now });
          claimNummer(ctx, tx, nummer);
          tx.create(deelnemers.doc(deelnemer.id), naarDeelnemerDoc(deelnemer));
          tx.set(meta.doc(sleutel(LAATSTE_NUMMER)), { value: String(nummer) });
          tx.set(publiek.stats, { aantalActief: aantalActief + telt(deelnemer, laatste) });
          if (options.mail) tx.create(mail.doc(), nieuweMail(options.mail(deelnemer), options.now));
          return deelnemer;
        },
        { maxAttempts: REGISTER_MAX_ATTEMPTS },
      );
      if (uitkomst === 'dubbel') throw new DomainError(409, MELDING_AL_INGESCHREVEN);
      return uitkomst;
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
    async updateDeelnemer(update: DeelnemerUpdate, bevorder) {
      return db.runTransaction(async (tx) => {
        const ref = deelnemerRef(update.id);
        // Read with the count: the change in the public count follows from the old row.
        const [snap, stats] = ref ? await tx.getAll(ref, publiek.stats) : [];
        if (!snap?.exists) throw notFound('Deelnemer');
        const huidige = await huidigeIn(ctx, tx);
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
        const bevordering = await bereidBevordering(ctx, tx, bevorder, {
          aantalActief: aantalUit(stats!) + telt(nieuw, huidige) - telt(oud, huidige),
        });
        tx.set(ref!, { ...naarDeelnemerDoc(nieuw), ...bewaardeVelden(snap.data() as DeelnemerDoc) });
        bevordering.schrijf();
        return nieuw;
      });
    },
    async geefNummer(id, nummer) {
      const ref = deelnemerRef(id);
      if (!ref) throw notFound('Deelnemer');
      return db.runTransaction(async (tx) => {
        const [snap, tellerSnap] = await tx.getAll(ref, meta.doc(sleutel(LAATSTE_NUMMER)));
        const hoogste = (await tx.get(deelnemers.orderBy('nummer', 'desc').limit(1))).docs[0];
        if (!snap!.exists) throw notFound('Deelnemer');
        const oud = naarDeelnemer(snap!.id, snap!.data() as DeelnemerDoc);
        if (oud.nummer === nummer) return oud;
        const teller = Number(tellerSnap!.get('value') ?? 0);
        if (!nummerVrij(nummer, teller, (hoogste?.get('nummer') as number | undefined) ?? null)) {
          throw new DomainError(409, meldingNummerBezet(nummer));
        }
        // The id stays (links in mails carry it); only the number field changes.
        const nieuw: Deelnemer = { ...oud, nummer };
        claimNummer(ctx, tx, nummer);
        tx.update(ref, { nummer });
        tx.set(meta.doc(sleutel(LAATSTE_NUMMER)), { value: String(nummer) });
        return nieuw;
      });
    },
    async deleteDeelnemer(id, bevorder) {
      return db.runTransaction(async (tx) => {
        const ref = deelnemerRef(id);
        if (!ref) return null;
        const [snap, stats] = await tx.getAll(ref, publiek.stats);
        if (!snap!.exists) return null;
        const huidige = await huidigeIn(ctx, tx);
        const oud = naarDeelnemer(snap!.id, snap!.data() as DeelnemerDoc);
        const bevordering = await bereidBevordering(ctx, tx, bevorder, {
          aantalActief: aantalUit(stats!) - telt(oud, huidige),
        });
        tx.delete(ref);
        bevordering.schrijf();
        return oud;
      });
    },
  };
}
