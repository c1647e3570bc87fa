import { bedrag } from '@backend/afrekening/domein';
import type { PinNakijkpunt } from '@backend/afrekening/domein';
import WarningIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apparaatTijd, pinBesluitTekst, tijd } from './pinTekst';

/**
 * Under Nakijken on /afrekening (issue 50): receipts paid by pin while pin was off. The till took
 * them; where the money is (drawer or account) only the treasurer can say, so each waits for
 * "Gepind" or "Contant ontvangen" before the settlement can be closed.
 */
export function PinNakijken({
  punten,
  gesloten,
  beslis,
}: {
  punten: PinNakijkpunt[];
  gesloten: boolean;
  /** Saves the decision (null: takes it back); resolves whether it was saved. */
  beslis: (bonId: string, betaalwijze: 'contant' | 'pin' | null) => Promise<boolean>;
}) {
  if (punten.length === 0) return null;
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      {punten.map((p) => {
        const besluit = pinBesluitTekst(p);
        const apparaat = apparaatTijd(p.geslotenOpApparaat);
        return (
          <Paper
            key={p.bonId}
            variant="outlined"
            sx={{ p: 1.5, borderColor: besluit ? undefined : 'warning.main' }}
            data-testid="pin-nakijkpunt"
          >
            <Typography variant="body2" color="text.secondary">
              Bon van {tijd(p.gesloten)}
              {apparaat ? ` (${apparaat})` : ''} · {p.kassaNaam}
            </Typography>
            <Typography sx={{ fontWeight: 500 }}>
              {bedrag(p.teBetalenCent)}: {p.reden.toLowerCase()}.
            </Typography>
            <Box sx={{ mt: 1 }}>
              {besluit ? (
                <Typography variant="body2">
                  <strong>{besluit}</strong>
                </Typography>
              ) : (
                <Chip size="small" variant="outlined" icon={<WarningIcon color="warning" />} label="Nog beslissen" />
              )}
            </Box>
            {!gesloten && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                {p.besluit?.betaalwijze !== 'pin' && (
                  <Button size="small" variant="outlined" onClick={() => void beslis(p.bonId, 'pin')}>
                    Gepind
                  </Button>
                )}
                {p.besluit?.betaalwijze !== 'contant' && (
                  <Button size="small" variant="outlined" onClick={() => void beslis(p.bonId, 'contant')}>
                    Contant ontvangen
                  </Button>
                )}
                {p.besluit && (
                  <Button size="small" onClick={() => void beslis(p.bonId, null)}>
                    Besluit terugnemen
                  </Button>
                )}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
