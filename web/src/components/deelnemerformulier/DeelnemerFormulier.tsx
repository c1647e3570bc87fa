import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Honingpot } from './Honingpot';
import { Veld } from '../Veld';
import type { useDeelnemerFormulier } from './useDeelnemerFormulier';
import type { useVerzenden } from './useVerzenden';
import { Formulier } from '../Formulier';

/** The three fields, the same on both forms. */
export function DeelnemerVelden({ formulier }: { formulier: ReturnType<typeof useDeelnemerFormulier> }) {
  return (
    <>
      <Veld label="Naam" required autoComplete="name" {...formulier.veld('naam')} />
      {/* Not type="email": Chromium would send 'jan@bücher.de' as punycode, other browsers as typed. */}
      <Veld label="E-mail" required inputMode="email" autoComplete="email" {...formulier.veld('email')} />
      <Veld label="Telefoon" type="tel" autoComplete="tel" hint="Niet verplicht" {...formulier.veld('telefoon')} />
    </>
  );
}

/**
 * A visitor's form around the three fields: what comes `boven` them, what `children` add below
 * them, the honeypot, and the button, which waits while the form is being sent (useVerzenden).
 */
export function VerzendFormulier({
  label,
  formulier,
  verzenden,
  knop,
  mt = 3,
  boven,
  children,
}: {
  label: string;
  formulier: ReturnType<typeof useDeelnemerFormulier>;
  verzenden: Pick<ReturnType<typeof useVerzenden>, 'opslaan' | 'bezig' | 'honingpot'>;
  knop: string;
  mt?: number;
  boven?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Formulier label={label} onSubmit={verzenden.opslaan} mt={mt}>
      {boven}
      <DeelnemerVelden formulier={formulier} />
      {children}
      <Honingpot inputRef={verzenden.honingpot} />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={verzenden.bezig}>
          {knop}
        </Button>
      </Box>
    </Formulier>
  );
}
