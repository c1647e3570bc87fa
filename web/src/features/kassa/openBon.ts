/**
 * The receipt being rung up, outside React's state: a scan changes it, and only the component
 * that shows it (BonPaneel) re-renders, not the whole till. The lines are an immutable array;
 * every change makes a new one and tells the listeners (useSyncExternalStore, and the device's
 * copy in IndexedDB). The amounts are worked out once per change, however many parts show them.
 */
import { afrekenen } from '@backend/kassa/domein';
import { maakWaarde } from '../../data/waarde';
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
  const regels = maakWaarde<OpenRegel[]>([]);
  let bedragen: { voor: OpenRegel[]; bedragen: Bedragen } | null = null;
  return {
    regels: regels.lees,
    bedragen() {
      const nu = regels.lees();
      if (bedragen?.voor !== nu) {
        const { totaalCent, teBetalenCent } = afrekenen(nu, 0);
        bedragen = { voor: nu, bedragen: { totaalCent, teBetalenCent } };
      }
      return bedragen.bedragen;
    },
    wijzig: (wijziging) => regels.zet(wijziging(regels.lees())),
    abonneer: regels.abonneer,
  };
}
