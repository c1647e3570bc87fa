/**
 * Drop-off (inleveren, Friday) and pick-up (ophalen, after the settlement is closed): what was
 * recorded for one seller at one fair, and the steps that change it. A step is applied by one
 * pure function (pasStapToe) inside the store's transaction on the seller's own record, so both
 * adapters apply the same rules, two desks cannot pass each other unseen, and a step sent twice
 * (a device that lost the answer sends its queue again) changes nothing the second time.
 *
 * Beside it: status.ts (an item's state), voortgang.ts (the organisers' progress), ophalen.ts
 * (what a seller collects), meldingen.ts (the Dutch texts).
 */
import { conflict, ongeldig } from '../../kern/errors';
import { MELDING_AFREKENING_GESLOTEN } from '../../afrekening/domein';
import {
  MELDING_AL_OPGEHAALD,
  MELDING_NIET_TERUG_TE_GEVEN,
  MELDING_NOG_NIET_GESLOTEN,
  MELDING_OPHALEN_AFGESLOTEN,
  MELDING_TE_VEEL_HANDGESCHREVEN,
} from './meldingen';

/** The first name: what a desk calls the seller by ('Anna de Vries' → 'Anna'); a desk sees no more. */
export const voornaam = (naam: string) => naam.trim().split(/\s+/)[0] ?? '';

/** Who did it and when: a desk's name or an administrator's username. */
export interface Moment {
  op: string;
  door: string;
}

/** One seller's drop-off and pick-up at one fair. A seller nobody saw yet has the empty record. */
export interface Inlevering {
  afleveringId: string;
  verkopersnummer: number;
  /** Item numbers of the labelled items handed in, ascending. */
  ingeleverd: number[];
  /** How many items with a hand-written label were handed in (counted at the desk). */
  handgeschreven: number;
  /** "Inleveren afronden": the first time counts (the mail goes once). */
  afgerond: Moment | null;
  /** Item numbers handed back at pick-up, ascending. */
  terug: number[];
  /** Item numbers to hand back that were not found at pick-up ("Niet gevonden"), ascending. */
  vermist: number[];
  /** "Opgehaald": the envelope and the items were collected; the first time counts. */
  opgehaald: Moment | null;
  /** Not collected: the administrator gave what was left to charity at the end (naarGoedDoel). */
  nietOpgehaald: Moment | null;
}

/** Who a desk is told did something that no desk of the fair did: an administrator's username stays with the administrators. */
export const BEHEERDER_VOOR_BALIE = 'de beheerder';

/**
 * A seller's record as a desk sees it (issue 38): who ticked it off only when that was a desk
 * of the fair (`balies`, their names); anything else was an administrator, whose login name
 * a desk's device has no business showing.
 */
export function inleveringVoorBalie(inlevering: Inlevering, balies: ReadonlySet<string>): Inlevering {
  const moment = (m: Moment | null): Moment | null =>
    m && (balies.has(m.door) ? m : { op: m.op, door: BEHEERDER_VOOR_BALIE });
  return {
    ...inlevering,
    afgerond: moment(inlevering.afgerond),
    opgehaald: moment(inlevering.opgehaald),
    nietOpgehaald: moment(inlevering.nietOpgehaald),
  };
}

export const legeInlevering = (afleveringId: string, verkopersnummer: number): Inlevering => ({
  afleveringId,
  verkopersnummer,
  ingeleverd: [],
  handgeschreven: 0,
  afgerond: null,
  terug: [],
  vermist: [],
  opgehaald: null,
  nietOpgehaald: null,
});

/** Steps per sending: a device sends its queue in parts this size. */
export const MAX_STAPPEN_PER_VERZENDING = 100;

/** More hand-written items than any seller brings: a typo is likelier. */
export const MAX_HANDGESCHREVEN = 200;

/** What a desk or the administrator does for one seller; each kind is idempotent. */
export type InleverStap =
  /** Scanned labels or "Alles ingeleverd": these items are handed in. */
  | { soort: 'ingeleverd'; artikelnummers: number[] }
  /** A scan undone (the wrong bag): this item is not handed in after all. */
  | { soort: 'nietIngeleverd'; artikelnummer: number }
  /** The count of hand-written labels, as counted now (replaces the earlier count). */
  | { soort: 'handgeschreven'; aantal: number }
  | { soort: 'afgerond' }
  /** Handed back at pick-up (scanned or tapped). */
  | { soort: 'terug'; artikelnummer: number }
  /** A tick undone: not handed back after all. */
  | { soort: 'nietTerug'; artikelnummer: number }
  /** "Niet gevonden" at pick-up. */
  | { soort: 'vermist'; artikelnummer: number }
  | { soort: 'opgehaald' };

export type StapSoort = InleverStap['soort'];

/** The item numbers a step names: what must exist among the seller's items for it to apply. */
export function artikelnummersVan(stap: InleverStap): number[] {
  if (stap.soort === 'ingeleverd') return stap.artikelnummers;
  return 'artikelnummer' in stap ? [stap.artikelnummer] : [];
}
/** Steps of Friday's drop-off: only while the settlement is open. */
export const INLEVER_STAPPEN: readonly StapSoort[] = ['ingeleverd', 'nietIngeleverd', 'handgeschreven', 'afgerond'];
/** Steps of the pick-up: only once the settlement is closed. */
export const OPHAAL_STAPPEN: readonly StapSoort[] = ['terug', 'nietTerug', 'vermist', 'opgehaald'];

