import type { Deelnemer } from '@backend/kern/types';
import type { DeelnemerMetBevestiging } from '@backend/kern/api-types';
import { dagEnTijd, naarBeursklokVeld, vanBeursklokVeld } from '@backend/kern/datums';
import BevestigIcon from '@mui/icons-material/HowToRegOutlined';
import TermijnIcon from '@mui/icons-material/EventRepeatOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../data/http';
import { TipKnop } from '../../components/beheer/TipKnop';
import { verlengTermijn } from './api';
import { useRijActies } from './context';

/** A row as GET /api/geregistreerde/all answers it (issue 53); a saved row may lack the two fields until reloaded. */
type Rij = Deelnemer & Partial<Pick<DeelnemerMetBevestiging, 'bevestigd' | 'vrijgevenOp'>>;

/** '20-01 19:00' on the fair's clock: one line in the column, with the two actions beside it. */
const kort = (moment: string) => {
  const [datum, tijd] = naarBeursklokVeld(moment).split('T') as [string, string];
  return `${datum.slice(8, 10)}-${datum.slice(5, 7)} ${tijd}`;
};

/** The column's text: confirmed, or when the place goes unless confirmed. */
export function bevestigingTekst(rij: Rij): string {
  if (rij.bevestigd) return 'Bevestigd';
  if (rij.vrijgevenOp) return `Vrij ${kort(rij.vrijgevenOp)}`;
  return '—';
}

/** The cell of the column "Bevestigd": the state, and for an open place the two actions. */
export function BevestigingCel({ rij }: { rij: Rij }) {
  const { bevestig, verlengTermijn: verleng } = useRijActies();
  const open = !rij.bevestigd && Boolean(rij.vrijgevenOp);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%' }}>
      <Typography
        variant="body2"
        title={
          rij.vrijgevenOp && !rij.bevestigd
            ? `Niet bevestigd: de plek komt vrij op ${dagEnTijd(rij.vrijgevenOp)}`
            : undefined
        }
        sx={{ flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        color={open ? 'warning.dark' : rij.bevestigd ? 'success.dark' : 'text.secondary'}
        data-testid={`bevestiging-${rij.nummer}`}
      >
        {bevestigingTekst(rij)}
      </Typography>
      {open && (
        <>
          <TipKnop
            tip="Bevestigen"
            size="small"
            aria-label={`Bevestigen namens ${rij.naam}`}
            onClick={() => bevestig(rij)}
          >
            <BevestigIcon fontSize="small" />
          </TipKnop>
          <TipKnop
            tip="Termijn verlengen"
            size="small"
            aria-label={`Termijn verlengen van ${rij.naam}`}
            onClick={() => verleng(rij)}
          >
            <TermijnIcon fontSize="small" />
          </TipKnop>
        </>
      )}
    </Box>
  );
}

/** "Termijn verlengen": one person's own deadline, on the fair's clock; the server's refusal shows at the field. */
export function TermijnVerlengen({
  deelnemer,
  onSluiten,
  onVerlengd,
  fout,
}: {
  deelnemer: Rij | null;
  onSluiten: () => void;
  onVerlengd: (deelnemer: Deelnemer) => void;
  fout: (error: unknown) => void;
}) {
  const [waarde, setWaarde] = useState('');
  const [melding, setMelding] = useState<string | null>(null);
  const [bezig, setBezig] = useState(false);
  const [voor, setVoor] = useState<string | null>(null);
  // A new person in the dialog starts from their current deadline.
  if (deelnemer && deelnemer.id !== voor) {
    setVoor(deelnemer.id);
    setWaarde(deelnemer.vrijgevenOp ? naarBeursklokVeld(deelnemer.vrijgevenOp) : '');
    setMelding(null);
  }
  const sluit = () => {
    setVoor(null);
    onSluiten();
  };
  const bewaar = async (event: FormEvent) => {
    event.preventDefault();
    if (!deelnemer) return;
    const tot = vanBeursklokVeld(waarde);
    if (!tot) {
      setMelding('Vul een datum en tijd in die op de klok bestaat.');
      return;
    }
    setBezig(true);
    try {
      onVerlengd(await verlengTermijn(deelnemer.id, tot));
      setVoor(null);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) setMelding(error.message);
      else fout(error);
    } finally {
      setBezig(false);
    }
  };
  return (
    <Dialog open={deelnemer !== null} onClose={sluit} aria-labelledby="termijn-titel">
      <form onSubmit={(e) => void bewaar(e)} noValidate>
        <DialogTitle id="termijn-titel">Termijn verlengen</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {deelnemer &&
              `${deelnemer.naam} (nummer ${deelnemer.nummer}) krijgt tot dit moment om de plek te bevestigen.`}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            type="datetime-local"
            label="Bevestigen vóór"
            value={waarde}
            onChange={(e) => {
              setWaarde(e.target.value);
              setMelding(null);
            }}
            error={melding !== null}
            helperText={melding ?? 'Op de klok van de beurs.'}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'termijn-tot' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={sluit}>Annuleren</Button>
          <Button type="submit" variant="contained" disabled={bezig}>
            Verlengen
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
