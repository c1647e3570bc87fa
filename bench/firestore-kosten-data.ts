/**
 * The database of bench:firestore-kosten (firestore-kosten.ts): earlier fairs written in bulk
 * in the documents' own shapes (the adapter's naarDeelnemerDoc and artikelDoc, so the fields a
 * query needs are there as the site writes them), their receipts through the Store; then the
 * current fair as the site makes it: registrations through the assigner, items, drop-off and
 * sales at a till.
 */
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { Artikel, Soort } from '../functions/src/artikelen/domein/artikelen';
import { artikelDoc } from '../functions/src/artikelen/store/firestore/artikelen';
import { maakBon, type Bon, type BonRegel } from '../functions/src/kassa/domein/kassa';
import { berekenAfrekening } from '../functions/src/afrekening/domein/afrekening';
import { afrekenInvoer } from '../functions/src/afrekening/domein/invoer';
import { STANDAARD_AFREKENING_INSTELLINGEN } from '../functions/src/kern/afrekening-instellingen';
import { schrijfGesloten } from '../functions/src/afrekening/store/firestore/afrekening';
import { firestoreContext } from '../functions/src/platform/firestore/context';
import type { Aflevering, Deelnemer, DeelnemerAflevering } from '../functions/src/kern/types';
import { naarDeelnemerDoc } from '../functions/src/registratie/store/firestore/inschrijving';
import { LAATSTE_NUMMER } from '../functions/src/registratie/store/sleutels';
import type { Store } from '../functions/src/app/store/port';

export const EERDERE_BEURZEN = 4;
const DAG_MS = 24 * 60 * 60 * 1000;
/** Part of a fair's sellers that come back to the next one. */
export const TERUGKEER = 1 / 3;
/** Of an earlier fair's items: half sold, a tenth to charity, the rest back with the seller. */
const VERKOCHT = 0.5;
const GOED_DOEL = 0.1;
/** Part of the current fair's items sold before the operations are measured. */
const VERKOCHT_NU = 0.4;
const REGELS_PER_BON = 20;
const SCHRIJF_PER_BATCH = 450;

const datum = (d: Date) => d.toISOString().slice(0, 10);
const SOORTEN: Soort[] = ['Kleding', 'Kleding', 'Speelgoed'];

export const persoon = (i: number) => ({
  naam: `Verkoper${i} Achternaam`,
  email: `verkoper${i}@voorbeeld.nl`,
  telefoon: `06-${String(i).padStart(8, '0')}`,
});

const artikel = (verkopersnummer: number, artikelnummer: number, eersteAfleveringId: string, nu: Date): Artikel => {
  const soort = SOORTEN[artikelnummer % SOORTEN.length]!;
  return {
    verkopersnummer,
    artikelnummer,
    omschrijving: `${soort} ${artikelnummer}`,
    soort,
    maat: soort === 'Kleding' ? '98-104' : null,
    prijsCent: 50 + ((artikelnummer * 37) % 40) * 50,
    retour: false,
    aangemaakt: nu.toISOString(),
    eersteAfleveringId,
    verkochtIn: null,
    goedDoelIn: null,
    magAfgeprijsd: true,
    labelAfgeprijsd: null,
  };
};

/** Writes documents in batches (Firestore takes at most 500 writes per commit). */
async function schrijfAlles(db: Firestore, docs: { pad: string; data: object }[]) {
  for (let i = 0; i < docs.length; i += SCHRIJF_PER_BATCH) {
    const batch = db.batch();
    for (const { pad, data } of docs.slice(i, i + SCHRIJF_PER_BATCH)) batch.set(db.doc(pad), data);
    await batch.commit();
  }
}

/** Sells `regels` at a till of `beurs`, in receipts of REGELS_PER_BON lines, through the Store. */
async function verkoop(store: Store, beurs: Aflevering, regels: BonRegel[], nu: Date) {
  const kassa = await store.maakKassa(beurs.id, { naam: `Kleding ${beurs.volgnummer}`, ruimte: 'Kleding' }, nu);
  const bonnen: Bon[] = [];
  for (let i = 0; i < regels.length; i += REGELS_PER_BON) {
    const deel = regels.slice(i, i + REGELS_PER_BON);
    const totaal = deel.reduce((s, r) => s + r.prijsCent, 0);
    const gesloten = new Date(nu.getTime() + i * 1000).toISOString();
    const bon = maakBon(
      { id: randomUUID(), regels: deel, ontvangenCent: totaal, gesloten },
      kassa,
      new Date(gesloten),
      { pinnen: false },
    );
    await store.bewaarBon(bon);
    bonnen.push(bon);
  }
  return { kassa, bonnen };
}

