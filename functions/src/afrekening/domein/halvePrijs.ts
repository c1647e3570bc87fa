/**
 * The settlement's part of "Halve prijs aan het eind" (issue 54; the rule itself is
 * artikelen/domein/halvePrijs.ts): which reduced lines wait under Nakijken and why, what each
 * seller's reduced sales brought in, and the last hour in the charts. Sellers are paid on the
 * price paid, so the commission and the envelope need nothing of their own here.
 */
import {
  AFPRIJS_REDENEN,
  afprijsReden,
  geldendAfgeprijsd,
  isAfgeprijsdeRegel,
  type HalvePrijsRegel,
} from '../../artikelen/domein';
import { momentVan } from '../../kern/deadline';
import type { AfrekenArtikel, AfrekenBon, AfrekenBonRegel } from './invoer';

/**
 * Why a reduced line (the till named a label's price above what it took) waits under Nakijken,
 * or null when the server accepts it. A hand-written label's line (no item) has no flag to check:
 * the volunteer tapped ½ because the label shows it. Not a reduced line: undefined, the ordinary
 * checks decide.
 */
export function afprijsNakijken(
  r: AfrekenBonRegel,
  artikel: AfrekenArtikel | undefined,
  gesloten: string,
  halvePrijs: HalvePrijsRegel | null,
): string | null | undefined {
  if (!isAfgeprijsdeRegel(r)) return undefined;
  // The label's price the till names for a listed item must be the item's: else it is a price question.
  if (artikel && r.lijstprijsCent !== artikel.prijsCent) return undefined;
  const reden = afprijsReden(
    { prijsCent: r.prijsCent, lijstprijsCent: r.lijstprijsCent! },
    artikel ? geldendAfgeprijsd(artikel) : null,
    gesloten,
    halvePrijs,
  );
  return reden === null ? null : AFPRIJS_REDENEN[reden];
}

/** A seller's reduced sales: how many lines, and what they brought in (the price paid). */
export function afgeprijsdeVerkoop(regels: readonly AfrekenBonRegel[]): { afgeprijsd: number; afgeprijsdCent: number } {
  const afgeprijsd = regels.filter(isAfgeprijsdeRegel);
  return { afgeprijsd: afgeprijsd.length, afgeprijsdCent: afgeprijsd.reduce((s, r) => s + r.prijsCent, 0) };
}

/** The last hour's sales in the charts: from the start of halve prijs, or the hour before the last receipt. */
export interface LaatsteUur {
  /** From when (ISO). */
  vanaf: string;
  /** Lines sold from then on, and how many of them reduced. */
  verkocht: number;
  afgeprijsd: number;
  /** What they brought in (the price paid) and what their labels said; the difference is the discount. */
  omzetCent: number;
  lijstprijsCent: number;
  kortingCent: number;
}

export function laatsteUur(geldig: readonly AfrekenBon[], halvePrijs: HalvePrijsRegel | null): LaatsteUur | null {
  if (geldig.length === 0) return null;
  const laatste = Math.max(...geldig.map((b) => Date.parse(b.gesloten)));
  const begin = halvePrijs ? momentVan(halvePrijs.vanaf).getTime() : laatste - 60 * 60_000;
  const uit: LaatsteUur = {
    vanaf: new Date(begin).toISOString(),
    verkocht: 0,
    afgeprijsd: 0,
    omzetCent: 0,
    lijstprijsCent: 0,
    kortingCent: 0,
  };
  for (const b of geldig) {
    if (Date.parse(b.gesloten) < begin) continue;
    for (const r of b.regels) {
      uit.verkocht += 1;
      uit.omzetCent += r.prijsCent;
      if (isAfgeprijsdeRegel(r)) {
        uit.afgeprijsd += 1;
        uit.lijstprijsCent += r.lijstprijsCent!;
      } else uit.lijstprijsCent += r.prijsCent;
    }
  }
  uit.kortingCent = uit.lijstprijsCent - uit.omzetCent;
  return uit;
}
