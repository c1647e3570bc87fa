/**
 * The settlement on Firestore. `afrekeningen/{aflevering}` holds the drop-off retour marks, the
 * counted cash per desk and `geslotenOp`; every change reads it in its transaction, so a change
 * that races a close is re-run and then refused. The frozen settlement can exceed Firestore's
 * 1 MiB per document (300 sellers with their items), so it is stored as JSON in parts,
 * `afrekeningen/{aflevering}/bevroren/{i}`, written in the closing transaction.
 * Closing reads again everything the settlement was computed from, and every change to any of it
 * that matters at a close (a receipt, a mark, a count) reads this document: the two cannot pass
 * each other unseen. The public document `public/kosten` holds the settings (absent: SPEC.md's
 * defaults), as the Verkopen page reads them live.
 */
import { diepBevroren } from '../../../kern/bevroren';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { type Afrekening } from '../../domein/afrekening';
import { regelSleutel, type RegelBesluit } from '../../domein/nakijken';
import { STANDAARD_AFREKENING_INSTELLINGEN, type AfrekeningInstellingen } from '../../domein/instellingen';
import { MELDING_AFREKENING_GESLOTEN, MELDING_AL_GESLOTEN } from '../../domein/weergave';
import { afrekenInvoer, grondslagVeranderd, type AfrekenBronnen } from '../../domein/invoer';
import { conflict } from '../../../kern/errors';
import type { AfrekeningStaat, AfrekeningStore } from '../port';
import { sleutel, type FirestoreContext } from '../../../store/firestore/context';

/**
 * Decisions on receipt lines in the settlement's document: each about 200 bytes, so this many
 * keep it well under Firestore's 1 MiB per document (a real fair has a handful).
 */
const MAX_BESLUITEN_FIRESTORE = 4_000;
const MELDING_TE_VEEL_BESLUITEN =
  'Meer dan 4.000 besluiten over bonregels kunnen niet worden bewaard; laat de regels van een kassa met onzinnige bonnen samen vervallen door de bonnen te annuleren.';

/** Characters per part: at most 3 bytes each in UTF-8, well under 1 MiB. */
const DEEL = 300_000;

interface AfrekeningDoc {
  retourBijAfgifte: number[];
  geteld: { kassa: string; cent: number }[];
  /** A few per fair at most (lines under Nakijken, voided lines): well inside one document. */
  besluiten: RegelBesluit[];
  geslotenOp: string | null;
  delen: number;
}

const leeg: AfrekeningDoc = { retourBijAfgifte: [], geteld: [], besluiten: [], geslotenOp: null, delen: 0 };
const besluitVolgorde = (a: RegelBesluit, b: RegelBesluit) =>
  a.bonId < b.bonId ? -1 : a.bonId > b.bonId ? 1 : a.regel - b.regel;
const docUit = (d: DocumentData | undefined): AfrekeningDoc => ({ ...leeg, ...(d as Partial<AfrekeningDoc>) });

export const afrekeningRef = (ctx: FirestoreContext, afleveringId: string) =>
  ctx.db.collection('afrekeningen').doc(sleutel(afleveringId));

/** Whether this fair's settlement is closed, read in the caller's transaction (see kassa). */
export async function isAfrekeningGeslotenIn(
  ctx: FirestoreContext,
  tx: Transaction,
  afleveringId: string,
): Promise<boolean> {
  return docUit((await tx.get(afrekeningRef(ctx, afleveringId))).data()).geslotenOp !== null;
}

/**
 * The fair's data that other areas keep (participants, items, desks, receipts), read in the
 * caller's transaction; wired in store/firestore.ts, as the till's area reads this one's.
 */
export type BeursGegevensIn = (
  tx: Transaction,
  afleveringId: string,
) => Promise<Pick<AfrekenBronnen, 'beurs' | 'deelnemers' | 'artikelen' | 'kassas' | 'bonnen' | 'ingeleverd'>>;