export interface Historie {
  personen: number;
  artikelen: number;
  bonnen: number;
  /** Who took part in the last earlier fair: a third of them come back to the current one. */
  laatsten: Deelnemer[];
  /** Per seller number, the highest item number given. */
  hoogste: Map<number, number>;
}

/**
 * `n` people over EERDERE_BEURZEN earlier fairs in the last year, one fair after the other as
 * they went: each its share of new sellers plus a third of the previous fair's, each seller
 * `perVerkoper` items per fair, of which half sold (on receipts of a till) and a tenth given to
 * charity, the rest still theirs (and on offer again when they come back); then the fair's
 * settlement closed. The closed settlement is computed here by the domain from what was written
 * and stored as the adapter stores it (schrijfGesloten), not through the closing transaction:
 * the official emulator answers every query by reading the whole collection, so closing fairs
 * of thousands of sellers there would take hours, where Firestore itself uses its indexes.
 */
export async function vulHistorie(db: Firestore, store: Store, n: number, perVerkoper: number, nu: Date) {
  const hoogste = new Map<number, number>();
  /** What each seller still has after the fairs so far: on offer again when they come back. */
  const nogVan = new Map<number, Artikel[]>();
  const ctx = firestoreContext(db);
  const personen: Deelnemer[] = [];
  const koppeling = (a: Aflevering): DeelnemerAflevering => ({
    id: a.id,
    volgnummer: a.volgnummer,
    datum: a.datum,
    actief: true,
  });
  const perBeurs = Math.ceil(n / EERDERE_BEURZEN);
  let vorige: Deelnemer[] = [];
  let artikelen = 0;
  let bonnen = 0;
  for (let b = 1; b <= EERDERE_BEURZEN; b++) {
    const dag = new Date(nu.getTime() - (EERDERE_BEURZEN + 1 - b) * 80 * DAG_MS);
    await store.bewaarAflevering({ volgnummer: b, datum: datum(dag) });
    const beurs = (await store.leesLaatsteAflevering())!;
    const terug = vorige.filter((_, i) => i % Math.round(1 / TERUGKEER) === 0);
    for (const d of terug) d.afleveringen.unshift(koppeling(beurs));
    const nieuw: Deelnemer[] = [];
    for (let i = 0; i < perBeurs && personen.length < n; i++) {
      const nummer = personen.length + 1;
      const d: Deelnemer = {
        id: `historie-${nummer}`,
        nummer,
        ...persoon(nummer),
        actief: true,
        vrijwilligerVrijdag: false,
        vrijwilligerZaterdag: false,
        afleveringen: [koppeling(beurs)],
        aangemeld: new Date(dag.getTime() - 60 * DAG_MS).toISOString(),
      };
      personen.push(d);
      nieuw.push(d);
    }
    const deze = [...terug, ...nieuw];
    await schrijfAlles(
      db,
      deze.map((d) => ({ pad: `deelnemers/${d.id}`, data: naarDeelnemerDoc(d) })),
    );
    const itemDocs: { pad: string; data: object }[] = [];
    const regels: BonRegel[] = [];
    const aanbod: Artikel[] = [];
    for (const d of deze) {
      const eigen = nogVan.get(d.nummer) ?? [];
      aanbod.push(...eigen);
      for (let i = 0; i < perVerkoper; i++) {
        const nummer = (hoogste.get(d.nummer) ?? 0) + 1;
        hoogste.set(d.nummer, nummer);
        const a = artikel(d.nummer, nummer, beurs.id, dag);
        const kans = (i + 0.5) / perVerkoper;
        if (kans < VERKOCHT) {
          a.verkochtIn = beurs.id;
          regels.push({ verkopersnummer: a.verkopersnummer, artikelnummer: a.artikelnummer, prijsCent: a.prijsCent });
        } else if (kans < VERKOCHT + GOED_DOEL) {
          a.goedDoelIn = beurs.id;
        } else {
          eigen.push(a);
        }
        aanbod.push(a);
        itemDocs.push({ pad: `artikelen/${a.verkopersnummer}-${a.artikelnummer}`, data: artikelDoc(a) });
      }
      nogVan.set(d.nummer, eigen);
    }
    await schrijfAlles(db, itemDocs);
    const { kassa, bonnen: verkocht } = await verkoop(store, beurs, regels, new Date(dag.getTime() + 9 * 3_600_000));
    const afrekening = berekenAfrekening(
      afrekenInvoer({
        beurs,
        deelnemers: deze,
        artikelen: aanbod,
        kassas: [kassa],
        bonnen: verkocht,
        retourBijAfgifte: [],
        ingeleverd: null,
        geteld: {},
        besluiten: [],
        instellingen: STANDAARD_AFREKENING_INSTELLINGEN,
      }),
    );
    await schrijfGesloten(ctx, beurs.id, afrekening, new Date(dag.getTime() + 12 * 3_600_000));
    artikelen += itemDocs.length;
    bonnen += Math.ceil(regels.length / REGELS_PER_BON);
    vorige = deze;
  }
  await db.doc(`meta/${LAATSTE_NUMMER}`).set({ value: String(personen.length) });
  return { personen: personen.length, artikelen, bonnen, laatsten: vorige, hoogste } satisfies Historie;
}

