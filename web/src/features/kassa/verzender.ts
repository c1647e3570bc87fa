/**
 * Sends the queue of closed receipts and keeps in touch with the server. A receipt leaves the
 * device only when the server named its id as stored; a failed or unanswered sending is simply
 * tried again (the server stores a receipt once per id, so a repeat is harmless).
 * The server also says when the fair's settlement was closed (heartbeat), and which receipts it
 * kept apart because they came after that: those leave the queue too, and the till says so. The
 * heartbeat also says whether pin is on, so the administrator's switch reaches the till.
 */
import { MAX_BONNEN_PER_VERZENDING, type BonInvoer, type KassaGegevens } from '@backend/kassa/domein';
import { ApiError } from '../../data/http';
import { meldContact, stuurBonnen } from './api';
import { bevestigd, wachtrij } from './opslag';
import { leerKlok } from './klok';

/** Well inside the API's 64 kB body limit. */
const MAX_TEKENS_PER_VERZENDING = 40_000;
const PROBEER_ELKE_MS = 3_000;
const CONTACT_ELKE_MS = 15_000;

export interface Verbinding {
  wachtend: number;
  /** The closing time of the oldest waiting receipt. */
  oudste: string | null;
  /** Whether the last call reached the server. */
  online: boolean;
  /** The server's refusal (a revoked desk, a rejected receipt), shown until a call succeeds. */
  fout: string | null;
}

/** The next part of the queue to send: at most 25 receipts and 40,000 characters, at least one. */
export function volgendDeel(rij: BonInvoer[]): BonInvoer[] {
  const deel: BonInvoer[] = [];
  let tekens = 0;
  for (const bon of rij) {
    const lengte = JSON.stringify(bon).length;
    if (deel.length > 0 && (deel.length >= MAX_BONNEN_PER_VERZENDING || tekens + lengte > MAX_TEKENS_PER_VERZENDING))
      break;
    deel.push(bon);
    tekens += lengte;
  }
  return deel;
}

/** What the sender works with: the device's queue and the server's two calls (replaced in unit tests). */
export interface Diensten {
  wachtrij: () => Promise<BonInvoer[]>;
  bevestigd: (ids: string[]) => Promise<void>;
  stuurBonnen: typeof stuurBonnen;
  meldContact: typeof meldContact;
}

const DIENSTEN: Diensten = { wachtrij, bevestigd, stuurBonnen, meldContact };

