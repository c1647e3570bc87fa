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

/** A slow or unreachable server must not keep the page blank: the pages show their own loading state. */
const DATA_WAIT_MS = 1000;

// The data was preloaded next to the script (index.html), so this wait is usually over before
// the script has run. As a transition, React renders in slices of a few milliseconds instead of
// one long task, so a slow phone stays responsive while the page appears (Lighthouse TBT).
void Promise.race([whenPublicStateLoaded(), new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]).then(() =>
  startTransition(() => {
    createRoot(root).render(
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
