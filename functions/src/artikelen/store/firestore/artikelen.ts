/**
 * Items on Firestore. `artikelen/{verkopersnummer}-{artikelnummer}` holds one item (deleted ones
 * stay, with `verwijderd: true`, so a number is never given twice); `artikelInstellingen/{aflevering}`
 * the settings of one fair (absent: the defaults). Queries use one top-level field each.
 */
import type { DocumentData, QuerySnapshot, Transaction } from 'firebase-admin/firestore';
import type { ArtikelSleutel } from '../../domein/artikelcode';
import {
  artikelVolgorde,
  nieuwArtikel,
  opAanbodIn,
  weigerAlsWeggegaan,
  type Artikel,
  type ArtikelInvoer,
  type Soort,
} from '../../domein/artikelen';
import { instellingenUit, type ArtikelInstellingen } from '../../domein/instellingen';
import { nietGevonden } from '../../../kern/errors';
import type { Deelnemer, MailBericht } from '../../../kern/types';
import { type ArtikelenStore } from '../port';
import { naarAflevering } from '../../../seizoen';
import { isDocId, sleutel as docSleutel, type FirestoreContext } from '../../../platform/firestore/context';
import { vulAfgeleidVeld } from '../../../platform/firestore/afgeleid';
import { naarDeelnemer, type DeelnemerDoc } from '../../../registratie';
import { nieuwStempel } from '../../../platform/firestore/stempel';

/**
 * The database, with what these adapters use of other areas' data in their transactions: named
 * here and wired in app/store/firestore.ts, as no adapter imports another area's.
 */
export interface ArtikelenFirestoreContext extends FirestoreContext {
  buren: {
    /** registratie: the people taking part in a fair. */
    deelnemersVanIn(tx: Transaction, afleveringId: string): Promise<Deelnemer[]>;
    /** mail: a new mail in the outbox. */
    zetMailIn(tx: Transaction, mail: MailBericht, now: Date): void;
  };
}

const MARKEER_PER_TRANSACTIE = 400;
/** Sellers per transaction of mailArtikelLinks: two writes each, under Firestore's 500. */
const MAIL_PER_TRANSACTIE = 200;

export interface ArtikelDoc extends Artikel {
  verwijderd: boolean;
  /**
   * The fair the item was sold or given to charity at, '' while it is still the seller's:
   * derived from verkochtIn and goedDoelIn on every write, so that a fair's items are found
   * with equality queries (still the seller's, or gone at this fair) and the items its sellers
   * sold at earlier fairs are never read again (issue 35). Absent on documents from before,
   * until vulWegIn gives them the field at the first start.
   */
  wegIn?: string;
}

/** What `wegIn` says for an item: the fair it left its seller at, or '' (see ArtikelDoc). */
const wegInVan = (a: Pick<Artikel, 'verkochtIn' | 'goedDoelIn'>): string => a.verkochtIn ?? a.goedDoelIn ?? '';

/** An item's document as the adapter writes it: the item, whether deleted, and the derived field. */
export const artikelDoc = (a: Artikel, verwijderd = false): ArtikelDoc => ({ ...a, verwijderd, wegIn: wegInVan(a) });

/** Sold or given to charity: no longer the seller's (documents from before either field may lack it). */
const weg = (d: Partial<ArtikelDoc>) => (d.verkochtIn ?? null) !== null || (d.goedDoelIn ?? null) !== null;

/** Firestore's most values in one `in` filter. */
const IN_MAXIMUM = 30;

const naarArtikel = (d: DocumentData): Artikel => ({
  verkopersnummer: d.verkopersnummer as number,
  artikelnummer: d.artikelnummer as number,
  omschrijving: d.omschrijving as string,
  soort: d.soort as Soort,
  maat: (d.maat as string | null) ?? null,
  prijsCent: d.prijsCent as number,
  retour: d.retour as boolean,
  // Absent on an item of before issue 54: its label was printed without the ½.
  magAfgeprijsd: (d.magAfgeprijsd as boolean | undefined) ?? false,
  labelAfgeprijsd: (d.labelAfgeprijsd as boolean | null | undefined) ?? null,
  aangemaakt: d.aangemaakt as string,
  eersteAfleveringId: d.eersteAfleveringId as string,
  verkochtIn: (d.verkochtIn as string | null) ?? null,
  goedDoelIn: (d.goedDoelIn as string | null) ?? null,
});

const invoerVelden = (invoer: ArtikelInvoer): ArtikelInvoer => ({
  omschrijving: invoer.omschrijving,
  soort: invoer.soort,
  maat: invoer.maat,
  prijsCent: invoer.prijsCent,
  retour: invoer.retour,
  ...(invoer.magAfgeprijsd === undefined ? {} : { magAfgeprijsd: invoer.magAfgeprijsd }),
});

