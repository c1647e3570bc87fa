/**
 * The draw on Firestore (issue 52 part 3). Private collections, which firestore.rules keeps
 * from every browser: `loting/{fair}` (the state, with the secret zaad and the fixed order),
 * `lotingAanvragen/{aanvraag}` and `lotingAdressen/{fair address}`, whose id is the address as
 * compared, so one application per address per fair is a document that exists or not (a query
 * would not lock an application arriving at the same moment). `lotingTelefoons/{fair number}`
 * does the same for the phone number as compared (one place per household, issue 53): written
 * with every application, read while that rule is on.
 *
 * One Firestore transaction cannot hold thousands of writes: the order is fixed once
 * (legLotingVast) and carried out in steps (pasLotingToe), each writing its people, their mails
 * and the new count `toegepast` together, so a step runs once and a crash is finished by the next.
 */
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  beslisAanvraag,
  beslisToepassing,
  beslisVastleggen,
  nieuweLoting,
  volgendeStap,
  type LotingAanvraag,
  type LotingStaat,
} from '../../domein/lotingbeslissing';
import { emailSleutel } from '../../domein/dubbel';
import { isEenPerHuishouden, type ZelfdeTelefoon } from '../../domein/huishouden';
import { telefoonSleutel } from '../../../kern/telefoon';
import type { Stand } from '../../domein/beslissing';
import { conflict } from '../../../kern/errors';
import type { Aflevering } from '../../../kern/types';
import { type LotingStore } from '../port';
import { aantalUit, beursUit, settingsUit } from '../../../seizoen';
import { lotingAdresId, lotingTelefoonId } from '../firestore-loting';
import type { RegistratieFirestoreContext } from './buren';
import {
  alsBekend,
  bestaandUit,
  huidigeIn,
  inschrijving,
  leesNummering,
  nieuwDeelnemerId,
  schrijfTeller,
} from './inschrijving';
import { laatstePositieIn, zelfdeTelefoonIn } from './bevorderen';

type AanvraagDoc = Omit<LotingAanvraag, 'id'> & { emailSleutel: string };

const naarAanvraag = (snap: DocumentSnapshot): LotingAanvraag => {
  const d = snap.data() as AanvraagDoc;
  return {
    id: snap.id,
    afleveringId: d.afleveringId,
    naam: d.naam,
    email: d.email,
    telefoon: d.telefoon,
    aangemeld: d.aangemeld,
    uitkomst: d.uitkomst ?? null,
    reservePositie: d.reservePositie ?? null,
  };
};

