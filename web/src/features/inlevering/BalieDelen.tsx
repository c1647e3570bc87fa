/**
 * What the drop-off and pick-up screens share: the frame (the administrator's screen, or a
 * desk's phone with its name), the one field that takes seller numbers and scanned labels, the
 * sign after a scan, and the queue's state.
 */
import { memo, useEffect, useMemo, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { AdminPagina } from '../../components/beheer/AdminPagina';
import { ScanVeld } from '../../components/ScanVeld';
import type { Waarde } from '../../data/waarde';
import type { Bron } from './api';
import { BalieVerlaten } from './BalieVerlaten';
import type { TekenBord } from './tekenBord';
import type { BalieStand, BalieVerbinding } from './useBalie';
import { useVast } from './useVast';

export type { Teken } from './tekenBord';

/** The administrator's screen, or the desk's own page (no menu: a volunteer's phone). */
export function BalieKader({
  bron,
  titel,
  balie,
  stijl,
  children,
}: {
  bron: Bron;
  titel: string;
  balie: string | null;
  /**
   * Styles for what is inside (`sx`, by class name), set once on the frame: a screen whose frame
   * does not render again on a scan styles its rows as plain markup from here.
   */
  stijl?: SxProps<Theme>;
  children: ReactNode;
}) {
  useEffect(() => {
    if (bron.token) document.title = `${titel} – ${balie ?? 'balie'}`;
  }, [bron.token, titel, balie]);
  const inhoud = stijl ? <Box sx={stijl}>{children}</Box> : children;
  if (!bron.token) return <AdminPagina titel={titel}>{inhoud}</AdminPagina>;
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 1, sm: 3 }, px: { xs: 1, sm: 2 } }}>
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h1" sx={{ color: 'primary.main' }}>
          {titel}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="body2" color="text.secondary">
            {balie ? `Balie ${balie}` : ' '}
          </Typography>
          <BalieVerlaten bron={bron} />
        </Stack>
        {inhoud}
      </Paper>
    </Container>
  );
}

/** What the field gets: the input, what Enter does, the sign below it and the line that explains it. */
interface VeldProps {
  veld: RefObject<HTMLInputElement | null>;
  bijEnter: (tekst: string) => void;
  teken: TekenBord;
  uitleg: string;
}

/**
 * The field: a seller number and Enter, or a label scanned (eight digits and Enter), and the sign
 * below it. Its props are stable, so a scan does not render it again: only the sign's text does.
 */
export const BalieVeld = memo(function BalieVeld({ veld, bijEnter, teken, uitleg }: VeldProps) {
  return (
    <Box sx={{ mb: 2 }}>
      <ScanVeld veld={veld} label="Verkopersnummer" uitleg={uitleg} testId="balieveld" bijEnter={bijEnter} />
      <Box role="status" aria-live="polite" sx={{ minHeight: 48, mt: 1 }}>
        <TekenAlert bord={teken} />
      </Box>
    </Box>
  );
});

/** The sign's Alert: renders again when the sign comes, goes or changes its kind, not for its text. */
function TekenAlert({ bord }: { bord: TekenBord }) {
  const ernst = useSyncExternalStore(bord.abonneer, () => bord.lees()?.ernst ?? null);
  if (!ernst) return null;
  return (
    <Alert severity={ernst} data-testid="teken" sx={{ fontWeight: 600 }}>
      <TekenTekst bord={bord} />
    </Alert>
  );
}

function TekenTekst({ bord }: { bord: TekenBord }) {
  return useSyncExternalStore(bord.abonneer, () => bord.lees()?.tekst ?? '');
}

/**
 * The queue: what waits to be sent, and refusals the server gave. Each part reads the queue's
 * state itself (`stand`, outside React's state): a step sent or answered renders the line, not
 * the screen or the field.
 */
const StappenStand = memo(function StappenStand({ verbinding }: { verbinding: BalieStandProps }) {
  return (
    <Stack spacing={1} sx={{ mb: 2, '& .stappen-wachtrij': { typography: 'body2', fontWeight: 600, m: 0 } }}>
      <WachtrijTekst stand={verbinding.stand} />
      <Weigeringen verbinding={verbinding} />
    </Stack>
  );
});

/** The line with the count, plain markup: a scan changes it, and only it renders. */
function WachtrijTekst({ stand }: { stand: Waarde<BalieStand> }) {
  const wachtend = useSyncExternalStore(stand.abonneer, () => stand.lees().wachtend);
  const online = useSyncExternalStore(stand.abonneer, () => stand.lees().online);
  return (
    <p className="stappen-wachtrij" data-testid="stappen-wachtrij">
      {!online && 'Geen verbinding – je kunt doorwerken, alles wordt bewaard. '}
      {wachtend === 0
        ? 'Alles is verzonden.'
        : `${wachtend} ${wachtend === 1 ? 'stap wacht' : 'stappen wachten'} op verzending.`}
    </p>
  );
}

function Weigeringen({ verbinding: { stand, wisWeigeringen } }: { verbinding: BalieStandProps }) {
  const weigeringen = useSyncExternalStore(stand.abonneer, () => stand.lees().weigeringen);
  if (weigeringen.length === 0) return null;
  return (
    <Alert severity="error" role="alert" onClose={wisWeigeringen}>
      {weigeringen.map((w, i) => (
        <div key={i}>{w}</div>
      ))}
    </Alert>
  );
}

type BalieStandProps = Pick<BalieVerbinding, 'stand' | 'wisWeigeringen'>;

/** The top of both screens: the field with its sign, then the queue's state. */
export function BalieBovenkant({
  veld,
  bijEnter,
  teken,
  uitleg,
  verbinding,
}: VeldProps & { verbinding: BalieStandProps }) {
  // The field is memoised: a stable handler that calls the latest one keeps it from rendering per scan.
  const vast = useVast(bijEnter);
  const { stand, wisWeigeringen } = verbinding;
  // Both are stable: the queue's part does not render with the screen.
  const deVerbinding = useMemo(() => ({ stand, wisWeigeringen }), [stand, wisWeigeringen]);
  return (
    <>
      <BalieVeld veld={veld} bijEnter={vast} teken={teken} uitleg={uitleg} />
      <StappenStand verbinding={deVerbinding} />
    </>
  );
}

/** The open seller: a section under their heading, number and first name (a desk sees no more). */
export function VerkoperSectie({
  nummer,
  voornaam,
  children,
}: {
  nummer: number;
  voornaam: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="verkoper-kop" data-testid="verkoper">
      <VerkoperKop nummer={nummer} voornaam={voornaam} />
      {children}
    </section>
  );
}

/** Memoised: a scan re-renders the section's rows, not its heading. */
const VerkoperKop = memo(function VerkoperKop({ nummer, voornaam }: { nummer: number; voornaam: string }) {
  return (
    <Typography id="verkoper-kop" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
      Verkoper {nummer} – {voornaam}
    </Typography>
  );
});
