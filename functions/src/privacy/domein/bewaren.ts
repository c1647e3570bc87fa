/**
 * How long a seller's data is kept (the privacy page's promises), as pure rules with the fair
 * date as their clock:
 * - the phone number is erased after the fair: the day after the person's latest aflevering,
 *   plus a grace period the administrator sets (standard 7 days);
 * - a seller's bank account (issue 36) goes once the payout is marked done, and at the latest
 *   six weeks after the person's latest fair (REKENING_BEWAAR_DAGEN), paid or not;
 * - a person who has not taken part in an aflevering for 1 year is deleted, e-mail and all;
 * - a reminder for a new fair goes to those who took part in the past year.
 */
import { isBeschermd } from '../../registratie/domein';
import { parseIsoDatum, plusDagen, toIsoDatum } from '../../kern/datums';
import type { Aflevering, BewaarLogRegel, Deelnemer, HerinneringStand } from '../../kern/types';
import type { Aanmelding } from '../../vrijwilligers/domein';

export const STANDAARD_GRACE_DAGEN = 7;
export const MAX_GRACE_DAGEN = 365;

/** What the retention rules need of a person. */
export type BewaarDeelnemer = Pick<
  Deelnemer,
  'id' | 'nummer' | 'naam' | 'telefoon' | 'afleveringen' | 'aangemeld' | 'uitbetaling'
>;

export type BewaarActie = 'telefoonWissen' | 'rekeningWissen' | 'verwijderen';

/**
 * Days after the fair a seller's IBAN is kept at most: time for the treasurer to transfer (Dutch
 * fairs pay within three weeks) and to correct a transfer that bounced.
 */
export const REKENING_BEWAAR_DAGEN = 42;

export interface BewaarStap {
  id: string;
  nummer: number;
  actie: BewaarActie;
  /** yyyy-MM-dd: from this day on the step is due. */
  datum: string;
}

/** One year later on the same calendar day (29 February becomes 1 March). */
export function plusJaar(datum: string): string {
  const d = parseIsoDatum(datum);
  return toIsoDatum(new Date(Date.UTC(d.getUTCFullYear() + 1, d.getUTCMonth(), d.getUTCDate())));
}

/** The day of the person's latest fair; the registration day when they have none. */
export function laatsteDeelname(d: Pick<Deelnemer, 'afleveringen' | 'aangemeld'>): string {
  return d.afleveringen.reduce((laatste, a) => (a.datum > laatste ? a.datum : laatste), d.aangemeld.slice(0, 10));
}

/**
 * The moment a fair is over for the retention rules: the day after it plus the grace period.
 * A seller's and a volunteer's phone number go then, and the fair's reserve list and draw
 * applications (wachtenden.ts).
 */
export const naDeBeurs = (datum: string, graceDagen: number) => plusDagen(datum, 1 + graceDagen);

/** The phone number goes on the day after the fair plus the grace period. */
export const telefoonWisDatum = (d: Pick<Deelnemer, 'afleveringen' | 'aangemeld'>, graceDagen: number) =>
  naDeBeurs(laatsteDeelname(d), graceDagen);

/** The IBAN goes six weeks after the person's latest fair, if the payout was not marked done before. */
export const rekeningWisDatum = (d: Pick<Deelnemer, 'afleveringen' | 'aangemeld'>) =>
  plusDagen(laatsteDeelname(d), REKENING_BEWAAR_DAGEN);

/** A year without taking part: the person is deleted. */
export const verwijderDatum = (d: Pick<Deelnemer, 'afleveringen' | 'aangemeld'>) => plusJaar(laatsteDeelname(d));

/**
 * Every step still to come or due, soonest first. The protected 'Kledingmaat' row is not a
 * person and is never touched. A person who is deleted needs no separate phone step once
 * both fall on or before the same day.
 */
export function bewaarPlan(deelnemers: BewaarDeelnemer[], graceDagen: number): BewaarStap[] {
  const stappen: BewaarStap[] = [];
  for (const d of deelnemers) {
    if (isBeschermd(d)) continue;
    const weg = verwijderDatum(d);
    const wis = telefoonWisDatum(d, graceDagen);
    if (d.telefoon.trim() !== '' && wis < weg) {
      stappen.push({ id: d.id, nummer: d.nummer, actie: 'telefoonWissen', datum: wis });
    }
    const rekening = rekeningWisDatum(d);
    if (d.uitbetaling?.wijze === 'bank' && rekening < weg) {
      stappen.push({ id: d.id, nummer: d.nummer, actie: 'rekeningWissen', datum: rekening });
    }
    stappen.push({ id: d.id, nummer: d.nummer, actie: 'verwijderen', datum: weg });
  }
  return stappen.sort((a, b) => a.datum.localeCompare(b.datum) || a.nummer - b.nummer);
}

