/**
 * The receipt being rung up, outside React's state: a scan changes it, and only the component
 * that shows it (BonPaneel) re-renders, not the whole till. The lines are an immutable array;
 * every change makes a new one and tells the listeners (useSyncExternalStore, and the device's
 * copy in IndexedDB). The amounts are worked out once per change, however many parts show them.
 */
import { afrekenen } from '@backend/kassa/domein/kassa';
import type { OpenRegel } from './opslag';

export interface Bedragen {
  totaalCent: number;
  /** Rounded to 5 cents, for cash. */
  teBetalenCent: number;
}

export interface OpenBon {
  regels(): OpenRegel[];
  /** The total of the current lines: the same object until the lines change. */
  bedragen(): Bedragen;
  wijzig(wijziging: (huidig: OpenRegel[]) => OpenRegel[]): void;
  abonneer(luisteraar: () => void): () => void;
}

export function maakOpenBon(): OpenBon {
  let regels: OpenRegel[] = [];
  let bedragen: { voor: OpenRegel[]; bedragen: Bedragen } | null = null;
  const luisteraars = new Set<() => void>();
  return {
    regels: () => regels,
    bedragen() {
      if (bedragen?.voor !== regels) {
        const { totaalCent, teBetalenCent } = afrekenen(regels, 0);
        bedragen = { voor: regels, bedragen: { totaalCent, teBetalenCent } };
      }
      return bedragen.bedragen;
    },
    wijzig(wijziging) {
      const nieuw = wijziging(regels);
      if (nieuw === regels) return;
      regels = nieuw;
      for (const luisteraar of luisteraars) luisteraar();
    },
    abonneer(luisteraar) {
      luisteraars.add(luisteraar);
      return () => luisteraars.delete(luisteraar);
    },
  };
}
