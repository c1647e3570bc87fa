/**
 * The reserve list and the draw's applications on Firestore, as the retention rules and an
 * erasure on request delete them (privacy/domein/wachtenden.ts). A fair's draw can hold
 * thousands of applications, each with up to two index documents, more than one transaction
 * should write; so the retention deletes them in bounded steps, each one transaction, which
 * takes the outbox mails to their addresses with it (wachtenden.ts mailAdressenWeg).
 */
import type {
  CollectionReference,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Transaction,
} from 'firebase-admin/firestore';
import { mailAdressenWeg, wachtendenTeDoen, type BewaarWachtende } from '../../domein/wachtenden';
import { lotingIndexIds } from '../../../registratie';
import { naarAflevering } from '../../../seizoen';
import type { FirestoreContext } from '../../../platform/firestore/context';

/** Applications (or places) per step: with their index documents at most 300 deletes, well inside one transaction. */
export const WIS_STAP = 100;

/** The most writes one transaction makes: Firestore's limit per transaction. */
export const MAX_SCHRIJVEN = 500;

/**
 * The most outbox mails a removal outside an erasure (the administrator's of a sign-up) deletes in
 * its transaction, beside its own few writes; the outbox's own expiry after a month takes the rest.
 */
export const MAX_MAILS_BIJ_VERWIJDEREN = MAX_SCHRIJVEN - 10;

/** The most values of one `in` filter. */
const IN_MAX = 30;

const delen = <T>(lijst: readonly T[]) =>
  Array.from({ length: Math.ceil(lijst.length / IN_MAX) }, (_, i) => lijst.slice(i * IN_MAX, (i + 1) * IN_MAX));

/** Rows of a collection that may hold an address, and the ids of those the transaction deletes. */
export interface Houders {
  col: CollectionReference;
  weg: ReadonlySet<string>;
}

export const wachtendeUit = (d: DocumentSnapshot): BewaarWachtende => ({
  id: d.id,
  afleveringId: d.get('afleveringId') as string,
  aangemeld: d.get('aangemeld') as string,
});

