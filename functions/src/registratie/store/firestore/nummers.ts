/**
 * Seller numbers that never run out, on Firestore (issue 53 part 3). The free numbers live in ONE
 * small document, `meta/vrijeNummers` ({ vrij, inOmloop, labelsIn }), kept up to date when a
 * number comes free (a person deleted, erased or renumbered) and when one is taken again.
 *
 * The cost, and why: reading who holds which number would be up to 9,999 documents per
 * registration at the top; this is one document (at most some 100 kB: 9,999 numbers), read only
 * once the counter is at the top, plus the last two fairs (one query of 2). Below the top a
 * registration reads exactly what it read before. What blocks a free number is recorded when it
 * comes free, while it can be read cheaply per number: its items still the seller's (one query)
 * and what the pick-up handed back (one query, only when there are such items) and where its
 * labels were last printed (one document). That record cannot change later: a number nobody
 * holds takes part in no fair, so its items are on offer nowhere and nobody prints its labels.
 *
 * Every transaction that hands out or frees a number reads the document (a guard: two of them
 * cannot both take the same free number; the loser is re-run) and writes it whole. Within one
 * transaction the freeing of an erasure and a promotion share one copy (`staatIn`), so the
 * later write carries both.
 */
import type { Transaction } from 'firebase-admin/firestore';
import {
  artikelInOmloop,
  kanDeTopBereiken,
  nummerStand,
  recenteBeurzen,
  type Herbruik,
  type NummerStand,
  type VrijNummer,
} from '../../domein/verkopersnummer';
import type { ArtikelStand } from '../../domein/verkopersnummer';
import { LAATSTE_NUMMER } from '../sleutels';
import { sleutel, type FirestoreContext } from '../../../platform/firestore/context';
import type { Aflevering } from '../../../kern/types';
import { MAX_VERKOPERSNUMMER } from '../../../kern/verkopersnummer';

/** What a number's freeing reads of the items, the pick-up and the labels (wired in app/store/firestore-buren.ts). */
export interface NummerBurenFirestore {
  openArtikelenIn(tx: Transaction, nummer: number): Promise<ArtikelStand[]>;
  verwijderArtikelenIn(tx: Transaction, nummer: number, artikelnummers: readonly number[]): void;
  labelsGeprintIn(tx: Transaction, nummer: number): Promise<string | null>;
  teruggegevenIn(tx: Transaction, nummer: number): Promise<Set<number>>;
  laatsteAfleveringenIn(tx: Transaction, aantal: number): Promise<Aflevering[]>;
}

interface NummersContext extends FirestoreContext {
  buren: NummerBurenFirestore;
}

/** The stored document: the free numbers, those of them with an item in circulation, the fair of their last labels. */
interface StaatDoc {
  vrij: number[];
  inOmloop: number[];
  labelsIn: Record<string, string>;
}

const staatRef = (ctx: FirestoreContext) => ctx.meta.doc(sleutel('vrijeNummers'));

/** The free numbers of one transaction, as read and changed in it. */
export interface NummerStaat {
  vrij: Map<number, VrijNummer>;
}

const uitDoc = (data: Partial<StaatDoc> | undefined): NummerStaat => {
  const inOmloop = new Set(data?.inOmloop ?? []);
  const labelsIn = data?.labelsIn ?? {};
  return {
    vrij: new Map(
      (data?.vrij ?? []).map((nummer) => [
        nummer,
        { nummer, inOmloop: inOmloop.has(nummer), labelsIn: labelsIn[String(nummer)] ?? null },
      ]),
    ),
  };
};

const naarDoc = (staat: NummerStaat): StaatDoc => {
  const lijst = [...staat.vrij.values()].sort((a, b) => a.nummer - b.nummer);
  return {
    vrij: lijst.map((v) => v.nummer),
    inOmloop: lijst.filter((v) => v.inOmloop).map((v) => v.nummer),
    labelsIn: Object.fromEntries(lijst.filter((v) => v.labelsIn !== null).map((v) => [String(v.nummer), v.labelsIn!])),
  };
};

/** The free numbers lowest first, as kiesNummer takes them (a number freed in this transaction comes last in the map). */
export const opVolgorde = (staat: NummerStaat): VrijNummer[] =>
  [...staat.vrij.values()].sort((a, b) => a.nummer - b.nummer);

const perTransactie = new WeakMap<Transaction, Promise<NummerStaat>>();

/** The free numbers as read in `tx`: once per transaction, one copy for every part of it. */
export function staatIn(ctx: FirestoreContext, tx: Transaction): Promise<NummerStaat> {
  let staat = perTransactie.get(tx);
  if (!staat) {
    staat = tx.get(staatRef(ctx)).then((snap) => uitDoc(snap.data() as Partial<StaatDoc> | undefined));
    perTransactie.set(tx, staat);
  }
  return staat;
}

/** Writes the transaction's copy whole (after all its reads). */
export const schrijfStaat = (ctx: FirestoreContext, tx: Transaction, staat: NummerStaat) =>
  tx.set(staatRef(ctx), naarDoc(staat));

/**
 * In `tx`: what kiesNummer reuses at the top, for a transaction that hands out up to `ruimte`
 * numbers; nothing is read while they all fit below it.
 */