/** The fair's item settings, read in the caller's transaction (the settlement's halve prijs). */
export async function artikelInstellingenIn(
  ctx: FirestoreContext,
  tx: Transaction,
  afleveringId: string,
): Promise<ArtikelInstellingen> {
  if (!isDocId(afleveringId)) return instellingenUit(undefined);
  const snap = await tx.get(ctx.db.collection('artikelInstellingen').doc(docSleutel(afleveringId)));
  return instellingenUit(snap.data() as Partial<ArtikelInstellingen> | undefined);
}

/**
 * The items on offer at a fair, read in the caller's transaction (a read-only one, or the
 * settlement's close). Only that fair's documents: its people (`meeIn`), then their items in
 * groups of 30 seller numbers, each group in two equality queries (still the seller's, and
 * gone at this fair). An item its seller sold or gave away at an earlier fair is never read,
 * so the reads follow the fair and not the seasons before it.
 *
 * For the current fair (the latest) that is exactly opAanbodIn: every item was added at it or
 * before, and an item gone at a later fair cannot exist. For an earlier fair an item may have
 * left its seller at a fair after it and still count there, so that rare case (a desk of last
 * season's fair) reads the sellers' other items too and leaves the decision to opAanbodIn.
 */
export async function artikelenVoorBeursIn(
  ctx: ArtikelenFirestoreContext,
  tx: Transaction,
  afleveringId: string,
  /** The fair's people when the caller read them in `tx` already (buren.deelnemersVanIn). */
  alGelezen?: Deelnemer[],
): Promise<Artikel[]> {
  if (!isDocId(afleveringId)) return [];
  const [beursSnap, laatsteSnap, deelnemers] = await Promise.all([
    tx.get(ctx.afleveringen.doc(afleveringId)),
    tx.get(ctx.afleveringen.orderBy('volgnummer', 'desc').limit(1)),
    alGelezen ?? ctx.buren.deelnemersVanIn(tx, afleveringId),
  ]);
  if (!beursSnap.exists) return [];
  const beurs = naarAflevering(beursSnap.id, beursSnap.data()!);
  const huidige = laatsteSnap.docs[0]?.id === afleveringId;
  const nummers = deelnemers.map((d) => d.nummer);
  const artikelen = ctx.db.collection('artikelen').where('verwijderd', '==', false);
  const groepen: Promise<QuerySnapshot>[] = [];
  for (let i = 0; i < nummers.length; i += IN_MAXIMUM) {
    const vanGroep = artikelen.where('verkopersnummer', 'in', nummers.slice(i, i + IN_MAXIMUM));
    if (huidige)
      groepen.push(tx.get(vanGroep.where('wegIn', '==', '')), tx.get(vanGroep.where('wegIn', '==', afleveringId)));
    else groepen.push(tx.get(vanGroep));
  }
  const gelezen = (await Promise.all(groepen)).flatMap((snap) => snap.docs.map((d) => naarArtikel(d.data())));
  // The volgnummers of the other fairs an item names, only when an earlier fair is asked for.
  const volgnummer = new Map([[beurs.id, beurs.volgnummer]]);
  if (!huidige) {
    for (const d of (await tx.get(ctx.afleveringen)).docs)
      volgnummer.set(d.id, naarAflevering(d.id, d.data()).volgnummer);
  }
  const verkopers = new Map(deelnemers.map((d) => [d.nummer, d]));
  return gelezen
    .filter((a) => {
      const verkoper = verkopers.get(a.verkopersnummer);
      // For the current fair, a fair the map lacks is an earlier one (see above).
      return verkoper !== undefined && opAanbodIn(a, verkoper, beurs, (id) => volgnummer.get(id));
    })
    .sort(artikelVolgorde);
}

/** Gives every item from before `wegIn` the field, once (platform/firestore/afgeleid.ts). */
export const vulWegIn = (ctx: FirestoreContext): Promise<number> =>
  vulAfgeleidVeld(ctx, {
    vlag: 'wegIn',
    collectie: ctx.db.collection('artikelen'),
    veld: 'wegIn',
    waarde: (data) => wegInVan(naarArtikel(data)),
  });

