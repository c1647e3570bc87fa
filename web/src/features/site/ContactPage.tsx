import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import type { Contactpersoon } from '@backend/kern/types';
import { useInhoudLaadt } from '../../components/inhoudLaadt';
import { haalContactpersonen } from './api';
import { usePublicState } from '../../data/live';
import { Laden } from '../../components/Laden';
import { Pagina, Tegel, Tegels } from '../../components/Pagina';

/** Dialable number: digits and a leading +, nothing else. */
const telHref = (telefoon: string) => `tel:${telefoon.replace(/[^\d+]/g, '')}`;

export function ContactPage() {
  const { state } = usePublicState();
  const [personen, setPersonen] = useState<Contactpersoon[] | null>(null);
  const [fout, setFout] = useState<string | null>(null);

  useEffect(() => {
    let actief = true;
    haalContactpersonen().then(
      (lijst) => {
        if (actief) setPersonen(lijst);
      },
      (error: Error) => {
        if (actief) setFout(`De contactpersonen konden niet worden geladen: ${error.message}`);
      },
    );
    return () => {
      actief = false;
    };
  }, []);
  const geladen = personen !== null || fout !== null;
  useInhoudLaadt(!geladen);

  return (
    <Pagina titel="Contact">
      <Typography sx={{ mb: 1 }}>
        Heb je een vraag over de beurs, je inschrijving, je artikelen of de uitbetaling? De organisatoren helpen je
        graag. Je gegevens inzien, verbeteren of laten verwijderen kan ook zelf, via de persoonlijke link in je
        bevestigingsmail.
      </Typography>
      <Typography>Bel of mail naar:</Typography>
      {fout ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {fout}
        </Alert>
      ) : !personen ? (
        // About the height of the list, so the news panel below does not jump on a phone.
        <Box sx={{ mt: 2, minHeight: { xs: 340, sm: 130 } }}>
          <Laden />
        </Box>
      ) : personen.length === 0 ? (
        <Typography sx={{ mt: 2 }}>Er zijn nog geen contactpersonen bekend.</Typography>
      ) : (
        <Tegels
          data-testid="contactpersonen"
          sx={{ mt: 2, gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(280px, 1fr))' } }}
        >
          {personen.map((p) => (
            <Tegel key={p.id}>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                {p.naam}
              </Typography>
              {p.telefoon && (
                <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <PhoneIcon fontSize="small" aria-hidden="true" />
                  <Link href={telHref(p.telefoon)}>{p.telefoon}</Link>
                </Typography>
              )}
              {p.email && (
                <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}>
                  <EmailIcon fontSize="small" aria-hidden="true" />
                  <Link href={`mailto:${p.email}`}>{p.email}</Link>
                </Typography>
              )}
            </Tegel>
          ))}
        </Tegels>
      )}
      {/* After the list, not before it: arriving first, the line would be pushed down by the list. */}
      {geladen && state?.beurs.organisatie && (
        <Typography sx={{ mt: 3 }} data-testid="organisatie">
          Deze beurs wordt georganiseerd door {state.beurs.organisatie}.
        </Typography>
      )}
    </Pagina>
  );
}
