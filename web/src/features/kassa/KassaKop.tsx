/**
 * The quiet parts of the till's screen: the bar with the desk's name and the connection, and
 * the line about the data on the device. Memoised: a scan re-renders neither.
 */
import { memo, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { langeDatum, opDeBeursklok } from '@backend/kern/datums';
import type { Waarde } from '../../data/waarde';
import type { Gegevens } from './opslag';
import type { Verbinding } from './verzender';

export const KassaKop = memo(function KassaKop({
  kassa,
  beurs,
  verbinding,
}: Pick<Gegevens, 'kassa' | 'beurs'> & { verbinding: Waarde<Verbinding> }) {
  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ fontSize: '1.3rem !important', mr: 'auto' }}>
          Kassa {kassa.naam}
        </Typography>
        <Typography variant="body2">
          {kassa.ruimte}
          {beurs.datum ? ` · ${langeDatum(beurs.datum)}` : ''}
        </Typography>
        <VerbindingChip verbinding={verbinding} />
      </Stack>
    </Box>
  );
});

/** Online or not: renders again only when that changes. */
function VerbindingChip({ verbinding }: { verbinding: Waarde<Verbinding> }) {
  const online = useSyncExternalStore(verbinding.abonneer, () => verbinding.lees().online);
  return (
    <Chip
      size="small"
      color={online ? 'success' : 'warning'}
      label={online ? 'Online' : 'Geen verbinding – de kassa werkt door'}
    />
  );
}

export const ApparaatRegel = memo(function ApparaatRegel({
  artikelen,
  verkopers,
  geladenOp,
  vernieuw,
  verlaat,
}: {
  artikelen: number;
  verkopers: number;
  geladenOp: string;
  vernieuw: () => Promise<void>;
  verlaat: () => void;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
        {artikelen} artikelen en {verkopers} verkopersnummers op dit apparaat, bijgewerkt{' '}
        {opDeBeursklok(geladenOp).tijd}.
      </Typography>
      <Button size="small" onClick={() => void vernieuw()}>
        Gegevens vernieuwen
      </Button>
      <Button size="small" color="secondary" onClick={verlaat}>
        Kassa verlaten
      </Button>
    </Stack>
  );
});
