/**
 * The open receipt kept on the device (issue 51: out of KassaApp into a hook of its own). A till
 * that is reloaded, crashes or has its battery swapped mid-receipt finds the lines it had: they
 * are read back once at the start, in front of anything scanned meanwhile, and every change is
 * kept from then on.
 *
 * When: after the frame that shows the change, once the device is idle (naHetBeeld: a put of the
 * receipt in the Enter's own task delayed the line, and one right after the frame delayed the next
 * code's keystrokes), the receipt as it is by then, so scans in between cost one write. A page that
 * is hidden or goes away draws no next frame: then at once. Going away, a put may not commit, so
 * the receipt is also kept synchronously (opslag.ts bewaarOpenBonBijVertrek), and forgotten again
 * when the page comes back from the back-forward cache.
 */
import { useEffect } from 'react';
import { naHetBeeld } from '../../data/naHetBeeld';
import type { OpenBon } from './openBon';
import {
  bewaarOpenBon,
  bewaarOpenBonBijVertrek,
  leesOpenBon,
  vergeetOpenBonBijVertrek,
  type OpenRegel,
} from './opslag';

/** Where the receipt is kept (opslag.ts on the device). */
export interface OpslagVanOpenBon {
  lees(): Promise<OpenRegel[]>;
  bewaar(regels: OpenRegel[]): Promise<void>;
  bewaarBijVertrek(regels: OpenRegel[]): void;
  vergeetBijVertrek(): void;
}

/** The page's events and frames (the browser's window and document; a stand-in in the tests). */
export interface Omgeving {
  venster: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  document: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { visibilityState: string };
  naHetBeeld(taak: () => void): void;
}

/** Reads the kept receipt back and keeps every change from then on; returns what stops it. */
export function houdOpenBonOpApparaat(bon: OpenBon, opslag: OpslagVanOpenBon, omgeving: Omgeving): () => void {
  // Nothing is written before the kept lines are back: a save before would overwrite them.
  let gelezen = false;
  let gestopt = false;
  void opslag.lees().then((bewaard) => {
    if (gestopt) return;
    gelezen = true;
    bon.wijzig((huidig) => [...bewaard, ...huidig]);
  });

  let gepland = false;
  const bewaar = () => {
    if (!gepland) return;
    gepland = false;
    if (gelezen) void opslag.bewaar(bon.regels());
  };
  const stopLuisteren = bon.abonneer(() => {
    if (gepland) return;
    gepland = true;
    omgeving.naHetBeeld(bewaar);
  });
  const verborgen = () => omgeving.document.visibilityState === 'hidden' && bewaar();
  const vertrek = () => {
    if (!gelezen) return;
    gepland = false;
    opslag.bewaarBijVertrek(bon.regels());
  };
  const terug = (e: Event) => (e as PageTransitionEvent).persisted && opslag.vergeetBijVertrek();
  omgeving.venster.addEventListener('pagehide', vertrek);
  omgeving.venster.addEventListener('pageshow', terug);
  omgeving.document.addEventListener('visibilitychange', verborgen);
  return () => {
    gestopt = true;
    stopLuisteren();
    omgeving.venster.removeEventListener('pagehide', vertrek);
    omgeving.venster.removeEventListener('pageshow', terug);
    omgeving.document.removeEventListener('visibilitychange', verborgen);
    bewaar();
  };
}

const OPSLAG: OpslagVanOpenBon = {
  lees: leesOpenBon,
  bewaar: bewaarOpenBon,
  bewaarBijVertrek: bewaarOpenBonBijVertrek,
  vergeetBijVertrek: vergeetOpenBonBijVertrek,
};

/** The till's open receipt, kept in the device's IndexedDB for as long as the till is open. */
export function useOpenBonOpApparaat(bon: OpenBon): void {
  useEffect(() => houdOpenBonOpApparaat(bon, OPSLAG, { venster: window, document, naHetBeeld }), [bon]);
}
