/**
 * What the settlement's SQLite adapters use of other areas' data, inside their own transactions.
 * An adapter imports no other area's adapter: it names what it needs here, and app/store/sqlite.ts
 * wires those areas' adapters in. So the settlement also reads the drop-off records that
 * inlevering keeps on the floor above, without importing that floor.
 */
import type { HalvePrijsRegel } from '../../../artikelen/domein';
import type { Aflevering, Deelnemer, MailBericht } from '../../../kern/types';
import type { SqliteContext } from '../../../platform/sqlite/context';
import type { AfrekenBon, AfrekenArtikel, AfrekenInvoer, InleverStand } from '../../domein/invoer';

export interface AfrekeningBurenSqlite {
  /** seizoen: the fair, or null when there is none with that id. */
  leesAflevering(afleveringId: string): Aflevering | null;
  /** registratie: the people taking part in the fair, and one person, as every read answers them. */
  deelnemersVan(afleveringId: string): Deelnemer[];
  leesDeelnemer(id: string): Deelnemer | null;
  /** artikelen: the items on offer at the fair. */
  artikelenVoorBeurs(afleveringId: string): AfrekenArtikel[];
  /** artikelen: the fair's "Halve prijs aan het eind" with its minimum price, or null when off (issue 54). */
  halvePrijsVan(afleveringId: string): HalvePrijsRegel | null;
  /** kassa: the fair's desks and receipts. */
  kassasVan(afleveringId: string): AfrekenInvoer['kassas'];
  bonnenVan(afleveringId: string): AfrekenBon[];
  /** inlevering: the fair's drop-off records. */
  inleveringenVan(afleveringId: string): readonly InleverStand[];
  /** mail: a mail into the outbox. */
  zetMailInWachtrij(mail: MailBericht, now: Date): unknown;
}

/** The database, with what these adapters use of the other areas. */
export interface AfrekeningSqliteContext extends SqliteContext {
  buren: AfrekeningBurenSqlite;
}