const instellingenUit = (d: DocumentData | undefined): AfrekeningInstellingen => ({
  ...STANDAARD_AFREKENING_INSTELLINGEN,
  ...(d as Partial<AfrekeningInstellingen> | undefined),
});

/**
 * The settings live in the public document `public/kosten`, which the Verkopen page reads live.
 * A database from before kept them in `instellingen/afrekening`: moved once, at the start, so the
 * document the browser waits for exists.
 */
export async function zetPubliekeKosten(ctx: FirestoreContext): Promise<void> {
  const vroeger = ctx.db.collection('instellingen').doc('afrekening');
  await ctx.db.runTransaction(async (tx) => {
    const [kosten, oud] = await tx.getAll(ctx.publiek.kosten, vroeger);
    if (kosten!.exists) return;
    tx.set(ctx.publiek.kosten, instellingenUit(oud!.data()));
    if (oud!.exists) tx.delete(vroeger);
  });
}

export function afrekeningFirestore(ctx: FirestoreContext, beursGegevensIn: BeursGegevensIn): AfrekeningStore {
  const { db } = ctx;
  const instellingenRef = ctx.publiek.kosten;
  const delenVan = (afleveringId: string) => afrekeningRef(ctx, afleveringId).collection('bevroren');

  /*
   * The closed settlement, read and parsed once per fair and closing in this instance: it never
   * changes once written, and pick-up reads it at every seller and step (1.5 MB in parts for 300
   * sellers; bench:inlevering). Keyed by the closing time from the fair's own document.
   */
  const bevroren = new Map<string, { op: string; afrekening: Afrekening }>();
  async function staat(afleveringId: string): Promise<AfrekeningStaat> {
    const doc = docUit((await afrekeningRef(ctx, afleveringId).get()).data());
    let gesloten: AfrekeningStaat['gesloten'] = null;
    if (doc.geslotenOp !== null) {
      const bekend = bevroren.get(afleveringId);
      if (bekend?.op === doc.geslotenOp) {
        gesloten = bekend;
      } else {
        const refs = Array.from({ length: doc.delen }, (_, i) => delenVan(afleveringId).doc(String(i)));
        const delen = refs.length ? await db.getAll(...refs) : [];
        const json = delen.map((d) => d.get('json') as string).join('');
        gesloten = { op: doc.geslotenOp, afrekening: diepBevroren(JSON.parse(json) as Afrekening) };
        bevroren.set(afleveringId, gesloten);
      }
    } else {
      bevroren.delete(afleveringId);
    }
    return {
      afleveringId,
      retourBijAfgifte: [...doc.retourBijAfgifte].sort((a, b) => a - b),
      geteld: Object.fromEntries(doc.geteld.map((g) => [g.kassa, g.cent])),
      besluiten: [...doc.besluiten].sort(besluitVolgorde),
      gesloten,
    };
  }

  /** Reads the document in the transaction (the guard against a close), then writes `wijzig`'s result. */
  async function wijzig(afleveringId: string, wijziging: (doc: AfrekeningDoc) => AfrekeningDoc) {
    await db.runTransaction(async (tx) => {
      const ref = afrekeningRef(ctx, afleveringId);
      const doc = docUit((await tx.get(ref)).data());
      if (doc.geslotenOp !== null) throw conflict(MELDING_AFREKENING_GESLOTEN);
      const nieuw = wijziging(doc);
      // One document holds at most 1 MiB; thousands of decisions (after a desk sent rubbish) do not fit.
      if (nieuw.besluiten.length > MAX_BESLUITEN_FIRESTORE) throw conflict(MELDING_TE_VEEL_BESLUITEN);
      tx.set(ref, nieuw);
    });
    return staat(afleveringId);
  }

  return {
    async leesAfrekeningInstellingen() {
      return instellingenUit((await instellingenRef.get()).data());
    },
    async bewaarAfrekeningInstellingen(instellingen) {
      await instellingenRef.set(instellingen);
      return instellingen;
    },
    leesAfrekeningStaat: staat,
    async leesAfrekeningGeslotenOp(afleveringId) {
      return docUit((await afrekeningRef(ctx, afleveringId).get()).data()).geslotenOp;
    },
    zetRetourBijAfgifte(afleveringId, verkopersnummer, retour) {
      return wijzig(afleveringId, (doc) => ({
        ...doc,
        retourBijAfgifte: [
          ...doc.retourBijAfgifte.filter((n) => n !== verkopersnummer),
          ...(retour ? [verkopersnummer] : []),
        ],
      }));
    },
    zetGeteld(afleveringId, kassa, cent) {
      return wijzig(afleveringId, (doc) => ({
        ...doc,
        geteld: [...doc.geteld.filter((g) => g.kassa !== kassa), ...(cent === null ? [] : [{ kassa, cent }])],
      }));
    },
    zetRegelBesluiten(afleveringId, besluiten) {
      return wijzig(afleveringId, (doc) => {
        const per = new Map(doc.besluiten.map((b) => [regelSleutel(b.bonId, b.regel), b]));
        for (const b of besluiten) per.set(regelSleutel(b.bonId, b.regel), b);
        return { ...doc, besluiten: [...per.values()] };
      });
    },
    zetRegelBesluit(afleveringId, { bonId, regel }, besluit) {
      return wijzig(afleveringId, (doc) => ({
        ...doc,
        besluiten: [
          ...doc.besluiten.filter((b) => b.bonId !== bonId || b.regel !== regel),
          ...(besluit === null ? [] : [besluit]),
        ],
      }));
    },
    async sluitAfrekening(afleveringId, { afrekening, grondslag }, now) {
      const json = JSON.stringify(afrekening);
      const delen = Array.from({ length: Math.ceil(json.length / DEEL) }, (_, i) =>
        json.slice(i * DEEL, (i + 1) * DEEL),
      );
      /*
       * Re-reads and re-checks, as the Trigger Email extension (firestore-send-email) does
       * before it changes a mail's state: what was computed outside the transaction is trusted
       * only if every input still reads the same inside it. Each read is also a guard, since a
       * write to a document or query this transaction read makes Firestore re-run it (or wait
       * for it), after which the comparison sees the write:
       * - this document: the retour marks, the counted cash, the decisions on lines and whether
       *   it is closed already (zetRetourBijAfgifte, zetGeteld and zetRegelBesluit write it; a
       *   second close would too);
       * - the fair's receipts: one that arrived or was voided after the computing;
       * - the settings: commission and fees changed meanwhile;
       * - the participants, the fairs and the items (beursGegevensIn): who takes part and as
       *   what, and each item's price, description and retour wish.
       */
      await db.runTransaction(async (tx) => {
        const ref = afrekeningRef(ctx, afleveringId);
        const [snap, instellingenSnap] = await tx.getAll(ref, instellingenRef);
        const doc = docUit(snap!.data());
        if (doc.geslotenOp !== null) throw conflict(MELDING_AL_GESLOTEN);
        const nu = afrekenInvoer({
          ...(await beursGegevensIn(tx, afleveringId)),
          retourBijAfgifte: doc.retourBijAfgifte,
          geteld: Object.fromEntries(doc.geteld.map((g) => [g.kassa, g.cent])),
          besluiten: doc.besluiten,
          instellingen: instellingenUit(instellingenSnap!.data()),
        });
        const melding = grondslagVeranderd(grondslag, nu);
        if (melding) throw conflict(melding);
        delen.forEach((json, i) => tx.set(delenVan(afleveringId).doc(String(i)), { json }));
        tx.set(ref, { ...doc, geslotenOp: now.toISOString(), delen: delen.length });
      });
      return staat(afleveringId);
    },
  };
}
