/**
 * Until when a seller's list may change: the deadline in effect, on the fair's own clock
 * (Amsterdam), and how it is shown.
 */
import { TIJDEN } from './beurs';
import { isIsoDatum, langeDatum, opDeBeursklok, plusDagen, vrijdagVoor } from './datums';
import type { Aflevering } from './types';

export const meldingDeadline = (deadline: string) =>
  `De artikellijst kon tot en met ${leesbareDeadline(deadline)} veranderd worden. Neem contact op met de organisatie.`;

/** 'donderdag 10 september 2026 om 23:59', as the seller's form and the messages show a deadline. */
export function leesbareDeadline(deadline: string): string {
  const [datum, tijd] = deadline.split('T');
  return `${langeDatum(datum!)} om ${tijd}`;
}

/** The deadline in effect: the setting, or the day before the drop-off Friday at 23:59. */
export const deadlineVan = (instellingen: { deadline: string | null }, beurs: Pick<Aflevering, 'datum'>) =>
  instellingen.deadline ?? `${plusDagen(beurs.datum, -2)}T23:59`;

/** The Amsterdam wall-clock minute of an instant, as 'yyyy-MM-ddTHH:mm'. */
export function amsterdamsTijdstip(moment: Date): string {
  const { datum, tijd } = opDeBeursklok(moment);
  return `${datum}T${tijd}`;
}

/**
 * Whether the list may still change at `nu`: up to and including the deadline's minute, on the
 * fair's own clock (Amsterdam), whatever the server's time zone.
 */
export const voorDeadline = (nu: Date, deadline: string) => nu.getTime() < momentVan(deadline).getTime() + 60_000;

/**
 * The instant an Amsterdam wall-clock minute ('yyyy-MM-ddTHH:mm') starts. Compared as an
 * instant, not as text: a text comparison let '2026-13-01T10:00' keep the list open all
 * December (issue #24). The offset is found by looking at the clock twice (summer time).
 */
export function momentVan(tijdstip: string): Date {
  const [datum = '', tijd = ''] = tijdstip.split('T');
  const [j, m, d] = datum.split('-').map(Number);
  const [u, min] = tijd.split(':').map(Number);
  const wand = Date.UTC(j!, m! - 1, d, u, min);
  let moment = wand;
  for (let i = 0; i < 2; i++) moment += wand - Date.parse(`${amsterdamsTijdstip(new Date(moment))}:00Z`);
  return new Date(moment);
}

/** A real date and time of day as 'yyyy-MM-ddTHH:mm': '2026-11-31T23:59' is not one. */
export const isDeadline = (waarde: string) =>
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(waarde) && isIsoDatum(waarde.slice(0, 10));

/**
 * When the drop-off begins: the Friday before the fair, at the start of its hours
 * (TIJDEN.inleverenVrijdag, '16.30 - 17.30'), on the fair's own clock. From then the sellers are
 * bringing their items: no place is taken from anyone any more (issue 53).
 */
export function inleverenBegintOp(beurs: Pick<Aflevering, 'datum'>): Date {
  const begin = TIJDEN.inleverenVrijdag.slice(0, 5).replace('.', ':');
  return momentVan(`${vrijdagVoor(beurs.datum)}T${begin}`);
}
