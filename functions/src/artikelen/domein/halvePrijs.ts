/**
 * "Halve prijs aan het eind" (issue 54): in the fair's last hour an item its seller marked "mag
 * afgeprijsd" sells at a reduced price. The one place of its rules, for the till (web), the server
 * and the settlement alike: the reduced price, when it starts, and what the server accepts.
 *
 * Integer cents everywhere. The start is a wall-clock minute in Europe/Amsterdam, written as the
 * list's deadline is ('yyyy-MM-ddTHH:mm', kern/deadline.ts), so a server or device in another
 * time zone, or a fair in summer time, starts it at the same moment.
 */
import { isDeadline, momentVan } from '../../kern/deadline';
import { euro } from '../../kern/geld';
import type { HalvePrijs } from '../../kern/types';

// The setting's type lives in kern/ beside ArtikelInstellingen, which holds it (null: off).
export type { HalvePrijs };

/** What the till and the settlement need of it: the setting and the fair's lowest price. */
export type HalvePrijsRegel = Pick<HalvePrijs, 'vanaf' | 'procent' | 'afrondingCent'> & { minimumPrijsCent: number };

/** The rule of a fair's item settings, or null when halve prijs is off. */
export const halvePrijsRegel = (instellingen: {
  halvePrijs?: HalvePrijs | null;
  minimumPrijsCent: number;
}): HalvePrijsRegel | null =>
  instellingen.halvePrijs
    ? {
        vanaf: instellingen.halvePrijs.vanaf,
        procent: instellingen.halvePrijs.procent,
        afrondingCent: instellingen.halvePrijs.afrondingCent,
        minimumPrijsCent: instellingen.minimumPrijsCent,
      }
    : null;

export const STANDAARD_HALVE_PRIJS = { procent: 50, afrondingCent: 10, standaard: true } as const;

export const HALVE_PRIJS_GRENZEN = {
  procent: { min: 25, max: 75 },
  /** 1 cent (no rounding) to € 1. */
  afrondingCent: { min: 1, max: 100 },
} as const;

/**
 * How far before the start the server still accepts a reduced line without question: a till's
 * clock, even corrected by the offset it learned, may be a few minutes off (as kassa/domein
 * ontvangst.ts KLOKSPELING_MS allows for a closing time).
 */
export const HALVE_PRIJS_SPELING_MS = 5 * 60_000;

/** A new item's "mag afgeprijsd" when its seller does not say: the fair's default, yes when off. */
export const standaardAfgeprijsd = (halvePrijs: HalvePrijs | null) => halvePrijs?.standaard ?? true;

/**
 * The reduced price of a label's price: the discount off, rounded DOWN to `afrondingCent` (the
 * buyer never pays a cent more than the sign promises), but never below the fair's minimum price,
 * and never above the label's own price (a label at the minimum stays at it).
 */
export function afgeprijsd(lijstprijsCent: number, regel: Omit<HalvePrijsRegel, 'vanaf'>): number {
  // Integer arithmetic: (prijs × (100 − procent)) / 100 floored, no floating-point cents.
  const ruw = Math.floor((lijstprijsCent * (100 - regel.procent)) / 100);
  const afgerond = Math.floor(ruw / regel.afrondingCent) * regel.afrondingCent;
  return Math.min(lijstprijsCent, Math.max(afgerond, regel.minimumPrijsCent));
}

/**
 * The instant the reduced prices start. Remembered per text: the till asks at every scan, and
 * finding an Amsterdam minute's instant formats dates twice (kern/deadline.ts momentVan).
 */
const beginnen = new Map<string, number>();
export function beginVan(regel: Pick<HalvePrijs, 'vanaf'>): Date {
  let ms = beginnen.get(regel.vanaf);
  if (ms === undefined) {
    if (beginnen.size > 100) beginnen.clear();
    beginnen.set(regel.vanaf, (ms = momentVan(regel.vanaf).getTime()));
  }
  return new Date(ms);
}

/** Whether a scan at `nu` (the till's clock, corrected by its offset) gets the reduced price. */
export const isAfprijstijd = (nu: Date, regel: Pick<HalvePrijs, 'vanaf'> | null): boolean =>
  regel !== null && nu.getTime() >= beginVan(regel).getTime();

