/**
 * The reserve list (issue 12): people who want a place when the registration is closed or
 * full. When places free up for the current fair, the first people on the list are registered
 * automatically, in the same transaction as the change that freed them.
 */
import type { Toegang } from './registratie';
import type { Settings } from '../../kern/types';

/** One person waiting on the list of one fair. */
export interface ReservePlaats {
  id: string;
  naam: string;
  email: string;
  telefoon: string;
  /** The fair (latest aflevering) the person waits for; '' before any aflevering exists. */
  afleveringId: string;
  /** Order on the list: the lowest goes first. */
  positie: number;
  aangemeld: string;
}

/** A place from a stored row, which may carry more (the address as compared): only the place's fields. */
export const reservePlaats = (id: string, r: Omit<ReservePlaats, 'id'>): ReservePlaats => ({
  id,
  naam: r.naam,
  email: r.email,
  telefoon: r.telefoon,
  afleveringId: r.afleveringId,
  positie: r.positie,
  aangemeld: r.aangemeld,
});

/** A new place behind `laatstePositie` (0 for an empty list) on the fair's list. */
export const nieuwePlaats = (
  input: Pick<ReservePlaats, 'naam' | 'email' | 'telefoon'>,
  { id, afleveringId, laatstePositie, now }: { id: string; afleveringId: string; laatstePositie: number; now: Date },
): ReservePlaats => ({
  id,
  naam: input.naam,
  email: input.email,
  telefoon: input.telefoon,
  afleveringId,
  positie: laatstePositie + 1,
  aangemeld: now.toISOString(),
});

export const MELDING_AL_OP_RESERVELIJST = 'Met dit e-mailadres sta je al op de reservelijst voor deze beurs.';
export const MELDING_RESERVE_AL_INGESCHREVEN = 'Met dit e-mailadres is al ingeschreven voor deze beurs.';
export const MELDING_NOG_PLEK = 'Er is nog plek: je kunt je gewoon registreren.';
export const MELDING_NIET_OP_RESERVELIJST = 'Je staat niet (meer) op de reservelijst.';

/**
 * The list is for people who found the registration closed or full (the two messages under
 * which its button stands); in any other state joining it is refused with this message.
 */
export function reservelijstWeigering(toegang: Toegang, meldingNietGeopend: string): string | null {
  if (toegang === 'gesloten' || toegang === 'maximum') return null;
  return toegang === 'nietGeopend' ? meldingNietGeopend : MELDING_NOG_PLEK;
}

/** What decides a promotion: the settings, the current fair's active count, the switch. */
export interface Situatie {
  settings: Settings;
  aantalActief: number;
  /** The administrator's switch "automatisch inschrijven" (default on). */
  automatisch: boolean;
}

/**
 * The places the list may fill: none while the registration is closed or not yet opened, or
 * the switch is off; otherwise the free places under the maximum.
 */
export function plaatsenVoorReservelijst({ settings, aantalActief, automatisch }: Situatie): number {
  if (!automatisch || settings.inschrijvingGesloten || !settings.inschrijvingGeopend) return 0;
  return Math.max(0, settings.maximumAantalDeelnemers - aantalActief);
}

/**
 * Who is registered from the list by a change from `voor` to `na`: exactly as many as the
 * change freed for the list, in order. Reopening the registration or switching promotion on
 * frees every free place (before, the list could fill none). People already registered for
 * the fair some other way do not take a place: they leave the list (`vervallen`).
 *
 * `huishouden` (one place per household, huishouden.ts; given only while the rule is on): the
 * place's phone number as compared, '' for none. A place whose household this plan promotes
 * already leaves the list too, as it would be refused the moment after; `isIngeschreven` then
 * also answers for the household's registrations (the adapters ask huishoudenWeigert).
 */
export function bevorderPlan<T>(
  voor: Situatie,
  na: Situatie,
  wachtenden: T[],
  isIngeschreven: (plaats: T) => boolean,
  huishouden?: (plaats: T) => string,
): { bevorderen: T[]; vervallen: T[] } {
  let vrij = plaatsenVoorReservelijst(na) - plaatsenVoorReservelijst(voor);
  const bevorderen: T[] = [];
  const vervallen: T[] = [];
  const huishoudens = new Set<string>();
  for (const plaats of wachtenden) {
    if (vrij <= 0) break;
    const sleutel = huishouden?.(plaats) ?? '';
    if (isIngeschreven(plaats) || huishoudens.has(sleutel)) {
      vervallen.push(plaats);
      continue;
    }
    if (sleutel !== '') huishoudens.add(sleutel);
    bevorderen.push(plaats);
    vrij--;
  }
  return { bevorderen, vervallen };
}

/** The list with one person moved one place up or down (at the edge: unchanged). */
export function verplaats<T extends { id: string }>(lijst: T[], id: string, richting: 'omhoog' | 'omlaag'): T[] {
  const i = lijst.findIndex((p) => p.id === id);
  const j = richting === 'omhoog' ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= lijst.length) return lijst;
  const nieuw = [...lijst];
  [nieuw[i], nieuw[j]] = [nieuw[j]!, nieuw[i]!];
  return nieuw;
}

/** GET /api/reservelijst: the administrator's switch and the current fair's list, in order. */
export interface ReservelijstOverzicht {
  automatisch: boolean;
  plaatsen: ReservePlaats[];
}
