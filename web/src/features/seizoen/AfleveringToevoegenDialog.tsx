import { langeDatum } from '@backend/kern/datums';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSmal } from '../../components/beheer/useSmal';

interface Props {
  standaard: { volgnummer: number; datum: string };
  /** There is a fair before this one: adding it starts the next fair. */
  volgendeBeurs: boolean;
  onAnnuleren: () => void;
  onOpslaan: (aflevering: { volgnummer: number; datum: string }) => Promise<void>;
}

/**
 * 'Aflevering toevoegen': the next volgnummer and an inline calendar on the default date.
 * The spec's dialog saved the default whatever was picked; here the picked date is saved.
 * Mounted only while open, so every opening starts from the current default. The calendar is
 * 320 px wide: on a phone the dialog takes the whole screen with narrow margins, or the
 * calendar's next-month arrow and 'Wissen' would be off the screen.
 */
export function AfleveringToevoegenDialog({ standaard, volgendeBeurs, onAnnuleren, onOpslaan }: Props) {
  const [datum, setDatum] = useState<Dayjs | null>(dayjs(standaard.datum));
  const [bezig, setBezig] = useState(false);
  const geldig = datum !== null && datum.isValid();
  const smal = useSmal();

  const opslaan = async () => {
    if (!geldig) return;
    setBezig(true);
    try {
      await onOpslaan({ volgnummer: standaard.volgnummer, datum: datum.format('YYYY-MM-DD') });
    } finally {
      setBezig(false);
    }
  };

  return (
    <Dialog open onClose={onAnnuleren} aria-labelledby="aflevering-toevoegen" fullScreen={smal}>
      <DialogTitle id="aflevering-toevoegen">Aflevering toevoegen</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <TextField
          label="Volgnummer"
          value={standaard.volgnummer}
          size="small"
          sx={{ mt: 1, mb: 2 }}
          slotProps={{ input: { readOnly: true } }}
        />
        <Typography variant="body2" color="text.secondary" data-testid="gekozen-datum">
          Datum: {geldig ? langeDatum(datum.format('YYYY-MM-DD')) : 'kies een datum'}
        </Typography>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          value={datum}
          onChange={setDatum}
          slotProps={{ actionBar: { actions: ['today', 'clear'] }, toolbar: { hidden: true } }}
          sx={{ bgcolor: 'transparent' }}
        />
        {volgendeBeurs && (
          <Alert severity="info" data-testid="volgende-beurs-uitleg">
            Hiermee begint de volgende beurs: de inschrijving gaat dicht en het nieuws van de vorige beurs verdwijnt. Op
            deze pagina zie je daarna wat er nog klaargezet moet worden.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onAnnuleren}>Annuleren</Button>
        <Button variant="contained" onClick={() => void opslaan()} disabled={!geldig || bezig}>
          Opslaan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
