/**
 * The reserve list's promotion inside a transaction that can free a place: prepared (all reads)
 * before the change's own writes, written after. Below deelnemers.ts, reservelijst.ts and the
 * assigner (toewijzer.ts), which all promote this way.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { beslis } from '../../domein/beslissing';
import { emailSleutel, isIngeschrevenVoor } from '../../domein/dubbel';
import { huishoudenWeigert, isEenPerHuishouden } from '../../domein/huishouden';
import { telefoonSleutel } from '../../../kern/telefoon';
import {
  bevorderPlan,
  plaatsenVoorReservelijst,
  reservePlaats,
  type ReservePlaats,
  type Situatie,
} from '../../domein/reservelijst';
import type { Aflevering, Deelnemer, Settings } from '../../../kern/types';
import { type BevorderOptions } from '../port';
import { RESERVELIJST_AUTOMATISCH } from '../sleutels';
import { aantalUit, settingsUit } from '../../../seizoen';
import { sleutel, type FirestoreContext } from '../../../platform/firestore/context';
import {
  alsBekend,
  bestaandUit,
  huidigeIn,
  inschrijving,
  leesNummering,
  nieuwDeelnemerId,
  schrijfTeller,
  type Inschrijving,
} from './inschrijving';
import { naarDeelnemer, type DeelnemerDoc } from '../firestore-deelnemer';
import type { RegistratieFirestoreContext } from './buren';

/** A place's document: the place without the id, plus the address as compared. */
export interface PlaatsDoc extends Omit<ReservePlaats, 'id'> {
  emailSleutel: string;
}

/** The fair's list in order (an equality query on one field: no composite index). */
export async function lijstIn(ctx: FirestoreContext, tx: Transaction, afleveringId: string) {
  const snap = await tx.get(ctx.reservelijst.where('afleveringId', '==', afleveringId));
  return snap.docs.map((d) => reservePlaats(d.id, d.data() as PlaatsDoc)).sort((a, b) => a.positie - b.positie);
}

/**
 * The last position on the fair's list (0 when empty): one document read however long the list is,
 * where appending needs no more (the draw's steps; the composite index is in firestore.indexes.json).
 */
export async function laatstePositieIn(ctx: FirestoreContext, tx: Transaction, afleveringId: string) {
  const snap = await tx.get(
    ctx.reservelijst.where('afleveringId', '==', afleveringId).orderBy('positie', 'desc').limit(1),
  );
  return snap.empty ? 0 : (snap.docs[0]!.data() as PlaatsDoc).positie;
}

/** The stored people with this address, for the decision (a person known from an earlier fair returns). */
async function zelfdeAdresIn(ctx: FirestoreContext, tx: Transaction, email: string) {
  const snap = await tx.get(ctx.deelnemers.where('emailSleutel', '==', emailSleutel(email)));
  return snap.docs.map((doc) => alsBekend(bestaandUit(doc)));
}

async function isIngeschrevenIn(ctx: FirestoreContext, tx: Transaction, email: string, laatste: Aflevering | null) {
  const snap = await tx.get(ctx.deelnemers.where('emailSleutel', '==', emailSleutel(email)));
  return snap.docs.some((d) => isIngeschrevenVoor(naarDeelnemer(d.id, d.data() as DeelnemerDoc), laatste));
}

/** The stored people with this number as compared, read in `tx` (one place per household). */
export async function zelfdeTelefoonIn(ctx: FirestoreContext, tx: Transaction, sleutel: string) {
  const snap = await tx.get(ctx.deelnemers.where('telefoonSleutel', '==', sleutel));
  return snap.docs.map((doc) => alsBekend(bestaandUit(doc)));
}

/**
 * Whether the place's person, or (one place per household on) their household, has a place for
 * the current fair already: then they leave the list instead of taking one.
 */
async function heeftPlekIn(
  ctx: FirestoreContext,
  tx: Transaction,
  plaats: ReservePlaats,
  { laatste, settings }: { laatste: Aflevering | null; settings: Settings },
): Promise<boolean> {
  if (await isIngeschrevenIn(ctx, tx, plaats.email, laatste)) return true;
  const sleutel = isEenPerHuishouden(settings) ? telefoonSleutel(plaats.telefoon) : '';
  return sleutel !== '' && huishoudenWeigert(settings, await zelfdeTelefoonIn(ctx, tx, sleutel), laatste);
}

export const automatischUit = (value: unknown) => value !== 'uit';

/** A prepared promotion: who goes, and the writes that register them and set the count. */
export interface Bevordering {
  bevorderd: Deelnemer[];
  schrijf(): void;
}

