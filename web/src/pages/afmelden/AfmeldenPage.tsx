import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import type { Afgemeld } from '@domain/api-types';
import { api, ApiError } from '../../data/http';
import { Laden } from '../Laden';
import { Pagina } from '../Pagina';

/**
 * The one click from the reminder mail: opening the page opts out. The page posts it, so the
 * change carries the CSRF header like every other change.
 */
export function AfmeldenPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [uitslag, setUitslag] = useState<{ ok: boolean; tekst: string } | null>(
    token ? null : { ok: false, tekst: 'Deze pagina werkt alleen met de afmeldlink uit je e-mail.' },
  );

  useEffect(() => {
    if (!token) return;
    let weg = false;
    // A GET first, so a browser that comes straight from the mail has its CSRF cookie.
    api
      .get('/api/session')
      .then(() => api.post<Afgemeld>('/api/afmelden', { token }))
      .then(({ naam }) => {
        if (!weg)
          setUitslag({
            ok: true,
            tekst: `${naam}, je bent afgemeld. Je krijgt geen herinneringen meer voor de volgende beurs.`,
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
    <Pagina titel="Afmelden voor herinneringen" tabTitel="Afmelden">
      {uitslag ? (
        <Alert
          severity={uitslag.ok ? 'success' : 'warning'}
          role={uitslag.ok ? 'status' : 'alert'}
          data-testid="afmelden"
        >
          {uitslag.tekst}
        </Alert>
      ) : (
        <Laden />
      )}
    </Pagina>
  );
}