export function wachtendenFirestore(
  ctx: Pick<FirestoreContext, 'db' | 'afleveringen' | 'reservelijst' | 'deelnemers' | 'mail'>,
) {
  const db: Firestore = ctx.db;
  const { reservelijst, mail } = ctx;
  const aanvragen = db.collection('lotingAanvragen');
  const vrijwilligers = db.collection('vrijwilligers');
  const adressen = db.collection('lotingAdressen');
  const telefoons = db.collection('lotingTelefoons');

  /**
   * Reads in `tx` the index documents of these applications that still name them, and answers
   * them to delete. The number's document is overwritten by a later application with the same
   * number (while one place per household is off): that one is its own and stays.
   */
  async function indexenIn(tx: Transaction, weg: DocumentSnapshot[]): Promise<DocumentReference[]> {
    const refs = weg.flatMap((a) => {
      const ids = lotingIndexIds({
        afleveringId: a.get('afleveringId') as string,
        email: a.get('email') as string,
        telefoon: (a.get('telefoon') as string | undefined) ?? '',
      });
      const eigen = [{ aanvraag: a.id, ref: adressen.doc(ids.adres) }];
      if (ids.telefoon) eigen.push({ aanvraag: a.id, ref: telefoons.doc(ids.telefoon) });
      return eigen;
    });
    if (refs.length === 0) return [];
    const snaps = await tx.getAll(...refs.map((r) => r.ref));
    return snaps.filter((s, i) => s.exists && s.get('aanvraag') === refs[i]!.aanvraag).map((s) => s.ref);
  }

  /**
   * Reads in `tx` which of `adressen` a row of `bronnen` still holds after this transaction
   * (one it does not delete): those keep their outbox mails. Read in the transaction that
   * deletes the mails, as the guard: a row that takes the address meanwhile (a new place on a
   * later fair's list) conflicts with this read, so the transaction runs again and keeps them
   * (Firestore's transactions are serializable, queries included). Exact, as the mails are
   * found (wachtenden.ts mailAdressenWeg); at most one query per 30 addresses per collection.
   */
  async function houdersIn(tx: Transaction, adressen: readonly string[], bronnen: Houders[]): Promise<string[]> {
    const vragen = bronnen.flatMap(({ col, weg }) =>
      delen(adressen).map(async (deel) =>
        (await tx.get(col.where('email', 'in', deel).select('email'))).docs
          .filter((d) => !weg.has(d.id))
          .map((d) => d.get('email') as string),
      ),
    );
    return (await Promise.all(vragen)).flat();
  }

  /** Reads in `tx` the outbox mails to `adressen` (exactly, by `to`), at most `max` per 30 addresses. */
  async function mailsAanIn(tx: Transaction, adressen: readonly string[], max: number): Promise<DocumentReference[]> {
    const vragen = delen(adressen).map((deel) => tx.get(mail.where('to', 'in', deel).limit(max)));
    return (await Promise.all(vragen)).flatMap((s) => s.docs.map((d) => d.ref));
  }

  /**
   * One step: the rows with these ids that are still there and still due go (with their index
   * documents), and the outbox mails to their addresses that no row that stays holds: a
   * deelnemer, a sign-up, or a place or application this step does not delete (one of a later
   * fair, or of this one in a later step, whose step then takes them). Re-read: a fair's day as
   * it is now decides (a fair moved later keeps its list), and a row deleted since (its person
   * left the list) is not counted twice. Answers how many went, and whether the step is done:
   * when the mails do not fit in the transaction beside the rows (a mailbox mailed hundreds of
   * times), it deletes MAX_SCHRIJVEN of those mails only (their rows are due now) and the same
   * ids come again, until the rest fits; so the rows never go without their mails.
   */
  const stap = (soort: 'reservelijst' | 'aanvragen', ids: string[], now: Date, graceDagen: number) =>
    db.runTransaction(async (tx) => {
      const col = soort === 'reservelijst' ? reservelijst : aanvragen;
      const [beurzen, snaps] = await Promise.all([
        tx.get(ctx.afleveringen),
        tx.getAll(...ids.map((id) => col.doc(id))),
      ]);
      const bestaand = snaps.filter((s) => s.exists);
      const afleveringen = beurzen.docs.map((d) => naarAflevering(d.id, d.data()));
      const due = new Set(wachtendenTeDoen(bestaand.map(wachtendeUit), afleveringen, graceDagen, now));
      const weg = bestaand.filter((s) => due.has(s.id));
      const indexen = soort === 'aanvragen' ? await indexenIn(tx, weg) : [];
      const adressen = [...new Set(weg.map((w) => w.get('email') as string))];
      const geen = new Set<string>();
      const houders = await houdersIn(tx, adressen, [
        { col: ctx.deelnemers, weg: geen },
        { col: vrijwilligers, weg: geen },
        { col: reservelijst, weg: soort === 'reservelijst' ? due : geen },
        { col: aanvragen, weg: soort === 'aanvragen' ? due : geen },
      ]);
      const mails = await mailsAanIn(tx, mailAdressenWeg(adressen, houders), MAX_SCHRIJVEN + 1);
      if (mails.length > MAX_SCHRIJVEN - weg.length - indexen.length) {
        for (const m of mails.slice(0, MAX_SCHRIJVEN)) tx.delete(m);
        return { gewist: 0, klaar: false };
      }
      for (const s of [...weg.map((w) => w.ref), ...indexen, ...mails]) tx.delete(s);
      return { gewist: weg.length, klaar: true };
    });

  /**
   * For a removal outside an erasure (the administrator's of a volunteer's sign-up, `wegAanmeldingen`):
   * reads in `tx` the outbox mails to `adressen` that no row holds after it, and answers what
   * deletes them, to call after the transaction's other writes. At most `max` of them, so the
   * transaction stays within Firestore's writes; more than that (a mailbox mailed hundreds of
   * times) the outbox's own expiry after a month takes.
   */
  async function bereidMailsWeg(tx: Transaction, adressen: readonly string[], wegAanmeldingen: string[], max: number) {
    const geen = new Set<string>();
    const houders = await houdersIn(tx, adressen, [
      { col: ctx.deelnemers, weg: geen },
      { col: vrijwilligers, weg: new Set(wegAanmeldingen) },
      { col: reservelijst, weg: geen },
      { col: aanvragen, weg: geen },
    ]);
    const mails = (await mailsAanIn(tx, mailAdressenWeg(adressen, houders), max)).slice(0, max);
    return { schrijf: () => mails.forEach((m) => tx.delete(m)) };
  }

  return {
    indexenIn,
    houdersIn,
    bereidMailsWeg,
    aanvragen,
    /**
     * The retention's part for the waiting: every place and application whose fair is over goes,
     * in steps of WIS_STAP. What is due is first found on a plain read of the two collections
     * (their fair and day only); each step decides again in its own transaction, and takes the
     * rows' mails with it. Answers how many went, for the run's log line. A run that stops
     * halfway is finished by the next one.
     */
    async wisWachtenden(now: Date, graceDagen: number): Promise<{ reservelijst: number; aanvragen: number }> {
      const [beurzen, plaatsen, lotingAanvragen] = await Promise.all([
        ctx.afleveringen.get(),
        reservelijst.select('afleveringId', 'aangemeld').get(),
        aanvragen.select('afleveringId', 'aangemeld').get(),
      ]);
      const afleveringen = beurzen.docs.map((d) => naarAflevering(d.id, d.data()));
      const gewist = { reservelijst: 0, aanvragen: 0 };
      const teDoen = {
        reservelijst: wachtendenTeDoen(plaatsen.docs.map(wachtendeUit), afleveringen, graceDagen, now),
        aanvragen: wachtendenTeDoen(lotingAanvragen.docs.map(wachtendeUit), afleveringen, graceDagen, now),
      };
      for (const soort of ['reservelijst', 'aanvragen'] as const) {
        for (let i = 0; i < teDoen[soort].length;) {
          const { gewist: aantal, klaar } = await stap(soort, teDoen[soort].slice(i, i + WIS_STAP), now, graceDagen);
          gewist[soort] += aantal;
          // Not done: only mails went; the same rows again (each such step deletes MAX_SCHRIJVEN, so this ends).
          if (klaar) i += WIS_STAP;
        }
      }
      return gewist;
    },
  };
}
