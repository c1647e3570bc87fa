/**
 * The settlement on Firestore. `afrekeningen/{aflevering}` holds the drop-off retour marks, the
 * counted cash per desk and `geslotenOp`; every change reads it in its transaction, so a change
 * that races a close is re-run and then refused. The frozen settlement can exceed Firestore's
 * 1 MiB per document (300 sellers with their items), so it is stored as JSON in parts,
 * `afrekeningen/{aflevering}/bevroren/{i}`, written in the closing transaction.
 * Closing also reads the fair's receipts, and a new receipt reads this document: the two cannot
 * pass each other unseen. `instellingen/afrekening` holds the settings (absent: SPEC.md's defaults).
 */
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import {
  MELDING_AFREKENING_GESLOTEN,
  MELDING_AL_GESLOTEN,
  MELDING_BONNEN_VERANDERD,
  STANDAARD_AFREKENING_INSTELLINGEN,
  type Afrekening,
  type AfrekeningInstellingen,
  zelfdeBonnen,
} from '../../domain/afrekening';
import { DomainError } from '../../domain/errors';
import type { AfrekeningStaat, AfrekeningStore } from '../port';
import { sleutel, type FirestoreContext } from './context';

/** Characters per part: at most 3 bytes each in UTF-8, well under 1 MiB. */
const DEEL = 300_000;

interface AfrekeningDoc {
  retourBijAfgifte: number[];
  geteld: { kassa: string; cent: number }[];
  geslotenOp: string | null;
  delen: number;
}

const leeg: AfrekeningDoc = { retourBijAfgifte: [], geteld: [], geslotenOp: null, delen: 0 };
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

export function afrekeningMethods(ctx: FirestoreContext): AfrekeningStore {
  const { db } = ctx;
  const instellingenRef = db.collection('instellingen').doc('afrekening');
  const delenVan = (afleveringId: string) => afrekeningRef(ctx, afleveringId).collection('bevroren');

  async function staat(afleveringId: string): Promise<AfrekeningStaat> {
    const doc = docUit((await afrekeningRef(ctx, afleveringId).get()).data());
    let gesloten: AfrekeningStaat['gesloten'] = null;
    if (doc.geslotenOp !== null) {
      const refs = Array.from({ length: doc.delen }, (_, i) => delenVan(afleveringId).doc(String(i)));
      const delen = refs.length ? await db.getAll(...refs) : [];
      const json = delen.map((d) => d.get('json') as string).join('');
      gesloten = { op: doc.geslotenOp, afrekening: JSON.parse(json) as Afrekening };
    }
    return {
      afleveringId,
      retourBijAfgifte: [...doc.retourBijAfgifte].sort((a, b) => a - b),
      geteld: Object.fromEntries(doc.geteld.map((g) => [g.kassa, g.cent])),
      gesloten,
    };
  }

  /** Reads the document in the transaction (the guard against a close), then writes `wijzig`'s result. */
  async function wijzig(afleveringId: string, wijziging: (doc: AfrekeningDoc) => AfrekeningDoc) {
    await db.runTransaction(async (tx) => {
      const ref = afrekeningRef(ctx, afleveringId);
      const doc = docUit((await tx.get(ref)).data());
      if (doc.geslotenOp !== null) throw new DomainError(409, MELDING_AFREKENING_GESLOTEN);
      tx.set(ref, wijziging(doc));
    });
    return staat(afleveringId);
  }

  return {
    async getAfrekeningInstellingen() {
      const snap = await instellingenRef.get();
      return { ...STANDAARD_AFREKENING_INSTELLINGEN, ...(snap.data() as Partial<AfrekeningInstellingen> | undefined) };
    },
    async saveAfrekeningInstellingen(instellingen) {
      await instellingenRef.set(instellingen);
      return instellingen;
    },
    getAfrekeningStaat: staat,
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
    async sluitAfrekening(afleveringId, afrekening, now) {
      const json = JSON.stringify(afrekening);
      const delen = Array.from({ length: Math.ceil(json.length / DEEL) }, (_, i) =>
        json.slice(i * DEEL, (i + 1) * DEEL),
      );
      await db.runTransaction(async (tx) => {
        const ref = afrekeningRef(ctx, afleveringId);
        const doc = docUit((await tx.get(ref)).data());
        if (doc.geslotenOp !== null) throw new DomainError(409, MELDING_AL_GESLOTEN);
        // The receipts now, in the closing transaction: one that arrived (or was voided) after
        // the settlement was computed would otherwise be neither in it nor refused.
        const bonnen = await tx.get(db.collection('bonnen').where('afleveringId', '==', afleveringId));
        const opgeslagen = {
          aantal: bonnen.size,
          geannuleerd: bonnen.docs.filter((d) => d.get('geannuleerd')).length,
        };
        if (!zelfdeBonnen(afrekening, opgeslagen)) throw new DomainError(409, MELDING_BONNEN_VERANDERD);
        delen.forEach((json, i) => tx.set(delenVan(afleveringId).doc(String(i)), { json }));
        tx.set(ref, { ...doc, geslotenOp: now.toISOString(), delen: delen.length });
      });
      return staat(afleveringId);
    },
  };
}