export function artikelenFirestore(ctx: ArtikelenFirestoreContext): Omit<ArtikelenStore, 'noteerLabelsVanBeurs'> {
  const { db } = ctx;
  const artikelen = db.collection('artikelen');
  const instellingenCol = db.collection('artikelInstellingen');
  const ref = (s: ArtikelSleutel) => artikelen.doc(`${s.verkopersnummer}-${s.artikelnummer}`);
  const geldig = (s: ArtikelSleutel) => Number.isInteger(s.verkopersnummer) && Number.isInteger(s.artikelnummer);
  const vanVerkoper = (verkopersnummer: number) => artikelen.where('verkopersnummer', '==', verkopersnummer);
  /** What is still the seller's: not deleted, not sold or given away (wegIn). */
  const nogVanVerkoper = (verkopersnummer: number) =>
    vanVerkoper(verkopersnummer).where('verwijderd', '==', false).where('wegIn', '==', '');

  /**
   * Marks the items of `sleutels` with `velden`, in parts of at most MARKEER_PER_TRANSACTIE (a
   * transaction writes at most 500 documents), each item once whichever part it is in. Each is
   * re-read in its transaction: one deleted, or marked meanwhile (`al`: sold by the till, or by an
   * earlier run) is left as it is, so a second close changes nothing. The number marked.
   */
  async function markeer(
    sleutels: ArtikelSleutel[],
    al: (data: ArtikelDoc) => boolean,
    velden: Partial<ArtikelDoc>,
  ): Promise<number> {
    const ids = [...new Set(sleutels.filter(geldig).map((s) => ref(s).id))];
    let aantal = 0;
    for (let i = 0; i < ids.length; i += MARKEER_PER_TRANSACTIE) {
      const deel = ids.slice(i, i + MARKEER_PER_TRANSACTIE).map((id) => artikelen.doc(id));
      aantal += await db.runTransaction(async (tx) => {
        let gemarkeerd = 0;
        for (const snap of await tx.getAll(...deel)) {
          const data = snap.data() as ArtikelDoc | undefined;
          if (!data || data.verwijderd || al(data)) continue;
          tx.update(snap.ref, velden);
          gemarkeerd++;
        }
        if (gemarkeerd > 0) nieuwStempel(db, tx);
        return gemarkeerd;
      });
    }
    return aantal;
  }
  return {
    async mailArtikelLinks(afleveringId, options) {
      // A transaction holds at most 500 writes, and every seller costs two (the mail and the
      // mark): the sellers go in groups. Each transaction re-reads its group and skips whoever
      // is marked already, so a second save switching entry on at the same time is retried,
      // sees the marks and mails nobody twice.
      const alle = await ctx.deelnemers.orderBy('nummer').select().get();
      let aantal = 0;
      for (let i = 0; i < alle.docs.length; i += MAIL_PER_TRANSACTIE) {
        const groep = alle.docs.slice(i, i + MAIL_PER_TRANSACTIE).map((d) => d.ref);
        aantal += await db.runTransaction(async (tx) => {
          let geschreven = 0;
          for (const doc of await tx.getAll(...groep)) {
            if (!doc.exists) continue;
            const data = doc.data() as DeelnemerDoc;
            if (data.artikelLinkVoor === afleveringId) continue;
            const deelnemer = naarDeelnemer(doc.id, data);
            if (!options.wie(deelnemer)) continue;
            ctx.buren.zetMailIn(tx, options.mail(deelnemer), options.now);
            tx.set(doc.ref, { ...data, artikelLinkVoor: afleveringId });
            geschreven++;
          }
          // A field the settlement does not read, but every write to a person renews the stamp.
          if (geschreven > 0) nieuwStempel(db, tx);
          return geschreven;
        });
      }
      return aantal;
    },
    async leesArtikelInstellingen(afleveringId) {
      if (!isDocId(afleveringId)) return instellingenUit(undefined);
      const snap = await instellingenCol.doc(docSleutel(afleveringId)).get();
      return instellingenUit(snap.data() as Partial<ArtikelInstellingen> | undefined);
    },
    async leesArtikelInstellingenBewaard(afleveringId) {
      return isDocId(afleveringId) && (await instellingenCol.doc(docSleutel(afleveringId)).get()).exists;
    },
    async bewaarArtikelInstellingen(afleveringId, instellingen) {
      const bewaard = instellingenUit(instellingen);
      // With the stamp: half price at the end changes which reduced lines the settlement questions.
      const batch = db.batch();
      batch.set(instellingenCol.doc(docSleutel(afleveringId)), bewaard);
      nieuwStempel(db, batch);
      await batch.commit();
      return bewaard;
    },
    async leesArtikelenVanVerkoper(verkopersnummer) {
      // Only what is still the seller's: what they sold at earlier fairs is not read.
      const snap = await nogVanVerkoper(verkopersnummer).get();
      return snap.docs
        .map((d) => d.data() as ArtikelDoc)
        .filter((d) => !weg(d))
        .map(naarArtikel)
        .sort(artikelVolgorde);
    },
    async leesArtikelenVoorBeurs(afleveringId) {
      // Read together in one read-only transaction: the fairs, the sellers and the items as of one moment.
      return db.runTransaction((tx) => artikelenVoorBeursIn(ctx, tx, afleveringId), { readOnly: true });
    },
    async leesAanbodEnDeelnemers(afleveringId) {
      // The items are found by their sellers: the people read once, for both (issue 55).
      return db.runTransaction(
        async (tx) => {
          const deelnemers = await ctx.buren.deelnemersVanIn(tx, afleveringId);
          return { artikelen: await artikelenVoorBeursIn(ctx, tx, afleveringId, deelnemers), deelnemers };
        },
        { readOnly: true },
      );
    },
    async leesArtikel(s) {
      if (!geldig(s)) return null;
      const data = (await ref(s).get()).data() as ArtikelDoc | undefined;
      return data && !data.verwijderd ? naarArtikel(data) : null;
    },
    async voegArtikelToe(verkopersnummer, invoer, options) {
      return db.runTransaction(async (tx) => {
        // Two reads in the transaction, neither of which grows with the seller's items or
        // their earlier fairs: the item with the highest number the seller ever had (deleted
        // ones too) gives the next number, and the count of what is still theirs (one read per
        // 1,000, not one per item) the maximum. A concurrent add changes both, so Firestore
        // re-runs the later transaction with it.
        const [hoogste, eigen] = await Promise.all([
          tx.get(vanVerkoper(verkopersnummer).orderBy('artikelnummer', 'desc').limit(1)),
          tx.get(nogVanVerkoper(verkopersnummer).count()),
        ]);
        const artikel = nieuwArtikel(
          verkopersnummer,
          invoerVelden(invoer),
          {
            hoogste: (hoogste.docs[0]?.get('artikelnummer') as number | undefined) ?? 0,
            open: eigen.data().count,
          },
          options,
        );
        // create() fails if the document exists: a second guard on the number.
        tx.create(ref(artikel), artikelDoc(artikel));
        nieuwStempel(db, tx);
        return artikel;
      });
    },
    async wijzigArtikel(s, invoer) {
      if (!geldig(s)) throw nietGevonden('Artikel');
      return db.runTransaction(async (tx) => {
        const data = (await tx.get(ref(s))).data() as ArtikelDoc | undefined;
        if (!data || data.verwijderd) throw nietGevonden('Artikel');
        weigerAlsWeggegaan(naarArtikel(data));
        const nieuw = { ...naarArtikel(data), ...invoerVelden(invoer) };
        tx.update(ref(s), { ...invoerVelden(invoer) });
        nieuwStempel(db, tx);
        return nieuw;
      });
    },
    async verwijderArtikel(s) {
      if (!geldig(s)) return null;
      return db.runTransaction(async (tx) => {
        const data = (await tx.get(ref(s))).data() as ArtikelDoc | undefined;
        if (!data || data.verwijderd) return null;
        weigerAlsWeggegaan(naarArtikel(data));
        tx.update(ref(s), { verwijderd: true });
        nieuwStempel(db, tx);
        return naarArtikel(data);
      });
    },
    async markeerVerkocht(afleveringId, sleutels) {
      // Sold wins over charity (wegInVan), so a sale always makes wegIn this fair.
      return markeer(sleutels, (data) => (data.verkochtIn ?? null) !== null, {
        verkochtIn: afleveringId,
        wegIn: afleveringId,
      });
    },
    async markeerGoedDoel(afleveringId, sleutels) {
      return markeer(sleutels, weg, { goedDoelIn: afleveringId, wegIn: afleveringId });
    },
    async markeerLabelsGeprint(labels) {
      // Per value its own marking: each item re-read in the transaction, one that shows it already left as it is.
      let aantal = 0;
      for (const waarde of [true, false]) {
        const deel = labels.filter((l) => l.magAfgeprijsd === waarde);
        if (deel.length > 0)
          aantal += await markeer(deel, (data) => (data.labelAfgeprijsd ?? null) === waarde, {
            labelAfgeprijsd: waarde,
          });
      }
      return aantal;
    },
    async herstelGoedDoel(afleveringId, sleutels) {
      // Back with the seller: wegIn '' again, so the fair's queries find it as theirs.
      return markeer(sleutels, (data) => (data.goedDoelIn ?? null) !== afleveringId, { goedDoelIn: null, wegIn: '' });
    },
  };
}
