/**
 * One registration per e-mail address per fair (issue 11). A second one is refused, and the
 * person's own confirmation goes out again, to the stored address only and at most once an
 * hour, so the form cannot be used to mail someone over and over.
 */
import type { Aflevering, Deelnemer, DeelnemerAflevering } from '../../kern/types';

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
 *
 * A place released because it was not confirmed in time (issue 53: the link inactive with
 * `vrijgegeven`) is no registration: the person may register again, join the reserve list or
 * say "Ik doe weer mee" like anyone without a place, does not keep their household from a place,
 * and never gets the registration's confirmation again for a place they no longer have. The
 * registration, the reserve list, its promotion, the draw and the household rule all ask this.
 */
export const isIngeschrevenVoor = (deelnemer: Pick<Deelnemer, 'afleveringen'>, laatste: Aflevering | null) =>
  laatste === null || deelnemer.afleveringen.some((a) => a.id === laatste.id && !isVrijgegevenKoppeling(a));

/** A link whose place was released by the deadline and not switched on again. */
export const isVrijgegevenKoppeling = (a: Pick<DeelnemerAflevering, 'actief' | 'vrijgegeven'>): boolean =>
  !a.actief && Boolean(a.vrijgegeven);

/**
 * Whether the confirmation may go out again now. `laatsteBevestiging` is when one last went
 * out (ISO), at registration or at a previous resend.
 */
export function magBevestigingOpnieuw(laatsteBevestiging: string, now: Date): boolean {
  const vorige = Date.parse(laatsteBevestiging);
  return !Number.isFinite(vorige) || now.getTime() - vorige >= BEVESTIGING_OPNIEUW_NA_MS;
}
