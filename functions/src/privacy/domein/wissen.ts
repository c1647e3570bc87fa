/**
 * Erasure: what deleting people takes with it, and the line it leaves in the erasure log,
 * whether the retention rules (bewaren.ts) are due or a person asks for it. The store
 * executes such a plan in one transaction.
 */
import {
  aanmeldingenTeDoen,
  bewaarPlan,
  teDoen,
  type AanmeldingStappen,
  type BewaarAanmelding,
  type BewaarDeelnemer,
  type BewaarStap,
} from './bewaren';
import { mailAdressenWeg, opAdresVanPersoon, wachtendenTeDoen, type WisWachtende } from './wachtenden';
import { emailSleutel, isActieveDeelnemer } from '../../registratie/domein';
import type { Aflevering, BewaarLogRegel, Deelnemer } from '../../kern/types';
import type { Aanmelding } from '../../vrijwilligers/domein';

export type { BewaarLogRegel };

/** What an erasure needs of a person it deletes. */
export type WisDeelnemer = Pick<Deelnemer, 'id' | 'nummer' | 'naam' | 'email' | 'actief' | 'afleveringen'>;

export interface WisPlan {
  /** Ids of the persons to delete. */
  verwijderen: string[];
  /** Ids of the persons whose phone number is erased. */
  telefoonWissen: string[];
  /** Ids of the persons whose bank account (the payout by bank, issue 36) is erased: paid in cash from then on. */
  rekeningWissen: string[];
  /**
   * The addresses whose outbox mails go, as their text holds the person's name and number (a
   * seller's), their shift (a volunteer's) or their place on the reserve list or in the draw: those
   * of the deleted persons, volunteer sign-ups, reserve-list places and draw applications that no
   * row that stays holds (wachtenden.ts mailAdressenWeg).
   */
  mailsWeg: string[];
  /** How many of the deleted persons counted as active for the current fair. */
  minderActief: number;
  /** Ids of the volunteer sign-ups whose phone number is erased or that are deleted. */
  aanmeldingen: AanmeldingStappen;
  /** Ids of the reserve-list places and of the draw applications that are deleted (wachtenden.ts). */
  reservelijst: string[];
  aanvragen: string[];
  /**
   * Seller numbers, and the counts of reserve-list places and draw applications when any.
   * Sign-ups have no number, and counting them here would change the log's shape. Volunteer
   * rows are erased with the run this line records.
   */
  regel: BewaarLogRegel;
}

/** The reserve-list places and draw applications an erasure deletes, and those erased before it in the same run. */
interface Wachtenden {
  reservelijst: string[];
  aanvragen: string[];
  alGewist?: { reservelijst: number; aanvragen: number };
}

/** The counts of the log line, only the ones above zero (the line keeps its shape without them). */
function wachtendenInRegel({ reservelijst, aanvragen, alGewist }: Wachtenden): Partial<BewaarLogRegel> {
  const r = reservelijst.length + (alGewist?.reservelijst ?? 0);
  const a = aanvragen.length + (alGewist?.aanvragen ?? 0);
  return { ...(r > 0 ? { reservelijst: r } : {}), ...(a > 0 ? { aanvragen: a } : {}) };
}

/** What the rows an erasure deletes take with them of the outbox, and what the rows that stay keep. */
interface Adressen {
  weg: string[];
  blijvend: string[];
}

/** The addresses of the rows among `rijen` whose id is (`weg`) or is not (`blijvend`) in `ids`. */
function adressenVan(rijen: readonly { id: string; email: string }[] = [], ids: readonly string[]): Adressen {
  const gaat = new Set(ids);
  return {
    weg: rijen.filter((r) => gaat.has(r.id)).map((r) => r.email),
    blijvend: rijen.filter((r) => !gaat.has(r.id)).map((r) => r.email),
  };
}

function wisPlan(
  stappen: Pick<BewaarStap, 'id' | 'nummer' | 'actie'>[],
  weg: WisDeelnemer[],
  adressen: Adressen[],
  reden: BewaarLogRegel['reden'],
  nu: Date,
  huidige: Pick<Aflevering, 'id'> | null,
  aanmeldingen: AanmeldingStappen,
  wachtenden: Wachtenden,
): WisPlan {
  const met = (actie: BewaarStap['actie']) => stappen.filter((s) => s.actie === actie);
  return {
    verwijderen: met('verwijderen').map((s) => s.id),
    telefoonWissen: met('telefoonWissen').map((s) => s.id),
    rekeningWissen: met('rekeningWissen').map((s) => s.id),
    mailsWeg: mailAdressenWeg(
      adressen.flatMap((a) => a.weg),
      adressen.flatMap((a) => a.blijvend),
    ),
    minderActief: weg.filter((d) => isActieveDeelnemer(d, huidige)).length,
    aanmeldingen,
    reservelijst: wachtenden.reservelijst,
    aanvragen: wachtenden.aanvragen,
    regel: {
      tijd: nu.toISOString(),
      reden,
      telefoonGewist: met('telefoonWissen').map((s) => s.nummer),
      verwijderd: met('verwijderen').map((s) => s.nummer),
      ...wachtendenInRegel(wachtenden),
    },
  };
}

/**
 * The retention steps due at `nu` over all deelnemers, volunteer sign-ups, reserve-list places
 * and draw applications (the last two per their fair in `overig.afleveringen`, wachtenden.ts),
 * as one erasure; null when none is due. `alGewist`: places and applications this run erased
 * before, in bounded steps (Firestore), which its line counts too. The outbox mails to the
 * persons, sign-ups, places and applications that go, go too, unless a row that stays (one of
 * these) holds the address (wachtenden.ts mailAdressenWeg).
 */
