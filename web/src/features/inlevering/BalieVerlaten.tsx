/**
 * "Balie verlaten" (issue 38), as the till's "Kassa verlaten": the device is no desk any more and
 * keeps nothing of the fair's sellers; only once every step was sent, so nothing is lost.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { verlaatBalie, type Bron } from './api';

export const MELDING_NOG_STAPPEN = 'Er wachten nog stappen op verzending. Verlaat de balie pas als alles verzonden is.';

export function BalieVerlaten({ bron }: { bron: Bron }) {
  const [vraag, setVraag] = useState(false);
  const [fout, setFout] = useState<string | null>(null);
  const verlaat = () => {
    setVraag(false);
    if (!verlaatBalie(bron)) return setFout(MELDING_NOG_STAPPEN);
    window.location.assign('/');
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="secondary"
        sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        onClick={() => setVraag(true)}
      >
        Balie verlaten
      </Button>
      {fout && (
        // Its own line under the desk's name and the button (the row wraps).
        <Alert severity="error" sx={{ flexBasis: '100%' }} onClose={() => setFout(null)}>
          {fout}
        </Alert>
      )}
      <Dialog open={vraag} onClose={() => setVraag(false)} aria-labelledby="verlaten-kop">
        <DialogTitle id="verlaten-kop">Balie verlaten?</DialogTitle>
        <DialogContent>
          Dit apparaat is dan geen balie meer en vergeet de verkopers van de beurs. Dat kan pas als alle stappen
          verzonden zijn. Met de link van de balie wordt het weer een balie.
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setVraag(false)}>Annuleren</Button>
          <Button variant="contained" color="secondary" onClick={verlaat}>
            Balie verlaten
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