export interface HuidigeBeurs {
  beurs: Aflevering;
  verkopers: Deelnemer[];
  /** The sellers whose operations are measured: one new, and one from an earlier fair (with a history). */
  nieuwe: Deelnemer;
  terugkerende: Deelnemer | null;
  /** Per seller number, the items on offer at this fair. */
  aanbod: Map<number, Artikel[]>;
}

/**
 * The current fair as the site makes it: `verkopers` sellers registered through the assigner
 * (a third of the last earlier fair's sellers coming back with their address), each with
 * `perVerkoper` items on offer (the ones still theirs from before count), everything brought
 * at drop-off except the measured sellers' (`nieuwe` and `terugkerende`), and VERKOCHT_NU of it sold.
 */
export async function vulHuidigeBeurs(
  db: Firestore,
  store: Store,
  {
    verkopers,
    perVerkoper,
    historie,
    nu,
  }: { verkopers: number; perVerkoper: number; historie: Historie | null; nu: Date },
): Promise<HuidigeBeurs> {
  await store.bewaarAflevering({ volgnummer: EERDERE_BEURZEN + 1, datum: datum(new Date(nu.getTime() + 14 * DAG_MS)) });
  const beurs = (await store.leesLaatsteAflevering())!;
  await store.wijzigInstellingen({
    inschrijvingGeopend: true,
    inschrijvingGesloten: false,
    maximumAantalDeelnemers: 5000,
  });
  const terug = (historie?.laatsten ?? [])
    .filter((_, i) => i % Math.round(1 / TERUGKEER) === 0)
    .slice(0, Math.floor(verkopers / 3));
  const aanmeldingen = [
    ...terug.map((d) => ({ naam: d.naam, email: d.email, telefoon: d.telefoon })),
    ...Array.from({ length: verkopers - terug.length }, (_, i) => persoon(1_000_000 + i)),
  ];
  const ingeschreven: Deelnemer[] = [];
  // In groups, as parents register: the assigner decides each group in one or two batches.
  for (let i = 0; i < aanmeldingen.length; i += 50) {
    ingeschreven.push(
      ...(await Promise.all(
        aanmeldingen.slice(i, i + 50).map((a) => store.schrijfIn(a, { bypassGate: false, now: nu })),
      )),
    );
  }
  ingeschreven.sort((a, b) => a.nummer - b.nummer);
  const aanbod = new Map<number, Artikel[]>();
  const itemDocs: { pad: string; data: object }[] = [];
  for (const d of ingeschreven) {
    const eigen = await store.leesArtikelenVanVerkoper(d.nummer);
    let nummer = historie?.hoogste.get(d.nummer) ?? 0;
    while (eigen.length < perVerkoper) {
      const a = artikel(d.nummer, ++nummer, beurs.id, nu);
      eigen.push(a);
      itemDocs.push({ pad: `artikelen/${a.verkopersnummer}-${a.artikelnummer}`, data: artikelDoc(a) });
    }
    aanbod.set(d.nummer, eigen);
  }
  await schrijfAlles(db, itemDocs);
  const eerder = historie?.personen ?? 0;
  const nieuwe = ingeschreven.find((d) => d.nummer > eerder)!;
  const terugkerende = ingeschreven.find((d) => d.nummer <= eerder) ?? null;
  const opties = { door: 'Inleveren 1', now: nu };
  const regels: BonRegel[] = [];
  for (const d of ingeschreven.filter((d) => d !== nieuwe && d !== terugkerende)) {
    const eigen = aanbod.get(d.nummer)!;
    await store.zetInleverStap(
      beurs.id,
      d.nummer,
      { soort: 'ingeleverd', artikelnummers: eigen.map((a) => a.artikelnummer) },
      opties,
    );
    await store.zetInleverStap(beurs.id, d.nummer, { soort: 'afgerond' }, opties);
    for (const a of eigen.slice(0, Math.round(eigen.length * VERKOCHT_NU))) {
      regels.push({ verkopersnummer: a.verkopersnummer, artikelnummer: a.artikelnummer, prijsCent: a.prijsCent });
    }
  }
  await verkoop(store, beurs, regels, nu);
  return { beurs, verkopers: ingeschreven, aanbod, nieuwe, terugkerende };
}
