/**
 * What the drop-off and pick-up screens share around their field: the desk's name, the seller
 * that is open with their record as the server gave it, the sign after a scan, opening a seller
 * (with the message when there is no network), and the connection with its queue (useBalie).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Inlevering } from '@backend/inlevering/domein/inlevering';
import { ApiError, foutTekst } from '../../data/http';
import { haalBalie, type Bron } from './api';
import type { Teken } from './BalieDelen';
import { useBalie } from './useBalie';
import { useVast } from './useVast';

export const MELDING_OPENEN_OFFLINE =
  'Geen verbinding: een verkoper openen kan pas weer met verbinding. Wat je al deed, blijft bewaard.';

export function useBalieScherm<V extends { nummer: number; inlevering: Inlevering }>(
  bron: Bron,
  haal: (bron: Bron, nummer: number) => Promise<V>,
) {
  const veld = useRef<HTMLInputElement>(null);
  const [balie, setBalie] = useState<string | null>(null);
  const [verkoper, setVerkoper] = useState<V | null>(null);
  const [basis, setBasis] = useState<Inlevering | null>(null);
  const [teken, setTeken] = useState<Teken | null>(null);
  const verkoperRef = useRef<V | null>(null);
  verkoperRef.current = verkoper;

  const verbinding = useBalie(
    bron,
    useCallback((i: Inlevering) => {
      if (verkoperRef.current?.nummer === i.verkopersnummer) setBasis(i);
    }, []),
  );
  useEffect(() => {
    haalBalie(bron)
      .then((b) => setBalie(b.naam))
      .catch(() => undefined);
  }, [bron]);

  /** Opens a seller; answers them, or null when they did not open (the sign says why). */
  const open = async (nummer: number): Promise<V | null> => {
    setTeken({ ernst: 'info', tekst: `Verkoper ${nummer} openen…` });
    try {
      const v = await haal(bron, nummer);
      setVerkoper(v);
      setBasis(v.inlevering);
      setTeken(null);
      return v;
    } catch (fout) {
      const offline = fout instanceof ApiError && fout.status === 0;
      setTeken({ ernst: 'error', tekst: offline ? MELDING_OPENEN_OFFLINE : foutTekst(fout) });
      return null;
    }
  };

  const terugNaarVeld = useCallback(() => veld.current?.focus(), []);
  return { veld, balie, verkoper, basis, teken, setTeken, verbinding, open, terugNaarVeld };
}

/** `haal` now and every `ms` while shown, and again when `opnieuw` changes; the last answer or failure. */
export function usePeiling<T>(haal: () => Promise<T>, ms: number, opnieuw: unknown) {
  const [waarde, setWaarde] = useState<T | null>(null);
  const [fout, setFout] = useState<unknown>(null);
  const haalVast = useVast(haal);
  useEffect(() => {
    let weg = false;
    const een = () =>
      haalVast()
        .then((w) => {
          if (weg) return;
          setWaarde(w);
          setFout(null);
        })
        .catch((f: unknown) => !weg && setFout(f));
    void een();
    const t = setInterval(een, ms);
    return () => {
      weg = true;
      clearInterval(t);
    };
  }, [haalVast, ms, opnieuw]);
  return { waarde, setWaarde, fout };
}
