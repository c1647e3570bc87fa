/**
 * The settlement on Firestore. `afrekeningen/{aflevering}` holds the drop-off retour marks, the
 * counted cash per desk and `geslotenOp`; every change reads it in its transaction, so a change
 * that races a close is re-run and then refused. The frozen settlement can exceed Firestore's
 * 1 MiB per document (300 sellers with their items), so it is stored as JSON in parts,
 * `afrekeningen/{aflevering}/bevroren/{i}`, written in the closing transaction. Each decision on
 * a receipt line is a document of its own, `afrekeningen/{aflevering}/besluiten/{bon}#{regel}`:
 * their number is limited only by the receipts, not by one document's 1 MiB.
 * Closing reads again everything the settlement was computed from, and every change to any of it
 * that matters at a close (a receipt, a mark, a count) reads this document: the two cannot pass
 * each other unseen. The public document `public/kosten` holds the settings (absent: SPEC.md's
 * defaults), as the Verkopen page reads them live. The document's shape is in document.ts; paying
 * the sellers (their choice of bank, the organisation's account, "Uitbetaald") in uitbetaling.ts.
 */
import { diepBevroren } from '../../../kern/bevroren';
import type { DocumentData, DocumentReference, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import { type Afrekening } from '../../domein/afrekening';
import { regelSleutel, type RegelBesluit } from '../../domein/nakijken';
import { STANDAARD_AFREKENING_INSTELLINGEN, type AfrekeningInstellingen } from '../../../kern/afrekening-instellingen';
import { MELDING_AFREKENING_GESLOTEN, MELDING_AL_GESLOTEN } from '../../domein/weergave';
import { afrekenInvoer, grondslagVeranderd, ingeleverdPerVerkoper, type AfrekenBronnen } from '../../domein/invoer';
import { conflict } from '../../../kern/errors';
import { publiekeInstellingen } from '../../domein/uitbetaling';
import type { AfrekeningStaat, AfrekeningStore } from '../port';
import { sleutel, type FirestoreContext } from '../../../platform/firestore/context';
import { nieuwStempel } from '../../../platform/firestore/stempel';
import { afrekeningRef, docUit, leeg, type AfrekeningDoc } from './document';
import { bankrekeningRef, rekeningUit, uitbetalingFirestore } from './uitbetaling';
import { nabetalingFirestore } from './nabetaling';
import { actueelFirestore, bereidVergetenIn } from './actueel';
import type { AfrekeningFirestoreContext } from './buren';

/** Decisions written per transaction by zetRegelBesluiten: a transaction writes at most 500 documents. */
const BESLUITEN_PER_TRANSACTIE = 400;

/** Characters per part: at most 3 bytes each in UTF-8, well under 1 MiB. */
const DEEL = 300_000;

const besluitVolgorde = (a: RegelBesluit, b: RegelBesluit) =>
  a.bonId < b.bonId ? -1 : a.bonId > b.bonId ? 1 : a.regel - b.regel;

/**
 * A closed settlement as its documents hold it: the JSON in parts of DEEL characters
 * (`afrekeningen/{fair}/bevroren/{i}`), their number on the fair's own document.
 */
export const bevrorenDelen = (afrekening: Afrekening): string[] => {
  const json = JSON.stringify(afrekening);
  return Array.from({ length: Math.ceil(json.length / DEEL) }, (_, i) => json.slice(i * DEEL, (i + 1) * DEEL));
};

/**
 * Writes a settlement as closed without the closing transaction's checks: for a benchmark's
 * earlier fairs only (bench/firestore-kosten-data.ts), which the site closed long ago.
 */
export async function schrijfGesloten(ctx: FirestoreContext, afleveringId: string, afrekening: Afrekening, op: Date) {
  const delen = bevrorenDelen(afrekening);
  const ref = afrekeningRef(ctx, afleveringId);
  const batch = ctx.db.batch();
  delen.forEach((json, i) => batch.set(ref.collection('bevroren').doc(String(i)), { json }));
  batch.set(ref, { ...leeg, geslotenOp: op.toISOString(), delen: delen.length } satisfies AfrekeningDoc);
  nieuwStempel(ctx.db, batch);
  await batch.commit();
}

/** The decision on one receipt line, a document under its fair's settlement document. */
const besluitRef = (afrekening: DocumentReference, { bonId, regel }: Pick<RegelBesluit, 'bonId' | 'regel'>) =>
  afrekening.collection('besluiten').doc(sleutel(regelSleutel(bonId, regel)));
const besluitenUit = (snap: QuerySnapshot): RegelBesluit[] =>
  snap.docs.map((d) => ({
    bonId: d.get('bonId') as string,
    regel: d.get('regel') as number,
    besluit: d.get('besluit') as RegelBesluit['besluit'],
    reden: d.get('reden') as string,
    door: d.get('door') as string,
    op: d.get('op') as string,
  }));
const versieNa = (doc: AfrekeningDoc) => (doc.besluitenVersie ?? 0) + 1;

/**
 * Once, at the start: decisions a database from before kept in the settlement's document get
 * documents of their own, and the field is emptied, in one transaction per fair (the old
 * document held at most 4,000). A closed fair's decisions move too: its frozen settlement was
 * computed with them, and the settlement page still shows them.
 */
export async function verhuisBesluiten(ctx: FirestoreContext): Promise<number> {
  // Once per database (a meta flag): a cold start then costs one read, not one per fair.
  const vlag = ctx.meta.doc(sleutel('besluitenApart'));
  if ((await vlag.get()).exists) return 0;
  const metBesluiten = (await ctx.db.collection('afrekeningen').get()).docs.filter(
    (d) => ((d.get('besluiten') as RegelBesluit[] | undefined) ?? []).length > 0,
  );
  let verhuisd = 0;
  for (const doc of metBesluiten) {
    verhuisd += await ctx.db.runTransaction(async (tx) => {
      // Re-read: another instance starting at the same time may have moved them already.
      const nu = docUit((await tx.get(doc.ref)).data());
      const oud = nu.besluiten ?? [];
      for (const b of oud) tx.set(besluitRef(doc.ref, b), b);
      tx.update(doc.ref, { besluiten: [], besluitenVersie: versieNa(nu) });
      nieuwStempel(ctx.db, tx);
      return oud.length;
    });
  }
  await vlag.set({ value: 'klaar' });
  return verhuisd;
}

/** Whether this fair's settlement is closed, read in the caller's transaction (see kassa). */
export async function isAfrekeningGeslotenIn(
  ctx: FirestoreContext,
  tx: Transaction,
  afleveringId: string,
): Promise<boolean> {
  return docUit((await tx.get(afrekeningRef(ctx, afleveringId))).data()).geslotenOp !== null;
}

const instellingenUit = (d: DocumentData | undefined): AfrekeningInstellingen =>
  publiekeInstellingen({
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
    nieuwStempel(ctx.db, tx);
    if (oud!.exists) tx.delete(vroeger);
  });
}

