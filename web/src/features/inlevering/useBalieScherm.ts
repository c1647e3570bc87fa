/**
 * What the drop-off and pick-up screens share around their field: the desk's name, the seller
 * that is open with their record as the server gave it, the sign after a scan, opening a seller
 * (with the message when there is no network), and the connection with its queue (useBalie).
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { Inlevering } from '@backend/inlevering/domein';
import { ApiError, foutTekst } from '../../data/http';
import { balieSleutel, haalBalie, type Bron } from './api';
import { maakTekenBord } from './tekenBord';
import { useBalie } from './useBalie';
import { useVast } from './useVast';
import { geenOpslag, verkopersOpApparaat } from './verkopersOpApparaat';

export const MELDING_OPENEN_OFFLINE =
  'Geen verbinding, en deze verkoper staat niet op dit apparaat: openen kan pas weer met verbinding. Wat je al deed, blijft bewaard.';
export const MELDING_GEOPEND = (nummer: number) => `Verkoper ${nummer} staat open.`;
/** What a polled section says while it has nothing yet: loading, or no network to load with. */
export const MELDING_VOORTGANG_OFFLINE = 'Geen verbinding: de voortgang verschijnt zodra er weer verbinding is.';
export const isOffline = (fout: unknown) => fout instanceof ApiError && fout.status === 0;
export const MELDING_VAN_APPARAAT = (nummer: number) =>
  `Geen verbinding: verkoper ${nummer} staat zoals dit apparaat hem het laatst van de server kreeg. Wat je nu doet, wordt bewaard en verstuurd zodra er weer verbinding is.`;

/** How often a desk's device fetches the fair's sellers again while online. */
export const BEURS_VERVERSEN_MS = 5 * 60_000;

/** What a seller's steps may rely on besides the desk's name (pasStapToe's context), per screen. */
export type StapRegels<V> = (verkoper: V) => { gesloten: boolean; terugTeGeven?: readonly number[] };

/** A record's confirmed moments, which a screen shows beside the record (its list asks again). */
const bevestigdeMomenten = (i: Inlevering | null) => `${i?.afgerond?.op}|${i?.opgehaald?.op}`;

