/**
 * What the drop-off and pick-up screens share: the frame (the administrator's screen, or a
 * desk's phone with its name), the one field that takes seller numbers and scanned labels, the
 * sign after a scan, and the queue's state.
 */
import { memo, useEffect, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdminPagina } from '../../components/beheer/AdminPagina';
import type { Bron } from './api';
import { BalieVerlaten } from './BalieVerlaten';
import { useVast } from './useVast';

export type Teken = { ernst: 'success' | 'warning' | 'error' | 'info'; tekst: string };

/** The administrator's screen, or the desk's own page (no menu: a volunteer's phone). */
export function BalieKader({
  bron,
  titel,
  balie,
  children,
}: {
  bron: Bron;
  titel: string;
  balie: string | null;
  children: ReactNode;
}) {
  useEffect(() => {
    if (bron.token) document.title = `${titel} – ${balie ?? 'balie'}`;
  }, [bron.token, titel, balie]);
  if (!bron.token) return <AdminPagina titel={titel}>{children}</AdminPagina>;
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 1, sm: 3 }, px: { xs: 1, sm: 2 } }}>
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h1" sx={{ color: 'primary.main' }}>
          {titel}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {balie ? `Balie ${balie}` : ' '}
          </Typography>
          <BalieVerlaten bron={bron} />
        </Stack>
        {children}
      </Paper>
    </Container>
  );
}

/** The field: a seller number and Enter, or a label scanned (eight digits and Enter). */
export const BalieVeld = memo(function BalieVeld({
  veld,
  bijEnter,
  teken,
  uitleg,
}: {
  veld: RefObject<HTMLInputElement | null>;
  bijEnter: (tekst: string) => void;
  teken: Teken | null;
  uitleg: string;
}) {
  const toets = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const invoer = e.target as HTMLInputElement;
    const tekst = invoer.value;
    // Emptied at once: a scanner's next code may come before the re-render.
    invoer.value = '';
    bijEnter(tekst);
  };
  return (
    <Box sx={{ mb: 2 }}>
      <TextField
        inputRef={veld}
        autoFocus
        fullWidth
        label="Verkopersnummer"
        helperText={uitleg}
        defaultValue=""
        onKeyDown={toets}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'balieveld' } }}
      />
      <Box role="status" aria-live="polite" sx={{ minHeight: 48, mt: 1 }}>
        {teken && (
          <Alert severity={teken.ernst} data-testid="teken" sx={{ fontWeight: 600 }}>
            {teken.tekst}
          </Alert>
        )}
      </Box>
    </Box>
  );
});

/** The queue: what waits to be sent, and refusals the server gave. */
export function StappenStand({
  wachtend,
  online,
  weigeringen,
  wisWeigeringen,
}: {
  wachtend: number;
  online: boolean;
  weigeringen: string[];
  wisWeigeringen: () => void;
}) {
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="body2" data-testid="stappen-wachtrij" sx={{ fontWeight: 600 }}>
        {!online && 'Geen verbinding – je kunt doorwerken, alles wordt bewaard. '}
        {wachtend === 0
          ? 'Alles is verzonden.'
          : `${wachtend} ${wachtend === 1 ? 'stap wacht' : 'stappen wachten'} op verzending.`}
      </Typography>
      {weigeringen.length > 0 && (
        <Alert severity="error" role="alert" onClose={wisWeigeringen}>
          {weigeringen.map((w, i) => (
            <div key={i}>{w}</div>
          ))}
        </Alert>
      )}
    </Stack>
  );
}

/** The top of both screens: the field with its sign, then the queue's state. */
export function BalieBovenkant({
  veld,
  bijEnter,
  teken,
  uitleg,
  verbinding,
}: {
  veld: RefObject<HTMLInputElement | null>;
  bijEnter: (tekst: string) => void;
  teken: Teken | null;
  uitleg: string;
  verbinding: Parameters<typeof StappenStand>[0];
}) {
  // The field is memoised: a stable handler that calls the latest one keeps it from rendering per scan.
  const vast = useVast(bijEnter);
  return (
    <>
      <BalieVeld veld={veld} bijEnter={vast} teken={teken} uitleg={uitleg} />
      <StappenStand {...verbinding} />
    </>
  );
}

/** The open seller's heading: number and first name (a desk sees no more). */
export function VerkoperKop({ nummer, voornaam }: { nummer: number; voornaam: string }) {
  return (
    <Typography id="verkoper-kop" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
      Verkoper {nummer} – {voornaam}
    </Typography>
  );
}
