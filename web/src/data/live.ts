/**
 * The public data, live: settings, active count, news, fair details and date. One shared
 * subscription for the whole app. GET /api/config decides the source at run time, so one
 * build serves both runtimes: Server-Sent Events (standalone) or Firestore listeners
 * (Firebase, loaded on demand so standalone visitors never download the SDK).
 */
import { startTransition, useEffect, useState } from 'react';
import type { ConfigAntwoord } from '@backend/kern/api-types';
import type { PublicState } from '@backend/kern/types';
import { api } from './http';

export interface LiveSnapshot {
  /** Null until the first answer. */
  state: PublicState | null;
  /** Set only while there is no state to show. */
  error: string | null;
}

const LAAD_FOUT = 'De gegevens van de beurs konden niet worden geladen. We proberen het automatisch opnieuw.';
const MIN_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/**
 * How long to wait before try number `poging` (0, 1, ...): doubling up to a cap, and half of
 * it random, so browsers the server refused at the same moment (a full stream cap, a restart)
 * do not all come back in the same second.
 */
export function wachttijd(poging: number, toeval: () => number = Math.random): number {
  const plafond = Math.min(MIN_RETRY_MS * 2 ** poging, MAX_RETRY_MS);
  return plafond / 2 + (toeval() * plafond) / 2;
}

let snapshot: LiveSnapshot = { state: null, error: null };
const listeners = new Set<() => void>();
let stopSource: (() => void) | null = null;
let stopTimer: ReturnType<typeof setTimeout> | undefined;

function publish(next: LiveSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

const onState = (state: PublicState) => publish({ state, error: null });
const onError = () => {
  if (!snapshot.state) publish({ state: null, error: LAAD_FOUT });
};

/**
 * EventSource reconnects by itself after a dropped stream, but not after an HTTP error such as
 * the server's refusal when too many streams are open (429, 503): then this backs off.
 */
function subscribeSse(onState: (state: PublicState) => void, onError: () => void): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let poging = 0;
  const connect = () => {
    source = new EventSource('/api/live');
    source.addEventListener('state', (event) => {
      poging = 0;
      onState(JSON.parse((event as MessageEvent<string>).data) as PublicState);
    });
    source.onerror = () => {
      if (source?.readyState !== EventSource.CLOSED) return;
      onError();
      retry = setTimeout(connect, wachttijd(poging++));
    };
  };
  connect();
  return () => {
    clearTimeout(retry);
    source?.close();
  };
}

function start(): () => void {
  let stopped = false;
  let stopLive: (() => void) | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let live = false;

  // The snapshot in one plain request, so the first paint does not wait for the live source.
  api.get<PublicState>('/api/public').then(
    (state) => {
      if (!stopped && !live) onState(state);
    },
    () => {
      if (!stopped) onError();
    },
  );

  const wrap = (state: PublicState) => {
    live = true;
    onState(state);
  };

  const connect = (poging: number) => {
    api.get<ConfigAntwoord>('/api/config').then(
      (config) => {
        if (stopped) return;
        if (config.live === 'firestore') {
          import('./live-firestore')
            .then(async ({ subscribeFirestore, webAppConfig }) => {
              const firebase = await webAppConfig(config.firebase);
              if (!stopped) stopLive = subscribeFirestore(firebase, wrap, onError);
            })
            .catch(onError);
        } else {
          stopLive = subscribeSse(wrap, onError);
        }
      },
      () => {
        if (stopped) return;
        onError();
        retry = setTimeout(() => connect(poging + 1), wachttijd(poging));
      },
    );
  };
  connect(0);

  return () => {
    stopped = true;
    clearTimeout(retry);
    stopLive?.();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  clearTimeout(stopTimer);
  stopSource ??= start();
  return () => {
    listeners.delete(listener);
    // Deferred, so a remount (route change, StrictMode) does not drop the connection.
    if (listeners.size === 0) {
      stopTimer = setTimeout(() => {
        if (listeners.size > 0) return;
        stopSource?.();
        stopSource = null;
      }, 1000);
    }
  };
}

/**
 * The pages are pre-rendered at build time, when there is no data yet. Taking such a page over,
 * React renders this same empty state first, so its tree matches the served HTML; then the
 * data follows.
 */
const VOOR_DE_DATA: LiveSnapshot = { state: null, error: null };
/** From main.tsx's hydrateRoot until the first effect of usePublicState: see there. */
let overnemen = false;

/** main.tsx, before it takes over a pre-rendered page. */
export function neemVoorgerenderdePaginaOver(): void {
  overnemen = true;
}

/**
 * Starts loading at once, before any component subscribes, and settles at the first answer
 * (state or error). A page that is not pre-rendered renders after it, so its first paint
 * already has the data: text that grows when the date arrives would push the rest down.
 */
export function whenPublicStateLoaded(): Promise<void> {
  stopSource ??= start();
  if (snapshot.state || snapshot.error) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      listeners.delete(done);
      resolve();
    };
    listeners.add(done);
  });
}

/**
 * The public state, updated live on every change without a reload. Not useSyncExternalStore:
 * it renders every change synchronously, and the first data, arriving while React takes over
 * the pre-rendered page, re-rendered the whole page in one long task (Lighthouse TBT). As a
 * transition React renders it in slices of a few milliseconds.
 */
export function usePublicState(): LiveSnapshot {
  const [waarde, setWaarde] = useState(() => (overnemen ? VOOR_DE_DATA : snapshot));
  useEffect(() => {
    // The page is taken over: a component mounted from now on starts with the data.
    overnemen = false;
    const bij = () => startTransition(() => setWaarde(snapshot));
    // What arrived between this component's first render and now.
    bij();
    return subscribe(bij);
  }, []);
  return waarde;
}
