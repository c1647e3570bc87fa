/**
 * What the till shows instead of its field once the fair's settlement is closed: the desk sells
 * no more (a receipt now would be cash outside the settlement), and the volunteer is told what
 * to do with the money. Any message (a receipt kept apart as cash after closing) stays below.
 */
import { memo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import { MELDING_KASSA_AFGESLOTEN } from '@backend/kassa/domein';
import type { Melding } from './KassaVeld';
import { opDeBeursklok } from '@backend/kern/datums';

const tijd = (iso: string) => opDeBeursklok(iso).tijd;

export const KassaDicht = memo(function KassaDicht({
  geslotenOp,
  melding,
  sluitMelding,
}: {
  geslotenOp: string;
  melding: Melding | null;
  sluitMelding: () => void;
}) {
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }} data-testid="kassa-dicht">
      <Alert severity="error" variant="filled" role="alert">
        <AlertTitle>Kassa gesloten: de afrekening is om {tijd(geslotenOp)} afgesloten</AlertTitle>
        {MELDING_KASSA_AFGESLOTEN} Bonnen die nog op dit apparaat wachten, worden apart bewaard als kas na afsluiting.
        Is alles verzonden, dan kun je de kassa verlaten.
      </Alert>
      {melding && (
        <Alert severity={melding.ernst} role="alert" sx={{ mt: 1 }} onClose={sluitMelding}>
          {melding.tekst}
        </Alert>
      )}
    </Paper>
  );
});
