/**
 * A desk's device: the till (/kassa) or a drop-off or pick-up desk (/inleveren, /ophalen) gets
 * its page alone, without menu, news or live public data, and registers the service worker that
 * keeps it working offline (app/serviceWorker.ts). main.tsx imports this module only on such a
 * device, so nothing of it is in a visitor's download.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

export async function startBalie(element: HTMLElement, taak: 'inleveren' | 'ophalen') {
  const [{ default: BalieApp }, { registreerServiceWorker }] = await Promise.all([
    import('../features/inlevering/BalieApp'),
    import('./serviceWorker'),
  ]);
  registreerServiceWorker(`/${taak}`);
  createRoot(element).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BalieApp taak={taak} />
      </ThemeProvider>
    </StrictMode>,
  );
}

export async function startKassa(element: HTMLElement) {
  const [{ default: KassaApp }, { registreerServiceWorker }] = await Promise.all([
    import('../features/kassa/KassaApp'),
    import('./serviceWorker'),
  ]);
  registreerServiceWorker('/kassa');
  createRoot(element).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <KassaApp />
      </ThemeProvider>
    </StrictMode>,
  );
}
