import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppRoutes } from './app/routes';
import { SessionProvider } from './app/session';
import { Shell } from './app/Shell';
import { theme } from './app/theme';

const root = document.getElementById('root');
if (!root) throw new Error('Element #root ontbreekt in index.html');

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
