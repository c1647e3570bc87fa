/**
 * The till on Firestore. `kassas/{id}` holds a desk; `bonnen/{id}` holds one receipt, keyed by
 * the id its device chose and created with a must-not-exist precondition, so a receipt sent
 * twice is stored once and no document is written by every sale (no counter, no list).
 * `bonnenNaAfsluiting/{id}` holds a receipt that arrived after the settlement was closed, apart.
 * `instellingen/kassa` holds the till's settings (absent: pin off).
 */
import type { Ruimte } from '../../../artikelen/domein';
import type { DocumentData, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import {
  type Betaalwijze,
  type Bon,
  type BonRegel,
  type Kassa,
  type KassaInstellingen,
  type KassaTaak,
  kassaInstellingenUit,
} from '../../domein/kassa';
import type { PinBesluit } from '../../domein/ontvangst';
import type { KassaStore } from '../port';
import { nieuweKassa, nieuweKassaSleutel } from '../sleutels';
import {
  bonnenVanBeurs,
  inBonVolgorde,
  opgeslagenBon,
  opgeslagenBonId,
  weigerAnnulering,
  weigerPinBesluit,
} from '../bonnen';
import { isDocId, type FirestoreContext } from '../../../platform/firestore/context';
import { nieuwStempel } from '../../../platform/firestore/stempel';

const naarKassa = (id: string, d: DocumentData): Kassa => ({
  id,
  afleveringId: d.afleveringId as string,
  naam: d.naam as string,
  ruimte: d.ruimte as Ruimte,
  taak: (d.taak as KassaTaak | undefined) ?? 'verkopen',
  sleutel: d.sleutel as string,
  aangemaakt: d.aangemaakt as string,
  ingetrokken: (d.ingetrokken as string | null) ?? null,
  laatsteContact: (d.laatsteContact as string | null) ?? null,
  wachtend: (d.wachtend as number | undefined) ?? 0,
  oudsteWachtend: (d.oudsteWachtend as string | null) ?? null,
});

const naarBon = (id: string, d: DocumentData): Bon => ({
  id,
  kassaId: d.kassaId as string,
  afleveringId: d.afleveringId as string,
  regels: d.regels as BonRegel[],
  totaalCent: d.totaalCent as number,
  teBetalenCent: d.teBetalenCent as number,
  ontvangenCent: d.ontvangenCent as number,
  wisselgeldCent: d.wisselgeldCent as number,
  gesloten: d.gesloten as string,
  ontvangenOp: d.ontvangenOp as string,
  // A receipt stored before pin existed has none: it was paid in cash.
  betaalwijze: (d.betaalwijze as Betaalwijze | undefined) ?? 'contant',
  geannuleerd: (d.geannuleerd as Bon['geannuleerd'] | undefined) ?? null,
  // Only what was decided on arrival or after: a receipt read back equals the receipt as it was made.
  ...(d.geslotenOpApparaat ? { geslotenOpApparaat: d.geslotenOpApparaat as string } : {}),
  ...(d.pinTerwijlUit ? { pinTerwijlUit: true } : {}),
  ...(d.pinBesluit ? { pinBesluit: d.pinBesluit as PinBesluit } : {}),
});

const kassasVan = (snap: QuerySnapshot) =>
  snap.docs
    .map((doc) => naarKassa(doc.id, doc.data()))
    .sort((a, b) =>
      a.ruimte !== b.ruimte
        ? a.ruimte.localeCompare(b.ruimte)
        : a.naam !== b.naam
          ? a.naam < b.naam
            ? -1
            : 1
          : a.id.localeCompare(b.id),
    );

const bonnenVan = (snap: QuerySnapshot) => bonnenVanBeurs(snap.docs.map((doc) => naarBon(doc.id, doc.data())));

const kassasVoor = (ctx: FirestoreContext, afleveringId: string) =>
  ctx.db.collection('kassas').where('afleveringId', '==', afleveringId);
const bonnenVoor = (ctx: FirestoreContext, afleveringId: string) =>
  ctx.db.collection('bonnen').where('afleveringId', '==', afleveringId);

/** A fair's desks, read in the caller's transaction. */
export const kassasIn = async (ctx: FirestoreContext, tx: Transaction, afleveringId: string) =>
  kassasVan(await tx.get(kassasVoor(ctx, afleveringId)));

/** A fair's receipts, read in the caller's transaction. */
export const bonnenIn = async (ctx: FirestoreContext, tx: Transaction, afleveringId: string) =>
  bonnenVan(await tx.get(bonnenVoor(ctx, afleveringId)));

/**
 * The database, with what these adapters use of other areas' data in their transactions: named
 * here and wired in app/store/firestore.ts, as no adapter imports another area's.
 */
export interface KassaFirestoreContext extends FirestoreContext {
  buren: {
    /** afrekening, on the floor above: whether the fair's settlement is closed, read in `tx`. */
    isAfrekeningGeslotenIn(tx: Transaction, afleveringId: string): Promise<boolean>;
  };
}

export function kassaFirestore(ctx: KassaFirestoreContext): KassaStore {
  const { isAfrekeningGeslotenIn } = ctx.buren;
  const { db } = ctx;
  const kassas = db.collection('kassas');
  const bonnen = db.collection('bonnen');
  const naAfsluiting = db.collection('bonnenNaAfsluiting');
  const instellingen = db.collection('instellingen').doc('kassa');

  /**
   * The administrator's change of one stored receipt (voiding it, a pin decision), refused by
   * `wijzig` when it may not be made. The receipt is read in the transaction (two administrators
   * at once: the second sees the first), and the settlement's state with it (closing and changing
   * at once: one waits).
   */
  const wijzigBon = (
    invoer: string,
    wijzig: (bon: Bon, afrekeningGesloten: boolean) => { velden: Partial<Bon>; na: Bon },
  ): Promise<Bon | null> => {
    const id = opgeslagenBonId(invoer);
    if (id === null) return Promise.resolve(null);
    const ref = bonnen.doc(id);
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const bon = naarBon(id, snap.data()!);
      const { velden, na } = wijzig(bon, await isAfrekeningGeslotenIn(tx, bon.afleveringId));
      tx.update(ref, velden);
      nieuwStempel(db, tx);
      return na;
    });
  };

  async function kassa(id: string) {
    if (!isDocId(id)) return null;
    const snap = await kassas.doc(id).get();
    return snap.exists ? naarKassa(id, snap.data()!) : null;
  }

  /**
   * Changes fields of a desk that exists; null when it does not (as on SQLite). Only fields the
   * settlement does not read (its heartbeat, its key, withdrawn: stempel.ts NIET_GELEZEN), so no
   * stamp: a till's heartbeat every few seconds would otherwise undo the kept settlement.
   */
  async function werBij(id: string, velden: DocumentData) {
    if (!isDocId(id)) return null;
    const ref = kassas.doc(id);
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      tx.set(ref, velden, { merge: true });
      return naarKassa(id, { ...snap.data(), ...velden });
    });
  }

  return {
    async maakKassa(afleveringId, invoer, now) {
      const nieuw = nieuweKassa(afleveringId, invoer, now);
      const { id, ...data } = nieuw;
      const batch = db.batch();
      batch.create(kassas.doc(id), data);
      // The settlement lists every desk of the fair.
      nieuwStempel(db, batch);
      await batch.commit();
      return nieuw;
    },
    async leesKassas(afleveringId) {
      return kassasVan(await kassasVoor(ctx, afleveringId).get());
    },
    leesKassa: kassa,
    async trekKassaIn(id, now) {
      const huidig = await kassa(id);
      if (!huidig || huidig.ingetrokken) return huidig;
      return werBij(id, { ingetrokken: now.toISOString() });
    },
    async vernieuwKassaSleutel(id) {
      return werBij(id, { sleutel: nieuweKassaSleutel(), ingetrokken: null });
    },
    async meldKassaContact(id, now, wachtend, oudsteWachtend) {
      await werBij(id, { laatsteContact: now.toISOString(), wachtend, oudsteWachtend });
    },
    async bewaarBon(invoer) {
      const bon = opgeslagenBon(invoer);
      const { id, ...data } = bon;
      const ref = bonnen.doc(id);
      const laatRef = naAfsluiting.doc(id);
      // One transaction on the receipt's own documents: the reads guard against a second send
      // of the same receipt (also two at once: Firestore re-runs the later one, which then
      // finds the first, wherever it was kept); create() adds the must-not-exist precondition.
      return db.runTransaction(async (tx) => {
        const [snap, laat] = await Promise.all([tx.get(ref), tx.get(laatRef)]);
        if (snap.exists) return { bon: naarBon(id, snap.data()!), nieuw: false, naAfsluiting: false };
        if (laat.exists) return { bon: naarBon(id, laat.data()!), nieuw: false, naAfsluiting: true };
        // Read in the transaction: closing the settlement writes this document, so a receipt
        // racing the close is re-run and then kept apart, never in neither place.
        if (await isAfrekeningGeslotenIn(tx, bon.afleveringId)) {
          tx.create(laatRef, data);
          return { bon, nieuw: true, naAfsluiting: true };
        }
        tx.create(ref, data);
        nieuwStempel(db, tx);
        return { bon, nieuw: true, naAfsluiting: false };
      });
    },
    async leesBonnen(afleveringId) {
      return bonnenVan(await bonnenVoor(ctx, afleveringId).get());
    },
    async leesBonnenNaAfsluiting(afleveringId) {
      const snap = await naAfsluiting.where('afleveringId', '==', afleveringId).get();
      return inBonVolgorde(snap.docs.map((doc) => naarBon(doc.id, doc.data())));
    },
    async annuleerBon(invoer, annulering) {
      return wijzigBon(invoer, (bon, gesloten) => {
        weigerAnnulering(bon, gesloten);
        return { velden: { geannuleerd: annulering }, na: { ...bon, geannuleerd: annulering } };
      });
    },
    async zetPinBesluit(invoer, besluit) {
      return wijzigBon(invoer, (bon, gesloten) => {
        weigerPinBesluit(bon, gesloten);
        const { pinBesluit: _oud, ...rest } = bon;
        return { velden: { pinBesluit: besluit }, na: besluit === null ? rest : { ...rest, pinBesluit: besluit } };
      });
    },
    async leesKassaInstellingen() {
      return kassaInstellingenUit((await instellingen.get()).data() as Partial<KassaInstellingen> | undefined);
    },
    async bewaarKassaInstellingen(nieuw) {
      await instellingen.set(nieuw);
      return nieuw;
    },
  };
}
