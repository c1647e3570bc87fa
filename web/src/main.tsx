// First: React's and MUI's modules run, then the browser gets a moment before the app's (see there).
import './app/pauze';
import { startTransition, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { App } from './app/App';
import { bewaakteGeschiedenis } from './components/geschiedenis';
import { neemVoorgerenderdePaginaOver, whenPublicStateLoaded } from './data/live';
import { balieTokenSleutel, KASSA_TOKEN } from './data/apparaatSleutels';

const root = document.getElementById('root');
if (!root) throw new Error('Element #root ontbreekt in index.html');

/**
 * A desk's device (/kassa opened with its link, or since then) gets the till alone: no menu,
 * news or live public data, and it works offline (src/kassa/). Everyone else gets the site.
 */
async function isKassa(): Promise<boolean> {
  if (window.location.pathname !== '/kassa') return false;
  if (!window.location.hash && !localStorage.getItem(KASSA_TOKEN)) return false;
  const { neemKassaLinkOver } = await import('./features/kassa/KassaApp');
  return neemKassaLinkOver();
}

/** A drop-off or pick-up desk's device (its link, or since then): its page alone, as the till. */
async function balieTaak() {
  const pad = window.location.pathname;
  if (pad !== '/inleveren' && pad !== '/ophalen') return null;
  const taak = pad === '/inleveren' ? 'inleveren' : 'ophalen';
  if (!window.location.hash && !localStorage.getItem(balieTokenSleutel(taak))) return null;
  const { neemBalieLinkOver } = await import('./features/inlevering/BalieApp');
  return neemBalieLinkOver(taak) ? taak : null;
}

/**
 * The router on the browser's history, with the question before leaving unsaved changes
 * (components/beheer/Wijzigingen.tsx, components/geschiedenis.ts), also on the browser's back button.
 * Not a data router: that would add its loaders, actions and fetchers to every visitor's download.
 */
function Router({ children }: { children: ReactNode }) {
  const [geschiedenis] = useState(bewaakteGeschiedenis);
  return <HistoryRouter history={geschiedenis}>{children}</HistoryRouter>;
}

function startSite(element: HTMLElement) {
  const app = <App router={Router} />;
  // A page pre-rendered at build time (scripts/prerender.mjs) names its route. Served for that
  // route, React takes over the HTML as it is; the live data follows without a new layout
  // (usePublicState renders the pre-rendered state first).
  if (element.dataset.pad === window.location.pathname) {
    neemVoorgerenderdePaginaOver();
    void whenPublicStateLoaded();
    // The page is on the screen already: let the browser paint it before React takes it over.
    // As a transition, hydration then runs in slices of a few milliseconds instead of one long
    // task, so a slow phone stays responsive meanwhile (Lighthouse TBT).
    requestAnimationFrame(() =>
      setTimeout(() =>
        startTransition(() => {
          hydrateRoot(element, app);
        }),
      ),
    );
  } else {
    /** A slow or unreachable server must not keep the page blank: the pages show their own loading state. */
    const DATA_WAIT_MS = 1000;
    // Any other route (the admin screens, personal links) starts from the empty shell. The data
    // was preloaded next to the script (app.html), so this wait is usually over before the
    // script has run. As a transition, React renders in slices of a few milliseconds instead of
    // one long task, so a slow phone stays responsive while the page appears (Lighthouse TBT).
    void Promise.race([whenPublicStateLoaded(), new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]).then(() =>
      startTransition(() => {
        createRoot(element).render(app);
      }),
    );
  }
}

void Promise.all([isKassa(), balieTaak()]).then(async ([kassa, balie]) => {
  if (!kassa && !balie) return startSite(root);
  // The desk's start (its app, the service worker) is a chunk of its own: no visitor downloads it.
  const apparaat = await import('./app/apparaat');
  return balie ? apparaat.startBalie(root, balie) : apparaat.startKassa(root);
});
