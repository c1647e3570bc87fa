/**
 * Items ('artikelen') a seller lists online, and the rules for them (issue 13). Shared with the
 * web app: the seller's form refuses exactly what the server refuses.
 *
 * The model, across fairs: an item belongs to the seller (their number, for life) and keeps its
 * item number for good, because its label's code (artikelcode.ts) holds no fair id. It is on
 * offer at every fair the seller takes part in, from the fair that was current when it was added,
 * until it is sold (`verkochtIn`, the fair where the till sold it), goes to charity unsold
 * (`goedDoelIn`, the fair whose settlement put it on a charity list) or the seller deletes it. A
 * deleted item is kept, marked, so its number is never given to another item of that seller.
 *
 * This file holds the item itself; beside it: instellingen.ts (the administrator's settings),
 * deadline.ts (until when the list may change), controle.ts (the checks on what a seller
 * enters) and overzichten.ts (what the seller's page and the administrator's overview show).
 */
import { euro } from '../../kern/geld';
import { artikelcode, MAX_ARTIKELNUMMER, type ArtikelSleutel } from './artikelcode';
import { BABY_MATEN, KINDER_MATEN } from '../../kern/beurs';
import { conflict } from '../../kern/errors';
import { doetMeeAan, type TelDeelnemer } from '../../registratie/domein';
import type { Aflevering, HalvePrijs } from '../../kern/types';
import { naamregel, type Veldregel } from '../../kern/velden';

export const SOORTEN = ['Kleding', 'Speelgoed', 'Boeken', 'Overig'] as const;
export type Soort = (typeof SOORTEN)[number];

/** The fair has two rooms, each with its own till (SPEC.md, Kopen). */
export type Ruimte = 'Kleding' | 'Speelgoed';

export const isSoort = (waarde: unknown): waarde is Soort =>
  typeof waarde === 'string' && (SOORTEN as readonly string[]).includes(waarde);

/**
 * The room an item is sold in. Only clothing goes to the clothing room, which is laid out by
 * size group. Books are in the toys room (SPEC.md, Home: 'Speelgoed: toys and children's
 * books'), and so is everything else (shoes, buggies, bikes, carriers, dress-up): it has no size
 * group to be sorted into, and the toys room is where the large items stand.
 */
export const ruimteVan = (soort: Soort): Ruimte => (soort === 'Kleding' ? 'Kleding' : 'Speelgoed');

/** The size groups of SPEC.md (Verkopen), the only sizes a clothing item can have. */
export const MATEN: readonly string[] = [...BABY_MATEN, ...KINDER_MATEN];

export interface ArtikelInvoer {
  omschrijving: string;
  soort: Soort;
  /** A size group of MATEN for Kleding; null for the other kinds. */
  maat: string | null;
  prijsCent: number;
  /** The seller wants it back when unsold (the red dot and 'retour' on the label). */
  retour: boolean;
  /**
   * "Mag afgeprijsd" (issue 54): the till may sell it at the reduced price in the last hour (the ½
   * on the label). Absent in a body: for a new item the fair's default, for a change the item's own.
   */
  magAfgeprijsd?: boolean;
}

export interface Artikel extends ArtikelInvoer, ArtikelSleutel {
  magAfgeprijsd: boolean;
  /**
   * What the last printed label shows (its ½ or none), or null before the labels were printed.
   * The printed label wins: the till and the settlement follow it (geldendAfgeprijsd) until new
   * labels are printed, so a change after printing needs new labels.
   */
  labelAfgeprijsd: boolean | null;
  /** ISO timestamp of when it was added. */
  aangemaakt: string;
  /** The fair that was current when it was added: it is on offer from that fair on. */
  eersteAfleveringId: string;
  /** The fair at which it was sold (markeerVerkocht), or null while it is still the seller's. */
  verkochtIn: string | null;
  /**
   * The fair whose closed settlement gave it to charity (markeerGoedDoel): unsold, not 'retour'
   * or under € 1. Like a sold item it is no longer the seller's, from the next fair on.
   */
  goedDoelIn: string | null;
}

