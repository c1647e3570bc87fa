import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { api, ApiError } from '../../data/http';
import { Pagina } from '../Pagina';

/**
 * The link from the reserve list's mail. Leaving takes a click (a mail scanner that opens the
 * link takes no one off the list); the page posts it with the CSRF header like every change.
 */
export function ReservelijstVerlatenPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [uitslag, setUitslag] = useState<{ ok: boolean; tekst: string } | null>(
    token ? null : { ok: false, tekst: 'Deze pagina werkt alleen met de link uit je e-mail.' },
  );
  const [bezig, setBezig] = useState(false);

  async function verlaat() {
    setBezig(true);
    try {
      // A GET first, so a browser that comes straight from the mail has its CSRF cookie.
      await api.get('/api/session');
      await api.post('/api/reservelijst/verlaten', { token });
      setUitslag({ ok: true, tekst: 'Je staat niet meer op de reservelijst.' });
    } catch (e) {
      setUitslag({
        ok: false,
        tekst: e instanceof ApiError ? e.message : 'Er is iets foutgegaan, probeer het opnieuw',
      });
    } finally {
      setBezig(false);
    }
  }

  return (
    <Pagina titel="Van de reservelijst af" tabTitel="Reservelijst">
      {uitslag ? (
        <Alert
          severity={uitslag.ok ? 'success' : 'warning'}
          role={uitslag.ok ? 'status' : 'alert'}
          data-testid="reservelijst-verlaten"
        >
          {uitslag.tekst}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
          <Typography>
            Wil je niet meer op de reservelijst staan? Dan schrijven we je niet automatisch in als er een plaats
            vrijkomt.
          </Typography>
          <Button variant="contained" onClick={verlaat} disabled={bezig}>
            Van de reservelijst af
          </Button>
        </Box>
      )}
    </Pagina>
  );
}
