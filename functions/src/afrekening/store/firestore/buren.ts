/**
 * What the settlement's Firestore adapters use of other areas' data, read and written in the
 * caller's transaction. An adapter imports no other area's adapter: it names what it needs here,
 * and app/store/firestore.ts wires those areas' adapters in. So the settlement also reads the
 * drop-off records that inlevering keeps on the floor above, without importing that floor.
 */
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { HalvePrijsRegel } from '../../../artikelen/domein';
import type { Aflevering, Deelnemer, MailBericht } from '../../../kern/types';
import type { FirestoreContext } from '../../../platform/firestore/context';
import type { AfrekenArtikel, AfrekenBon, AfrekenInvoer, InleverStand } from '../../domein/invoer';

export interface AfrekeningBurenFirestore {
  /** seizoen: the fair, or null when there is none with that id. */
  afleveringIn(tx: Transaction, afleveringId: string): Promise<Aflevering | null>;
  /** registratie: the people taking part in the fair, as every read answers them. */
  deelnemersVanIn(tx: Transaction, afleveringId: string): Promise<Deelnemer[]>;
  /** artikelen: the items on offer at the fair; `deelnemers` are its people as `tx` read them. */
  artikelenVoorBeursIn(tx: Transaction, afleveringId: string, deelnemers: Deelnemer[]): Promise<AfrekenArtikel[]>;
  /** artikelen: the fair's "Halve prijs aan het eind" with its minimum price, or null when off (issue 54). */
  halvePrijsIn(tx: Transaction, afleveringId: string): Promise<HalvePrijsRegel | null>;
  /** kassa: the fair's desks and receipts. */
  kassasIn(tx: Transaction, afleveringId: string): Promise<AfrekenInvoer['kassas']>;
  bonnenIn(tx: Transaction, afleveringId: string): Promise<AfrekenBon[]>;
  /** inlevering: the fair's drop-off records. */
  inleveringenIn(tx: Transaction, afleveringId: string): Promise<readonly InleverStand[]>;
  /** mail: a new mail in the outbox; at `ref` when the mail has an id of its own (one that must go once). */
  zetMailIn(tx: Transaction, mail: MailBericht, now: Date, ref?: DocumentReference): void;
}

/** The database, with what these adapters use of the other areas. */
export interface AfrekeningFirestoreContext extends FirestoreContext {
  buren: AfrekeningBurenFirestore;
}
