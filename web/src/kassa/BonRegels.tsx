/**
 * The lines of the open receipt. Memoised, row by row: a scan adds one line, and at a busy desk
 * (a slow phone, 20 lines on the receipt) re-rendering only that line keeps the time from
 * Enter to the visible line short (bench/kassa.ts measures it).
 */
import { memo } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { euro } from '@domain/artikelen';
import type { OpenRegel } from './opslag';

const BonRegel = memo(function BonRegel({
  regel,
  verwijder,
}: {
  regel: OpenRegel;
  verwijder: (regelId: string) => void;
}) {
  return (
    <Box
      component="li"
      data-testid="bonregel"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{regel.omschrijving}</Typography>
        <Typography variant="body2" color="text.secondary">
          Verkoper {regel.verkopersnummer}
          {regel.artikelnummer !== null ? ` · artikel ${regel.artikelnummer}` : ''}
          {regel.maat ? ` · maat ${regel.maat}` : ''}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{euro(regel.prijsCent)}</Typography>
      <IconButton aria-label={`Verwijder ${regel.omschrijving}`} onClick={() => verwijder(regel.regelId)}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
});

export const BonRegels = memo(function BonRegels({
  regels,
  verwijder,
}: {
  regels: OpenRegel[];
  verwijder: (regelId: string) => void;
}) {
  if (regels.length === 0) return <Typography color="text.secondary">Nog geen artikelen op deze bon.</Typography>;
  return (
    <Box component="ol" aria-label="Regels van de bon" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {regels.map((r) => (
        <BonRegel key={r.regelId} regel={r} verwijder={verwijder} />
      ))}
    </Box>
  );
});