/**
 * Everything the fair's settlement is computed from, read in `tx`: the one list of its inputs,
 * which the settlement page reads (in a read-only transaction, one moment) and the closing
 * transaction reads again to see that nothing changed, so the two read the same by construction.
 * With the settlement's own document as `tx` read it, which closing writes.
 */
async function afrekenBronnenIn(
  ctx: AfrekeningFirestoreContext,
  tx: Transaction,
  afleveringId: string,
): Promise<{ bronnen: AfrekenBronnen; doc: AfrekeningDoc }> {
  const { buren } = ctx;
  const ref = afrekeningRef(ctx, afleveringId);
  // Only the fair's people: the settlement counts those who take part (afrekenInvoer).
  const deelnemers = await buren.deelnemersVanIn(tx, afleveringId);
  // halvePrijs guards too: changing it changes which reduced lines wait under Nakijken.
  const [beurs, artikelen, kassas, bonnen, inleveringen, [snap, instellingenSnap], besluiten, halvePrijs] =
    await Promise.all([
      buren.afleveringIn(tx, afleveringId),
      buren.artikelenVoorBeursIn(tx, afleveringId, deelnemers),
      buren.kassasIn(tx, afleveringId),
      buren.bonnenIn(tx, afleveringId),
      buren.inleveringenIn(tx, afleveringId),
      tx.getAll(ref, ctx.publiek.kosten),
      tx.get(ref.collection('besluiten')),
      buren.halvePrijsIn(tx, afleveringId),
    ]);
  const doc = docUit(snap!.data());
  return {
    doc,
    bronnen: {
      beurs: beurs && { id: beurs.id },
      deelnemers,
      artikelen,
      kassas,
      bonnen,
      ingeleverd: ingeleverdPerVerkoper(inleveringen),
      retourBijAfgifte: doc.retourBijAfgifte,
      geteld: Object.fromEntries(doc.geteld.map((g) => [g.kassa, g.cent])),
      besluiten: besluitenUit(besluiten),
      instellingen: instellingenUit(instellingenSnap!.data()),
      halvePrijs,
    },
  };
}

