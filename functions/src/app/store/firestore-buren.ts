/**
 * The neighbourhood of the Firestore adapters. An area's adapter imports no other area's adapter:
 * it names in its own context (`buren`) what it reads or writes of other areas' data in its
 * transactions, and here each of those is wired, once, to the adapter of the area that keeps it.
 * Every one of them reads or writes in the caller's transaction (`tx`), so what it reads guards
 * that transaction as the caller's own reads do.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import {
  artikelenVoorBeursIn,
  artikelInstellingenIn,
  type ArtikelenFirestoreContext,
} from '../../artikelen/store/firestore/artikelen';
import { halvePrijsRegel } from '../../artikelen/domein';
import { labelsGeprintIn, openArtikelenIn, verwijderArtikelenIn } from '../../artikelen/store/firestore/nummers';
import { teruggegevenIn } from '../../inlevering/store/firestore/teruggegeven';
import { bereidNummersVrij } from '../../registratie/store/firestore/nummers';
import { isAfrekeningGeslotenIn } from '../../afrekening/store/firestore/afrekening';
import { bereidVergetenIn } from '../../afrekening/store/firestore/actueel';
import type { AfrekeningFirestoreContext } from '../../afrekening/store/firestore/buren';
import { inleveringenIn, type InleveringFirestoreContext } from '../../inlevering/store/firestore/inlevering';
import { bonnenIn, kassasIn, type KassaFirestoreContext } from '../../kassa/store/firestore/kassa';
import { zetMailIn } from '../../mail/store/firestore/outbox';
import type { FirestoreContext } from '../../platform/firestore/context';
import type { PrivacyFirestoreContext } from '../../privacy/store/firestore/privacy';
import { MAX_MAILS_BIJ_VERWIJDEREN, wachtendenFirestore } from '../../privacy/store/firestore/wachtenden';
import { bereidBevordering } from '../../registratie/store/firestore/bevorderen';
import type { RegistratieFirestoreContext } from '../../registratie/store/firestore/buren';
import { deelnemersVanIn } from '../../registratie/store/firestore/inschrijving';
import { afleveringIn, laatsteAfleveringIn, laatsteAfleveringenIn } from '../../seizoen/store/firestore/lezen';
import type { VrijwilligersFirestoreContext } from '../../vrijwilligers/store/firestore/vrijwilligers';

/** The database with every area's neighbours: what each area's adapters are given. */
export type FirestoreMetBuren = AfrekeningFirestoreContext &
  ArtikelenFirestoreContext &
  InleveringFirestoreContext &
  KassaFirestoreContext &
  PrivacyFirestoreContext &
  RegistratieFirestoreContext &
  VrijwilligersFirestoreContext;

export function metBuren(ctx: FirestoreContext): FirestoreMetBuren {
  const wachtenden = wachtendenFirestore(ctx);
  const wijk: FirestoreMetBuren = {
    ...ctx,
    buren: {
      // seizoen
      afleveringIn: (tx, id) => afleveringIn(ctx, tx, id),
      laatsteAfleveringIn: (tx) => laatsteAfleveringIn(ctx, tx),
      // mail
      zetMailIn: (tx, mail, now, ref?: DocumentReference) => zetMailIn(ctx, tx, mail, now, ref),
      // registratie
      deelnemersVanIn: (tx, id) => deelnemersVanIn(ctx, tx, id),
      bereidBevordering: (tx, bevorder, na) => bereidBevordering(wijk, tx, bevorder, na),
      bereidNummersVrij: (tx, nummers) => bereidNummersVrij(wijk, tx, nummers),
      // seizoen, artikelen and inlevering, for a number that comes free or is reused (issue 53)
      laatsteAfleveringenIn: (tx, aantal) => laatsteAfleveringenIn(ctx, tx, aantal),
      openArtikelenIn: (tx, nummer) => openArtikelenIn(ctx, tx, nummer),
      verwijderArtikelenIn: (tx, nummer, artikelnummers) => verwijderArtikelenIn(ctx, tx, nummer, artikelnummers),
      labelsGeprintIn: (tx, nummer) => labelsGeprintIn(ctx, tx, nummer),
      teruggegevenIn: (tx, nummer) => teruggegevenIn(ctx, tx, nummer),
      // artikelen, kassa, afrekening, inlevering
      artikelenVoorBeursIn: (tx, id, deelnemers) => artikelenVoorBeursIn(wijk, tx, id, deelnemers),
      halvePrijsIn: async (tx, id) => halvePrijsRegel(await artikelInstellingenIn(ctx, tx, id)),
      kassasIn: (tx, id) => kassasIn(ctx, tx, id),
      bonnenIn: (tx, id) => bonnenIn(ctx, tx, id),
      isAfrekeningGeslotenIn: (tx, id) => isAfrekeningGeslotenIn(ctx, tx, id),
      inleveringenIn: (tx, id) => inleveringenIn(ctx, tx, id),
      // afrekening, for erasure (privacy)
      bereidVergetenIn: (tx) => bereidVergetenIn(ctx.db, tx),
      // privacy, for a sign-up that is removed (by the administrator, or its seller through their link)
      bereidMailsWeg: (tx, adressen, weg) => wachtenden.bereidMailsWeg(tx, adressen, weg, MAX_MAILS_BIJ_VERWIJDEREN),
    },
  };
  return wijk;
}
