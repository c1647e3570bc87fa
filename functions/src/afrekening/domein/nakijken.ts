/**
 * Nakijken (issue #24): why a receipt line needs the administrator's decision, the decisions
 * that fit it, and whether any is still open.
 */
import { ongeldig, conflict } from '../../kern/errors';
import { regelSleutel, type PinBesluit } from '../../kassa/domein';

/**
 * What the administrator decided about one receipt line. The till takes every sale (it works
 * offline and the money was taken), so a line the server cannot match with the fair is kept
 * and listed under Nakijken until decided:
 * - 'akkoord': the line counts as sold, at the price the desk took;
 * - 'lijstprijs': the seller is paid the listed price (only for an item whose price differs);
 * - 'vervalt': the line counts for no seller; its cash stays in the drawer, for the organisation
 *   (a line voided on its own, as after a double sale; the rest of the receipt stays).
 */
export type RegelBesluitSoort = 'akkoord' | 'lijstprijs' | 'vervalt';
export const REGEL_BESLUITEN: readonly RegelBesluitSoort[] = ['akkoord', 'lijstprijs', 'vervalt'];

export interface RegelBesluit {
  bonId: string;
  /** The line's place on its receipt, from 0; a receipt never changes after it is stored. */
  regel: number;
  besluit: RegelBesluitSoort;
  /** Why; required when a line is voided. */
  reden: string;
  /** The administrator's username, and when. */
  door: string;
  op: string;
}

/** Why a receipt line needs a decision before the settlement can be closed (issue #24). */
export const NAKIJK_SOORTEN = ['prijs', 'onbekend-artikel', 'onbekende-verkoper', 'afprijzing'] as const;
export type NakijkSoort = (typeof NAKIJK_SOORTEN)[number];
export const NAKIJK_UITLEG: Record<NakijkSoort, string> = {
  prijs: 'Verkocht voor een andere prijs dan de lijstprijs',
  'onbekend-artikel': 'Dit artikelnummer staat niet op de lijst van de verkoper',
  'onbekende-verkoper': 'Dit verkopersnummer doet niet mee aan deze beurs',
  afprijzing: 'Afgeprijsd terwijl dat niet mocht (halve prijs)',
};

/** The decisions that fit a line: a line without a question can only be voided. */
export function besluitenVoor(soort: NakijkSoort | null): RegelBesluitSoort[] {
  if (soort === 'prijs' || soort === 'afprijzing') return ['akkoord', 'lijstprijs', 'vervalt'];
  if (soort === null) return ['vervalt'];
  return ['akkoord', 'vervalt'];
}

export const MAX_REDEN = 200;
export const MELDING_REDEN_VERPLICHT = 'Schrijf erbij waarom de regel vervalt';

export const BESLUIT_NAAM: Record<RegelBesluitSoort, string> = {
  akkoord: 'akkoord (verkoopprijs)',
  lijstprijs: 'lijstprijs',
  vervalt: 'vervalt',
};

/** Refuses (400) a decision that does not fit a line of this kind, or a voiding without a reason. */
export function controleerBesluit(
  soort: NakijkSoort | null,
  keuze: { besluit: RegelBesluitSoort; reden: string },
): void {
  if (!besluitenVoor(soort).includes(keuze.besluit))
    throw ongeldig(
      soort === null
        ? 'Deze regel is in orde; hij kan alleen vervallen'
        : `Bij "${NAKIJK_UITLEG[soort]}" past ${besluitenVoor(soort)
            .map((b) => `"${BESLUIT_NAAM[b]}"`)
            .join(' of ')}`,
      'besluit',
    );
  if (keuze.besluit === 'vervalt' && keuze.reden === '') throw ongeldig(MELDING_REDEN_VERPLICHT, 'reden');
}

/** A line under Nakijken, or one the administrator decided on: with its receipt and desk. */
export interface Nakijkpunt {
  bonId: string;
  regel: number;
  kassaId: string;
  kassaNaam: string;
  /** When the receipt was closed at the desk. */
  gesloten: string;
  verkopersnummer: number;
  artikelnummer: number | null;
  /** What the desk took for the line. */
  prijsCent: number;
  /** The item's listed price and description, when the seller listed it. */
  lijstprijsCent: number | null;
  omschrijving: string | null;
  /** null: nothing to check, but decided on (a line voided). */
  soort: NakijkSoort | null;
  /** Why, when NAKIJK_UITLEG alone does not say it (a reduced line: halvePrijs.ts AFPRIJS_REDENEN). */
  reden?: string;
  besluit: RegelBesluit | null;
}

export { regelSleutel };

/** A line that needs a decision and has none (or one that does not fit it). */
export const isOpen = (p: Nakijkpunt) =>
  p.soort !== null && (p.besluit === null || !besluitenVoor(p.soort).includes(p.besluit.besluit));

/**
 * A whole receipt under Nakijken (issue 50): paid by pin while pin was off (reden), so its money
 * counts in neither the drawer nor the account until the treasurer says which (PinBesluit).
 */
export interface PinNakijkpunt {
  bonId: string;
  kassaId: string;
  kassaNaam: string;
  /** When the receipt was closed (the server's time when the device's clock ran ahead), and the device's then. */
  gesloten: string;
  geslotenOpApparaat: string | null;
  /** What the receipt says the buyer paid by pin. */
  teBetalenCent: number;
  reden: string;
  besluit: PinBesluit | null;
}

/**
 * The settlement cannot be closed while a line or receipt under Nakijken waits for a decision
 * (a frozen settlement of before issue 50 has no pinNakijken).
 */
export function controleerNakijken(afrekening: { nakijken: Nakijkpunt[]; pinNakijken?: PinNakijkpunt[] }): void {
  const open =
    afrekening.nakijken.filter(isOpen).length + (afrekening.pinNakijken ?? []).filter((p) => !p.besluit).length;
  if (open > 0)
    throw conflict(
      `Nog ${open === 1 ? '1 regel' : `${open} regels`} onder Nakijken zonder besluit: beslis eerst over ${open === 1 ? 'die regel' : 'elke regel'}.`,
    );
}