/** What the step may rely on, read in the same transaction or fixed before it. */
export interface StapContext {
  /** Whether the fair's settlement is closed (read in the step's transaction). */
  gesloten: boolean;
  /** Who does it: the desk's name or the administrator's username. */
  door: string;
  now: Date;
  /**
   * For pick-up steps: the item numbers the closed settlement hands back to this seller (unsold,
   * retour, € 1 or more, brought). Nothing else can be ticked off or be missing.
   */
  terugTeGeven?: readonly number[];
  /**
   * The administrator, not a desk: may still record a late pick-up after "rest naar goed doel"
   * (nietOpgehaald), and settle items left open after "Opgehaald" (issue 38).
   */
  beheerder?: boolean;
}

const metNummer = (lijst: readonly number[], nummer: number) =>
  lijst.includes(nummer) ? [...lijst] : [...lijst, nummer].sort((a, b) => a - b);
const zonder = (lijst: readonly number[], nummer: number) => lijst.filter((n) => n !== nummer);

/**
 * The record after `stap`, or the same object when the step changes nothing (already so).
 * Refuses a drop-off step once the settlement is closed and a pick-up step before, so a late
 * scan cannot change what the frozen settlement was computed from. The caller checks that the
 * items exist and are the seller's (ophalen: `terugTeGeven`).
 */
export function pasStapToe(huidig: Inlevering, stap: InleverStap, context: StapContext): Inlevering {
  const inleveren = INLEVER_STAPPEN.includes(stap.soort);
  if (inleveren && context.gesloten) throw conflict(MELDING_AFREKENING_GESLOTEN);
  if (!inleveren && !context.gesloten) throw conflict(MELDING_NOG_NIET_GESLOTEN);
  const moment = (): Moment => ({ op: context.now.toISOString(), door: context.door });
  const terugTeGeven = (nummer: number) => {
    if (!(context.terugTeGeven ?? []).includes(nummer)) throw conflict(MELDING_NIET_TERUG_TE_GEVEN(nummer));
  };
  // After "rest naar goed doel" a desk changes nothing for this seller: what they did not
  // collect went to charity. The administrator records a late pick-up (ophalen.ts undoes the
  // charity mark of what was handed back).
  if (!inleveren && huidig.nietOpgehaald && !context.beheerder) throw conflict(MELDING_OPHALEN_AFGESLOTEN);
  // Once collected, the items are settled; only the administrator still ticks what was left open.
  const nogOpen = () => {
    if (huidig.opgehaald && !context.beheerder) throw conflict(MELDING_AL_OPGEHAALD);
  };
  const anders = (wijziging: Partial<Inlevering>): Inlevering => {
    const nieuw = { ...huidig, ...wijziging };
    return JSON.stringify(nieuw) === JSON.stringify(huidig) ? huidig : nieuw;
  };
  switch (stap.soort) {
    case 'ingeleverd':
      return anders({ ingeleverd: stap.artikelnummers.reduce(metNummer, huidig.ingeleverd) });
    case 'nietIngeleverd':
      return anders({ ingeleverd: zonder(huidig.ingeleverd, stap.artikelnummer) });
    case 'handgeschreven':
      if (!Number.isInteger(stap.aantal) || stap.aantal < 0 || stap.aantal > MAX_HANDGESCHREVEN) {
        throw ongeldig(MELDING_TE_VEEL_HANDGESCHREVEN, 'aantal');
      }
      return anders({ handgeschreven: stap.aantal });
    case 'afgerond':
      return huidig.afgerond ? huidig : anders({ afgerond: moment() });
    case 'terug':
      terugTeGeven(stap.artikelnummer);
      nogOpen();
      return anders({
        terug: metNummer(huidig.terug, stap.artikelnummer),
        vermist: zonder(huidig.vermist, stap.artikelnummer),
      });
    case 'nietTerug':
      nogOpen();
      return anders({ terug: zonder(huidig.terug, stap.artikelnummer) });
    case 'vermist':
      terugTeGeven(stap.artikelnummer);
      nogOpen();
      return anders({
        vermist: metNummer(huidig.vermist, stap.artikelnummer),
        terug: zonder(huidig.terug, stap.artikelnummer),
      });
    case 'opgehaald':
      return huidig.opgehaald ? huidig : anders({ opgehaald: moment() });
  }
}

/**
 * Whether a step of this kind can reach a moment that sends a mail (mailMoment): only finishing
 * and collecting. A sending of other steps needs neither the mail's context nor the person.
 */
export const kanMailen = (soort: string) => soort === 'afgerond' || soort === 'opgehaald';

/** Whether the step made the record reach a moment that sends a mail (the first time only). */
export function mailMoment(voor: Inlevering, na: Inlevering): 'afgerond' | 'opgehaald' | null {
  if (!voor.afgerond && na.afgerond) return 'afgerond';
  if (!voor.opgehaald && na.opgehaald) return 'opgehaald';
  return null;
}

/** The record as the store keeps it, with every list sorted and unique (a defensive read). */
export function genormaliseerd(i: Inlevering): Inlevering {
  const lijst = (l: readonly number[] | undefined) => [...new Set(l ?? [])].sort((a, b) => a - b);
  return {
    afleveringId: i.afleveringId,
    verkopersnummer: i.verkopersnummer,
    ingeleverd: lijst(i.ingeleverd),
    handgeschreven: i.handgeschreven ?? 0,
    afgerond: i.afgerond ?? null,
    terug: lijst(i.terug),
    vermist: lijst(i.vermist),
    opgehaald: i.opgehaald ?? null,
    nietOpgehaald: i.nietOpgehaald ?? null,
  };
}
