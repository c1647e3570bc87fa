import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { dagEnTijd } from '@backend/kern/datums';
import { foutTekst } from '../../data/http';
import { usePersoonlijkeLink } from '../../components/usePersoonlijkeLink';
import { Sectie } from '../../components/Pagina';
import { bevestigPlek, haalMijnBevestiging } from './api';

/**
 * "Ik kom" (issue 53): while the fair asks sellers to confirm and this seller has not, the
 * deadline and the button; after, that it is confirmed. Nothing when the fair does not ask.
 */
export function MijnBevestiging({ token }: { token: string }) {
  const { stand, setStand } = usePersoonlijkeLink(haalMijnBevestiging, { token });
  const [fout, setFout] = useState<string | null>(null);
  const [bezig, setBezig] = useState(false);
  if (!stand || !stand.gevraagd) return null;

  async function bevestig() {
    setBezig(true);
    setFout(null);
    try {
      setStand(await bevestigPlek(token));
    } catch (e) {
      setFout(foutTekst(e));
    } finally {
      setBezig(false);
    }
  }

  let inhoud;
  if (stand.bevestigd) {
    inhoud = (
      <Alert severity="success" role="status" data-testid="bevestigd">
        Je hebt je plek bevestigd. Tot op de beurs!
      </Alert>
    );
  } else if (stand.vrijgegeven) {
    inhoud = (
      <Alert severity="warning" data-testid="vrijgegeven">
        Je plek is vrijgegeven op {dagEnTijd(stand.vrijgegeven)}, omdat je niet op tijd hebt bevestigd.
      </Alert>
    );
  } else {
    inhoud = (
      <>
        <Typography sx={{ mb: 1.5 }} data-testid="bevestig-voor">
          {stand.voor
            ? `Bevestig vóór ${dagEnTijd(stand.voor)} dat je komt. Doe je dat niet, dan gaat je plek vanzelf naar de volgende op de reservelijst.`
            : 'Bevestig dat je komt.'}
        </Typography>
        <Button variant="contained" size="large" onClick={() => void bevestig()} disabled={bezig}>
          Ik kom
        </Button>
        {fout && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {fout}
          </Alert>
        )}
      </>
    );
  }
  return <Sectie titel="Je plek bevestigen">{inhoud}</Sectie>;
}
