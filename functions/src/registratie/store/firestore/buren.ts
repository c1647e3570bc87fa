/**
 * What registratie's Firestore adapters use of other areas' data in the caller's transaction. An
 * adapter imports no other area's adapter: it names what it needs here, and app/store/firestore.ts
 * wires those areas' adapters in. How the season's documents read is seizoen's (its index.ts).
 */
import type { Transaction } from 'firebase-admin/firestore';
import type { Aflevering, MailBericht } from '../../../kern/types';
import type { FirestoreContext } from '../../../platform/firestore/context';
import type { NummerBurenFirestore } from './nummers';

/** With what a number's freeing and reuse read of the items, the pick-up, the labels and the fairs (nummers.ts). */
export interface RegistratieBurenFirestore extends NummerBurenFirestore {
  /** seizoen: the current fair (the latest aflevering). */
  laatsteAfleveringIn(tx: Transaction): Promise<Aflevering | null>;
  /** mail: a new mail in the outbox. */
  zetMailIn(tx: Transaction, mail: MailBericht, now: Date): void;
}

/** The database, with what these adapters use of the other areas. */
export interface RegistratieFirestoreContext extends FirestoreContext {
  buren: RegistratieBurenFirestore;
}
