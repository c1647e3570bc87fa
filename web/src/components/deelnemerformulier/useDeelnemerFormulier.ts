import { useCallback, useRef, useState } from 'react';
import { controleerDeelnemer, DEELNEMER_VELDEN, type DeelnemerVeld } from '@backend/registratie/domein';
import { type Fouten } from '@backend/kern/velden';
import type { NieuweDeelnemer } from '@backend/kern/types';
import { ApiError, foutVeld } from '../../data/http';

const DEELNEMER_NAMEN = Object.keys(DEELNEMER_VELDEN) as DeelnemerVeld[];

const VOLGORDE: DeelnemerVeld[] = ['naam', 'email', 'telefoon'];

/**
 * A visitor's naam, e-mail and telefoon (registering, or their own data), checked by the
 * server's own rules: every message shows at its field, and the first wrong field gets focus.
 */
export function useDeelnemerFormulier(begin: NieuweDeelnemer) {
  const [waarden, setWaarden] = useState(begin);
  const [fouten, setFouten] = useState<Fouten<DeelnemerVeld>>({});
  // Before the first attempt, typing shows no errors yet.
  const [geprobeerd, setGeprobeerd] = useState(false);
  const invoer = useRef<Partial<Record<DeelnemerVeld, HTMLInputElement | null>>>({});

  function toon(gevonden: Fouten<DeelnemerVeld>) {
    setFouten(gevonden);
    const eerste = VOLGORDE.find((veld) => gevonden[veld]);
    if (eerste) invoer.current[eerste]?.focus();
  }

  return {
    /** Fills the form anew (after saving, or with what the server has). */
    zet: useCallback((nieuw: NieuweDeelnemer) => {
      setWaarden(nieuw);
      setFouten({});
      setGeprobeerd(false);
    }, []),
    /** The props of one field for `Veld`. */
    veld: (naam: DeelnemerVeld) => ({
      name: naam,
      value: waarden[naam],
      onChange: (waarde: string) => {
        const nieuw = { ...waarden, [naam]: waarde };
        setWaarden(nieuw);
        if (geprobeerd) setFouten(controleerDeelnemer(nieuw).fouten);
      },
      error: fouten[naam],
      inputRef: (el: HTMLInputElement | null) => {
        invoer.current[naam] = el;
      },
    }),
    /** The values to send as the server will store them, or null when a field is wrong. */
    controleer(): NieuweDeelnemer | null {
      setGeprobeerd(true);
      const resultaat = controleerDeelnemer(waarden);
      toon(resultaat.fouten);
      return Object.keys(resultaat.fouten).length ? null : resultaat.waarden;
    },
    /**
     * Shows a refusal about one field at that field; answers false for any other error. Input
     * the rules refuse (400), and a conflict one field causes (409: a phone number whose
     * household has its place already, with one place per household on).
     */
    toonBijVeld(error: unknown): boolean {
      if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return false;
      // The field the server names (its `veld`); the message's text is never read for it.
      const veld = foutVeld(error, DEELNEMER_NAMEN);
      if (!veld) return false;
      toon({ [veld]: error.message });
      return true;
    },
  };
}