/**
 * Call after the change's own reads and before its writes, with what the change leaves: the
 * settings, the active count and the switch. Reads what the promotion needs; `schrijf` (after
 * the change's writes) registers the people bevorderPlan names and writes public/stats with
 * the final count, so the caller does not write the count itself.
 */
export async function bereidBevordering(
  ctx: RegistratieFirestoreContext,
  tx: Transaction,
  bevorder: BevorderOptions | undefined,
  na: { settings?: Settings; aantalActief: number; automatisch?: boolean },
): Promise<Bevordering> {
  const { publiek, meta, reservelijst } = ctx;
  const [settingsSnap, statsSnap, automatischSnap] = await tx.getAll(
    publiek.settings,
    publiek.stats,
    meta.doc(sleutel(RESERVELIJST_AUTOMATISCH)),
  );
  const voor: Situatie = {
    settings: settingsUit(settingsSnap!),
    aantalActief: aantalUit(statsSnap!),
    automatisch: automatischUit(automatischSnap!.get('value')),
  };
  const alleenTelling: Bevordering = {
    bevorderd: [],
    schrijf: () => tx.set(publiek.stats, { aantalActief: na.aantalActief }),
  };
  if (!bevorder) return alleenTelling;
  const naSituatie: Situatie = {
    settings: na.settings ?? voor.settings,
    aantalActief: na.aantalActief,
    automatisch: na.automatisch ?? voor.automatisch,
  };
  const laatste = await huidigeIn(ctx, tx);
  const wachtenden = await lijstIn(ctx, tx, laatste?.id ?? '');
  // Whether someone is registered already is read only for the people the plan looks at: it
  // stops at as many as the free places who take one (one per household while that rule is on).
  const vrij = plaatsenVoorReservelijst(naSituatie) - plaatsenVoorReservelijst(voor);
  const huishouden = isEenPerHuishouden(naSituatie.settings)
    ? (p: ReservePlaats) => telefoonSleutel(p.telefoon)
    : undefined;
  const ingeschreven = new Map<string, boolean>();
  const huishoudens = new Set<string>();
  let nemen = 0;
  for (const plaats of wachtenden) {
    if (nemen >= vrij) break;
    const heeftPlek = await heeftPlekIn(ctx, tx, plaats, { laatste, settings: naSituatie.settings });
    ingeschreven.set(plaats.id, heeftPlek);
    const sleutel = huishouden?.(plaats) ?? '';
    if (heeftPlek || huishoudens.has(sleutel)) continue;
    if (sleutel !== '') huishoudens.add(sleutel);
    nemen++;
  }
  const { bevorderen, vervallen } = bevorderPlan(
    voor,
    naSituatie,
    wachtenden,
    (p) => ingeschreven.get(p.id) ?? false,
    huishouden,
  );
  if (bevorderen.length === 0 && vervallen.length === 0) return alleenTelling;

  // Read before any write: the people with each address (a person known from an earlier fair
  // keeps their document and number) and the numbering (the counter and the highest number guard
  // every new number).
  const zelfde = await Promise.all(bevorderen.map((plaats) => zelfdeAdresIn(ctx, tx, plaats.email)));
  const nummering = await leesNummering(ctx, tx, bevorderen.length);
  // One decision per place, in order: each new number advances `nummering` for the next.
  const geplaatst: ReservePlaats[] = [];
  const inschrijvingen: Inschrijving[] = [];
  bevorderen.forEach((plaats, i) => {
    const beslissing = beslis(
      { laatste },
      {
        soort: 'bevordering',
        invoer: plaats,
        zelfdeAdres: zelfde[i]!,
        nummers: nummering,
        nieuwId: nieuwDeelnemerId(ctx),
        now: bevorder.now,
      },
    );
    // No number left (MELDING_NUMMERS_OP): the person keeps their place on the list.
    if (beslissing.soort === 'geweigerd') return;
    geplaatst.push(plaats);
    inschrijvingen.push(
      inschrijving(ctx, beslissing, { laatste, nummering, settings: naSituatie.settings, now: bevorder.now }),
    );
  });
  return {
    bevorderd: inschrijvingen.map(({ deelnemer }) => deelnemer),
    schrijf() {
      for (const plaats of [...vervallen, ...geplaatst]) tx.delete(reservelijst.doc(plaats.id));
      for (const nieuw of inschrijvingen) nieuw.schrijf(tx, bevorder.mail);
      schrijfTeller(ctx, tx, nummering);
      tx.set(publiek.stats, { aantalActief: na.aantalActief + inschrijvingen.reduce((n, i) => n + i.verschil, 0) });
    },
  };
}
