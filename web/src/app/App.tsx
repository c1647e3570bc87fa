import { StrictMode, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppRoutes } from './routes';
import { SessionProvider } from '../data/session';
import { Shell } from './Shell';
import { theme } from './theme';

/**
 * The whole app inside a router. The browser passes its router on the guarded history (main.tsx,
 * components/geschiedenis.ts), the build's pre-render (entry-server.tsx) a StaticRouter: the rest of the
 * tree is the same, so hydration matches.
 */
export function App({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Router>
          <SessionProvider>
            <Shell>
              <AppRoutes />
            </Shell>
          </SessionProvider>
        </Router>
      </ThemeProvider>
    </StrictMode>
  );
}
