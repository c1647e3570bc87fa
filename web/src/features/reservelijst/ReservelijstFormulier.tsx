import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { NieuweDeelnemer } from '@backend/kern/types';
import { VerzendFormulier, useDeelnemerFormulier, useVerzenden } from '../../components/deelnemerformulier';
import { zetOpReservelijst } from './publiekeApi';

const LEEG: NieuweDeelnemer = { naam: '', email: '', telefoon: '' };

/**
 * Below the closed and maximum messages: a place on the reserve list. When a place frees up,
 * the first on the list is registered automatically and gets the confirmation mail.
 */
export function ReservelijstFormulier() {
  const formulier = useDeelnemerFormulier(LEEG);
  const [open, setOpen] = useState(false);
  const [geplaatst, setGeplaatst] = useState<string | null>(null);
  const verzenden = useVerzenden(formulier, {
    verstuur: zetOpReservelijst,
    klaar: ({ naam }) => setGeplaatst(naam),
  });

  if (geplaatst) {
    return (
      <Alert severity="success" role="status" sx={{ mt: 2 }} data-testid="reservelijst-geplaatst">
        {geplaatst}, je staat op de reservelijst. Komt er een plaats vrij, dan schrijven we je automatisch in en krijg
        je een mail met je verkopersnummer. Je ontvangt zo een bevestiging per e-mail.
      </Alert>
    );
  }
  if (!open) {
    return (
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" onClick={() => setOpen(true)}>
          Op de reservelijst
        </Button>
      </Box>
    );
  }
  return (
    <VerzendFormulier
      label="Op de reservelijst"
      formulier={formulier}
      verzenden={verzenden}
      knop="Opslaan"
      boven={
        <>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            Op de reservelijst
          </Typography>
          <Typography>
            Komt er een plaats vrij, dan schrijven we de eerste op de lijst automatisch in. Je krijgt dan een mail met
            je verkopersnummer.
          </Typography>
          {verzenden.serverFout && (
            <Alert severity="error" role="alert" data-testid="reservelijst-fout">
              {verzenden.serverFout}
            </Alert>
          )}
        </>
      }
    />
  );
}
