/**
 * The Store on Firestore (firebase-admin): the Cloud Functions runtime's database.
 *
 * Public documents, read live by the browser (firestore.rules allows reading these only):
 *   public/settings  Settings
 *   public/nieuws    { tekst }
 *   public/stats     { aantalActief }: the current fair's (the latest aflevering's) active count
 *   public/beurs     Beurs
 *   public/fair      { datum }: date of the latest aflevering, or null
 * Every write that changes what they show updates them in the same transaction, so a
 * listener never sees a count or date that disagrees with the private data.
 *
 * Private collections: deelnemers (a stable document id, the seller number a field; see
 * registratie/store/firestore/deelnemers.ts), nummers (one document per number ever handed out), afleveringen,
 * contactpersonen, admins, sessies, meta (also the assigner's lease), reservelijst, aanvragen
 * (registration requests, registratie/store/firestore/toewijzer.ts), artikelen, artikelInstellingen, kassas,
 * bonnen (one document per receipt, keyed by the id its device chose), afrekeningen
 * (afrekening/store/firestore/afrekening.ts), afrekeningBerekend (the live settlement kept between
 * views, afrekening/store/firestore/actueel.ts) with `berekend/stempel`, the stamp of its inputs that
 * every write of one renews (platform/firestore/stempel.ts), and the outbox `mail` in the document
 * format of the 'Trigger Email from Firestore' extension (firebase/firestore-send-email).
 *
 * Queries use top-level fields only (the in-process test server cannot query nested fields)
 * and single-field indexes, with one exception: the assigner's queue of registration requests
 * (`aanvragen` waiting, oldest first; registratie/store/firestore/toewijzer.ts), whose composite index is in
 * firestore.indexes.json.
 *
 * One file per area under firestore/; this module puts them together, each with what it uses of
 * the others (firestore-buren.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { artikelenFirestore, vulWegIn } from '../../artikelen/store/firestore/artikelen';
import { labelsFirestore } from '../../artikelen/store/firestore/nummers';
import { bouwVrijeNummers } from '../../registratie/store/firestore/nummers';
import { afleveringenFirestore } from '../../seizoen/store/firestore/afleveringen';
import { afrekeningFirestore, verhuisBesluiten, zetPubliekeKosten } from '../../afrekening/store/firestore/afrekening';
import { beheerFirestore } from '../../beheer/store/firestore/beheer';
import { contactpersonenFirestore } from '../../seizoen/store/firestore/contactpersonen';
import { firestoreContext } from '../../platform/firestore/context';
import { deelnemersFirestore } from '../../registratie/store/firestore/deelnemers';
import { instellingenFirestore } from '../../registratie/store/firestore/instellingen';
import {
  telActiefIn,
  vulEmailSleutels,
  vulMeeIn,
  vulTelefoonSleutels,
  zetDeelnamePerBeurs,
} from '../../registratie/store/firestore/inschrijving';
import { kassaFirestore } from '../../kassa/store/firestore/kassa';
import { inleveringFirestore } from '../../inlevering/store/firestore/inlevering';
import { outboxFirestore } from '../../mail/store/firestore/outbox';
import { privacyFirestore } from '../../privacy/store/firestore/privacy';
import { publiekFirestore } from '../../seizoen/store/firestore/publiek';
import { reservelijstFirestore } from '../../registratie/store/firestore/reservelijst';
import { lotingFirestore } from '../../registratie/store/firestore/loting';
import { bevestigenFirestore } from '../../registratie/store/firestore/bevestigen';
import { maakToewijzer, STANDAARD_TOEWIJZER, type ToewijzerOpties } from '../../registratie/store/firestore/toewijzer';
import { vrijwilligersFirestore } from '../../vrijwilligers/store/firestore/vrijwilligers';
import type { Store } from './port';
import { metBuren } from './firestore-buren';

export interface FirestoreStore extends Store {
  /**
   * The value of a meta key, made and stored by `make` if there is none yet. Atomic, so
   * instances that start at the same moment agree on one value (the session secret).
   */
  metaOnce(key: string, make: () => string): Promise<string>;
}

/** `toewijzer`: the assigner's times (registratie/store/firestore/toewijzer.ts); tests shorten them. */
export function createFirestoreStore(db: Firestore, toewijzer: Partial<ToewijzerOpties> = {}): FirestoreStore {
  const ctx = firestoreContext(db);
  // Each area's adapters with what they use of the others (firestore-buren.ts).
  const wijk = metBuren(ctx);
  // The season's adapters count a fair's active people with registratie's rule (TelActiefIn).
  const publiek = publiekFirestore(ctx, telActiefIn);
  const registratie = maakToewijzer(wijk, { ...STANDAARD_TOEWIJZER, ...toewijzer });
  return {
    ...publiek,
    async init() {
      await publiek.init();
      await vulEmailSleutels(ctx);
      await zetDeelnamePerBeurs(wijk);
      // The fields a fair's queries need (issue 35), on documents from before them.
      await vulMeeIn(ctx);
      await vulTelefoonSleutels(ctx);
      await vulWegIn(ctx);
      await zetPubliekeKosten(ctx);
      await verhuisBesluiten(ctx);
      await bouwVrijeNummers(ctx);
    },
    async close() {
      // The Firestore client belongs to the firebase-admin app that created it.
      await registratie.stop();
    },
    ...deelnemersFirestore(wijk, registratie),
    ...afleveringenFirestore(ctx, telActiefIn),
    ...contactpersonenFirestore(ctx),
    ...beheerFirestore(ctx),
    ...outboxFirestore(ctx),
    ...privacyFirestore(wijk),
    ...reservelijstFirestore(wijk, registratie),
    ...lotingFirestore(wijk),
    ...bevestigenFirestore(wijk),
    ...instellingenFirestore(wijk),
    ...vrijwilligersFirestore(wijk),
    ...afrekeningFirestore(wijk),
    ...artikelenFirestore(wijk),
    ...labelsFirestore(ctx),
    ...kassaFirestore(wijk),
    ...inleveringFirestore(wijk),
  };
}
