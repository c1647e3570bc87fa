import type { Deelnemer } from '@backend/kern/types';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../data/http';
import { geefNummer } from './api';

interface Props {
  /** The person; null keeps the dialog closed. */
  deelnemer: Deelnemer | null;
  onSluiten: () => void;
  onGegeven: (deelnemer: Deelnemer) => void;
  /** Failures that are not about the number (no connection, session ended). */
  fout: (error: unknown) => void;
}

/**
 * "Ander nummer geven": a person may ask for a specific number (SPEC.md's red note). The server
 * decides whether it is free (registratie/domein/verkopersnummer.ts); its Dutch refusal shows at the field.
 */
export function AnderNummer({ deelnemer, onSluiten, onGegeven, fout }: Props) {
  const [waarde, setWaarde] = useState('');
  const [melding, setMelding] = useState<string | null>(null);
  const [bezig, setBezig] = useState(false);

  const sluit = () => {
    setWaarde('');
    setMelding(null);
    onSluiten();
  };

  const geef = async (event: FormEvent) => {
    event.preventDefault();
    if (!deelnemer) return;
    setBezig(true);
    try {
      // An empty or non-numeric field goes as null: the server's message says what is wrong.
      const nummer = waarde.trim() === '' ? Number.NaN : Number(waarde);
      const opgeslagen = await geefNummer(deelnemer.id, nummer);
      setWaarde('');
      setMelding(null);
      onGegeven(opgeslagen);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) setMelding(error.message);
      else fout(error);
    } finally {
      setBezig(false);
    }
  };

  return (
    <Dialog open={deelnemer !== null} onClose={sluit} aria-labelledby="ander-nummer-titel">
      <form onSubmit={(e) => void geef(e)} noValidate>
        <DialogTitle id="ander-nummer-titel">Ander nummer geven</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {deelnemer &&
              `${deelnemer.naam} heeft nu nummer ${deelnemer.nummer}. Een nummer dat ooit aan iemand is gegeven, gaat nooit naar een ander.`}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label="Nieuw nummer"
            value={waarde}
            onChange={(e) => {
              setWaarde(e.target.value);
              setMelding(null);
            }}
            error={melding !== null}
            helperText={melding ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={sluit}>Annuleren</Button>
          <Button type="submit" variant="contained" disabled={bezig}>
            Nummer geven
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
