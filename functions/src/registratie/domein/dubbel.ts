/**
 * One registration per e-mail address per fair (issue 11). A second one is refused, and the
 * person's own confirmation goes out again, to the stored address only and at most once an
 * hour, so the form cannot be used to mail someone over and over.
 */
import type { Aflevering, Deelnemer } from '../../kern/types';

/**
 * Told to whoever registers an address a second time. The same words whether or not the
 * confirmation went out again, and nothing about the person: no name, no number.
 */
export const MELDING_AL_INGESCHREVEN =
  'Met dit e-mailadres is al ingeschreven voor deze beurs. We hebben de bevestiging opnieuw naar dat adres gestuurd.';

/** The shortest time between two confirmations to one person. */
export const BEVESTIGING_OPNIEUW_NA_MS = 60 * 60 * 1000;

export { emailSleutel } from '../../kern/email';

/**
 * Whether this person is registered for the current fair (the latest aflevering). Before any
 * aflevering exists there is one fair, so every stored person counts.
 */
export const isIngeschrevenVoor = (deelnemer: Pick<Deelnemer, 'afleveringen'>, laatste: Aflevering | null) =>
  laatste === null || deelnemer.afleveringen.some((a) => a.id === laatste.id);

/**
 * Whether the confirmation may go out again now. `laatsteBevestiging` is when one last went
 * out (ISO), at registration or at a previous resend.
 */
export function magBevestigingOpnieuw(laatsteBevestiging: string, now: Date): boolean {
  const vorige = Date.parse(laatsteBevestiging);
  return !Number.isFinite(vorige) || now.getTime() - vorige >= BEVESTIGING_OPNIEUW_NA_MS;
}
