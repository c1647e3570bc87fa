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
import { ICOON_ALS_MASKER, svgMasker } from '../../components/maskerIcoon';
import { ScanVeld } from '../../components/ScanVeld';
import type { Waarde } from '../../data/waarde';
import type { Bron } from './api';
import { BalieVerlaten } from './BalieVerlaten';
import type { Teken, TekenBord } from './tekenBord';
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

/** MUI's Alert icons (outlined), drawn by the sign's style: the sign mounts no icon component. */
const ICOON: Record<Teken['ernst'], string> = {
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2,4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z',
};

/**
 * The sign's look, as MUI's standard Alert of its kind (colours, icon, spacing), set once on the
 * field's box: the sign itself is plain markup, so a scan that changes it, or its kind, renders
 * one element and builds no styles (an Alert mounting at a seller's first scan cost a frame).
 */
const TEKEN_STIJL = (theme: Theme) => ({
  minHeight: 48,
  mt: 1,
  '& .teken': {
    ...theme.typography.body2,
    display: 'flex',
    padding: '6px 16px',
    borderRadius: `${theme.shape.borderRadius}px`,
    fontWeight: 600,
  },
  '& .teken::before': { ...ICOON_ALS_MASKER, width: 22, height: 22, margin: '7px 12px 7px 0', opacity: 0.9 },
  '& .teken-tekst': { padding: '8px 0', minWidth: 0, overflowWrap: 'anywhere' },
  ...Object.fromEntries(
    (Object.keys(ICOON) as Teken['ernst'][]).map((ernst) => [
      `& .teken[data-ernst="${ernst}"]`,
      {
        color: theme.darken(theme.palette[ernst].light, 0.6),
        backgroundColor: theme.lighten(theme.palette[ernst].light, 0.9),
        '&::before': { mask: svgMasker(ICOON[ernst]), color: theme.palette[ernst].main },
      },
    ]),
  ),
  // Contrast themes: the icon in the user's text colour, as the Alert's was (after the kinds' colours).
  '@media (forced-colors: active)': { '& .teken[data-ernst]::before': { backgroundColor: 'CanvasText' } },
});

/**
 * The field: a seller number and Enter, or a label scanned (eight digits and Enter), and the sign
 * below it. Its props are stable, so a scan does not render it again: only the sign does.
 */
export const BalieVeld = memo(function BalieVeld({ veld, bijEnter, teken, uitleg }: VeldProps) {
  return (
    <Box sx={{ mb: 2 }}>
      <ScanVeld veld={veld} label="Verkopersnummer" uitleg={uitleg} testId="balieveld" bijEnter={bijEnter} />
      <Box role="status" aria-live="polite" sx={TEKEN_STIJL}>
        <TekenRegel bord={teken} />
      </Box>
    </Box>
  );
});

/** The sign, plain markup styled by its box (TEKEN_STIJL): its kind is an attribute. */
function TekenRegel({ bord }: { bord: TekenBord }) {
  const teken = useSyncExternalStore(bord.abonneer, bord.lees);
  if (!teken) return null;
  return (
    // role="alert", as MUI's Alert had: a refused scan is said at once.
    <div className="teken" role="alert" data-ernst={teken.ernst} data-testid="teken">
      <div className="teken-tekst">{teken.tekst}</div>
    </div>
  );
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

/** The top of both screens: the field with its sign, then the queue's state (of useBalieScherm). */
export function BalieBovenkant({
  scherm: { veld, teken, verbinding },
  bijEnter,
  uitleg,
}: Pick<VeldProps, 'bijEnter' | 'uitleg'> & {
  scherm: Pick<VeldProps, 'veld' | 'teken'> & { verbinding: BalieStandProps };
}) {
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
  verkoper: { nummer, voornaam },
  children,
}: {
  verkoper: { nummer: number; voornaam: string };
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
