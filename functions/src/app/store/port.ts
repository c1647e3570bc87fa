/**
 * The Store port: everything the API needs from storage, in the domain's words. Each area
 * has its part in <area>/store/port.ts; this file puts them together. Two adapters implement
 * it (sqlite.ts, firestore.ts); contract.ts is its definition, run against both. Every
 * operation that must be atomic is ONE method.
 *
 * The methods' names are Dutch, one verb per kind of work:
 *   lees…        reads one thing, a value, a flag or a list: leesDeelnemer, leesDeelnemers
 *   tel…         counts without reading the rows: telActief, telMails
 *   bewaar…      writes a whole record, new or replacing: bewaarNieuws, bewaarAflevering
 *   wijzig…      changes fields of what exists: wijzigDeelnemer, wijzigInstellingen
 *   maak…        creates something under a new key: maakSessie, maakKassa
 *   verwijder…   removes: verwijderDeelnemer, verwijderVerlopenSessies
 *   zet…         sets one value or flag, or puts something somewhere: zetMeta, zetGeteld,
 *                zetMailInWachtrij, zetOpReservelijst
 *   markeer…     records a fact on existing records: markeerMailVerzonden, markeerVerkocht
 *   mail…        writes mails to the outbox in the same transaction: mailHerinneringen
 * and the domain's own verbs for its steps: schrijfIn, weerMeedoen, geefNummer, meldAan,
 * reserveerMails, pasBewaartermijnToe, wisOpVerzoek, annuleerBon, sluitAfrekening, zetInleverStap.
 */
import type { AfrekeningStore } from '../../afrekening/store/port';
import type { ArtikelenStore } from '../../artikelen/store/port';
import type { BeheerStore, MetaStore } from '../../beheer/store/port';
import type { InleveringStore } from '../../inlevering/store/port';
import type { KassaStore } from '../../kassa/store/port';
import type { OutboxStore } from '../../mail/store/port';
import type { PrivacyStore } from '../../privacy/store/port';
import type {
  BevestigenStore,
  DeelnemersStore,
  InstellingenStore,
  LotingStore,
  ReservelijstStore,
} from '../../registratie/store/port';
import type { AfleveringenStore, ContactpersonenStore, PubliekStore } from '../../seizoen/store/port';
import type { VrijwilligersStore } from '../../vrijwilligers/store/port';

/** Everything the API needs from storage; the parts are its areas, one file each per adapter. */
export interface Store
  extends
    PubliekStore,
    DeelnemersStore,
    AfleveringenStore,
    ContactpersonenStore,
    BeheerStore,
    OutboxStore,
    PrivacyStore,
    ReservelijstStore,
    LotingStore,
    BevestigenStore,
    InstellingenStore,
    VrijwilligersStore,
    AfrekeningStore,
    ArtikelenStore,
    KassaStore,
    InleveringStore,
    MetaStore {
  /** Creates tables/indexes as needed. Safe to call on every start. */
  init(): Promise<void>;
  close(): Promise<void>;
}
