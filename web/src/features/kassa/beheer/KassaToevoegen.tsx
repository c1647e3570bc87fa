import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { DialoogVeld } from '../../../components/beheer/DialoogVeld';
import type { Ruimte } from '@backend/artikelen/domein';
import { kassaNaamregel, RUIMTES, TAAK_NAAM, TAKEN, type KassaTaak } from '@backend/kassa/domein';
import FormHelperText from '@mui/material/FormHelperText';

/** One choice of the new desk, as a row of radio buttons under its label. */
function Keuze<T extends string>({
  id,
  label,
  waarde,
  zet,
  opties,
}: {
  id: string;
  label: string;
  waarde: T;
  zet: (waarde: T) => void;
  opties: [T, string][];
}) {
  return (
    <>
      <FormLabel id={id} sx={{ display: 'block', mt: 2 }}>
        {label}
      </FormLabel>
      <RadioGroup row aria-labelledby={id} value={waarde} onChange={(e) => zet(e.target.value as T)}>
        {opties.map(([optie, naam]) => (
          <FormControlLabel key={optie} value={optie} control={<Radio />} label={naam} />
        ))}
      </RadioGroup>
    </>
  );
}

/** The dialog 'Kassa toevoegen': a desk's name and its room. */
export function KassaToevoegen({
  open,
  sluit,
  bewaar,
}: {
  open: boolean;
  sluit: () => void;
  bewaar: (naam: string, ruimte: Ruimte, taak: KassaTaak) => Promise<boolean>;
}) {
  const [naam, setNaam] = useState('');
  const [ruimte, setRuimte] = useState<Ruimte>('Kleding');
  const [taak, setTaak] = useState<KassaTaak>('verkopen');
  // Shown at the field once Opslaan was tried, and gone as soon as the name is right.
  const [geprobeerd, setGeprobeerd] = useState(false);
  const uitkomst = kassaNaamregel.controleer(naam);
  const fout = geprobeerd && !uitkomst.ok ? uitkomst.fout : null;
  const opslaan = async () => {
    setGeprobeerd(true);
    if (!uitkomst.ok) return;
    if (await bewaar(uitkomst.waarde, ruimte, taak)) {
      setNaam('');
      setGeprobeerd(false);
      sluit();
    }
  };
  return (
    <Dialog open={open} onClose={sluit} fullWidth maxWidth="xs">
      <DialogTitle>Kassa toevoegen</DialogTitle>
      <DialogContent>
        <DialoogVeld label="Naam" placeholder="Kleding 1" waarde={naam} onChange={setNaam} fout={fout} sx={{ mt: 1 }} />
        <Keuze id="ruimte-label" label="Ruimte" waarde={ruimte} zet={setRuimte} opties={RUIMTES.map((r) => [r, r])} />
        <Keuze id="taak-label" label="Taak" waarde={taak} zet={setTaak} opties={TAKEN.map((t) => [t, TAAK_NAAM[t]])} />
        <FormHelperText>
          Inleveren en Ophalen zijn balies voor vrijdag en na de beurs: ze zien verkopersnummers, voornamen en
          artikelen, geen e-mailadressen of telefoonnummers.
        </FormHelperText>
      </DialogContent>
      <DialogActions>
        <Button onClick={sluit}>Annuleren</Button>
        <Button variant="contained" onClick={() => void opslaan()}>
          Opslaan
        </Button>
      </DialogActions>
    </Dialog>
  );
}