export function useBalieScherm<V extends { nummer: number; inlevering: Inlevering }>(
  bron: Bron,
  haal: (bron: Bron, nummer: number) => Promise<V>,
  haalAlle: (bron: Bron) => Promise<{ verkopers: V[] }>,
  regels: StapRegels<V>,
) {
  const veld = useRef<HTMLInputElement>(null);
  // A desk's device keeps the sellers it opened and the fair's; the administrator's browser none.
  const opApparaat = useMemo(
    () =>
      bron.token
        ? verkopersOpApparaat<V>(localStorage, balieSleutel(bron, 'verkopers'), balieSleutel(bron, 'beurs'))
        : geenOpslag<V>(),
    [bron],
  );
  // The fair's sellers onto the device, now and every few minutes while the screen is open
  // (issue 38): any seller then opens without a network. A failed fetch keeps the earlier list.
  const haalAlleVast = useVast(haalAlle);
  useEffect(() => {
    if (!bron.token) return;
    const haalNu = () =>
      haalAlleVast(bron).then(
        (b) => opApparaat.bewaarBeurs(b.verkopers),
        () => undefined,
      );
    void haalNu();
    const t = setInterval(haalNu, BEURS_VERVERSEN_MS);
    window.addEventListener('online', haalNu);
    return () => {
      clearInterval(t);
      window.removeEventListener('online', haalNu);
    };
  }, [bron, haalAlleVast, opApparaat]);
  // The desk's name as the server last said it, so it shows after a reload without network too.
  const naamSleutel = balieSleutel(bron, 'naam');
  const [balie, setBalie] = useState<string | null>(() => localStorage.getItem(naamSleutel));
  // After a reload (also without a network) the seller of before is back, as last confirmed.
  const [eerder] = useState(() => opApparaat.laatste());
  const [verkoper, setVerkoper] = useState<V | null>(eerder);
  /*
   * The open seller's record as the server last gave it: not React state, since the server's
   * answer to a step mostly confirms what the screen shows already (the step applied on the
   * device), and then renders nothing. `herteken` renders the screen when it does change it.
   */
  const basisRef = useRef<Inlevering | null>(eerder?.inlevering ?? null);
  const [, herteken] = useReducer((n: number) => n + 1, 0);
  /** The record the screen rendered last, and how it computes one from a record of the server. */
  const getoond = useRef<{ record: Inlevering | null; reken: (basis: Inlevering) => Inlevering } | null>(null);
  // The sign after a scan: a store, so that a scan re-renders its text and not the screen's field.
  const [teken] = useState(maakTekenBord);
  const setTeken = teken.zet;
  const verkoperRef = useRef<V | null>(null);
  verkoperRef.current = verkoper;

  /*
   * The records the server confirmed after a step, numbered in the order they came. A seller
   * asked for before such an answer may be read before that step was stored: the confirmed
   * record wins over theirs (`nieuwste`), or a reload's GET would put back what a step changed.
   */
  const bevestigd = useRef({ teller: 0, per: new Map<number, { nr: number; inlevering: Inlevering }>() });
  const nieuwste = useCallback((v: V, sinds: number): V => {
    const b = bevestigd.current.per.get(v.nummer);
    return b && b.nr > sinds ? { ...v, inlevering: b.inlevering } : v;
  }, []);
  const verbinding = useBalie(
    bron,
    useCallback(
      (i: Inlevering) => {
        bevestigd.current.per.set(i.verkopersnummer, { nr: ++bevestigd.current.teller, inlevering: i });
        opApparaat.werkBij(i);
        if (verkoperRef.current?.nummer !== i.verkopersnummer) return;
        const oud = basisRef.current;
        basisRef.current = i;
        // With the steps still waiting on top, the same as shown (the server did what the device
        // showed): nothing to render, the rows and the count stay as they are.
        const g = getoond.current;
        const zelfde =
          g?.record != null &&
          JSON.stringify(g.reken(i)) === JSON.stringify(g.record) &&
          bevestigdeMomenten(oud) === bevestigdeMomenten(i);
        if (!zelfde) herteken();
      },
      [opApparaat],
    ),
  );
  useEffect(() => {
    haalBalie(bron)
      .then((b) => {
        setBalie(b.naam);
        if (bron.token) localStorage.setItem(naamSleutel, b.naam);
      })
      .catch(() => undefined);
  }, [bron, naamSleutel]);

  /** Shows a seller, and keeps them on the device as the last one opened. */
  const toon = useCallback(
    (v: V) => {
      opApparaat.bewaar(v);
      basisRef.current = v.inlevering;
      // At once, not at the next render: an answer arriving in between belongs to this seller
      // (kept), not to the one shown before (whose record would otherwise replace theirs).
      verkoperRef.current = v;
      setVerkoper(v);
      herteken();
    },
    [opApparaat],
  );

  /**
   * Opens a seller; answers them, or null when they did not open (the sign says why). Without a
   * network a seller this device opened before opens as it kept them.
   */
  const open = async (nummer: number): Promise<V | null> => {
    const bezig = { ernst: 'info', tekst: `Verkoper ${nummer} openen…` } as const;
    setTeken(bezig);
    const sinds = bevestigd.current.teller;
    try {
      const v = nieuwste(await haal(bron, nummer), sinds);
      toon(v);
      // "openen…" becomes "staat open", read aloud too; a sign the volunteer caused meanwhile (the
      // seller was shown from the device, and finished before the answer came) stays. A sign
      // rather than none: the first scan then changes its text, and does not make it appear and
      // the screen below repaint (bench:inlevering-scan).
      if (teken.lees() === bezig) setTeken({ ernst: 'info', tekst: MELDING_GEOPEND(nummer) });
      return v;
    } catch (fout) {
      const offline = fout instanceof ApiError && fout.status === 0;
      const bewaard = offline ? opApparaat.lees(nummer) : null;
      if (bewaard) {
        toon(bewaard);
        setTeken({ ernst: 'warning', tekst: MELDING_VAN_APPARAAT(nummer) });
        return bewaard;
      }
      setTeken({ ernst: 'error', tekst: offline ? MELDING_OPENEN_OFFLINE : foutTekst(fout) });
      return null;
    }
  };

  // The seller shown after a reload is asked of the server again: the desk goes on with them.
  const eersteKeer = useRef(true);
  useEffect(() => {
    if (!eersteKeer.current) return;
    eersteKeer.current = false;
    const nummer = verkoperRef.current?.nummer;
    if (nummer === undefined) return;
    const sinds = bevestigd.current.teller;
    haal(bron, nummer).then(
      (antwoord) => {
        // Another seller was opened meanwhile: that one stays the last, and is shown.
        if (verkoperRef.current?.nummer === nummer) toon(nieuwste(antwoord, sinds));
      },
      (fout: unknown) => {
        if (fout instanceof ApiError && fout.status === 0 && verkoperRef.current?.nummer === nummer) {
          setTeken({ ernst: 'warning', tekst: MELDING_VAN_APPARAAT(nummer) });
        }
      },
    );
  }, [bron, haal, nieuwste, toon, setTeken]);

  // The open seller's record with the steps still waiting on top: what the screen shows.
  const basis = basisRef.current;
  const door = balie ?? '';
  const regel = verkoper ? regels(verkoper) : null;
  const reken = (b: Inlevering) => verbinding.bijgewerkt(b, regel?.gesloten ?? false, door, regel?.terugTeGeven);
  const record = verkoper && basis ? reken(basis) : null;
  getoond.current = { record, reken };

  const terugNaarVeld = useCallback(() => veld.current?.focus(), []);
  return { veld, balie, verkoper, basis, record, teken, setTeken, verbinding, open, terugNaarVeld };
}

/** `haal` now and every `ms` while shown, and again when `opnieuw` changes; the last answer or failure. */
/**
 * A count for the list below a desk's screen, which asks again when it changes: at once when the
 * server confirms the seller's step (`bevestigd`, its time), or when the screen calls `verversNu`.
 */
export function useVervers(bevestigd: string | undefined): [number, () => void] {
  const [ververs, setVervers] = useState(0);
  useEffect(() => {
    if (bevestigd) setVervers((n) => n + 1);
  }, [bevestigd]);
  return [ververs, useCallback(() => setVervers((n) => n + 1), [])];
}

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
