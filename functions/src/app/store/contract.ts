/**
 * The definition of the Store port: one suite, run against every adapter
 * (sqlite.test.ts, firestore.test.ts). An adapter is correct when this passes.
 * One file per area under contract/; this module runs them all for one adapter.
 */
import { afterEach, beforeEach, describe } from 'node:test';
import type { Store } from './port';
import { artikelenContract } from '../../artikelen/store/contract/artikelen';
import { afleveringenContract } from '../../seizoen/store/contract/afleveringen';
import { afrekeningContract } from '../../afrekening/store/contract/afrekening';
import { beheerContract } from '../../beheer/store/contract/beheer';
import { contactpersonenContract } from '../../seizoen/store/contract/contactpersonen';
import { deelnameContract } from '../../registratie/store/contract/deelname';
import { deelnemersContract } from '../../registratie/store/contract/deelnemers';
import { instellingenContract } from '../../registratie/store/contract/instellingen';
import type { ContractOptions } from './contract/fixtures';
import { inleveringContract } from '../../inlevering/store/contract/inlevering';
import { kassaContract } from '../../kassa/store/contract/kassa';
import { outboxContract } from '../../mail/store/contract/outbox';
import { privacyContract } from '../../privacy/store/contract/privacy';
import { publiekContract } from '../../seizoen/store/contract/publiek';
import { reservelijstContract } from '../../registratie/store/contract/reservelijst';
import { seizoenContract } from '../../seizoen/store/contract/seizoen';
import { tellingContract } from '../../registratie/store/contract/telling';
import { terugkerendeVerkopersContract } from '../../registratie/store/contract/terugkerend';
import { vrijwilligersContract } from '../../vrijwilligers/store/contract/vrijwilligers';

export type { ContractOptions } from './contract/fixtures';

/**
 * Registers the Store contract for one adapter. `open` answers a fresh, empty store per test;
 * the suite calls `init()` itself, and `cleanup` must close the store and remove its data.
 */
export function describeStoreContract(
  name: string,
  open: () => Promise<{ store: Store; cleanup: () => Promise<void> }>,
  options: ContractOptions,
): void {
  describe(`Store-contract: ${name}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;

    beforeEach(async () => {
      ({ store, cleanup } = await open());
      await store.init();
    });

    afterEach(async () => {
      await cleanup();
    });

    // Each test gets a fresh store; the parts hold this one reference, which always calls it.
    const huidige = new Proxy({} as Store, {
      get: (_doel, methode: keyof Store) => store[methode].bind(store),
    });
    const use = { name, options, store: huidige };
    publiekContract(use);
    instellingenContract(use);
    deelnemersContract(use);
    deelnameContract(use);
    afleveringenContract(use);
    contactpersonenContract(use);
    beheerContract(use);
    outboxContract(use);
    privacyContract(use);
    reservelijstContract(use);
    seizoenContract(use);
    tellingContract(use);
    terugkerendeVerkopersContract(use);
    vrijwilligersContract(use);
    afrekeningContract(use);
    artikelenContract(use);
    kassaContract(use);
    inleveringContract(use);
  });
}
