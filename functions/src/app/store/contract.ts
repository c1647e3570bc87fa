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
import { uitbetalingContract } from '../../afrekening/store/contract/uitbetaling';
import { nabetalingContract } from '../../afrekening/store/contract/nabetaling';
import { afrekeningNaInleverenContract } from '../../inlevering/store/contract/afrekening';
import { actueleAfrekeningContract } from '../../inlevering/store/contract/actueel';
import { actueleAfrekeningNaWissenContract } from '../../privacy/store/contract/actueel';
import { beheerContract } from '../../beheer/store/contract/beheer';
import { contactpersonenContract } from '../../seizoen/store/contract/contactpersonen';
import { deelnameContract } from '../../registratie/store/contract/deelname';
import { deelnemersContract } from '../../registratie/store/contract/deelnemers';
import { eenPerAdresContract } from '../../registratie/store/contract/dubbel';
import { publiekeStaatContract } from '../../registratie/store/contract/publiek';
import { beurswisselContract, terugkerendeVerkopersContract } from '../../registratie/store/contract/seizoen';
import type { ContractOptions } from '../../platform/testing/contract';
import { inleveringContract } from '../../inlevering/store/contract/inlevering';
import { kassaContract } from '../../kassa/store/contract/kassa';
import { outboxContract } from '../../mail/store/contract/outbox';
import { privacyContract } from '../../privacy/store/contract/privacy';
import { vrijgekomenPlaatsContract } from '../../privacy/store/contract/reservelijst';
import { tellingContract } from '../../privacy/store/contract/telling';
import { uitbetalingWissenContract } from '../../privacy/store/contract/uitbetaling';
import { publiekContract } from '../../seizoen/store/contract/publiek';
import { reservelijstContract } from '../../registratie/store/contract/reservelijst';
import { toewijzingContract } from '../../registratie/store/contract/toewijzing';
import { lotingContract } from '../../registratie/store/contract/loting';
import { huishoudenContract } from '../../registratie/store/contract/huishouden';
import { nummersContract } from '../../registratie/store/contract/nummers';
import { nummerGrenzenContract } from '../../privacy/store/contract/nummers';
import { bevestigenContract } from '../../registratie/store/contract/bevestigen';
import { wachtendenContract } from '../../privacy/store/contract/wachtenden';
import { wachtendenMailsContract } from '../../privacy/store/contract/wachtenden-mails';
import { bevestigenStandContract } from '../../registratie/store/contract/bevestigen-stand';
import { seizoenContract } from '../../seizoen/store/contract/seizoen';
import { vrijwilligersContract } from '../../vrijwilligers/store/contract/vrijwilligers';

export type { ContractOptions } from '../../platform/testing/contract';

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
    // Each area's suites see the Store through the ports they name, from the floor up.
    outboxContract(use);
    beheerContract(use);
    publiekContract(use);
    afleveringenContract(use);
    contactpersonenContract(use);
    seizoenContract(use);
    publiekeStaatContract(use);
    deelnemersContract(use);
    eenPerAdresContract(use);
    deelnameContract(use);
    reservelijstContract(use);
    beurswisselContract(use);
    terugkerendeVerkopersContract(use);
    toewijzingContract(use);
    lotingContract(use);
    huishoudenContract(use);
    nummersContract(use);
    bevestigenContract(use);
    bevestigenStandContract(use);
    vrijwilligersContract(use);
    artikelenContract(use);
    kassaContract(use);
    afrekeningContract(use);
    uitbetalingContract(use);
    nabetalingContract(use);
    inleveringContract(use);
    afrekeningNaInleverenContract(use);
    actueleAfrekeningContract(use);
    privacyContract(use);
    actueleAfrekeningNaWissenContract(use);
    tellingContract(use);
    vrijgekomenPlaatsContract(use);
    uitbetalingWissenContract(use);
    nummerGrenzenContract(use);
    wachtendenContract(use);
    wachtendenMailsContract(use);
  });
}
