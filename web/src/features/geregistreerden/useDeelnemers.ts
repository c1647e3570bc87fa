import { useCallback, useEffect, useRef, useState } from 'react';
import { laatsteAflevering } from '@backend/seizoen/domein';
import { isActieveDeelnemer } from '@backend/registratie/domein';
import type { Aflevering, Deelnemer } from '@backend/kern/types';
import { usePublicState } from '../../data/live';
import { bewaarDeelnemer, haalAfleveringen, haalDeelnemers } from './api';

export const opNummer = (a: Deelnemer, b: Deelnemer) => a.nummer - b.nummer;

/** Between two loads in a burst of live changes: the table of a thousand rows stays usable. */
const HERLAAD_PAUZE_MS = 2000;

/**
 * Every registered person and the fairs, loaded again on every live change (something changed
 * elsewhere), and saved one person at a time (`bewaar`).
 */
export function useDeelnemers(fout: (error: unknown) => void) {
  const [rijen, setRijen] = useState<Deelnemer[] | null>(null);
  const [afleveringen, setAfleveringen] = useState<Aflevering[]>([]);

  // Bumped when a save goes out and when it is answered: a list asked for before or during a save
  // may hold the person as they were.
  const opslagen = useRef(0);
  const laad = useCallback(async (): Promise<void> => {
    const bij = opslagen.current;
    try {
      const [deelnemers, lijst] = await Promise.all([haalDeelnemers(), haalAfleveringen()]);
      // A save went out meanwhile: this answer may undo it on the screen, so ask again.
      if (opslagen.current !== bij) return laad();
      setAfleveringen(lijst);
      setRijen([...deelnemers].sort(opNummer));
    } catch (error) {
      fout(error);
      setRijen((huidig) => huidig ?? []);
    }
  }, [fout]);

  useEffect(() => {
    void laad();
  }, [laad]);

  /*
   * A place that frees up is taken by the first person on the reserve list, on the server, in
   * the same transaction (issue 12). This tab's own deletes and saves reload below; what changed
   * elsewhere (another tab, a visitor, the reserve list, the clock releasing unconfirmed places,
   * issue 53) reloads on every live change, not only a higher count: a release can leave the
   * count lower or, with a promotion, as it was, and a row still shown active after its release
   * is one click from being saved as active again.
   */
  const live = usePublicState().state;
  const vorigeLive = useRef(live);
  // A burst of changes (the opening rush) is one load at a time, and one after it.
  const laden = useRef<{ bezig: boolean; nogEens: boolean }>({ bezig: false, nogEens: false });
  const herlaad = useCallback(async () => {
    if (laden.current.bezig) {
      laden.current.nogEens = true;
      return;
    }
    laden.current.bezig = true;
    try {
      do {
        laden.current.nogEens = false;
        await laad();
        if (laden.current.nogEens) await new Promise((klaar) => setTimeout(klaar, HERLAAD_PAUZE_MS));
      } while (laden.current.nogEens);
    } finally {
      laden.current.bezig = false;
    }
  }, [laad]);
  // Each new state after the first is a change (the live source sends only what differs).
  useEffect(() => {
    const vorige = vorigeLive.current;
    vorigeLive.current = live;
    if (vorige === null || live === null || vorige === live) return;
    void herlaad();
  }, [live, herlaad]);

  const vervang = useCallback((deelnemer: Deelnemer) => {
    setRijen((huidig) => huidig && huidig.map((r) => (r.id === deelnemer.id ? deelnemer : r)));
  }, []);

  const huidige = laatsteAflevering(afleveringen);

  // Per person, the newest save: an older answer arriving late must not undo a quicker second click.
  const laatsteOpslag = useRef(new Map<string, number>());

  /** Shows the change at once, saves the whole person, and on failure shows the server's state again. */
  const bewaar = useCallback(
    async (nieuw: Deelnemer) => {
      const volgnummer = (laatsteOpslag.current.get(nieuw.id) ?? 0) + 1;
      laatsteOpslag.current.set(nieuw.id, volgnummer);
      opslagen.current++;
      vervang(nieuw);
      try {
        const opgeslagen = await bewaarDeelnemer(nieuw).finally(() => opslagen.current++);
        if (laatsteOpslag.current.get(nieuw.id) !== volgnummer) return;
        vervang(opgeslagen);
        // Not (or no longer) taking part: a place may have gone to someone from the reserve list.
        if (!isActieveDeelnemer(opgeslagen, huidige)) await herlaad();
      } catch (error) {
        fout(error);
        await laad();
      }
    },
    [fout, laad, herlaad, vervang, huidige],
  );

  return { rijen, setRijen, afleveringen, huidige, laad, herlaad, vervang, bewaar };
}
