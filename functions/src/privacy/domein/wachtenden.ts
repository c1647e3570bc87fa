/**
 * The people who never got a place: those on a fair's reserve list and those who applied for
 * its draw (issue 52). Their name, address and phone number serve that one fair, so they go
 * once the fair is over, at the same moment the sellers' phone numbers go (bewaren.ts
 * naDeBeurs: the day after the fair plus the grace period). A place or application whose fair
 * is not known (the fair was deleted, or the place was made before any fair existed) has no
 * such day: it goes a year after it was made, as a person who took part in nothing.
 *
 * What stays of the draw is its state: the zaad, the hashes and the order of the application
 * ids, which are opaque. So the public result (GET /api/toewijzing/loting/uitslag) and the
 * check on /loting still verify after the applications are gone.
 */
import { naDeBeurs, plusJaar, type WachtendenStap } from './bewaren';
import { emailSleutel } from '../../registratie/domein';
import { toIsoDatum } from '../../kern/datums';
import type { Aflevering, Deelnemer } from '../../kern/types';

export type { WachtendenStap };

/** What the retention rules need of a reserve-list place or a draw application. */
export interface BewaarWachtende {
  id: string;
  /** The fair it is for; '' for a reserve-list place made before any fair existed. */
  afleveringId: string;
  /** ISO: when it was made. */
  aangemeld: string;
}

/** A place or application as an erasure needs it: with the address the software mailed it at. */
export type WisWachtende = BewaarWachtende & { email: string };

type Beurzen = Pick<Aflevering, 'id' | 'datum'>[];

/** The day from which the place or application goes. */
export function wachtendeWisDatum(w: BewaarWachtende, datumVan: ReadonlyMap<string, string>, graceDagen: number) {
  const beurs = datumVan.get(w.afleveringId);
  return beurs === undefined ? plusJaar(w.aangemeld.slice(0, 10)) : naDeBeurs(beurs, graceDagen);
}

const datums = (afleveringen: Beurzen) => new Map(afleveringen.map((a) => [a.id, a.datum]));

/** The ids of the places or applications due on the given day (the clock's UTC date). */
export function wachtendenTeDoen(
  wachtenden: readonly BewaarWachtende[],
  afleveringen: Beurzen,
  graceDagen: number,
  nu: Date,
): string[] {
  const vandaag = toIsoDatum(nu);
  const datumVan = datums(afleveringen);
  return wachtenden.filter((w) => wachtendeWisDatum(w, datumVan, graceDagen) <= vandaag).map((w) => w.id);
}

/**
 * The administrator's plan: per fair (and per day, for places of an unknown fair) how many
 * places and applications go from which day, soonest first. Counts only: the reserve list
 * itself is on /reservelijst.
 */
export function wachtendenPlan(
  wachtenden: { reservelijst: readonly BewaarWachtende[]; aanvragen: readonly BewaarWachtende[] },
  afleveringen: Beurzen,
  graceDagen: number,
): WachtendenStap[] {
  const datumVan = datums(afleveringen);
  const stappen = new Map<string, WachtendenStap>();
  const tel = (w: BewaarWachtende, soort: 'reservelijst' | 'aanvragen') => {
    const datum = wachtendeWisDatum(w, datumVan, graceDagen);
    const sleutel = `${w.afleveringId} ${datum}`;
    const stap = stappen.get(sleutel) ?? {
      afleveringId: w.afleveringId,
      beurs: datumVan.get(w.afleveringId) ?? null,
      datum,
      reservelijst: 0,
      aanvragen: 0,
    };
    stap[soort]++;
    stappen.set(sleutel, stap);
  };
  for (const w of wachtenden.reservelijst) tel(w, 'reservelijst');
  for (const w of wachtenden.aanvragen) tel(w, 'aanvragen');
  return [...stappen.values()].sort(
    (a, b) => a.datum.localeCompare(b.datum) || a.afleveringId.localeCompare(b.afleveringId),
  );
}

/**
 * The places or applications (any fair) made with a person's address, compared as
 * emailSleutel, which go when that person asks to be forgotten; none when `metZelfdeSleutel`
 * (the deelnemers with that key) holds someone else, whose they may be.
 */
export function opAdresVanPersoon(
  persoon: Pick<Deelnemer, 'id' | 'email'>,
  rijen: readonly { id: string; email: string }[],
  metZelfdeSleutel: readonly Pick<Deelnemer, 'id'>[],
): string[] {
  if (!metZelfdeSleutel.every((d) => d.id === persoon.id)) return [];
  const sleutel = emailSleutel(persoon.email);
  return [...new Set(rijen.filter((r) => emailSleutel(r.email) === sleutel).map((r) => r.id))];
}

/**
 * The addresses whose outbox mails go with an erasure (privacy/domein/wissen.ts WisPlan.mailsWeg;
 * the stores' bounded steps for the reserve list and the draw ask it too): those of the rows it
 * deletes (`weg`), except those a row that stays (`blijvend`: a deelnemer, a volunteer sign-up,
 * a place or application, e.g. of a later fair) still holds. A mail still waiting to go out goes
 * as well: it is about a place that is over or a person who asked to be forgotten.
 *
 * Compared exactly, not as emailSleutel. The key says whether two rows may be one person (one
 * registration per address, the rows that go with a person on request); an outbox mail, though,
 * belongs to no row but to the address it was sent to: the software mails a row at its address
 * as stored (`to: persoon.email`), and the stores find the mails by that very string (SQLite
 * `ontvanger`, Firestore `to`). So a mail to 'Anne@x.nl' can only be one of a row that holds
 * 'Anne@x.nl', and a row that stays with 'anne@x.nl' keeps its own mails, not those.
 */
export function mailAdressenWeg(weg: Iterable<string>, blijvend: Iterable<string>): string[] {
  const blijft = new Set(blijvend);
  return [...new Set(weg)].filter((adres) => !blijft.has(adres));
}
