/**
 * Confirming places (issue 53) on Firestore: the rules in registratie/domein/bevestigen.ts; each
 * change one transaction that re-reads the people it changes (a change meanwhile re-runs it), so
 * a run twice, on two instances, or at once with a confirm, changes nothing twice.
 */
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { conflict, nietGevonden, ongeldig } from '../../../kern/errors';
import type { Deelnemer } from '../../../kern/types';
import {
  artikelenVoorBevestigen,
  bevestigenVan,
  bevestigWeigering,
  koppelingVoor,
  magBevestigen,
  MELDING_DOET_NIET_MEE,
  MELDING_TERMIJN_VOORBIJ,
  metBevestiging,
  metHerinnering,
  metTermijn,
  metVrijgave,
  moetHerinneren,
  moetVrijgeven,
  termijnFout,
  type GeldendBevestigen,
  vrijgevenOp,
} from '../../domein/bevestigen';
import { doetMeeAan } from '../../domein/registratie';
import { aantalUit, settingsUit } from '../../../seizoen';
import type { BevestigenRust } from '../../domein/bevestigen-rust';
import type { BevestigenStore } from '../port';
import { deelnemerRefIn, koppelingen, naarDeelnemer, type DeelnemerDoc } from '../firestore-deelnemer';
import { bereidBevordering } from './bevorderen';
import { huidigeIn, meeInVan, telt } from './inschrijving';
import type { RegistratieFirestoreContext } from './buren';
import { leesStempel, nieuwStempel } from '../../../platform/firestore/stempel';

