/**
 * A drop-off or pick-up screen's connection: the device's queue of steps (wachtrij.ts), sent at
 * once and again every few seconds and when the network comes back, and what the server said
 * about each seller since (their record). The screen shows a seller's record as the server last
 * answered it with the steps still waiting applied on top (the domain's own pasStapToe), so a
 * scan shows at once, also offline.
 *
 * The queue's state (its count, online, the refusals) is a value outside React's state (`stand`),
 * read by the few parts that show it: a step sent and answered re-renders that line, not the
 * screen, since the answer often lands in the middle of the next scan (issue 38).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StapUitkomst } from '@backend/inlevering/domein';
import { pasStapToe, type Inlevering } from '@backend/inlevering/domein';
import { ApiError, foutTekst } from '../../data/http';
import { naHetBeeld } from '../../data/naHetBeeld';
import { maakWaarde, type Waarde } from '../../data/waarde';
import { balieSleutel, stuurStappen, type Bron } from './api';
import { maakWachtrij, type BalieStap, type WachtendeStap } from './wachtrij';

const OPNIEUW_MS = 5_000;

/** What the line under the field shows: the steps waiting, the network, the server's refusals (shown until dismissed). */
export interface BalieStand {
  wachtend: number;
  online: boolean;
  weigeringen: string[];
}

export interface BalieVerbinding {
  stand: Waarde<BalieStand>;
  wisWeigeringen: () => void;
  /** Takes a step: on the device first, then sent. Answers the step as queued. Renders the screen. */
  zet: (verkopersnummer: number, stap: BalieStap) => WachtendeStap;
  /** The seller's record as the server gave it, with the steps still waiting applied. */
  bijgewerkt: (basis: Inlevering, gesloten: boolean, door: string, terugTeGeven?: readonly number[]) => Inlevering;
}

/**
 * `opAntwoord`: a seller's record as the server last answered it after the steps just sent (the
 * screen keeps it, and renders only when that changes what it shows).
 */
export function useBalie(bron: Bron, opAntwoord: (inlevering: Inlevering) => void): BalieVerbinding {
  const sleutel = balieSleutel(bron, 'stappen');
  const wachtrij = useMemo(() => maakWachtrij(localStorage, sleutel), [sleutel]);
  const stand = useMemo(
    () => maakWaarde<BalieStand>({ wachtend: wachtrij.lees().length, online: navigator.onLine, weigeringen: [] }),
    [wachtrij],
  );
  // A step taken changes the screen's record: the screen renders for it (and only for it).
  const [, setStappen] = useState(0);
  const bronRef = useRef(bron);
  bronRef.current = bron;
  const antwoordRef = useRef(opAntwoord);
  antwoordRef.current = opAntwoord;

  /** A new value only when something changed: the listeners hear nothing otherwise. */
  const werkBij = useCallback(
    (deel: Partial<BalieStand>) => {
      const oud = stand.lees();
      const nieuw = { ...oud, ...deel };
      if (nieuw.wachtend !== oud.wachtend || nieuw.online !== oud.online || nieuw.weigeringen !== oud.weigeringen) {
        stand.zet(nieuw);
      }
    },
    [stand],
  );
  const verstuur = useCallback(async () => {
    if (wachtrij.lees().length === 0) return;
    const meer = (fouten: string[]) => [...stand.lees().weigeringen, ...fouten].slice(-5);
    // What changed, told to the line in one go once the sending is over.
    const deel: Partial<BalieStand> = {};
    try {
      const uitkomsten: StapUitkomst[] = await wachtrij.verstuur((stappen) => stuurStappen(bronRef.current, stappen));
      deel.online = true;
      const fouten = uitkomsten.flatMap((u) => (u.fout ? [u.fout] : []));
      if (fouten.length) {
        deel.weigeringen = meer(fouten);
        // A refused step left the queue with no record: the screen shows its seller without it again.
        setStappen((n) => n + 1);
      }
      // Per seller the record after their last step: the ones before it are behind it already.
      const laatste = new Map<number, Inlevering>();
      for (const u of uitkomsten) if (u.inlevering) laatste.set(u.inlevering.verkopersnummer, u.inlevering);
      for (const inlevering of laatste.values()) antwoordRef.current(inlevering);
    } catch (fout) {
      if (fout instanceof ApiError && fout.status === 0) deel.online = false;
      else deel.weigeringen = meer([foutTekst(fout)]);
    } finally {
      werkBij({ ...deel, wachtend: wachtrij.lees().length });
    }
  }, [wachtrij, stand, werkBij]);

  useEffect(() => {
    void verstuur();
    const t = setInterval(() => void verstuur(), OPNIEUW_MS);
    const aan = () => {
      werkBij({ online: true });
      void verstuur();
    };
    const uit = () => werkBij({ online: false });
    window.addEventListener('online', aan);
    window.addEventListener('offline', uit);
    return () => {
      clearInterval(t);
      window.removeEventListener('online', aan);
      window.removeEventListener('offline', uit);
    };
  }, [verstuur, werkBij]);

  const zet = useCallback(
    (verkopersnummer: number, stap: BalieStap) => {
      const gezet = wachtrij.zet({ verkopersnummer, stap });
      werkBij({ wachtend: wachtrij.lees().length });
      setStappen((n) => n + 1);
      // The mark first, then the network: the answer's render would otherwise often land just
      // before the frame that shows the scan (bench:inlevering-scan). The step is on the device already.
      naHetBeeld(() => void verstuur());
      return gezet;
    },
    [wachtrij, verstuur, werkBij],
  );

  // Reads the queue as it is now: a render after a step or an answer sees both.
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
    [wachtrij],
  );

  return {
    stand,
    wisWeigeringen: useCallback(() => werkBij({ weigeringen: [] }), [werkBij]),
    zet,
    bijgewerkt,
  };
}