export function lotingFirestore(ctx: RegistratieFirestoreContext): LotingStore {
  const { db, publiek, deelnemers, reservelijst, buren } = ctx;
  const staten = db.collection('loting');
  const aanvragen = db.collection('lotingAanvragen');
  const adressen = db.collection('lotingAdressen');
  const adresRef = (afleveringId: string, email: string) => adressen.doc(lotingAdresId(afleveringId, email));
  const telefoons = db.collection('lotingTelefoons');
  const telefoonRef = (afleveringId: string, nummer: string) => telefoons.doc(lotingTelefoonId(afleveringId, nummer));

  const staatIn = async (tx: Transaction, laatste: Aflevering | null) => {
    if (!laatste) return null;
    const snap = await tx.get(staten.doc(laatste.id));
    return snap.exists ? (snap.data() as LotingStaat) : null;
  };
  const zelfdeAdresIn = async (tx: Transaction, email: string) =>
    (await tx.get(deelnemers.where('emailSleutel', '==', emailSleutel(email)))).docs.map((d) =>
      alsBekend(bestaandUit(d)),
    );
  const standIn = async (tx: Transaction, laatste: Aflevering | null): Promise<Stand> => {
    const [settings, stats, beurs] = await tx.getAll(publiek.settings, publiek.stats, publiek.beurs);
    return {
      settings: settingsUit(settings!),
      aantalActief: aantalUit(stats!),
      laatste,
      beursEmail: beursUit(beurs!).email,
    };
  };

  return {
    async maakLoting(zaad, zaadHash) {
      return db.runTransaction(async (tx) => {
        const laatste = await huidigeIn(ctx, tx);
        if (!laatste) throw conflict('Maak eerst een beurs aan.');
        // The first zaad stays: its hash may be published already.
        const bestaand = await staatIn(tx, laatste);
        if (bestaand) return bestaand;
        const staat = nieuweLoting(laatste.id, zaad, zaadHash);
        tx.create(staten.doc(laatste.id), staat);
        return staat;
      });
    },

    async leesLoting() {
      return db.runTransaction(async (tx) => {
        const laatste = await huidigeIn(ctx, tx);
        const staat = await staatIn(tx, laatste);
        if (!laatste) return { staat, aanvragen: [] };
        const snap = await tx.get(aanvragen.where('afleveringId', '==', laatste.id));
        return { staat, aanvragen: snap.docs.map(naarAanvraag) };
      });
    },

    async vraagAan(input, { now, mail }) {
      return db.runTransaction(async (tx) => {
        // Read in the transaction: the gate, the window, the address's document (one application
        // per address per fair) and the people with the address (not for who is registered).
        const laatste = await huidigeIn(ctx, tx);
        const afleveringId = laatste?.id ?? '';
        const [stand, staat, adres, zelfde] = await Promise.all([
          standIn(tx, laatste),
          staatIn(tx, laatste),
          tx.get(adresRef(afleveringId, input.email)),
          zelfdeAdresIn(tx, input.email),
        ]);
        // One place per household, only while it is on: the number's document (one application
        // per number, a guard as the address's) and the people with the number.
        const nummer = telefoonSleutel(input.telefoon);
        const nummerRef = nummer ? telefoonRef(afleveringId, nummer) : null;
        const [nummerDoc, zelfdeTelefoon] =
          nummerRef && isEenPerHuishouden(stand.settings)
            ? await Promise.all([tx.get(nummerRef), zelfdeTelefoonIn(ctx, tx, nummer)])
            : [null, undefined];
        const beslissing = beslisAanvraag(stand, {
          invoer: input,
          staat,
          alAangevraagd: adres.exists,
          zelfdeAdres: zelfde,
          nieuwId: aanvragen.doc().id,
          now,
          zelfdeTelefoon,
          telefoonAangevraagd: nummerDoc?.exists ?? false,
        });
        if (beslissing.soort === 'geweigerd') throw conflict(beslissing.melding, beslissing.veld);
        const { id, ...velden } = beslissing.aanvraag;
        tx.create(adres.ref, { aanvraag: id });
        // Also while the rule is off (a later application overwrites it): switched on, it finds these.
        if (nummerRef) tx.set(nummerRef, { aanvraag: id });
        tx.create(aanvragen.doc(id), { ...velden, emailSleutel: emailSleutel(velden.email) });
        buren.zetMailIn(tx, mail(beslissing.aanvraag), now);
        return beslissing.aanvraag;
      });
    },

    async legLotingVast(plan, now) {
      return db.runTransaction(async (tx) => {
        // Re-read: the order is fixed once, from the applications stored now, with the free places now.
        const laatste = await huidigeIn(ctx, tx);
        const [stand, staat, ids] = await Promise.all([
          standIn(tx, laatste),
          staatIn(tx, laatste),
          tx.get(aanvragen.where('afleveringId', '==', laatste?.id ?? '').select()),
        ]);
        const beslissing = beslisVastleggen(stand, {
          staat,
          aanvragen: ids.docs.map((d) => d.id),
          plan,
          now,
        });
        if (beslissing.soort === 'geweigerd') throw conflict(beslissing.melding);
        if (beslissing.soort === 'vast') tx.set(staten.doc(beslissing.staat.afleveringId), beslissing.staat);
        return beslissing.staat;
      });
    },

    async pasLotingToe(options) {
      // Writes the active count and the number counter: one at a time with the others that do.
      return ctx.telling(() =>
        db.runTransaction(async (tx) => {
          // Re-read the count done: a step that committed is never carried out again.
          const laatste = await huidigeIn(ctx, tx);
          const staat = await staatIn(tx, laatste);
          if (!laatste || !staat?.volgorde) return { klaar: false, staat };
          const stap = volgendeStap(staat, options.max);
          const snaps = stap.length ? await tx.getAll(...stap.map((id) => aanvragen.doc(id))) : [];
          // An application erased meanwhile (its person asked to be forgotten) is done: it places no one.
          const bestaand = snaps.flatMap((snap, i) => (snap.exists ? [{ snap, index: staat.toegepast + i }] : []));
          const stapAanvragen = bestaand.map((b) => naarAanvraag(b.snap));
          const zelfde = await Promise.all(stapAanvragen.map((a) => zelfdeAdresIn(tx, a.email)));
          // The settings: whether a place given now has a term of its own to confirm (issue 53),
          // and one place per household. While that is on, the people with each application's
          // number, to which this step adds whom it places, so one household is placed once.
          const settings = settingsUit(await tx.get(publiek.settings));
          const perTelefoon = new Map<string, ZelfdeTelefoon[]>();
          if (isEenPerHuishouden(settings)) {
            const nummers = [...new Set(stapAanvragen.map((a) => telefoonSleutel(a.telefoon)).filter(Boolean))];
            const gelezen = await Promise.all(nummers.map((n) => zelfdeTelefoonIn(ctx, tx, n)));
            nummers.forEach((n, i) => perTelefoon.set(n, gelezen[i]!));
          }
          const nummering = await leesNummering(ctx, tx, stapAanvragen.length);
          // Only the end of the list: each step appends behind it (reading the whole list made a
          // draw's reads grow with its steps times the list's length).
          let laatstePositie = await laatstePositieIn(ctx, tx, laatste.id);
          let aantalActief = aantalUit(await tx.get(publiek.stats));

          // Decided one by one in draw order, all reads done: each new number advances `nummering`.
          const schrijven: (() => void)[] = [];
          stapAanvragen.forEach((aanvraag, i) => {
            const huishouden = perTelefoon.get(telefoonSleutel(aanvraag.telefoon));
            const beslissing = beslisToepassing(laatste, {
              settings,
              zelfdeTelefoon: huishouden,
              aanvraag,
              index: bestaand[i]!.index,
              vrijePlaatsen: staat.vrijePlaatsen ?? 0,
              zelfdeAdres: zelfde[i]!,
              nummers: nummering,
              laatstePositie,
              nieuwId: nieuwDeelnemerId(ctx),
              now: options.now,
            });
            const ref = aanvragen.doc(aanvraag.id);
            if (beslissing.soort === 'geplaatst') {
              const nieuw = inschrijving(ctx, beslissing.beslissing, {
                laatste,
                nummering,
                settings,
                now: options.now,
              });
              aantalActief += nieuw.verschil;
              huishouden?.push({ deelnemer: nieuw.deelnemer });
              schrijven.push(() => {
                nieuw.schrijf(tx, (d) => options.mail(d, aanvraag));
                tx.update(ref, { uitkomst: 'geplaatst' });
              });
            } else if (beslissing.soort === 'reserve') {
              const { id, ...plaats } = beslissing.plaats;
              laatstePositie = plaats.positie;
              schrijven.push(() => {
                tx.set(reservelijst.doc(id), { ...plaats, emailSleutel: emailSleutel(plaats.email) });
                buren.zetMailIn(tx, options.reserveMail(beslissing.plaats, aanvraag), options.now);
                tx.update(ref, { uitkomst: 'reserve', reservePositie: plaats.positie });
              });
            } else {
              schrijven.push(() => tx.update(ref, { uitkomst: 'alIngeschreven' }));
            }
          });
          for (const schrijf of schrijven) schrijf();
          schrijfTeller(ctx, tx, nummering);
          tx.set(publiek.stats, { aantalActief });
          const toegepast = staat.toegepast + stap.length;
          tx.update(staten.doc(staat.afleveringId), { toegepast });
          return { klaar: toegepast >= staat.volgorde.length, staat: { ...staat, toegepast } };
        }),
      );
    },
  };
}