export function startVerzender(opties: {
  bijStand: (stand: Verbinding) => void;
  bijVerkocht: (verkocht: string[]) => void;
  /** The fair's settlement was closed at `op`: the till sells no more. */
  bijAfgesloten: (op: string) => void;
  /** This many of the receipts just sent arrived after closing and were kept apart. */
  bijNaAfsluiting: (aantal: number) => void;
  /** Whether "Pinnen aan de kassa" is on, as the server said at the heartbeat. */
  bijPinnen?: (pinnen: boolean) => void;
  /** Halve prijs as the server has it now (issue 54): a change on the fair day reaches the till. */
  bijHalvePrijs?: (halvePrijs: KassaGegevens['halvePrijs']) => void;
  diensten?: Diensten;
  /** How often a waiting queue is sent, and an offline till asks whether the server is back (shorter in unit tests). */
  probeerElkeMs?: number;
}) {
  const { wachtrij, bevestigd, stuurBonnen, meldContact } = opties.diensten ?? DIENSTEN;
  let stand: Verbinding = { wachtend: 0, oudste: null, online: navigator.onLine, fout: null };
  /** Calls to the server one after another, so a heartbeat never reports a queue a sending already emptied. */
  let beurt: Promise<unknown> = Promise.resolve();
  const opZijnBeurt = <T>(fn: () => Promise<T>): Promise<T> => {
    const volgende = beurt.then(fn, fn);
    beurt = volgende.catch(() => undefined);
    return volgende;
  };
  /**
   * A call that joins one of its kind already waiting its turn or running, instead of queueing
   * another: nothing is sent twice at once, and since the till asks every few seconds while a
   * call may hang up to 20 s (metToken), calls do not pile up.
   */
  const eenTegelijk = (fn: () => Promise<void>) => {
    let lopend: Promise<void> | null = null;
    return (): Promise<void> =>
      (lopend ??= opZijnBeurt(fn).finally(() => {
        lopend = null;
      }));
  };
  let gestopt = false;
  /** Until when the server asked this desk to wait (a 429's Retry-After): the queue stays put. */
  let wachtTot = 0;

  /** Tells the till only what changed: every report re-renders it, and a scan may be under way. */
  const meld = (wijziging: Partial<Verbinding>) => {
    const nieuw = { ...stand, ...wijziging };
    if ((Object.keys(nieuw) as (keyof Verbinding)[]).every((k) => nieuw[k] === stand[k])) return;
    stand = nieuw;
    opties.bijStand(stand);
  };

  opties.bijStand(stand);

  const fout = (e: unknown) => {
    if (e instanceof ApiError && e.opnieuwNaSeconden !== null) wachtTot = Date.now() + e.opnieuwNaSeconden * 1000;
    if (e instanceof ApiError && e.status === 0) meld({ online: false });
    else meld({ online: true, fout: e instanceof Error ? e.message : String(e) });
  };

  async function telWachtrij() {
    const rij = await wachtrij();
    meld({ wachtend: rij.length, oudste: rij[0]?.gesloten ?? null });
    return rij;
  }

  async function verstuurNu() {
    let rij = await telWachtrij();
    if (Date.now() < wachtTot) return;
    while (rij.length > 0 && !gestopt) {
      const deel = volgendDeel(rij);
      const rest = rij.slice(deel.length);
      const antwoord = await stuurBonnen(deel, rest.length, rest[0]?.gesloten ?? null);
      await bevestigd(antwoord.bevestigd.filter((id) => deel.some((b) => b.id === id)));
      meld({ online: true, fout: null });
      const laat = antwoord.naAfsluiting.filter((id) => deel.some((b) => b.id === id));
      if (laat.length > 0) {
        opties.bijNaAfsluiting(laat.length);
        // The heartbeat answers when the settlement was closed: asked at once, after this sending.
        void contact();
      }
      const voor = rij.length;
      rij = await telWachtrij();
      if (rij.length >= voor) break;
    }
  }

  /** Sends what waits. */
  const verstuur = eenTegelijk(() => verstuurNu().catch(fout));
  /** Asks the server (the heartbeat). */
  const contact = eenTegelijk(contactNu);

  async function contactNu() {
    try {
      const rij = await telWachtrij();
      const { verkocht, afrekeningGeslotenOp, pinnen, serverTijd, halvePrijs } = await meldContact(
        rij.length,
        rij[0]?.gesloten ?? null,
      );
      leerKlok(serverTijd);
      meld({ online: true, fout: stand.wachtend > 0 ? stand.fout : null });
      opties.bijVerkocht(verkocht);
      if (afrekeningGeslotenOp) opties.bijAfgesloten(afrekeningGeslotenOp);
      // A server of before pin existed says nothing: the till keeps what it knew.
      if (typeof pinnen === 'boolean') opties.bijPinnen?.(pinnen);
      if (halvePrijs !== undefined) opties.bijHalvePrijs?.(halvePrijs);
    } catch (e) {
      fout(e);
    }
  }

  const probeer = setInterval(() => {
    if (stand.wachtend > 0) void verstuur();
    // Offline with nothing to send, the till still asks: the browser says the network is back a
    // moment before calls get through (the first call then fails), and now and then not at all.
    // Without network the call fails at once; the label should not wait for the heartbeat.
    else if (!stand.online) void contact();
  }, opties.probeerElkeMs ?? PROBEER_ELKE_MS);
  const houdContact = setInterval(() => void contact(), CONTACT_ELKE_MS);
  const weerOnline = () => {
    void verstuur();
    void contact();
  };
  // The browser knows first when the network drops: say so at once, not at the next failed call
  // (up to 15 s later), so a volunteer does not trust an 'Online' that is no longer true.
  const offline = () => meld({ online: false });
  window.addEventListener('online', weerOnline);
  window.addEventListener('offline', offline);
  void telWachtrij().then(() => weerOnline());

  return {
    verstuur,
    stop() {
      gestopt = true;
      clearInterval(probeer);
      clearInterval(houdContact);
      window.removeEventListener('online', weerOnline);
      window.removeEventListener('offline', offline);
    },
  };
}
