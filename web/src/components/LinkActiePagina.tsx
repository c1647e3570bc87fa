import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { api, foutTekst } from '../data/http';
import { Laden } from './Laden';
import { Pagina } from './Pagina';
import { useLinkToken } from './usePersoonlijkeLink';

interface Uitslag {
  ok: boolean;
  tekst: string;
}

interface Props {
  titel: string;
  tabTitel: string;
  /** The result's test id. */
  testId: string;
  /** What the page says when opened without the link's token. */
  zonderLink: string;
  /**
   * Posts the signed link's token and answers the success text. Defined outside the component
   * (stable), as the page acts once per token.
   */
  actie: (token: string) => Promise<string>;
  /**
   * Asks for a click first, with this explanation and button: where a mail scanner that opens
   * the link must change nothing. Without it, opening the page acts.
   */
  bevestiging?: { uitleg: ReactNode; knop: string };
}

async function voerUit(token: string, actie: Props['actie']): Promise<Uitslag> {
  try {
    // A GET first, so a browser that comes straight from the mail has its CSRF cookie.
    await api.get('/api/session');
    return { ok: true, tekst: await actie(token) };
  } catch (e) {
    return { ok: false, tekst: foutTekst(e) };
  }
}

/**
 * A page behind a signed personal link from a mail (registratie/links.ts): it posts the token, so
 * the change carries the CSRF header like every other change, and shows the server's answer.
 */
export function LinkActiePagina({ titel, tabTitel, testId, zonderLink, actie, bevestiging }: Props) {
  const token = useLinkToken();
  const [uitslag, setUitslag] = useState<Uitslag | null>(token ? null : { ok: false, tekst: zonderLink });
  const [bezig, setBezig] = useState(false);

  useEffect(() => {
    if (!token || bevestiging) return;
    let weg = false;
    void voerUit(token, actie).then((u) => {
      if (!weg) setUitslag(u);
    });
    return () => {
      weg = true;
    };
  }, [token, actie, bevestiging]);

  async function klik() {
    setBezig(true);
    setUitslag(await voerUit(token, actie));
    setBezig(false);
  }

  let inhoud: ReactNode = <Laden />;
  if (uitslag) {
    inhoud = (
      <Alert severity={uitslag.ok ? 'success' : 'warning'} role={uitslag.ok ? 'status' : 'alert'} data-testid={testId}>
        {uitslag.tekst}
      </Alert>
    );
  } else if (bevestiging) {
    inhoud = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        <Typography>{bevestiging.uitleg}</Typography>
        <Button variant="contained" onClick={() => void klik()} disabled={bezig}>
          {bevestiging.knop}
        </Button>
      </Box>
    );
  }
  return (
    <Pagina titel={titel} tabTitel={tabTitel}>
      {inhoud}
    </Pagina>
  );
}
