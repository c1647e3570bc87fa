/**
 * What one desk may send per minute (issue #24): receipts, their lines, and seller numbers that
 * are not taking part in the fair and were not seen on a receipt before. A desk rings up a
 * receipt in half a minute at best and scans an item every few seconds, and a typed seller
 * number is checked against the fair's list on the device, so a desk above these limits is a
 * script or a stolen link; without them one desk could grow the settlement until its PDFs stall
 * the server. Lines are limited as well as receipts because a receipt may hold 200 of them: 30
 * receipts a minute alone let one desk add 6,000 lines a minute. Counted in this process's
 * memory (on Firebase each instance counts for itself), as the registration limit.
 */
import { teVeel } from '../kern/errors';
import type { BonInvoer } from './domein/kassa';

export interface KassaLimieten {
  bonnenPerMinuut: number;
  regelsPerMinuut: number;
  onbekendeVerkopersPerMinuut: number;
  /**
   * Sellers a drop-off or pick-up desk opens per minute (issue 38): a desk opens one every half
   * minute or so, a script with a leaked link reads every seller's first name and items.
   */
  verkopersOpenenPerMinuut: number;
}

export const MELDING_TE_VEEL_BONNEN = (seconden: number) =>
  `Deze kassa stuurt in korte tijd te veel bonnen. De bonnen blijven op dit apparaat bewaard en gaan over ${seconden} seconden opnieuw naar de server.`;
export const MELDING_TE_VEEL_REGELS = (seconden: number) =>
  `Deze kassa stuurt in korte tijd te veel bonregels. De bonnen blijven op dit apparaat bewaard en gaan over ${seconden} seconden opnieuw naar de server.`;
export const MELDING_TE_VEEL_VERKOPERS_GEOPEND = (seconden: number) =>
  `Deze balie opent in korte tijd te veel verkopers. Probeer het over ${seconden} seconden opnieuw.`;
export const MELDING_TE_VEEL_ONBEKENDE_VERKOPERS = (seconden: number) =>
  `Deze kassa stuurt in korte tijd te veel onbekende verkopersnummers. De bonnen blijven op dit apparaat bewaard en gaan over ${seconden} seconden opnieuw naar de server.`;

const MINUUT = 60_000;
/** How long the fair's seller numbers are reused: a number not on it is counted, never refused. */
const DEELNEMERS_GELDIG_MS = 30_000;

/**
 * A sliding minute of moments. `erbij` answers 0 when `aantal` more fit (and counts them), or
 * the seconds until they would. A sending larger than the limit passes when the minute is
 * empty, so a small limit never blocks the till's parts of 25 for good.
 */
function venster(max: number) {
  const perSleutel = new Map<string, number[]>();
  return (sleutel: string, aantal: number, nu: number, tellen: boolean): number => {
    const lijst = (perSleutel.get(sleutel) ?? []).filter((t) => t > nu - MINUUT);
    perSleutel.set(sleutel, lijst);
    if (aantal === 0) return 0;
    const teVeel = lijst.length + aantal - max;
    if (teVeel > 0 && lijst.length > 0) {
      const vrij = lijst[Math.min(teVeel, lijst.length) - 1]! + MINUUT;
      return Math.max(1, Math.ceil((vrij - nu) / 1000));
    }
    if (tellen) for (let i = 0; i < aantal; i++) lijst.push(nu);
    return 0;
  };
}

export function createKassaLimiet(limieten: KassaLimieten) {
  const bonnen = venster(limieten.bonnenPerMinuut);
  const regels = venster(limieten.regelsPerMinuut);
  const onbekende = venster(limieten.onbekendeVerkopersPerMinuut);
  const geopend = venster(limieten.verkopersOpenenPerMinuut);
  /** Per fair: the unknown seller numbers already accepted, which count once. */
  const gezien = new Map<string, Set<number>>();
  const deelnemers = new Map<string, { nummers: Promise<Set<number>>; tot: number }>();

  return {
    /** A drop-off or pick-up desk opens a seller: counted, or a DomainError 'te-veel' with Retry-After. */
    openVerkoper(kassaId: string, nu: Date) {
      const wacht = geopend(kassaId, 1, nu.getTime(), true);
      if (wacht > 0) throw teVeel(MELDING_TE_VEEL_VERKOPERS_GEOPEND(wacht), wacht);
    },
    /**
     * Checks a sending before anything is stored; throws a DomainError 'te-veel' with Retry-After,
     * and counts it when it passes. `laadDeelnemers` gives the seller numbers taking part.
     */
    async controleer(
      kassa: { id: string; afleveringId: string },
      verzending: readonly BonInvoer[],
      laadDeelnemers: () => Promise<number[]>,
      nu: Date,
    ) {
      const ms = nu.getTime();
      let cache = deelnemers.get(kassa.afleveringId);
      if (!cache || cache.tot < ms) {
        cache = { nummers: laadDeelnemers().then((n) => new Set(n)), tot: ms + DEELNEMERS_GELDIG_MS };
        deelnemers.set(kassa.afleveringId, cache);
      }
      const bekend = await cache.nummers;
      const eerder = gezien.get(kassa.afleveringId) ?? new Set<number>();
      const nieuw = new Set<number>();
      for (const bon of verzending) {
        for (const r of bon.regels) {
          if (!bekend.has(r.verkopersnummer) && !eerder.has(r.verkopersnummer)) nieuw.add(r.verkopersnummer);
        }
      }
      const wachtBonnen = bonnen(kassa.id, verzending.length, ms, false);
      if (wachtBonnen > 0) throw teVeel(MELDING_TE_VEEL_BONNEN(wachtBonnen), wachtBonnen);
      const aantalRegels = verzending.reduce((som, b) => som + b.regels.length, 0);
      const wachtRegels = regels(kassa.id, aantalRegels, ms, false);
      if (wachtRegels > 0) throw teVeel(MELDING_TE_VEEL_REGELS(wachtRegels), wachtRegels);
      const wachtOnbekend = onbekende(kassa.id, nieuw.size, ms, true);
      if (wachtOnbekend > 0) {
        throw teVeel(MELDING_TE_VEEL_ONBEKENDE_VERKOPERS(wachtOnbekend), wachtOnbekend);
      }
      bonnen(kassa.id, verzending.length, ms, true);
      regels(kassa.id, aantalRegels, ms, true);
      for (const n of nieuw) eerder.add(n);
      gezien.set(kassa.afleveringId, eerder);
    },
  };
}

export type KassaLimiet = ReturnType<typeof createKassaLimiet>;
