/**
 * The sellers a desk opened, kept on the device: on the school's Wi-Fi a phone reloads or is
 * restarted halfway through a seller's bag, and then the seller must still be there without a
 * network, with the record as the server last confirmed it (the queue puts the steps still
 * waiting on top, useBalie.ts). Only what the desk already saw: number, first name, items and
 * their states, never an address or phone number; at most MAX_VERKOPERS, the least recently
 * opened dropped first, and all of it forgotten with the desk's link.
 *
 * Beside them, the whole fair (issue 38): every seller of the fair as the desk sees them,
 * refreshed while online (useBalieScherm.ts), so the next seller in the queue, usually one this
 * desk never opened, opens without a network too. What the desk opened itself is newer and wins.
 */
import type { Inlevering } from '@backend/inlevering/domein';
import type { Opslag } from './wachtrij';

/** About a morning's bags at one table; a few hundred kB at most. */
export const MAX_VERKOPERS = 40;

/**
 * Each opened seller under a key of their own (`<sleutel>.<nummer>`), and under `sleutel` only the
 * order they were opened in: a step's confirmation rewrites one seller (a few kB), not all forty
 * (~300 kB parsed and written again after every scan's answer, on a slow phone while the next
 * label is scanned). A device of before kept them all under `sleutel`: read once and split.
 */
interface Index {
  /** Most recently opened last. */
  volgorde: number[];
  /** Only in what a device of before kept. */
  verkopers?: Record<string, unknown>;
}

export interface VerkopersOpApparaat<V extends { nummer: number; inlevering: Inlevering }> {
  lees(nummer: number): V | null;
  /** The seller opened last: the one to show again after a reload. */
  laatste(): V | null;
  /** A seller as the server just gave them (opened). */
  bewaar(verkoper: V): void;
  /** A seller's record as the server confirmed it after a step: kept if that seller is here. */
  werkBij(inlevering: Inlevering): void;
  /** Every seller of the fair, as the server just gave them (replaces the earlier list). */
  bewaarBeurs(verkopers: readonly V[]): void;
  /** How many sellers of the fair the device holds. */
  aantalBeurs(): number;
  /** Forgets every seller, the fair's list and the order (also keys a damaged order lost track of). */
  vergeet(): void;
}

/** localStorage, or a stand-in: keys can be listed where the storage can (for `vergeet`). */
type SleutelOpslag = Opslag & {
  removeItem(sleutel: string): void;
  readonly length?: number;
  key?(index: number): string | null;
};

export function verkopersOpApparaat<V extends { nummer: number; inlevering: Inlevering }>(
  opslag: SleutelOpslag,
  sleutel: string,
  beursSleutel = `${sleutel}.beurs`,
): VerkopersOpApparaat<V> {
  const verkoperSleutel = (nummer: number) => `${sleutel}.${nummer}`;
  const json = <T>(tekst: string | null, leeg: T): T => {
    try {
      const waarde: unknown = tekst ? JSON.parse(tekst) : null;
      return waarde && typeof waarde === 'object' ? (waarde as T) : leeg;
    } catch {
      // A damaged entry is no reason to stop a desk: it starts empty.
      return leeg;
    }
  };
  const zet = (s: string, waarde: unknown) => {
    try {
      opslag.setItem(s, JSON.stringify(waarde));
      return true;
    } catch {
      // Storage full: the screen works on; only the offline copy is missing.
      return false;
    }
  };
  const leesBeurs = () => json<Record<string, V>>(opslag.getItem(beursSleutel), {});
  const schrijfVolgorde = (volgorde: number[]) => zet(sleutel, { volgorde } satisfies Index);

  /** The order, with what a device of before kept all in one split into a key per seller. */
  const volgorde = (): number[] => {
    const index = json<Index>(opslag.getItem(sleutel), { volgorde: [] });
    const lijst = Array.isArray(index.volgorde) ? index.volgorde.filter((n) => Number.isInteger(n)) : [];
    if (index.verkopers) {
      const bewaard = lijst.filter((n) => index.verkopers![n] && zet(verkoperSleutel(n), index.verkopers![n]));
      schrijfVolgorde(bewaard);
      return bewaard;
    }
    return lijst;
  };
  const leesVerkoper = (nummer: number) => json<V | null>(opslag.getItem(verkoperSleutel(nummer)), null);

  /** A seller kept: last in the order (opened), or `vooraan` as the oldest (confirmed, never opened here). */
  const houd = (verkoper: V, vooraan: boolean) => {
    const oud = volgorde().filter((n) => n !== verkoper.nummer);
    const nieuw = vooraan ? [verkoper.nummer, ...oud] : [...oud, verkoper.nummer];
    const weg = nieuw.splice(0, Math.max(0, nieuw.length - MAX_VERKOPERS));
    for (const nummer of weg) opslag.removeItem(verkoperSleutel(nummer));
    if (weg.includes(verkoper.nummer)) return; // The oldest of a full device: not kept.
    // The seller first, then the order that names them: a full storage leaves no name without a seller.
    if (zet(verkoperSleutel(verkoper.nummer), verkoper)) schrijfVolgorde(nieuw);
  };

  return {
    lees: (nummer) => (volgorde().includes(nummer) ? leesVerkoper(nummer) : null) ?? leesBeurs()[nummer] ?? null,
    laatste() {
      const nummer = volgorde().at(-1);
      return nummer === undefined ? null : leesVerkoper(nummer);
    },
    bewaar: (verkoper) => houd(verkoper, false),
    werkBij(inlevering) {
      const nummer = inlevering.verkopersnummer;
      if (volgorde().includes(nummer)) {
        const verkoper = leesVerkoper(nummer);
        // Only this seller's key is written: the others stay as they are.
        if (verkoper) zet(verkoperSleutel(nummer), { ...verkoper, inlevering });
        return;
      }
      const uitBeurs = leesBeurs()[nummer];
      // Kept with the opened ones (newer than the fair's list now), as the oldest of them: the
      // seller opened last stays the one shown after a reload.
      if (uitBeurs) houd({ ...uitBeurs, inlevering }, true);
    },
    bewaarBeurs(verkopers) {
      const perNummer = Object.fromEntries(verkopers.map((v) => [v.nummer, v]));
      if (!zet(beursSleutel, perNummer)) return; // Storage full: the sellers opened before stay.
      // What this device opened before is older than this list now (another desk's steps).
      for (const nummer of volgorde()) if (perNummer[nummer]) zet(verkoperSleutel(nummer), perNummer[nummer]);
    },
    aantalBeurs: () => Object.keys(leesBeurs()).length,
    vergeet: () => {
      for (const nummer of volgorde()) opslag.removeItem(verkoperSleutel(nummer));
      // Keys the order no longer names (a damaged order, a write cut short): found by their prefix.
      if (opslag.length !== undefined && opslag.key) {
        const alle = Array.from({ length: opslag.length }, (_, i) => opslag.key!(i));
        for (const s of alle) if (s?.startsWith(`${sleutel}.`)) opslag.removeItem(s);
      }
      opslag.removeItem(sleutel);
      opslag.removeItem(beursSleutel);
    },
  };
}

/** For the administrator's browser: nothing is kept. */
export function geenOpslag<V extends { nummer: number; inlevering: Inlevering }>(): VerkopersOpApparaat<V> {
  return {
    lees: () => null,
    laatste: () => null,
    bewaar: () => undefined,
    werkBij: () => undefined,
    bewaarBeurs: () => undefined,
    aantalBeurs: () => 0,
    vergeet: () => undefined,
  };
}
