/**
 * The device's queue of steps (drop-off and pick-up), as the till keeps its receipts: every
 * step is written to the device (localStorage, synchronous, so a step the volunteer saw is
 * never only in memory) before it is sent, sent in order and in parts, and removed only when
 * the server answered for its id. A step the server refuses in the state things are in (its
 * `fout`) leaves the queue with its message; no network or a server fault leaves it for the
 * next try. Every step is idempotent on the server (inlevering/domein/inlevering.ts), so a
 * part sent again after a lost answer changes nothing.
 */
import type { StapUitkomst, StappenAntwoord } from '@backend/inlevering/domein';
import { MAX_STAPPEN_PER_VERZENDING, type InleverStap } from '@backend/inlevering/domein';

export type BalieStap = InleverStap | { soort: 'retour'; retour: boolean };

export interface WachtendeStap {
  id: string;
  verkopersnummer: number;
  stap: BalieStap;
  /** When the volunteer took it (ISO). */
  op: string;
}

/** Where the queue lives: localStorage in the browser, a Map in the unit tests. */
export interface Opslag {
  getItem(sleutel: string): string | null;
  setItem(sleutel: string, waarde: string): void;
}

export interface Wachtrij {
  lees(): WachtendeStap[];
  zet(stap: Omit<WachtendeStap, 'id' | 'op'>, nu?: Date): WachtendeStap;
  /** Sends what waits, part by part, until empty or a part fails; answers the outcomes. */
  verstuur(stuur: (deel: WachtendeStap[]) => Promise<StappenAntwoord>): Promise<StapUitkomst[]>;
}

const nieuwId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function maakWachtrij(opslag: Opslag, sleutel: string): Wachtrij {
  const lees = (): WachtendeStap[] => {
    try {
      const waarde: unknown = JSON.parse(opslag.getItem(sleutel) ?? '[]');
      return Array.isArray(waarde) ? (waarde as WachtendeStap[]) : [];
    } catch {
      return [];
    }
  };
  const schrijf = (stappen: WachtendeStap[]) => opslag.setItem(sleutel, JSON.stringify(stappen));
  // One sending at a time: a second call waits for the first, so no part goes twice at once.
  let staart: Promise<unknown> = Promise.resolve();

  return {
    lees,
    zet(stap, nu = new Date()) {
      const wachtend: WachtendeStap = { ...stap, id: nieuwId(), op: nu.toISOString() };
      schrijf([...lees(), wachtend]);
      return wachtend;
    },
    verstuur(stuur) {
      const werk = async () => {
        const uitkomsten: StapUitkomst[] = [];
        for (;;) {
          const deel = lees().slice(0, MAX_STAPPEN_PER_VERZENDING);
          if (deel.length === 0) return uitkomsten;
          const antwoord = await stuur(deel);
          const inDeel = new Set(deel.map((s) => s.id));
          const beantwoord = antwoord.uitkomsten.filter((u) => inDeel.has(u.id));
          const klaar = new Set(beantwoord.map((u) => u.id));
          // Read again: steps taken while this part was under way stay, in their order.
          schrijf(lees().filter((s) => !klaar.has(s.id)));
          uitkomsten.push(...beantwoord);
          // A part the server answered none of would come back forever: try again later.
          if (klaar.size === 0) return uitkomsten;
        }
      };
      const deze = staart.then(werk);
      staart = deze.catch(() => undefined);
      return deze;
    },
  };
}
