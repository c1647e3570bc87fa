/**
 * The deelnemers, and the writing of what the registration decision (registratie/domein/beslissing.ts)
 * made of a request (a new number, or a returning seller), which the assigner's batch
 * (toewijzer.ts), the promotion from the reserve list and "Ik doe weer mee" share.
 *
 * A deelnemer's document id is stable for life: personal links in mails carry it. New people
 * get a generated id, with the seller number as a field (as in SQLite), so giving someone
 * another number changes a field, not the document. People from before this change have their
 * number as document id; that id simply stays theirs (also after geefNummer), so their links
 * keep resolving without any migration. Nothing reads the number from an id.
 */
import { emailSleutel } from '../../domein/dubbel';
import { telefoonSleutel } from '../../../kern/telefoon';
import type { Nieuw, Terug, ZelfdeAdres } from '../../domein/beslissing';
import { doetMeeAan, isActieveDeelnemer, isBeschermd } from '../../domein/registratie';
import type { Aflevering, Deelnemer, DeelnemerAflevering, MailBericht, Settings } from '../../../kern/types';
import { bevestigenVan, bijPlaatsing } from '../../domein/bevestigen';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { LAATSTE_NUMMER } from '../sleutels';
import type { Herbruik } from '../../domein/verkopersnummer';
import { herbruikIn, opVolgorde, schrijfStaat, type NummerStaat } from './nummers';
import { isDocId, sleutel, type FirestoreContext } from '../../../platform/firestore/context';
import { vulAfgeleidVeld } from '../../../platform/firestore/afgeleid';
import {
  herinneringVelden,
  koppelingen,
  naarDeelnemer,
  persoonVelden,
  type DeelnemerDoc,
} from '../firestore-deelnemer';
import type { RegistratieFirestoreContext } from './buren';
import { nieuwStempel } from '../../../platform/firestore/stempel';

/** The fields of a stored row that the admin's whole-person save must keep. */
export const bewaardeVelden = (d: DeelnemerDoc) => ({
  ...herinneringVelden(d),
  bevestigdOp: d.bevestigdOp ?? null,
  artikelLinkVoor: d.artikelLinkVoor ?? null,
  // The seller's payout with the full IBAN, as stored: a Deelnemer only ever carries it masked.
  ...(d.uitbetaling ? { uitbetaling: d.uitbetaling, perBank: d.uitbetaling.wijze === 'bank' } : {}),
});

/** The fairs of `meeIn`: those the person is linked to with the link active. */
export const meeInVan = (afleveringen: DeelnemerAflevering[]): string[] =>
  afleveringen.filter((a) => a.actief).map((a) => a.id);

export const naarDeelnemerDoc = (d: Deelnemer): DeelnemerDoc => ({
  ...persoonVelden(d),
  beschermd: isBeschermd(d),
  emailSleutel: emailSleutel(d.email),
  // Kept on every write, the administrator's too, so the rule finds the number once it is on.
  telefoonSleutel: telefoonSleutel(d.telefoon),
  meeIn: meeInVan(d.afleveringen),
});

/**
 * The people taking part in a fair (doetMeeAan), by number: one array-contains query on
 * `meeIn`, read in `tx` when given. A fair's reads follow its own people, not the seasons.
 */
export async function deelnemersVanIn(
  ctx: FirestoreContext,
  tx: Transaction | null,
  afleveringId: string,
): Promise<Deelnemer[]> {
  if (!isDocId(afleveringId)) return [];
  const query = ctx.deelnemers.where('meeIn', 'array-contains', afleveringId);
  const snap = await (tx ? tx.get(query) : query.get());
  return snap.docs
    .map((d) => naarDeelnemer(d.id, d.data() as DeelnemerDoc))
    .filter((d) => doetMeeAan(d, { id: afleveringId }))
    .sort((a, b) => a.nummer - b.nummer);
}

/** What a deelnemer adds to the public active count, which is the current fair's. */
export const telt = (d: Deelnemer | null, huidige: Aflevering | null) => (d && isActieveDeelnemer(d, huidige) ? 1 : 0);

/** The current fair (the latest aflevering) as read in `tx`. */
export const huidigeIn = (ctx: RegistratieFirestoreContext, tx: Transaction) => ctx.buren.laatsteAfleveringIn(tx);

/**
 * A fair's active count, counted anew in `tx` over every person (isActieveDeelnemer): what the
 * season's adapters ask when the current fair changes or public/stats is missing (seizoen's
 * TelActiefIn, wired in app/store/firestore.ts).
 */
export const telActiefIn = async (ctx: FirestoreContext, tx: Transaction, huidige: Aflevering | null) =>
  (await tx.get(ctx.deelnemers)).docs.filter((d) =>
    isActieveDeelnemer(naarDeelnemer(d.id, d.data() as DeelnemerDoc), huidige),
  ).length;

/** A new person's document id: generated, never a number, so it cannot meet an older number-id document. */
export const nieuwDeelnemerId = (ctx: FirestoreContext) => ctx.deelnemers.doc().id;