/** The steps due on the given day (the clock's UTC date); deleting a person covers their phone. */
export function teDoen(plan: BewaarStap[], nu: Date): BewaarStap[] {
  const vandaag = toIsoDatum(nu);
  const due = plan.filter((s) => s.datum <= vandaag);
  const weg = new Set(due.filter((s) => s.actie === 'verwijderen').map((s) => s.id));
  return due.filter((s) => s.actie === 'verwijderen' || !weg.has(s.id));
}

/** What the retention rules need of a volunteer sign-up. */
export type BewaarAanmelding = Pick<Aanmelding, 'id' | 'afleveringId' | 'telefoon' | 'aangemeld'>;

/** The volunteer sign-ups whose phone number or whole row is due (retention of sign-ups). */
export interface AanmeldingStappen {
  telefoonWissen: string[];
  verwijderen: string[];
}

/**
 * Volunteer sign-ups follow the sellers' clock, counted from their own fair: the phone number
 * goes the day after the fair plus the grace period, the row a year after the fair. A sign-up
 * whose aflevering no longer exists counts from the day it was made, so it still goes.
 */
export function aanmeldingenTeDoen(
  aanmeldingen: BewaarAanmelding[],
  afleveringen: Pick<Aflevering, 'id' | 'datum'>[],
  graceDagen: number,
  nu: Date,
): AanmeldingStappen {
  const vandaag = toIsoDatum(nu);
  const datumVan = new Map(afleveringen.map((a) => [a.id, a.datum]));
  const stappen: AanmeldingStappen = { telefoonWissen: [], verwijderen: [] };
  for (const a of aanmeldingen) {
    const beurs = datumVan.get(a.afleveringId) ?? a.aangemeld.slice(0, 10);
    if (plusJaar(beurs) <= vandaag) stappen.verwijderen.push(a.id);
    else if (a.telefoon.trim() !== '' && naDeBeurs(beurs, graceDagen) <= vandaag) stappen.telefoonWissen.push(a.id);
  }
  return stappen;
}

/**
 * Who gets the reminder when registration opens for `aflevering`: people who took part in an
 * earlier aflevering in the year before `nu` and are not yet registered for this one.
 * Opting out and 'already reminded' are checked by herinneringSturen, which the store applies
 * atomically with the sending.
 */
export function krijgtHerinnering(d: BewaarDeelnemer, aflevering: Aflevering, nu: Date): boolean {
  if (isBeschermd(d)) return false;
  if (d.afleveringen.some((a) => a.id === aflevering.id)) return false;
  const vanaf = plusDagen(toIsoDatum(nu), -365);
  return d.afleveringen.some((a) => a.datum >= vanaf && a.datum < aflevering.datum);
}

// The type lives in kern/ because registration's adapter keeps it on the person's document.
export type { HerinneringStand };

/**
 * Whether the reminder for `afleveringId` goes to this person: `wie` chooses them (see
 * krijgtHerinnering), they did not opt out, and they did not have it for this aflevering yet.
 */
export const herinneringSturen = <D>(
  deelnemer: D,
  stand: HerinneringStand,
  afleveringId: string,
  wie: (deelnemer: D) => boolean,
): boolean => !stand.geenHerinnering && stand.herinnerdVoor !== afleveringId && wie(deelnemer);

/**
 * One fair's reserve list and draw applications as the administrator's plan shows them
 * (wachtenden.ts wachtendenPlan): how many there are, and from which day they go.
 */
export interface WachtendenStap {
  /** The fair; '' for places made before any fair existed. */
  afleveringId: string;
  /** The fair's day; null when the fair is not known (deleted, or none yet). */
  beurs: string | null;
  /** yyyy-MM-dd: from this day on they go. */
  datum: string;
  reservelijst: number;
  aanvragen: number;
}

/** GET and PUT /api/bewaren: the retention plan for the administrator. */
export interface BewaarOverzicht {
  graceDagen: number;
  /** Every step to come, soonest first, with the name so the administrator knows who. */
  plan: (BewaarStap & { naam: string })[];
  /** Per fair, when its reserve list and draw applications go, and how many (wachtenden.ts); soonest first. */
  wachtenden: WachtendenStap[];
  log: BewaarLogRegel[];
}