export function afrekeningFirestore(ctx: AfrekeningFirestoreContext): AfrekeningStore {
  const { db } = ctx;
  const instellingenRef = ctx.publiek.kosten;
  const delenVan = (afleveringId: string) => afrekeningRef(ctx, afleveringId).collection('bevroren');
  const actueel = actueelFirestore(db);

  /*
   * The closed settlement, read and parsed once per fair and closing in this instance: it never
   * changes once written, and pick-up reads it at every seller and step (1.5 MB in parts for 300
   * sellers; bench:inlevering). Keyed by the closing time from the fair's own document.
   */
  const bevroren = new Map<string, { op: string; afrekening: Afrekening }>();
  /** The decisions per fair as this instance last read them, with the version they had. */
  const besluitenGelezen = new Map<string, { versie: number; besluiten: RegelBesluit[] }>();
  async function staat(afleveringId: string): Promise<AfrekeningStaat> {
    const ref = afrekeningRef(ctx, afleveringId);
    const doc = docUit((await ref.get()).data());
    const versie = doc.besluitenVersie ?? 0;
    let besluiten = besluitenGelezen.get(afleveringId);
    if (besluiten?.versie !== versie) {
      // Read after the version: a change in between raises it again, and the next call re-reads.
      besluiten = { versie, besluiten: besluitenUit(await ref.collection('besluiten').get()).sort(besluitVolgorde) };
      besluitenGelezen.set(afleveringId, besluiten);
    }
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
      besluiten: [...besluiten.besluiten],
      gesloten,
      uitbetaald: doc.uitbetaald ?? null,
      andersBetaald: doc.andersBetaald ?? [],
    };
  }

  /** Reads the document in the transaction (the guard against a close), then writes `wijzig`'s result. */
  async function wijzig(afleveringId: string, wijziging: (doc: AfrekeningDoc) => AfrekeningDoc) {
    await db.runTransaction(async (tx) => {
      const ref = afrekeningRef(ctx, afleveringId);
      const doc = docUit((await tx.get(ref)).data());
      if (doc.geslotenOp !== null) throw conflict(MELDING_AFREKENING_GESLOTEN);
      tx.set(ref, wijziging(doc));
      nieuwStempel(db, tx);
    });
    return staat(afleveringId);
  }

  return {
    async leesAfrekeningInstellingen() {
      return instellingenUit((await instellingenRef.get()).data());
    },
    async bewaarAfrekeningInstellingen(instellingen) {
      const batch = db.batch();
      batch.set(instellingenRef, publiekeInstellingen(instellingen));
      if (instellingen.iban && instellingen.tenaamstelling)
        batch.set(bankrekeningRef(ctx), { iban: instellingen.iban, tenaamstelling: instellingen.tenaamstelling });
      else batch.delete(bankrekeningRef(ctx));
      // The commission and fees are inputs of the settlement.
      nieuwStempel(db, batch);
      await batch.commit();
      return instellingen;
    },
    ...uitbetalingFirestore(ctx, staat),
    ...nabetalingFirestore(ctx, staat),
    leesAfrekeningStaat: staat,
    async leesAfrekenBronnen(afleveringId) {
      const { bronnen } = await db.runTransaction((tx) => afrekenBronnenIn(ctx, tx, afleveringId), { readOnly: true });
      return bronnen;
    },
    leesActueleAfrekening(afleveringId, bereken) {
      return actueel.lees(afleveringId, bereken, async (tx) => (await afrekenBronnenIn(ctx, tx, afleveringId)).bronnen);
    },
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
    async zetRegelBesluiten(afleveringId, besluiten) {
      // The last decision about a line wins, as one at a time would.
      const per = [...new Map(besluiten.map((b) => [regelSleutel(b.bonId, b.regel), b])).values()];
      // In parts of at most BESLUITEN_PER_TRANSACTIE: one transaction up to that many, which is
      // every fair but one whose desk sent rubbish. Each part reads the settlement's document
      // first, so a close that races it is re-run and sees the part, or the part is refused after
      // it. Setting a decision twice is the same decision: a part that failed is sent again.
      for (let i = 0; i === 0 || i < per.length; i += BESLUITEN_PER_TRANSACTIE) {
        const deel = per.slice(i, i + BESLUITEN_PER_TRANSACTIE);
        await db.runTransaction(async (tx) => {
          const ref = afrekeningRef(ctx, afleveringId);
          const doc = docUit((await tx.get(ref)).data());
          if (doc.geslotenOp !== null) throw conflict(MELDING_AFREKENING_GESLOTEN);
          for (const b of deel) tx.set(besluitRef(ref, b), b);
          tx.set(ref, { ...doc, besluitenVersie: versieNa(doc) });
          nieuwStempel(db, tx);
        });
      }
      return staat(afleveringId);
    },
    async zetRegelBesluit(afleveringId, { bonId, regel }, besluit) {
      await db.runTransaction(async (tx) => {
        // The guard against a close: this reads the fair's document, closing reads every decision.
        const ref = afrekeningRef(ctx, afleveringId);
        const doc = docUit((await tx.get(ref)).data());
        if (doc.geslotenOp !== null) throw conflict(MELDING_AFREKENING_GESLOTEN);
        const besluitDoc = besluitRef(ref, { bonId, regel });
        if (besluit === null) tx.delete(besluitDoc);
        else tx.set(besluitDoc, besluit);
        tx.set(ref, { ...doc, besluitenVersie: versieNa(doc) });
        nieuwStempel(db, tx);
      });
      return staat(afleveringId);
    },
    async sluitAfrekening(afleveringId, { afrekening, grondslag }, now) {
      const delen = bevrorenDelen(afrekening);
      /*
       * Re-reads and re-checks, as the Trigger Email extension (firestore-send-email) does
       * before it changes a mail's state: what was computed outside the transaction is trusted
       * only if every input still reads the same inside it. Each read is also a guard, since a
       * write to a document or query this transaction read makes Firestore re-run it (or wait
       * for it), after which the comparison sees the write:
       * - this document: the retour marks, the counted cash and whether it is closed already
       *   (zetRetourBijAfgifte, zetGeteld, zetRegelBesluit and zetRegelBesluiten write it, and
       *   a second close would too);
       * - the fair's decisions on lines, a document each: one set or taken back meanwhile;
       * - the fair's receipts: one that arrived or was voided after the computing;
       * - the settings: commission and fees changed meanwhile; and the organisation's account,
       *   kept with the closing (issue 50), so a change saved meanwhile is in it or after it;
       * - the participants, the fairs and the items (afrekenBronnenIn, through the other areas'
       *   adapters): who takes part and as what, and each item's price, description and retour wish.
       */
      await db.runTransaction(async (tx) => {
        const ref = afrekeningRef(ctx, afleveringId);
        const [{ bronnen, doc }, bankrekeningSnap, bewaard] = await Promise.all([
          afrekenBronnenIn(ctx, tx, afleveringId),
          tx.get(bankrekeningRef(ctx)),
          // The live settlement kept for the views (actueel.ts): the frozen one replaces it.
          bereidVergetenIn(db, tx, afleveringId),
        ]);
        if (doc.geslotenOp !== null) throw conflict(MELDING_AL_GESLOTEN);
        const nu = afrekenInvoer(bronnen);
        const melding = grondslagVeranderd(grondslag, nu);
        if (melding) throw conflict(melding);
        delen.forEach((json, i) => tx.set(delenVan(afleveringId).doc(String(i)), { json }));
        bewaard.wis();
        tx.set(ref, {
          ...doc,
          geslotenOp: now.toISOString(),
          delen: delen.length,
          rekening: rekeningUit(bankrekeningSnap),
        });
        nieuwStempel(db, tx);
      });
      return staat(afleveringId);
    },
  };
}