/**
 * Records in `tx` that `nummer` is handed out: its own document, created with the must-not-exist
 * precondition, so even if two runs ever agreed on a number only one can commit it. It is never
 * deleted (not with the person either) and holds nothing personal. Numbers from before these
 * documents have none, but below the top every path hands out only numbers above the counter and
 * the highest number present (registratie/domein/verkopersnummer.ts). A number reused at the top
 * (`hergebruikt`) has its document already: it is overwritten, and the free numbers' document
 * (nummers.ts), read and written by the same transaction, is what guards it.
 */
export const claimNummer = (ctx: FirestoreContext, tx: Transaction, nummer: number, hergebruikt = false) =>
  hergebruikt
    ? tx.set(ctx.nummers.doc(String(nummer)), { nummer, hergebruikt: true })
    : tx.create(ctx.nummers.doc(String(nummer)), { nummer });

/** A stored person as a transaction read it: enough to link them again and keep their other fields. */
export interface Bestaand {
  ref: DocumentReference;
  deelnemer: Deelnemer;
  velden: DeelnemerDoc;
}

export const bestaandUit = (snap: DocumentSnapshot): Bestaand => {
  const velden = snap.data() as DeelnemerDoc;
  return { ref: snap.ref, deelnemer: naarDeelnemer(snap.id, velden), velden };
};

/** A stored person as the registration decision compares them by address (registratie/domein/beslissing.ts). */
export interface Bekend extends ZelfdeAdres {
  bestaand: Bestaand;
}

export const alsBekend = (bestaand: Bestaand): Bekend => ({
  bestaand,
  deelnemer: bestaand.deelnemer,
  laatsteBevestiging: bestaand.velden.bevestigdOp ?? bestaand.deelnemer.aangemeld,
});

/**
 * The numbering of one transaction: the counter and the highest number as read, advanced in
 * memory for every new number, so one transaction can hand out several (a batch, a promotion).
 */
export interface Nummering {
  teller: number;
  hoogste: number | null;
  gewijzigd: boolean;
  /** At the top only: what may be reused (kiesNummer), and the transaction's copy of the free numbers. */
  herbruik?: Herbruik;
  staat?: NummerStaat;
  /** Whether a free number was taken: the free numbers' document is written with the counter. */
  hergebruikt?: boolean;
}

/**
 * Reads the counter and the highest number in `tx`: both guard every new number. At the top
 * also the free numbers and the last two fairs (nummers.ts herbruikIn); below it nothing more.
 */
/** `ruimte`: how many numbers the transaction may hand out (herbruikIn). */
export async function leesNummering(ctx: RegistratieFirestoreContext, tx: Transaction, ruimte = 1): Promise<Nummering> {
  const [tellerSnap, hoogsteSnap] = await Promise.all([
    tx.get(ctx.meta.doc(sleutel(LAATSTE_NUMMER))),
    tx.get(ctx.deelnemers.orderBy('nummer', 'desc').limit(1)),
  ]);
  const teller = Number(tellerSnap.get('value') ?? 0);
  const hoogste = (hoogsteSnap.docs[0]?.get('nummer') as number | undefined) ?? null;
  const top = await herbruikIn(ctx, tx, teller, hoogste, ruimte);
  return { teller, hoogste, gewijzigd: false, ...(top ?? {}) };
}

/** The counter, written once per transaction and only when a number was handed out; the free numbers when one was taken. */
export const schrijfTeller = (ctx: FirestoreContext, tx: Transaction, nummering: Nummering) => {
  if (nummering.gewijzigd) tx.set(ctx.meta.doc(sleutel(LAATSTE_NUMMER)), { value: String(nummering.teller) });
  if (nummering.hergebruikt && nummering.staat) schrijfStaat(ctx, tx, nummering.staat);
};

/**
 * `nummer` handed out in memory, so the next decision of the transaction sees it: the counter
 * moves up to it (never down: a reused number lies below it), and a free one is free no more.
 * Answers whether it was a reused number.
 */
function neemNummer(nummering: Nummering, nummer: number): boolean {
  nummering.teller = Math.max(nummering.teller, nummer);
  nummering.hoogste = Math.max(nummering.hoogste ?? 0, nummer);
  nummering.gewijzigd = true;
  if (!nummering.staat?.vrij.delete(nummer)) return false;
  nummering.hergebruikt = true;
  if (nummering.herbruik) nummering.herbruik = { ...nummering.herbruik, vrij: opVolgorde(nummering.staat) };
  return true;
}

/** One registration, decided in memory after the transaction's reads; `schrijf` writes it. */
export interface Inschrijving {
  deelnemer: Deelnemer;
  /** What it adds to the current fair's active count (public/stats is the caller's to write). */
  verschil: number;
  /** The stored person as it stands after the write, for later decisions in the same transaction. */
  bestaand: Bestaand;
  schrijf(tx: Transaction, mail: ((deelnemer: Deelnemer) => MailBericht) | undefined): void;
}