export async function herbruikIn(
  ctx: NummersContext,
  tx: Transaction,
  teller: number,
  hoogste: number | null,
  ruimte = 1,
): Promise<{ herbruik: Herbruik; staat: NummerStaat } | null> {
  if (!kanDeTopBereiken(teller, hoogste, ruimte)) return null;
  const [staat, beurzen] = await Promise.all([staatIn(ctx, tx), ctx.buren.laatsteAfleveringenIn(tx, 2)]);
  return { staat, herbruik: { vrij: opVolgorde(staat), recenteBeurzen: recenteBeurzen(beurzen) } };
}

/**
 * Prepares in `tx` (reads only) the freeing of these numbers; `schrijf`, after the caller's
 * reads, retires the items handed back and writes the free numbers. `overgeslagen`: the numbers
 * an administrator's jump skipped, never handed out, with nothing in circulation.
 */
export async function bereidNummersVrij(
  ctx: NummersContext,
  tx: Transaction,
  nummers: readonly number[],
  sprong: readonly number[] = [],
): Promise<{ schrijf(): void }> {
  if (nummers.length === 0 && sprong.length === 0) return { schrijf() {} };
  const staat = await staatIn(ctx, tx);
  const per = await Promise.all(
    nummers.map(async (nummer) => {
      const [artikelen, labelsIn] = await Promise.all([
        ctx.buren.openArtikelenIn(tx, nummer),
        ctx.buren.labelsGeprintIn(tx, nummer),
      ]);
      const open = artikelen.filter((a) => artikelInOmloop(a, new Set()));
      // The pick-up is read only for a number with items still its seller's.
      const terug = open.length > 0 ? await ctx.buren.teruggegevenIn(tx, nummer) : new Set<number>();
      return { nummer, labelsIn, open, terug };
    }),
  );
  // Free in the transaction's copy at once, so a promotion prepared after this one may take it
  // (as on SQLite, where the promotion runs after the deletion); written by `schrijf`.
  for (const { nummer, labelsIn, open, terug } of per) {
    staat.vrij.set(nummer, { nummer, inOmloop: open.some((a) => artikelInOmloop(a, terug)), labelsIn });
  }
  for (const nummer of sprong) staat.vrij.set(nummer, { nummer, inOmloop: false, labelsIn: null });
  return {
    schrijf() {
      for (const { nummer, open, terug } of per) {
        ctx.buren.verwijderArtikelenIn(
          tx,
          nummer,
          open.filter((a) => !artikelInOmloop(a, terug)).map((a) => a.artikelnummer),
        );
      }
      schrijfStaat(ctx, tx, staat);
    },
  };
}

/** The count for /instellingen, in one read-only transaction. */
export async function leesNummerStandIn(ctx: NummersContext, tx: Transaction): Promise<NummerStand> {
  const [tellerSnap, hoogsteSnap, staat, beurzen] = await Promise.all([
    tx.get(ctx.meta.doc(sleutel(LAATSTE_NUMMER))),
    tx.get(ctx.deelnemers.orderBy('nummer', 'desc').limit(1)),
    staatIn(ctx, tx),
    ctx.buren.laatsteAfleveringenIn(tx, 2),
  ]);
  return nummerStand(
    Number(tellerSnap.get('value') ?? 0),
    (hoogsteSnap.docs[0]?.get('nummer') as number | undefined) ?? null,
    { vrij: [...staat.vrij.values()], recenteBeurzen: recenteBeurzen(beurzen) },
  );
}

/**
 * Once per database (the document's existence is the flag): the free numbers of a database from
 * before issue 53, every number up to the counter (or the highest present) that nobody holds.
 * Whether an item of it was handed back was not kept then, so any item still its seller's counts
 * as in circulation: the number waits rather than risk the old holder's label paying someone new.
 * Reads every person's number and every unsold item once; a new database has none.
 */
export async function bouwVrijeNummers(ctx: FirestoreContext): Promise<void> {
  await ctx.db.runTransaction(async (tx) => {
    if ((await tx.get(staatRef(ctx))).exists) return;
    const [tellerSnap, mensen, open] = await Promise.all([
      tx.get(ctx.meta.doc(sleutel(LAATSTE_NUMMER))),
      tx.get(ctx.deelnemers.select('nummer')),
      tx.get(ctx.db.collection('artikelen').where('wegIn', '==', '').select('verkopersnummer', 'verwijderd')),
    ]);
    const bezet = new Set(mensen.docs.map((d) => d.get('nummer') as number));
    const grens = Math.min(
      MAX_VERKOPERSNUMMER,
      [...bezet].reduce((a, b) => Math.max(a, b), Number(tellerSnap.get('value') ?? 0)),
    );
    const inOmloop = new Set(
      open.docs.filter((d) => d.get('verwijderd') !== true).map((d) => d.get('verkopersnummer') as number),
    );
    const staat: NummerStaat = { vrij: new Map() };
    for (let nummer = 1; nummer <= grens; nummer++) {
      if (!bezet.has(nummer)) staat.vrij.set(nummer, { nummer, inOmloop: inOmloop.has(nummer), labelsIn: null });
    }
    schrijfStaat(ctx, tx, staat);
  });
}
