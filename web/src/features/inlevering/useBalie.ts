/**
 * A drop-off or pick-up screen's connection: the device's queue of steps (wachtrij.ts), sent at
 * once and again every few seconds and when the network comes back, and what the server said
 * about each seller since (their record). The screen shows a seller's record as the server last
 * answered it with the steps still waiting applied on top (the domain's own pasStapToe), so a
 * scan shows at once, also offline.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StapUitkomst } from '@backend/inlevering/domein/balie';
import { pasStapToe, type Inlevering } from '@backend/inlevering/domein/inlevering';
import { ApiError, foutTekst } from '../../data/http';
import { naHetBeeld } from '../../data/naHetBeeld';
import { balieSleutel, stuurStappen, type Bron } from './api';
import { maakWachtrij, type BalieStap, type WachtendeStap } from './wachtrij';

const OPNIEUW_MS = 5_000;

export interface BalieVerbinding {
  wachtend: number;
  online: boolean;
  /** Refusals the server gave to steps (shown until dismissed). */
  weigeringen: string[];
  wisWeigeringen: () => void;
  /** Takes a step: on the device first, then sent. Answers the step as queued. */
  zet: (verkopersnummer: number, stap: BalieStap) => WachtendeStap;
  /** The seller's record as the server gave it, with the steps still waiting applied. */
  bijgewerkt: (basis: Inlevering, gesloten: boolean, door: string, terugTeGeven?: readonly number[]) => Inlevering;
}

/** `opAntwoord`: a seller's record as the server answered it after a step (the screen keeps it). */
export function useBalie(bron: Bron, opAntwoord: (inlevering: Inlevering) => void): BalieVerbinding {
  const sleutel = balieSleutel(bron, 'stappen');
  const wachtrij = useMemo(() => maakWachtrij(localStorage, sleutel), [sleutel]);
  const [wachtend, setWachtend] = useState(() => wachtrij.lees().length);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [weigeringen, setWeigeringen] = useState<string[]>([]);
  const bronRef = useRef(bron);
  bronRef.current = bron;
  const antwoordRef = useRef(opAntwoord);
  antwoordRef.current = opAntwoord;

  const verstuur = useCallback(async () => {
    if (wachtrij.lees().length === 0) return;
    try {
      const uitkomsten: StapUitkomst[] = await wachtrij.verstuur((deel) => stuurStappen(bronRef.current, deel));
      setOnline(true);
      const fouten = uitkomsten.flatMap((u) => (u.fout ? [u.fout] : []));
      if (fouten.length) setWeigeringen((oud) => [...oud, ...fouten].slice(-5));
      for (const u of uitkomsten) if (u.inlevering) antwoordRef.current(u.inlevering);
    } catch (fout) {
      if (fout instanceof ApiError && fout.status === 0) setOnline(false);
      else setWeigeringen((oud) => [...oud, foutTekst(fout)].slice(-5));
    } finally {
      setWachtend(wachtrij.lees().length);
    }
  }, [wachtrij]);

  useEffect(() => {
    void verstuur();
    const t = setInterval(() => void verstuur(), OPNIEUW_MS);
    const aan = () => {
      setOnline(true);
      void verstuur();
    };
    const uit = () => setOnline(false);
    window.addEventListener('online', aan);
    window.addEventListener('offline', uit);
    return () => {
      clearInterval(t);
      window.removeEventListener('online', aan);
      window.removeEventListener('offline', uit);
    };
  }, [verstuur]);

  const zet = useCallback(
    (verkopersnummer: number, stap: BalieStap) => {
      const gezet = wachtrij.zet({ verkopersnummer, stap });
      setWachtend(wachtrij.lees().length);
      // The mark first, then the network: the answer's render would otherwise often land just
      // before the frame that shows the scan (bench:inlevering-scan). The step is on the device already.
      naHetBeeld(() => void verstuur());
      return gezet;
    },
    [wachtrij, verstuur],
  );

  const bijgewerkt = useCallback(
    (basis: Inlevering, gesloten: boolean, door: string, terugTeGeven?: readonly number[]) => {
      let inlevering = basis;
      for (const w of wachtrij.lees()) {
        if (w.verkopersnummer !== basis.verkopersnummer || w.stap.soort === 'retour') continue;
        try {
          inlevering = pasStapToe(inlevering, w.stap, {
            gesloten,
            door,
            now: new Date(w.op),
            terugTeGeven,
            beheerder: bronRef.current.token === null,
          });
        } catch {
          // The server will refuse it too, and say why; the screen shows what stands.
        }
      }
      return inlevering;
    },
    // `wachtend` changes whenever the queue does: the records are recomputed then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [wachtrij, wachtend],
  );

  return {
    wachtend,
    online,
    weigeringen,
    wisWeigeringen: useCallback(() => setWeigeringen([]), []),
    zet,
    bijgewerkt,
  };
}