/** The price a till puts on a scanned item at `nu`: reduced when marked and in the window. */
export function prijsBijScan(
  artikel: { prijsCent: number; magAfgeprijsd?: boolean },
  regel: HalvePrijsRegel | null,
  nu: Date,
): { prijsCent: number; lijstprijsCent: number } {
  const lijstprijsCent = artikel.prijsCent;
  if (!artikel.magAfgeprijsd || regel === null || !isAfprijstijd(nu, regel))
    return { prijsCent: lijstprijsCent, lijstprijsCent };
  return { prijsCent: afgeprijsd(lijstprijsCent, regel), lijstprijsCent };
}

/** Why the server puts a reduced receipt line under Nakijken. */
export const AFPRIJS_REDENEN = {
  uit: 'Afgeprijsd terwijl halve prijs niet aan staat voor deze beurs',
  niet: 'Afgeprijsd, maar de verkoper koos "mag niet afgeprijsd" voor dit artikel',
  vroeg: 'Afgeprijsd vóór de starttijd van halve prijs',
  bedrag: 'Afgeprijsd naar een ander bedrag dan de halve-prijsregel geeft',
} as const;
export type AfprijsReden = keyof typeof AFPRIJS_REDENEN;

/**
 * The server's acceptance of a reduced line (the till said `lijstprijsCent` and took less):
 * accepted (null) when halve prijs is on, the item is marked (`magAfgeprijsd`; unknown for a
 * hand-written label, whose ½ the volunteer saw), the receipt was closed no earlier than 5 minutes
 * before the start, and the price is the rule's. Otherwise the reason: the line is kept all the
 * same (a till never loses a sale) and waits under Nakijken.
 */
export function afprijsReden(
  regel: { prijsCent: number; lijstprijsCent: number },
  magAfgeprijsd: boolean | null,
  gesloten: string,
  halvePrijs: HalvePrijsRegel | null,
): AfprijsReden | null {
  if (halvePrijs === null) return 'uit';
  if (magAfgeprijsd === false) return 'niet';
  if (Date.parse(gesloten) < beginVan(halvePrijs).getTime() - HALVE_PRIJS_SPELING_MS) return 'vroeg';
  if (regel.prijsCent !== afgeprijsd(regel.lijstprijsCent, halvePrijs)) return 'bedrag';
  return null;
}

/** A line the till reduced: it names a label's price above what it took. */
export const isAfgeprijsdeRegel = (r: { prijsCent: number; lijstprijsCent?: number | null }) =>
  typeof r.lijstprijsCent === 'number' && r.lijstprijsCent > r.prijsCent;

export type HalvePrijsVeld = 'vanaf' | 'procent' | 'afrondingCent';

/** The setting's own rules, per field, for the administrator's form and the server. */
export function halvePrijsFouten(h: HalvePrijs, minimumPrijsCent: number): Partial<Record<HalvePrijsVeld, string>> {
  const fouten: Partial<Record<HalvePrijsVeld, string>> = {};
  if (typeof h.vanaf !== 'string' || !isDeadline(h.vanaf))
    fouten.vanaf = 'Halve prijs vanaf moet een datum en tijd zijn (jjjj-mm-ddTuu:mm)';
  const { procent, afrondingCent } = HALVE_PRIJS_GRENZEN;
  if (!Number.isInteger(h.procent) || h.procent < procent.min || h.procent > procent.max)
    fouten.procent = `De korting moet een heel percentage van ${procent.min} tot en met ${procent.max} zijn`;
  if (!Number.isInteger(h.afrondingCent) || h.afrondingCent < afrondingCent.min || h.afrondingCent > afrondingCent.max)
    fouten.afrondingCent = `Afronden moet op ${euro(afrondingCent.min)} tot ${euro(afrondingCent.max)} zijn`;
  else if (minimumPrijsCent % h.afrondingCent !== 0 && h.afrondingCent > minimumPrijsCent)
    fouten.afrondingCent = `Afronden kan op hoogstens de minimumprijs (${euro(minimumPrijsCent)})`;
  return fouten;
}

/** '14:00' of the start, as the till and the pages show it. */
export const vanafTijd = (regel: Pick<HalvePrijs, 'vanaf'>) => regel.vanaf.slice(11, 16);
