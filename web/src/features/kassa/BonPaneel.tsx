/**
 * The open receipt on the screen: its lines, the total (rounded to 5 cents for cash) and
 * "Afrekenen". The one part of the till that a scan re-renders (openBon.ts).
 */
import { memo, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { euro } from '@backend/artikelen/domein/artikelen';
import { afrekenen } from '@backend/kassa/domein/kassa';
import { BonRegels } from './BonRegels';
import type { OpenBon } from './openBon';

export const BonPaneel = memo(function BonPaneel({
  bon,
  verwijder,
  openAfrekenen,
  afrekenenKan,
}: {
  bon: OpenBon;
  verwijder: (regelId: string) => void;
  openAfrekenen: () => void;
  /** False once the fair's settlement is closed: lines can still be removed, not paid. */
  afrekenenKan: boolean;
}) {
  const regels = useSyncExternalStore(bon.abonneer, bon.regels);
  const bedragen = afrekenen(regels, 0);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Bon
      </Typography>
      <BonRegels regels={regels} verwijder={verwijder} />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mt: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Box>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid="totaal">
            Totaal {euro(bedragen.totaalCent)}
          </Typography>
          {bedragen.teBetalenCent !== bedragen.totaalCent && (
            <Typography color="text.secondary">Afgerond op 5 cent: {euro(bedragen.teBetalenCent)}</Typography>
          )}
        </Box>
        {/* No colour transition: it would repaint the button for 250 ms after the first scan. */}
        <Button
          variant="contained"
          size="large"
          disabled={regels.length === 0 || !afrekenenKan}
          onClick={openAfrekenen}
          sx={{ transition: 'none' }}
        >
          Afrekenen
        </Button>
      </Stack>
    </Paper>
  );
});