/** SPEC.md: items under €1 are not returned. */
export const RETOUR_MINIMUM_CENT = 100;
export const MAX_OMSCHRIJVING = 40;

/**
 * Every amount for people, on every screen, PDF, mail and CSV: '€ 2,50', '€ 1.000,00', and a
 * negative one as '€ -3,50' (one way, whatever the amount).
 */

export const MELDING_RETOUR_ONDER_EURO = `Retour kan pas vanaf ${euro(RETOUR_MINIMUM_CENT)}. Artikelen onder ${euro(
  RETOUR_MINIMUM_CENT,
)} die niet verkocht worden, gaan naar een goed doel.`;
export {
  MELDING_ARTIKELEN_ZONDER_BEURS,
  MELDING_NIET_MEE,
  MELDING_NIET_ONLINE,
  meldingNummerMetArtikelen,
} from '../../registratie/domein';
export const MELDING_VERKOCHT = 'Dit artikel is al verkocht en kan niet meer veranderen.';
export const MELDING_GOED_DOEL = 'Dit artikel is na de beurs naar een goed doel gegaan en kan niet meer veranderen.';

/** Why an item can no longer change: sold or gone to charity; null while it is the seller's. */
export const weggegaanMelding = (artikel: Pick<Artikel, 'verkochtIn' | 'goedDoelIn'>): string | null =>
  artikel.verkochtIn !== null ? MELDING_VERKOCHT : artikel.goedDoelIn !== null ? MELDING_GOED_DOEL : null;
export const MELDING_NUMMERS_OP = `Je hebt alle ${MAX_ARTIKELNUMMER} artikelnummers gebruikt. Neem contact op met de organisatie.`;
export const meldingMaximum = (max: number) =>
  `Je kunt hoogstens ${max} artikelen invoeren. Verwijder eerst een artikel.`;

export const omschrijvingregel: Veldregel = naamregel('Omschrijving', MAX_OMSCHRIJVING);

/** The seller's next item number: one past the highest ever given, deleted items included. */
export function volgendArtikelnummer(hoogste: number): number {
  if (hoogste >= MAX_ARTIKELNUMMER) throw conflict(MELDING_NUMMERS_OP);
  return hoogste + 1;
}

/** Refuses the item that would bring the seller over the maximum. */
export function controleerAantal(open: number, max: number): void {
  if (open >= max) throw conflict(meldingMaximum(max));
}

/**
 * A seller's new item, as both stores add it in the transaction that read the highest number the
 * seller was ever given (`hoogste`, deleted items too; 0: none) and how many items are still theirs
 * (`open`): refused (409) over the maximum or past the last number.
 */
export function nieuwArtikel(
  verkopersnummer: number,
  invoer: ArtikelInvoer,
  { hoogste, open }: { hoogste: number; open: number },
  { maxArtikelen, now, afleveringId }: { maxArtikelen: number; now: Date; afleveringId: string },
): Artikel {
  controleerAantal(open, maxArtikelen);
  return {
    verkopersnummer,
    artikelnummer: volgendArtikelnummer(hoogste),
    ...invoer,
    magAfgeprijsd: invoer.magAfgeprijsd ?? true,
    labelAfgeprijsd: null,
    aangemaakt: now.toISOString(),
    eersteAfleveringId: afleveringId,
    verkochtIn: null,
    goedDoelIn: null,
  };
}

/**
 * Whether the till may reduce the item: what its printed label shows, or the seller's choice while
 * no label was printed (Artikel.labelAfgeprijsd). An item of before issue 54 has neither: no.
 */
export const geldendAfgeprijsd = (a: Partial<Pick<Artikel, 'magAfgeprijsd' | 'labelAfgeprijsd'>>): boolean =>
  a.labelAfgeprijsd ?? a.magAfgeprijsd ?? false;

/**
 * Whether a label printed now shows the ½: the seller allows it and the fair reduces at all. With
 * halve prijs off a ½ would promise buyers a discount no till gives.
 */
export const labelToontHalf = (a: Pick<Artikel, 'magAfgeprijsd'>, halvePrijs: HalvePrijs | null): boolean =>
  halvePrijs !== null && a.magAfgeprijsd;