/**
 * Writes a person's document and their confirmation in `tx`: a confirmation that carries the
 * items link marks the person (artikelLinkVoor), so switching entry on does not mail it again.
 */
export const schrijfMetMail = (
  ctx: RegistratieFirestoreContext,
  tx: Transaction,
  schrijfPersoon: (velden: DeelnemerDoc) => void,
  velden: DeelnemerDoc,
  bericht: MailBericht | undefined,
  now: Date,
) => {
  schrijfPersoon(bericht?.artikelLinkVoor ? { ...velden, artikelLinkVoor: bericht.artikelLinkVoor } : velden);
  // Who takes part is the settlement's input (platform/firestore/stempel.ts).
  nieuwStempel(ctx.db, tx);
  if (bericht) ctx.buren.zetMailIn(tx, bericht, now);
};

/**
 * A person known from an earlier fair (`vorig`, as read) joins the current one with their own
 * document and number: `deelnemer` is them as the decision made them (domein/beslissing.ts).
 */
export function weerInschrijving(
  ctx: RegistratieFirestoreContext,
  {
    deelnemer: besloten,
    vorig,
    laatste,
    settings,
    now,
  }: { deelnemer: Deelnemer; vorig: Bestaand; laatste: Aflevering | null; settings: Settings; now: Date },
): Inschrijving {
  // Placed now: the link starts afresh, with a term of its own after the deadline (issue 53).
  const deelnemer = bijPlaatsing(besloten, laatste?.id, bevestigenVan(settings, laatste), now);
  const velden = { ...naarDeelnemerDoc(deelnemer), ...bewaardeVelden(vorig.velden) };
  return {
    deelnemer,
    verschil: telt(deelnemer, laatste) - telt(vorig.deelnemer, laatste),
    bestaand: { ref: vorig.ref, deelnemer, velden },
    schrijf(tx, mail) {
      schrijfMetMail(ctx, tx, (v) => tx.set(vorig.ref, v), velden, mail?.(deelnemer), now);
    },
  };
}

/**
 * What the decision made of a registration (the assigner's batch, the promotion from the
 * reserve list), to be written: a returning seller (weerInschrijving), or a new document whose
 * number `nummering` records as handed out, so the next decision in this transaction sees it.
 */
export function inschrijving(
  ctx: RegistratieFirestoreContext,
  beslissing: Nieuw | Terug<Bekend>,
  {
    laatste,
    nummering,
    settings,
    now,
  }: { laatste: Aflevering | null; nummering: Nummering; settings: Settings; now: Date },
): Inschrijving {
  if (beslissing.soort === 'terug') {
    return weerInschrijving(ctx, {
      deelnemer: beslissing.deelnemer,
      vorig: beslissing.wie.bestaand,
      laatste,
      settings,
      now,
    });
  }
  const deelnemer = bijPlaatsing(beslissing.deelnemer, laatste?.id, bevestigenVan(settings, laatste), now);
  const { nummer } = deelnemer;
  const hergebruikt = neemNummer(nummering, nummer);
  const ref = ctx.deelnemers.doc(deelnemer.id);
  const velden = naarDeelnemerDoc(deelnemer);
  return {
    deelnemer,
    verschil: telt(deelnemer, laatste),
    bestaand: { ref, deelnemer, velden },
    schrijf(tx, mail) {
      claimNummer(ctx, tx, nummer, hergebruikt);
      schrijfMetMail(ctx, tx, (v) => tx.create(ref, v), velden, mail?.(deelnemer), now);
    },
  };
}

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
    nieuwStempel(ctx.db, batch);
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
export async function zetDeelnamePerBeurs(ctx: RegistratieFirestoreContext): Promise<void> {
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
        tx.update(doc.ref, { afleveringen: nieuw.afleveringen, meeIn: meeInVan(nieuw.afleveringen) });
        nieuwStempel(ctx.db, tx);
      }
    }
    tx.set(ctx.publiek.stats, { aantalActief: aantal });
    tx.set(vlag, { value: 'klaar' });
  });
}

/**
 * Gives every person from before one place per household (issue 53) their number as compared,
 * once (platform/firestore/afgeleid.ts), so the rule also sees people who registered before.
 */
export const vulTelefoonSleutels = (ctx: FirestoreContext): Promise<number> =>
  vulAfgeleidVeld(ctx, {
    vlag: 'telefoonSleutel',
    collectie: ctx.deelnemers,
    veld: 'telefoonSleutel',
    waarde: (data) => telefoonSleutel((data as DeelnemerDoc).telefoon ?? ''),
  });

/** Gives every person from before `meeIn` the field, once (platform/firestore/afgeleid.ts). */
export const vulMeeIn = (ctx: FirestoreContext): Promise<number> =>
  vulAfgeleidVeld(ctx, {
    vlag: 'meeIn',
    collectie: ctx.deelnemers,
    veld: 'meeIn',
    waarde: (data) => meeInVan(koppelingen((data as DeelnemerDoc).afleveringen)),
  });
