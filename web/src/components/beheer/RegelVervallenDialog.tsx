import { MAX_REDEN, MELDING_REDEN_VERPLICHT } from '@backend/afrekening/domein';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { DialoogVeld } from './DialoogVeld';

/** The line about to be voided, as the administrator sees it. */
export interface TeVervallenRegel {
  /** For many lines at once: what the dialog says instead of one line's text. */
  tekst?: string;
  bonId: string;
  regel: number;
  /** '5-4 Broek blauw, € 5,00' */
  omschrijving: string;
  verkopersnummer: number;
}

/**
 * "Regel laten vervallen": one line of a receipt no longer counts for its seller (a double scan,
 * a wrong label), the rest of the receipt stays. The reason is asked here, at its field.
 */
export function RegelVervallenDialog({
  regel,
  sluit,
  bevestig,
}: {
  regel: TeVervallenRegel | null;
  sluit: () => void;
  bevestig: (reden: string) => Promise<boolean>;
}) {
  const [reden, setReden] = useState('');
  const [geprobeerd, setGeprobeerd] = useState(false);
  const leeg = reden.trim() === '';
  const fout = geprobeerd && leeg ? MELDING_REDEN_VERPLICHT : null;
  const dicht = () => {
    setReden('');
    setGeprobeerd(false);
    sluit();
  };
  return (
    <Dialog open={regel !== null} onClose={dicht} aria-labelledby="regel-vervallen-titel">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setGeprobeerd(true);
          if (leeg) return;
          void bevestig(reden.trim()).then((gelukt) => {
            if (gelukt) dicht();
          });
        }}
      >
        <DialogTitle id="regel-vervallen-titel">Regel laten vervallen?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {regel?.tekst ??
              (regel &&
                `${regel.omschrijving} telt dan niet meer voor verkoper ${regel.verkopersnummer}. Het geld blijft in de kas en is voor de organisatie; de rest van de bon blijft staan. Je naam, de tijd en de reden worden erbij bewaard.`)}
          </DialogContentText>
          <DialoogVeld
            label="Reden"
            placeholder="Bijvoorbeeld: twee keer gescand"
            waarde={reden}
            onChange={setReden}
            fout={fout}
            slotProps={{ htmlInput: { maxLength: MAX_REDEN } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={dicht}>Terug</Button>
          <Button type="submit" color="secondary" variant="contained">
            Laten vervallen
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
