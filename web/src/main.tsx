import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppRoutes } from './app/routes';
import { whenPublicStateLoaded } from './data/live';
import { SessionProvider } from './app/session';
import { Shell } from './app/Shell';
import { theme } from './app/theme';

const root = document.getElementById('root');
if (!root) throw new Error('Element #root ontbreekt in index.html');

/**
 * A desk's device (/kassa opened with its link, or since then) gets the till alone: no menu,
 * news or live public data, and it works offline (src/kassa/). Everyone else gets the site.
 */
async function isKassa(): Promise<boolean> {
  if (window.location.pathname !== '/kassa') return false;
  if (!window.location.hash && !localStorage.getItem('kassa.token')) return false;
  const { neemKassaLinkOver } = await import('./kassa/KassaApp');
  return neemKassaLinkOver();
}

async function startKassa(element: HTMLElement) {
  const [{ default: KassaApp }, { registreerServiceWorker }] = await Promise.all([
    import('./kassa/KassaApp'),
    import('./kassa/serviceWorker'),
  ]);
  registreerServiceWorker();
  createRoot(element).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <KassaApp />
      </ThemeProvider>
    </StrictMode>,
  );
}

/** A slow or unreachable server must not keep the page blank: the pages show their own loading state. */
const DATA_WAIT_MS = 1000;

// The data was preloaded next to the script (index.html), so this wait is usually over before
// the script has run. As a transition, React renders in slices of a few milliseconds instead of
// one long task, so a slow phone stays responsive while the page appears (Lighthouse TBT).
function startSite(element: HTMLElement) {
  void Promise.race([whenPublicStateLoaded(), new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]).then(() =>
    startTransition(() => {
      createRoot(element).render(
        <StrictMode>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <BrowserRouter>
              <SessionProvider>
                <Shell>
                  <AppRoutes />
                </Shell>
              </SessionProvider>
            </BrowserRouter>
          </ThemeProvider>
        </StrictMode>,
      );
    }),
  );
}

void isKassa().then((kassa) => (kassa ? startKassa(root) : startSite(root)));