/**
 * The printed label no longer shows what a label printed now would (the seller changed their
 * choice, or the fair switched halve prijs on or off): new labels are needed (the page says so).
 */
export const labelVerouderd = (
  a: Pick<Artikel, 'magAfgeprijsd' | 'labelAfgeprijsd'>,
  halvePrijs: HalvePrijs | null,
): boolean => a.labelAfgeprijsd !== null && a.labelAfgeprijsd !== labelToontHalf(a, halvePrijs);

export const MELDING_NIEUW_LABEL =
  'De ½ op je geprinte labels klopt niet meer met "mag afgeprijsd" of met de halve prijs van de beurs. Print nieuwe labels: tot dan geldt wat op het geprinte label staat.';

/** Refuses (409) to change or delete an item that was sold or given to charity (weggegaanMelding). */
export function weigerAlsWeggegaan(artikel: Pick<Artikel, 'verkochtIn' | 'goedDoelIn'>): void {
  const melding = weggegaanMelding(artikel);
  if (melding) throw conflict(melding);
}

/**
 * Whether an item is on offer at `beurs`: its seller takes part in that fair, it was added at
 * that fair or before, and it was not sold or given to charity at an earlier fair (an item sold
 * or given away at `beurs` itself is part of that fair's settlement). `volgnummerVan` knows the
 * fairs' order; an item whose first fair was deleted counts as from before.
 */
export function opAanbodIn(
  artikel: Pick<Artikel, 'eersteAfleveringId' | 'verkochtIn'> & Partial<Pick<Artikel, 'goedDoelIn'>>,
  verkoper: TelDeelnemer,
  beurs: Pick<Aflevering, 'id' | 'volgnummer'>,
  volgnummerVan: (afleveringId: string) => number | undefined,
): boolean {
  return doetMeeAan(verkoper, beurs) && nogVanDeVerkoperBij(artikel, beurs, volgnummerVan);
}

/**
 * The item's half of opAanbodIn, for a store that already selected the sellers taking part:
 * added at that fair or before, and not sold or given away at an earlier one.
 */
export function nogVanDeVerkoperBij(
  artikel: Pick<Artikel, 'eersteAfleveringId' | 'verkochtIn'> & Partial<Pick<Artikel, 'goedDoelIn'>>,
  beurs: Pick<Aflevering, 'id' | 'volgnummer'>,
  volgnummerVan: (afleveringId: string) => number | undefined,
): boolean {
  if ((volgnummerVan(artikel.eersteAfleveringId) ?? -Infinity) > beurs.volgnummer) return false;
  const weg = artikel.verkochtIn ?? artikel.goedDoelIn ?? null;
  if (weg === null) return true;
  return (volgnummerVan(weg) ?? Infinity) >= beurs.volgnummer;
}

/** An item number from a URL path, or null for anything that cannot be one. */
export function leesArtikelnummer(tekst: string): number | null {
  if (!/^\d{1,3}$/.test(tekst)) return null;
  const nummer = Number(tekst);
  return nummer >= 1 && nummer <= MAX_ARTIKELNUMMER ? nummer : null;
}

/** The order of every list of items: seller, then item number. */
export const artikelVolgorde = (a: ArtikelSleutel, b: ArtikelSleutel) =>
  a.verkopersnummer - b.verkopersnummer || a.artikelnummer - b.artikelnummer;

/** An item as the API answers it: with its code and room, so no client recomputes them. */
export interface ArtikelMetCode extends Artikel {
  code: string;
  ruimte: Ruimte;
  /** Whether a label printed now shows the ½ (labelToontHalf). */
  labelHalf: boolean;
  /** The printed label's ½ no longer matches: print new ones (labelVerouderd). */
  nieuwLabelNodig: boolean;
}

/** The item as the API answers it, under the current fair's halve prijs (null: off, or no fair). */
export const metCode = (a: Artikel, halvePrijs: HalvePrijs | null): ArtikelMetCode => ({
  ...a,
  code: artikelcode(a),
  ruimte: ruimteVan(a.soort),
  labelHalf: labelToontHalf(a, halvePrijs),
  nieuwLabelNodig: labelVerouderd(a, halvePrijs),
});
