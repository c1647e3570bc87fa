/**
 * The receipt being rung up, outside React's state: a scan changes it, and only the component
 * that shows it (BonPaneel) re-renders, not the whole till. The lines are an immutable array;
 * every change makes a new one and tells the listeners (useSyncExternalStore, and the device's
 * copy in IndexedDB).
 */
import type { OpenRegel } from './opslag';

export interface OpenBon {
  regels(): OpenRegel[];
  wijzig(wijziging: (huidig: OpenRegel[]) => OpenRegel[]): void;
  abonneer(luisteraar: () => void): () => void;
}

export function maakOpenBon(): OpenBon {
  let regels: OpenRegel[] = [];
  const luisteraars = new Set<() => void>();
  return {
    regels: () => regels,
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