export function bevestigenFirestore(ctx: RegistratieFirestoreContext): BevestigenStore {
  const { db, publiek, telling } = ctx;
  /** The clock's note, beside the stamp in the private collection no browser reads (firestore.rules). */
  const rustRef = db.doc('berekend/bevestigen');

  /** The people of `ids` as read in `tx` (unknown ids left out). */
  async function leesIn(tx: Transaction, ids: readonly string[]) {
    const refs = ids.map((id) => deelnemerRefIn(ctx, id)).filter((r): r is DocumentReference => r !== null);
    const snaps = refs.length ? await tx.getAll(...refs) : [];
    return snaps
      .filter((s) => s.exists)
      .map((s) => ({ ref: s.ref, deelnemer: naarDeelnemer(s.id, s.data() as DeelnemerDoc) }));
  }

  /**
   * One person taking part in the current fair, changed by `wijzig` (else 404 / 409, or 409 with
   * what `weigering` says first), which may refuse by throwing.
   */
  async function wijzigDeelname(
    id: string,
    wijzig: (d: Deelnemer, afleveringId: string, bevestigen: GeldendBevestigen | null) => Deelnemer,
    weigering: (d: Deelnemer, afleveringId: string | undefined) => string | null = () => null,
  ) {
    const ref = deelnemerRefIn(ctx, id);
    if (!ref) throw nietGevonden('Deelnemer');
    return db.runTransaction(async (tx) => {
      // The person, the current fair and the setting, re-read: the change is made to them as
      // they stand, and the deadline it is checked against is the one stored now.
      const [snap, huidige, settingsSnap] = await Promise.all([
        tx.get(ref),
        huidigeIn(ctx, tx),
        tx.get(publiek.settings),
      ]);
      if (!snap.exists) throw nietGevonden('Deelnemer');
      const d = naarDeelnemer(snap.id, snap.data() as DeelnemerDoc);
      const nee = weigering(d, huidige?.id);
      if (nee) throw conflict(nee);
      if (!huidige || !doetMeeAan(d, huidige)) throw conflict(MELDING_DOET_NIET_MEE);
      const na = wijzig(d, huidige.id, bevestigenVan(settingsUit(settingsSnap), huidige));
      tx.update(ref, { afleveringen: koppelingen(na.afleveringen) });
      // A person's place at the fair is the settlement's input (platform/firestore/stempel.ts).
      nieuwStempel(db, tx);
      return na;
    });
  }

  return {
    async bevestigPlaats(id, now, { ookTeLaat }) {
      // A place released since the click says so (bevestigWeigering), in the transaction.
      return wijzigDeelname(
        id,
        (d, afleveringId, bevestigen) => {
          if (!magBevestigen(koppelingVoor(d, afleveringId)!, bevestigen, now, ookTeLaat)) {
            throw conflict(MELDING_TERMIJN_VOORBIJ);
          }
          return metBevestiging(d, afleveringId, now);
        },
        bevestigWeigering,
      );
    },
    async zetBevestigTermijn(id, tot, now) {
      return wijzigDeelname(id, (d, afleveringId, bevestigen) => {
        const fout = bevestigen && termijnFout(koppelingVoor(d, afleveringId)!, bevestigen, tot, now);
        if (fout) throw ongeldig(fout.melding, fout.veld);
        return metTermijn(d, afleveringId, tot);
      });
    },

    async herinnerAanBevestigen(ids, { now, mail }) {
      return db.runTransaction(async (tx) => {
        // The people re-read (confirmed, released or reminded since the caller looked: left
        // alone), with the settings and the fair the reminder is for.
        const [mensen, settingsSnap, huidige] = await Promise.all([
          leesIn(tx, ids),
          tx.get(publiek.settings),
          huidigeIn(ctx, tx),
        ]);
        const settings = bevestigenVan(settingsUit(settingsSnap), huidige);
        return mensen.flatMap(({ ref, deelnemer: d }) => {
          const link = koppelingVoor(d, huidige?.id);
          if (!link || !moetHerinneren(link, settings, now)) return [];
          const deadline = vrijgevenOp(link, settings)!;
          const na = { ...d, afleveringen: d.afleveringen.map((a) => (a === link ? metHerinnering(a, deadline) : a)) };
          tx.update(ref, { afleveringen: koppelingen(na.afleveringen) });
          nieuwStempel(db, tx);
          ctx.buren.zetMailIn(tx, mail(na, deadline), now);
          return [na];
        });
      });
    },

    async geefPlaatsenVrij(ids, { now, mail, bevorder, artikelen }) {
      // Writes the active count and may hand out numbers: one at a time with the others that do.
      return telling(() =>
        db.runTransaction(async (tx) => {
          // The people re-read (a place confirmed, extended or released meanwhile stays), the
          // settings (the deadline as stored now), the count (the places freed follow from it)
          // and the current fair; then the items of whom it concerns.
          const [mensen, settingsSnap, statsSnap, huidige] = await Promise.all([
            leesIn(tx, ids),
            tx.get(publiek.settings),
            tx.get(publiek.stats),
            huidigeIn(ctx, tx),
          ]);
          const settings = bevestigenVan(settingsUit(settingsSnap), huidige);
          let aantalActief = aantalUit(statsSnap);
          const aanDeBeurt = huidige
            ? mensen.filter(({ deelnemer: d }) => {
                const link = koppelingVoor(d, huidige.id);
                return link !== null && moetVrijgeven(link, settings, now);
              })
            : [];
          // Their items for this fair, read here: one added meanwhile confirms the place, for
          // good (marked, so never read for it again); one deleted meanwhile no longer does.
          const aantallen = await Promise.all(
            aanDeBeurt.map(({ deelnemer: d }) =>
              artikelen != null
                ? ctx.buren.openArtikelenIn(tx, d.nummer).then((a) => artikelenVoorBevestigen(a, huidige!.id))
                : 0,
            ),
          );
          const bevestigd = aanDeBeurt.filter((_, i) => artikelen != null && aantallen[i]! >= artikelen);
          const vrij = aanDeBeurt
            .filter((m) => !bevestigd.includes(m))
            .map(({ ref, deelnemer: d }) => {
              const na = metVrijgave(d, huidige!.id, now);
              aantalActief += telt(na, huidige) - telt(d, huidige);
              return { ref, na };
            });
          // All reads of the promotion before any write; it writes public/stats with the count.
          const bevordering = await bereidBevordering(ctx, tx, vrij.length ? bevorder : undefined, { aantalActief });
          for (const { ref, na } of vrij) {
            tx.update(ref, {
              actief: na.actief,
              afleveringen: koppelingen(na.afleveringen),
              meeIn: meeInVan(na.afleveringen),
            });
            ctx.buren.zetMailIn(tx, mail(na), now);
          }
          for (const { ref, deelnemer: d } of bevestigd) {
            tx.update(ref, { afleveringen: koppelingen(metBevestiging(d, huidige!.id, now).afleveringen) });
          }
          if (vrij.length + bevestigd.length > 0) nieuwStempel(db, tx);
          if (vrij.length) bevordering.schrijf();
          return { vrijgegeven: vrij.map((v) => v.na), bevorderd: bevordering.bevorderd };
        }),
      );
    },

    // The clock's rest (domein/bevestigen-rust.ts): one read of the stamp and one of the note
    // instead of the fair's people every 5 minutes.
    async bevestigenStempel() {
      return leesStempel(db);
    },
    async leesBevestigenRust() {
      const snap = await rustRef.get();
      return snap.exists ? (snap.data() as BevestigenRust) : null;
    },
    async bewaarBevestigenRust(rust) {
      // Not an input of the settlement (stempel.ts INVOER): it renews no stamp.
      await rustRef.set(rust);
    },
  };
}