export function wissingBewaartermijn(
  deelnemers: (BewaarDeelnemer & WisDeelnemer)[],
  graceDagen: number,
  nu: Date,
  huidige: Pick<Aflevering, 'id'> | null,
  overig: {
    aanmeldingen: (BewaarAanmelding & Pick<Aanmelding, 'email'>)[];
    afleveringen: Pick<Aflevering, 'id' | 'datum'>[];
    reservelijst?: WisWachtende[];
    aanvragen?: WisWachtende[];
    alGewist?: Wachtenden['alGewist'];
  } = {
    aanmeldingen: [],
    afleveringen: [],
  },
): WisPlan | null {
  const stappen = teDoen(bewaarPlan(deelnemers, graceDagen), nu);
  const aanmeldingen = aanmeldingenTeDoen(overig.aanmeldingen, overig.afleveringen, graceDagen, nu);
  const wachtenden: Wachtenden = {
    reservelijst: wachtendenTeDoen(overig.reservelijst ?? [], overig.afleveringen, graceDagen, nu),
    aanvragen: wachtendenTeDoen(overig.aanvragen ?? [], overig.afleveringen, graceDagen, nu),
    ...(overig.alGewist ? { alGewist: overig.alGewist } : {}),
  };
  if (
    stappen.length === 0 &&
    aanmeldingen.telefoonWissen.length === 0 &&
    aanmeldingen.verwijderen.length === 0 &&
    Object.keys(wachtendenInRegel(wachtenden)).length === 0
  ) {
    return null;
  }
  const weg = stappen.filter((s) => s.actie === 'verwijderen').map((s) => s.id);
  const gaat = new Set(weg);
  return wisPlan(
    stappen,
    deelnemers.filter((d) => gaat.has(d.id)),
    [
      adressenVan(deelnemers, weg),
      // A sign-up that goes takes the mails to its address (its confirmation, a shift's mail: they
      // name the volunteer and the shift) unless a row that stays holds it; one that stays keeps them.
      adressenVan(overig.aanmeldingen, aanmeldingen.verwijderen),
      adressenVan(overig.reservelijst, wachtenden.reservelijst),
      adressenVan(overig.aanvragen, wachtenden.aanvragen),
    ],
    'bewaartermijn',
    nu,
    huidige,
    aanmeldingen,
    wachtenden,
  );
}

/**
 * The volunteer sign-ups that go with a person erased on request: those linked to them, and
 * those made with their address (compared as emailSleutel) unless `metZelfdeSleutel` (the
 * deelnemers with that key) holds someone else, whose sign-ups they may be.
 */
export function aanmeldingenVanPersoon(
  persoon: Pick<Deelnemer, 'id' | 'email'>,
  aanmeldingen: Pick<Aanmelding, 'id' | 'email' | 'deelnemerId'>[],
  metZelfdeSleutel: Pick<Deelnemer, 'id'>[],
): string[] {
  const sleutel = emailSleutel(persoon.email);
  const adresVrij = metZelfdeSleutel.every((d) => d.id === persoon.id);
  const ids = aanmeldingen
    .filter((a) => a.deelnemerId === persoon.id || (adresVrij && emailSleutel(a.email) === sleutel))
    .map((a) => a.id);
  return [...new Set(ids)];
}

/**
 * A person's own request: the person goes, with the volunteer sign-ups `overig` holds of them
 * (aanmeldingenVanPersoon), and with the reserve-list places and draw applications made with
 * their address (wachtenden.ts opAdresVanPersoon); and the outbox mails to the person's address
 * and to those sign-ups', places' and applications' addresses, unless a row that stays holds the address:
 * someone else in `metZelfdeAdres` (the deelnemers with that address, the person among them or
 * not), or a sign-up, place or application of `overig` that does not go.
 */
export function wissingOpVerzoek(
  persoon: WisDeelnemer,
  metZelfdeAdres: Pick<Deelnemer, 'id' | 'email'>[],
  nu: Date,
  huidige: Pick<Aflevering, 'id'> | null,
  overig: {
    aanmeldingen: Pick<Aanmelding, 'id' | 'email' | 'deelnemerId'>[];
    metZelfdeSleutel: Pick<Deelnemer, 'id'>[];
    reservelijst?: { id: string; email: string }[];
    aanvragen?: { id: string; email: string }[];
  } = { aanmeldingen: [], metZelfdeSleutel: [] },
): WisPlan {
  const aanmeldingen = aanmeldingenVanPersoon(persoon, overig.aanmeldingen, overig.metZelfdeSleutel);
  const wachtenden = {
    reservelijst: opAdresVanPersoon(persoon, overig.reservelijst ?? [], overig.metZelfdeSleutel),
    aanvragen: opAdresVanPersoon(persoon, overig.aanvragen ?? [], overig.metZelfdeSleutel),
  };
  return wisPlan(
    [{ id: persoon.id, nummer: persoon.nummer, actie: 'verwijderen' }],
    [persoon],
    [
      adressenVan([...metZelfdeAdres.filter((d) => d.id !== persoon.id), persoon], [persoon.id]),
      adressenVan(overig.aanmeldingen, aanmeldingen),
      adressenVan(overig.reservelijst, wachtenden.reservelijst),
      adressenVan(overig.aanvragen, wachtenden.aanvragen),
    ],
    'op verzoek',
    nu,
    huidige,
    { telefoonWissen: [], verwijderen: aanmeldingen },
    wachtenden,
  );
}
