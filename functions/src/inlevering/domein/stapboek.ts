/**
 * Which steps a seller's record has seen, and when each part of it was decided (issue 38):
 * kept beside the record in the same document or row, and applied in the same transaction.
 *
 * - A step id is remembered with a fingerprint of the step: the same step sent again (a device
 *   that lost the answer, a queue sent twice) answers as it did and changes nothing; another
 *   step under an id already used is refused, not applied a second time.
 * - Every part of the record that a later step can set back (the hand-written count, "retour",
 *   an item handed in or not, an item handed back, missing or not) remembers the device time of
 *   the step that decided it last. A step taken earlier on the device than that decision (a
 *   phone that was offline sends its queue late) changes nothing there: another desk's later
 *   correction stands. A device clock ahead of the server counts as the server's time, so one
 *   wrong clock cannot hold a part hostage.
 */
import { conflict } from '../../kern/errors';
import { MELDING_AFREKENING_GESLOTEN } from '../../afrekening/domein';
import { pasStapToe, type Inlevering, type InleverStap, type StapContext } from './inlevering';

/** "Retour bij inleveren" (the settlement's mark, afrekening/store/port.ts): a drop-off step too. */
export type RetourStap = { soort: 'retour'; retour: boolean };
/** Every step a desk sends. */
export type BalieStap = InleverStap | RetourStap;

export interface StapBoek {
  /** The step ids seen: the step's fingerprint, and whether it changed the record (its answer). */
  ids: Record<string, { v: string; g: boolean }>;
  /**
   * Per part of the record, the device time (ISO) of the step that decided it last: 'h' the
   * hand-written count, 'r' retour, `i${n}` item n handed in or not, `t${n}` item n handed back,
   * missing, or neither.
   */
  laatst: Record<string, string>;
  /** What the newest "retour" step said (what the settlement's mark must be). */
  retour?: boolean;
}

export const legeStapBoek = (): StapBoek => ({ ids: {}, laatst: {} });

/** The ids one seller's record remembers, the oldest forgotten first: far more than one bag's steps. */
export const MAX_STAP_IDS = 2_000;

export const MELDING_STAP_ID_HERGEBRUIKT =
  'Deze stap-id hoort al bij een andere stap. De stap is niet uitgevoerd; doe hem opnieuw.';

/** The book as stored, or the empty book (a record written before issue 38, or damaged). */
export function stapBoekVan(waarde: unknown): StapBoek {
  const b = waarde as Partial<StapBoek> | null | undefined;
  if (!b || typeof b !== 'object' || typeof b.ids !== 'object' || typeof b.laatst !== 'object') return legeStapBoek();
  return { ids: { ...b.ids }, laatst: { ...b.laatst }, ...(typeof b.retour === 'boolean' ? { retour: b.retour } : {}) };
}

/** The same step gives the same text whatever order its fields arrived in. */
function vingerafdruk(verkopersnummer: number, stap: BalieStap): string {
  const velden = Object.entries(stap).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([verkopersnummer, velden]);
}

/** The part of the record a step with one item decides, or null (finishing, collecting: once). */
function deelVan(stap: Exclude<BalieStap, { soort: 'ingeleverd' }>): string | null {
  switch (stap.soort) {
    case 'handgeschreven':
      return 'h';
    case 'retour':
      return 'r';
    case 'nietIngeleverd':
      return `i${stap.artikelnummer}`;
    case 'terug':
    case 'nietTerug':
    case 'vermist':
      return `t${stap.artikelnummer}`;
    default:
      return null;
  }
}

export interface GenummerdeStapUitkomst {
  na: Inlevering;
  boek: StapBoek;
  /** Whether the step changed the record: for a repeat, what the first time answered. */
  gewijzigd: boolean;
  /** Whether anything is to be written (the record or the book). */
  schrijven: boolean;
}

/**
 * Applies a step with its id and the device time it was taken. Refuses what pasStapToe refuses
 * (also when the step comes too late to change anything: the answer does not depend on timing),
 * and a reused id with another step.
 */
export function pasGenummerdeStapToe(
  huidig: Inlevering,
  boek: StapBoek,
  verkopersnummer: number,
  stap: BalieStap,
  wie: { id?: string; op?: Date },
  context: StapContext,
): GenummerdeStapUitkomst {
  const v = vingerafdruk(verkopersnummer, stap);
  const gezien = wie.id === undefined ? undefined : boek.ids[wie.id];
  if (gezien) {
    if (gezien.v !== v) throw conflict(MELDING_STAP_ID_HERGEBRUIKT);
    return { na: huidig, boek, gewijzigd: gezien.g, schrijven: false };
  }
  const op = (wie.op && wie.op < context.now ? wie.op : context.now).toISOString();
  const bijTijds = (deel: string) => (boek.laatst[deel] ?? '') <= op;

  // The checks first, on the whole step: a step is refused or not whatever came before it.
  let na: Inlevering;
  let delen: string[];
  if (stap.soort === 'retour') {
    if (context.gesloten) throw conflict(MELDING_AFREKENING_GESLOTEN);
    na = huidig;
    delen = bijTijds('r') ? ['r'] : [];
  } else {
    const geheel = pasStapToe(huidig, stap, context);
    if (stap.soort === 'ingeleverd') {
      const nummers = stap.artikelnummers.filter((n) => bijTijds(`i${n}`));
      delen = nummers.map((n) => `i${n}`);
      na =
        nummers.length === stap.artikelnummers.length
          ? geheel
          : nummers.length === 0
            ? huidig
            : pasStapToe(huidig, { soort: 'ingeleverd', artikelnummers: nummers }, context);
    } else {
      const deel = deelVan(stap);
      delen = deel === null ? [] : bijTijds(deel) ? [deel] : [];
      na = deel === null || delen.length > 0 ? geheel : huidig;
    }
  }

  const laatst = { ...boek.laatst };
  for (const deel of delen) laatst[deel] = op;
  const retourAnders = stap.soort === 'retour' && delen.length > 0 && boek.retour !== stap.retour;
  const gewijzigd = na !== huidig || retourAnders;
  const ids = { ...boek.ids };
  if (wie.id !== undefined) ids[wie.id] = { v, g: gewijzigd };
  const teVeel = Object.keys(ids).length - MAX_STAP_IDS;
  if (teVeel > 0) for (const oud of Object.keys(ids).slice(0, teVeel)) delete ids[oud];
  const nieuwBoek: StapBoek = {
    ids,
    laatst,
    ...(stap.soort === 'retour' && delen.length > 0
      ? { retour: stap.retour }
      : boek.retour === undefined
        ? {}
        : { retour: boek.retour }),
  };
  return { na, boek: nieuwBoek, gewijzigd, schrijven: gewijzigd || wie.id !== undefined || delen.length > 0 };
}
