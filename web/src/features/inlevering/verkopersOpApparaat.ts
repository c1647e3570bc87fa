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
import type { Inlevering } from '@backend/inlevering/domein/inlevering';
import type { Opslag } from './wachtrij';

/** About a morning's bags at one table; a few hundred kB at most. */
export const MAX_VERKOPERS = 40;

interface Bewaard<V> {
  /** Most recently opened last. */
  volgorde: number[];
  verkopers: Record<string, V>;
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
  vergeet(): void;
}

export function verkopersOpApparaat<V extends { nummer: number; inlevering: Inlevering }>(
  opslag: Opslag & { removeItem(sleutel: string): void },
  sleutel: string,
  beursSleutel = `${sleutel}.beurs`,
): VerkopersOpApparaat<V> {
  const leesBeurs = (): Record<string, V> => {
    try {
      const waarde: unknown = JSON.parse(opslag.getItem(beursSleutel) ?? '{}');
      return waarde && typeof waarde === 'object' ? (waarde as Record<string, V>) : {};
    } catch {
      return {};
    }
  };
  const lees = (): Bewaard<V> => {
    try {
      const tekst = opslag.getItem(sleutel);
      if (tekst) return JSON.parse(tekst) as Bewaard<V>;
    } catch {
      // A damaged entry is no reason to stop a desk: it starts empty.
    }
    return { volgorde: [], verkopers: {} };
  };
  const schrijf = (b: Bewaard<V>) => {
    try {
      opslag.setItem(sleutel, JSON.stringify(b));
    } catch {
      // Storage full: the screen works on; only the offline copy is missing.
    }
  };
  return {
    lees: (nummer) => lees().verkopers[nummer] ?? leesBeurs()[nummer] ?? null,
    laatste() {
      const b = lees();
      const nummer = b.volgorde.at(-1);
      return nummer === undefined ? null : (b.verkopers[nummer] ?? null);
    },
    bewaar(verkoper) {
      const b = lees();
      b.volgorde = [...b.volgorde.filter((n) => n !== verkoper.nummer), verkoper.nummer];
      b.verkopers[verkoper.nummer] = verkoper;
      while (b.volgorde.length > MAX_VERKOPERS) delete b.verkopers[b.volgorde.shift()!];
      schrijf(b);
    },
    werkBij(inlevering) {
      const b = lees();
      const verkoper = b.verkopers[inlevering.verkopersnummer] ?? leesBeurs()[inlevering.verkopersnummer];
      if (!verkoper) return;
      // Kept with the opened ones (newer than the fair's list now), as the oldest of them: the
      // seller opened last stays the one shown after a reload.
      if (!b.verkopers[verkoper.nummer]) b.volgorde = [verkoper.nummer, ...b.volgorde];
      b.verkopers[inlevering.verkopersnummer] = { ...verkoper, inlevering };
      while (b.volgorde.length > MAX_VERKOPERS) delete b.verkopers[b.volgorde.shift()!];
      schrijf(b);
    },
    bewaarBeurs(verkopers) {
      try {
        const perNummer = Object.fromEntries(verkopers.map((v) => [v.nummer, v]));
        opslag.setItem(beursSleutel, JSON.stringify(perNummer));
        // What this device opened before is older than this list now (another desk's steps).
        const b = lees();
        for (const nummer of b.volgorde) if (perNummer[nummer]) b.verkopers[nummer] = perNummer[nummer];
        schrijf(b);
      } catch {
        // Storage full: the sellers opened before stay; only the fair's list is missing.
      }
    },
    aantalBeurs: () => Object.keys(leesBeurs()).length,
    vergeet: () => {
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
