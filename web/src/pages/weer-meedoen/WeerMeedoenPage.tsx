import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import type { Registratie } from '@domain/types';
import { api, ApiError } from '../../data/http';
import { Laden } from '../Laden';
import { Pagina } from '../Pagina';

/**
 * "Ik doe weer mee" from the reminder mail: opening the page joins the new fair with the
 * same seller number. The page posts it, so the change carries the CSRF header; the server
 * applies the registration gate, so a closed or full fair shows its message here.
 */
export function WeerMeedoenPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [uitslag, setUitslag] = useState<{ ok: boolean; tekst: string } | null>(
    token ? null : { ok: false, tekst: 'Deze pagina werkt alleen met de link "Ik doe weer mee" uit je e-mail.' },
  );

  useEffect(() => {
    if (!token) return;
    let weg = false;
    // A GET first, so a browser that comes straight from the mail has its CSRF cookie.
    api
      .get('/api/session')
      .then(() => api.post<Registratie>('/api/weer-meedoen', { token }))
      .then(({ naam, nummer }) => {
        if (!weg)
          setUitslag({
            ok: true,
            tekst: `${naam}, je doet weer mee! Je houdt je verkopersnummer: ${nummer}. De bevestiging staat in je mail.`,
          });
      })
      .catch((e: unknown) => {
        if (!weg)
          setUitslag({
            ok: false,
            tekst: e instanceof ApiError ? e.message : 'Er is iets foutgegaan, probeer het opnieuw',
          });
      });
    return () => {
      weg = true;
    };
  }, [token]);

  return (
    <Pagina titel="Ik doe weer mee" tabTitel="Weer meedoen">
      {uitslag ? (
        <Alert
          severity={uitslag.ok ? 'success' : 'warning'}
          role={uitslag.ok ? 'status' : 'alert'}
          data-testid="weer-meedoen"
        >
          {uitslag.tekst}
        </Alert>
      ) : (
        <Laden />
      )}
    </Pagina>
  );
}
