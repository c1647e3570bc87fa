/** The deelnemers as the port offers them: registration through the assigner, changes, deletion, numbers. */
import { nietGevonden, conflict } from '../../../kern/errors';
import { beslis, weerMeedoenOfFout } from '../../domein/beslissing';
import { naBeheerdersOpslag } from '../../domein/bevestigen';
import { bovenkant, meldingNummerBezet, nummerVrij, overgeslagen } from '../../domein/verkopersnummer';
import { bereidNummersVrij, leesNummerStandIn } from './nummers';
import type { Deelnemer } from '../../../kern/types';
import { type DeelnemerUpdate } from '../../domein/schemas';
import { type DeelnemersStore } from '../port';
import { LAATSTE_NUMMER } from '../sleutels';
import { sleutel } from '../../../platform/firestore/context';
import { aantalUit, beursUit, settingsUit } from '../../../seizoen';
import { bereidBevordering, zelfdeTelefoonIn } from './bevorderen';
import { isEenPerHuishouden } from '../../domein/huishouden';
import { telefoonSleutel } from '../../../kern/telefoon';
import type { Toewijzer } from './toewijzer';
import {
  deelnemersVanIn,
  bestaandUit,
  bewaardeVelden,
  claimNummer,
  huidigeIn,
  naarDeelnemerDoc,
  telt,
  weerInschrijving,
} from './inschrijving';
import { deelnemerRefIn, koppelingen, naarDeelnemer, type DeelnemerDoc } from '../firestore-deelnemer';
import type { RegistratieFirestoreContext } from './buren';
import { nieuwStempel } from '../../../platform/firestore/stempel';
export function deelnemersFirestore(ctx: RegistratieFirestoreContext, toewijzer: Toewijzer): DeelnemersStore {
  const { db, publiek, deelnemers, meta, telling } = ctx;
  const deelnemerRef = (id: string) => deelnemerRefIn(ctx, id);

  return {
    async weerMeedoen(id, options) {
      const ref = deelnemerRef(id);
      if (!ref) throw nietGevonden('Deelnemer');
      /*
       * One transaction with the same guards as the assigner's batch, all read before its
       * writes: the person (a change or deletion meanwhile re-runs it), the settings and the
       * stats (the gate judges them as they stand at commit), the fair's address (the closed
       * message) and the latest aflevering (the fair the person joins). It writes public/stats
       * but is not part of the rush: the link arrives in a reminder, one person at a time
       * (docs/FIRESTORE-RUSH.md).
       */
      return telling(() =>
        db.runTransaction(async (tx) => {
          const [snap, settingsSnap, statsSnap, beursSnap] = await tx.getAll(
            ref,
            publiek.settings,
            publiek.stats,
            publiek.beurs,
          );
          const laatste = await huidigeIn(ctx, tx);
          const vorig = snap!.exists ? bestaandUit(snap!) : null;
          const aantalActief = aantalUit(statsSnap!);
          const stand = {
            settings: settingsUit(settingsSnap!),
            aantalActief,
            laatste,
            beursEmail: beursUit(beursSnap!).email,
          };
          // One place per household, only while it is on: the people with the person's number.
          const nummer = isEenPerHuishouden(stand.settings) ? telefoonSleutel(vorig?.deelnemer.telefoon ?? '') : '';
          const beslissing = weerMeedoenOfFout(
            beslis(stand, {
              soort: 'weerMeedoen',
              deelnemer: vorig?.deelnemer ?? null,
              now: options.now,
              zelfdeTelefoon: nummer ? await zelfdeTelefoonIn(ctx, tx, nummer) : undefined,
            }),
          );
          if (beslissing.soort === 'doetAlMee') return beslissing.deelnemer;
          // The decision found the person, so `vorig` was read.
          const weer = weerInschrijving(ctx, {
            deelnemer: beslissing.deelnemer,
            vorig: vorig!,
            laatste,
            settings: stand.settings,
            now: options.now,
          });
          weer.schrijf(tx, options.mail);
          if (weer.verschil !== 0) tx.set(publiek.stats, { aantalActief: aantalActief + weer.verschil });
          return weer.deelnemer;
        }),
      );
    },
    async schrijfIn(input, options) {
      // A request in the queue, decided in arrival order by the one assigner (toewijzer.ts).
      return toewijzer.vraagAan(input, options);
    },
    async leesDeelnemers() {
      const snap = await deelnemers.orderBy('nummer').get();
      return snap.docs.map((d) => naarDeelnemer(d.id, d.data() as DeelnemerDoc));
    },
    async leesDeelnemersVan(afleveringId) {
      return deelnemersVanIn(ctx, null, afleveringId);
    },
    async leesDeelnemer(id) {
      const ref = deelnemerRef(id);
      const snap = ref && (await ref.get());
      return snap?.exists ? naarDeelnemer(snap.id, snap.data() as DeelnemerDoc) : null;
    },
    async leesDeelnemerMetNummer(nummer) {
      const snap = await deelnemers.where('nummer', '==', nummer).limit(1).get();
      const doc = snap.docs[0];
      return doc ? naarDeelnemer(doc.id, doc.data() as DeelnemerDoc) : null;
    },
    async wijzigDeelnemer(update: DeelnemerUpdate, bevorder) {
      return telling(() =>
        db.runTransaction(async (tx) => {
          const ref = deelnemerRef(update.id);
          // Read with the count: the change in the public count follows from the old row.
          const [snap, stats] = ref ? await tx.getAll(ref, publiek.stats) : [];
          if (!snap?.exists) throw nietGevonden('Deelnemer');
          const huidige = await huidigeIn(ctx, tx);
          const oud = naarDeelnemer(snap.id, snap.data() as DeelnemerDoc);
          // The marks of confirming stay as stored; a released place comes back only on purpose,
          // and switched on it counts as confirmed by the administrator (issue 53).
          const na = naBeheerdersOpslag(oud.afleveringen, update, huidige?.id, bevorder?.now ?? new Date());
          const nieuw: Deelnemer = {
            id: oud.id,
            nummer: oud.nummer,
            naam: update.naam,
            email: update.email,
            telefoon: update.telefoon,
            actief: na.actief,
            vrijwilligerVrijdag: update.vrijwilligerVrijdag,
            vrijwilligerZaterdag: update.vrijwilligerZaterdag,
            afleveringen: koppelingen(na.afleveringen),
            aangemeld: oud.aangemeld,
            // Masked as read; the stored one (with the full IBAN) stays through bewaardeVelden.
            ...(oud.uitbetaling ? { uitbetaling: oud.uitbetaling } : {}),
          };
          const bevordering = await bereidBevordering(ctx, tx, bevorder, {
            aantalActief: aantalUit(stats!) + telt(nieuw, huidige) - telt(oud, huidige),
          });
          tx.set(ref!, { ...naarDeelnemerDoc(nieuw), ...bewaardeVelden(snap.data() as DeelnemerDoc) });
          nieuwStempel(db, tx);
          bevordering.schrijf();
          return nieuw;
        }),
      );
    },
    async geefNummer(id, nummer) {
      const ref = deelnemerRef(id);
      if (!ref) throw nietGevonden('Deelnemer');
      return telling(() =>
        db.runTransaction(async (tx) => {
          const [snap, tellerSnap] = await tx.getAll(ref, meta.doc(sleutel(LAATSTE_NUMMER)));
          const hoogste = (await tx.get(deelnemers.orderBy('nummer', 'desc').limit(1))).docs[0];
          if (!snap!.exists) throw nietGevonden('Deelnemer');
          const oud = naarDeelnemer(snap!.id, snap!.data() as DeelnemerDoc);
          if (oud.nummer === nummer) return oud;
          const teller = Number(tellerSnap!.get('value') ?? 0);
          if (!nummerVrij(nummer, teller, (hoogste?.get('nummer') as number | undefined) ?? null)) {
            throw conflict(meldingNummerBezet(nummer));
          }
          // The old number and the ones the jump skips are nobody's: free for reuse at the top.
          const vrij = await bereidNummersVrij(
            ctx,
            tx,
            [oud.nummer],
            overgeslagen(bovenkant(teller, (hoogste?.get('nummer') as number | undefined) ?? null), nummer),
          );
          // The id stays (links in mails carry it); only the number field changes.
          const nieuw: Deelnemer = { ...oud, nummer };
          claimNummer(ctx, tx, nummer);
          tx.update(ref, { nummer });
          nieuwStempel(db, tx);
          tx.set(meta.doc(sleutel(LAATSTE_NUMMER)), { value: String(nummer) });
          vrij.schrijf();
          return nieuw;
        }),
      );
    },
    async leesNummerStand() {
      return db.runTransaction((tx) => leesNummerStandIn(ctx, tx), { readOnly: true });
    },
    async verwijderDeelnemer(id, bevorder) {
      return telling(() =>
        db.runTransaction(async (tx) => {
          const ref = deelnemerRef(id);
          if (!ref) return null;
          const [snap, stats] = await tx.getAll(ref, publiek.stats);
          if (!snap!.exists) return null;
          const huidige = await huidigeIn(ctx, tx);
          const oud = naarDeelnemer(snap!.id, snap!.data() as DeelnemerDoc);
          const vrij = await bereidNummersVrij(ctx, tx, [oud.nummer]);
          const bevordering = await bereidBevordering(ctx, tx, bevorder, {
            aantalActief: aantalUit(stats!) - telt(oud, huidige),
          });
          tx.delete(ref);
          nieuwStempel(db, tx);
          vrij.schrijf();
          bevordering.schrijf();
          return oud;
        }),
      );
    },
  };
}
