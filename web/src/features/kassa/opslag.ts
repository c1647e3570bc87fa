/**
 * The till's storage on the device (IndexedDB, through idb). The device is the first place a
 * sale is stored: a closed receipt is written here before the till starts the next one, and
 * leaves only when the server confirmed it. The fair's items, seller numbers and what was sold
 * are kept too, so the till works without a network, also after a reload or a restart.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { artikelSleutel } from '@backend/kern/artikelsleutel';
import type { BonInvoer, BonRegel, KassaArtikel, KassaGegevens } from '@backend/kassa/domein';
import { KASSA_OPEN_BON_BIJ_VERTREK } from '../../data/apparaatSleutels';

/** A line on the open receipt, with what the till shows of it. */
export interface OpenRegel extends BonRegel {
  /** Unique on this receipt, so the same item twice can be removed one at a time. */
  regelId: string;
  omschrijving: string;
  maat: string | null;
}

export type Gegevens = Omit<KassaGegevens, 'artikelen'> & { geladenOp: string };

interface KassaDB extends DBSchema {
  /** The fair's items, keyed as `verkopersnummer-artikelnummer` (kern/artikelsleutel.ts). */
  artikelen: { key: string; value: KassaArtikel };
  /** Two records: 'gegevens' (the desk's data) and 'open' (the receipt being rung up). */
  stand: { key: 'gegevens' | 'open'; value: Gegevens | OpenRegel[] };
  /** Closed receipts not yet confirmed by the server, by id. */
  wachtrij: { key: string; value: BonInvoer };
}

type DB = IDBPDatabase<KassaDB>;

const NAAM = 'kassa';

let open: Promise<DB> | null = null;
export const db = () =>
  (open ??= openDB<KassaDB>(NAAM, 1, {
    upgrade(database) {
      database.createObjectStore('artikelen');
      database.createObjectStore('stand');
      database.createObjectStore('wachtrij');
    },
  }));

export const sleutelVan = (a: { verkopersnummer: number; artikelnummer: number }) =>
  artikelSleutel(a.verkopersnummer, a.artikelnummer);

/** Replaces the cached items and data in one transaction, so the cache is never half old, half new. */
export async function bewaarGegevens(gegevens: KassaGegevens, nu: Date): Promise<Gegevens> {
  const { artikelen, ...rest } = gegevens;
  const opgeslagen: Gegevens = { ...rest, geladenOp: nu.toISOString() };
  const tx = (await db()).transaction(['artikelen', 'stand'], 'readwrite');
  const winkel = tx.objectStore('artikelen');
  await winkel.clear();
  for (const artikel of artikelen) void winkel.put(artikel, sleutelVan(artikel));
  void tx.objectStore('stand').put(opgeslagen, 'gegevens');
  await tx.done;
  return opgeslagen;
}

export async function leesGegevens(): Promise<{ gegevens: Gegevens; artikelen: KassaArtikel[] } | null> {
  const database = await db();
  const gegevens = (await database.get('stand', 'gegevens')) as Gegevens | undefined;
  if (!gegevens) return null;
  return { gegevens, artikelen: await database.getAll('artikelen') };
}

export async function bewaarVerkocht(gegevens: Gegevens): Promise<void> {
  await (await db()).put('stand', gegevens, 'gegevens');
}

/** The open receipt: as the page left it, when it left with a change unsaved; else as stored. */
export async function leesOpenBon(): Promise<OpenRegel[]> {
  const bijVertrek = localStorage.getItem(KASSA_OPEN_BON_BIJ_VERTREK);
  if (bijVertrek !== null) {
    const regels = JSON.parse(bijVertrek) as OpenRegel[];
    await bewaarOpenBon(regels);
    localStorage.removeItem(KASSA_OPEN_BON_BIJ_VERTREK);
    return regels;
  }
  return ((await (await db()).get('stand', 'open')) as OpenRegel[] | undefined) ?? [];
}

export async function bewaarOpenBon(regels: OpenRegel[]): Promise<void> {
  await (await db()).put('stand', regels, 'open');
}

/**
 * The page goes away (pagehide) with a change not yet stored: kept at once in localStorage, read
 * back first at the next start (leesOpenBon), and put in IndexedDB as well, which may not commit
 * while the page unloads (a reload right after a scan lost the line, now and then).
 */
export function bewaarOpenBonBijVertrek(regels: OpenRegel[]): void {
  try {
    localStorage.setItem(KASSA_OPEN_BON_BIJ_VERTREK, JSON.stringify(regels));
  } catch {
    // Storage full or blocked: the put below is all there is, as before.
  }
  void bewaarOpenBon(regels);
}

/** The page came back (from the back-forward cache): it saves on its own again, the copy is stale. */
export const vergeetOpenBonBijVertrek = () => localStorage.removeItem(KASSA_OPEN_BON_BIJ_VERTREK);

/**
 * Closing a receipt: in ONE transaction it joins the queue and the open receipt is emptied,
 * so a crash in between can neither lose the sale nor leave it on the screen to be sold twice.
 */
export async function sluitBon(bon: BonInvoer): Promise<void> {
  // A copy of this receipt from an earlier leaving must not bring its lines back.
  vergeetOpenBonBijVertrek();
  const tx = (await db()).transaction(['wachtrij', 'stand'], 'readwrite');
  void tx.objectStore('wachtrij').put(bon, bon.id);
  void tx.objectStore('stand').put([], 'open');
  await tx.done;
}

/** The queue, oldest closed first. */
export async function wachtrij(): Promise<BonInvoer[]> {
  const alle = await (await db()).getAll('wachtrij');
  return alle.sort((a, b) => (a.gesloten < b.gesloten ? -1 : a.gesloten > b.gesloten ? 1 : 0));
}

/** Removes what the server confirmed; nothing else ever leaves the queue. */
export async function bevestigd(ids: string[]): Promise<void> {
  const tx = (await db()).transaction('wachtrij', 'readwrite');
  for (const id of ids) void tx.store.delete(id);
  await tx.done;
}

/** This device becomes another desk (or none): its cache goes, but never a waiting receipt. */
export async function wisCache(): Promise<void> {
  vergeetOpenBonBijVertrek();
  const tx = (await db()).transaction(['artikelen', 'stand'], 'readwrite');
  void tx.objectStore('artikelen').clear();
  void tx.objectStore('stand').clear();
  await tx.done;
}
