/**
 * One place per household (issue 53), a choice per fair (`Toewijzing.eenPerHuishouden`): on top
 * of one place per e-mail address, one place per phone number, so a household cannot take two
 * places with two addresses. Every path that gives a place or a claim on one asks these rules:
 * the registration and "Ik doe weer mee" (beslissing.ts), the reserve list and its promotion
 * (beslissing.ts, reservelijst.ts bevorderPlan), and the draw's applications and placements
 * (lotingbeslissing.ts).
 *
 * Numbers are compared in one form (kern/telefoon.ts telefoonSleutel), which the stores keep
 * beside each number and look up: these rules get the people the store found with the request's
 * number, and never parse a number themselves.
 */
import { isIngeschrevenVoor } from './dubbel';
import { isBeschermd } from './registratie';
import type { Aflevering, Deelnemer, Settings } from '../../kern/types';

/** The field the household's refusals concern: the web app shows the message there. */
export const VELD_HUISHOUDEN = 'telefoon';

export const MELDING_HUISHOUDEN =
  'Met dit telefoonnummer is al ingeschreven voor deze beurs. Per huishouden is er één plek.';
export const MELDING_HUISHOUDEN_RESERVELIJST =
  'Met dit telefoonnummer staat al iemand op de reservelijst voor deze beurs. Per huishouden is er één plek.';
export const MELDING_HUISHOUDEN_LOTING =
  'Met dit telefoonnummer is al een aanvraag voor de loting gedaan voor deze beurs. Per huishouden is er één plek.';

/** A stored person with the request's phone number, as the store found them. */
export interface ZelfdeTelefoon {
  deelnemer: Pick<Deelnemer, 'id' | 'naam' | 'afleveringen'>;
}

/** Whether the fair limits places to one per household (absent: no, one per e-mail address only). */
export const isEenPerHuishouden = (settings: Pick<Settings, 'toewijzing'>): boolean =>
  settings.toewijzing?.eenPerHuishouden === true;

/**
 * Whether the household already has a place for the current fair: someone with the number is
 * registered for it. `zelfId`: the person being placed, whom their own number never refuses (a
 * returning seller); the protected row is no household.
 */
export const huishoudenHeeftPlek = (
  zelfdeTelefoon: readonly ZelfdeTelefoon[],
  laatste: Aflevering | null,
  zelfId?: string,
): boolean =>
  zelfdeTelefoon.some(
    ({ deelnemer }) => deelnemer.id !== zelfId && !isBeschermd(deelnemer) && isIngeschrevenVoor(deelnemer, laatste),
  );

/**
 * Whether the rule refuses a place: on for the fair, and the household has one already. The
 * store reads `zelfdeTelefoon` only when the rule is on (the opening rush reads nothing more
 * while it is off); this asks the switch again, so a store that read them anyway decides alike.
 */
export const huishoudenWeigert = (
  settings: Pick<Settings, 'toewijzing'>,
  zelfdeTelefoon: readonly ZelfdeTelefoon[] | undefined,
  laatste: Aflevering | null,
  zelfId?: string,
): boolean => isEenPerHuishouden(settings) && huishoudenHeeftPlek(zelfdeTelefoon ?? [], laatste, zelfId);
