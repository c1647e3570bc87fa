/**
 * The settlement of a fair as the data stands in the store, computed as the use case does: what
 * the suites of the settlement and of the floors above it close a settlement with.
 */
import { randomUUID } from 'node:crypto';
import { maakBon, type Kassa } from '../../../kassa/domein/kassa';
import { at } from '../../../platform/testing/contract';
import { berekenAfrekening } from '../../domein/afrekening';
import { afrekenInvoer } from '../../domein/invoer';
import type { AfrekeningStore, InleveringVoorAfrekening } from '../port';
import type { KassaStore } from '../../../kassa/store/port';
import type { ArtikelenStore } from '../../../artikelen/store/port';
import type { DeelnemersStore } from '../../../registratie/store/port';
import type { AfleveringenStore } from '../../../seizoen/store/port';

/** The ports the settlement's suites use: the fair, its people, items, tills, records and drop-off. */
export type AfrekeningSuiteStore = AfleveringenStore &
  DeelnemersStore &
  ArtikelenStore &
  KassaStore &
  AfrekeningStore &
  InleveringVoorAfrekening;

/** The settlement of a fair as the data stands in the store, computed as the use case does. */
export async function berekendUit(store: AfrekeningStore, afleveringId: string) {
  const grondslag = afrekenInvoer(await store.leesAfrekenBronnen(afleveringId));
  return { afrekening: berekenAfrekening(grondslag), grondslag };
}

/** The suite's fair (the first), made fresh in the test's own store. */
export const eersteBeurs = async (store: AfleveringenStore) =>
  (await store.bewaarAflevering({ volgnummer: 1, datum: '2026-09-12' }))[0]!.id;

/** A receipt of one line, closed a minute after T0 at `kassa`. */
export const bonVan = (kassa: Kassa, prijsCent: number, verkopersnummer = 1) =>
  maakBon(
    {
      id: randomUUID(),
      regels: [{ verkopersnummer, artikelnummer: null, prijsCent }],
      ontvangenCent: 10_000,
      gesloten: at(60_000).toISOString(),
    },
    kassa,
    at(0),
    { pinnen: true },
  );
