/**
 * "Pinnen aan de kassa" (issue 36) on the administrator's /kassa. A switch acts at once (SPEC.md
 * section 4, issue 38): the toast says so, with 'Ongedaan maken'. The desks learn it at their
 * next heartbeat (within 15 seconds) or when their link is opened.
 */
import { useRef, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { KassaInstellingen } from '@backend/kassa/domein';
import type { Meldingen } from '../../../components/beheer/useMeldingen';
import { bewaarKassaInstellingen } from '../api';

interface Props {
  instellingen: KassaInstellingen;
  toon: Meldingen['toon'];
  fout: (e: unknown) => void;
  /** After a change: the overview is read again. */
  opgeslagen: () => void;
}

export function PinSchakelaar({ instellingen, toon, fout, opgeslagen }: Props) {
  // Shown at once on click; the overview's next read (every 5 s) agrees once it is stored.
  const [pinnen, setPinnen] = useState(instellingen.pinnen);
  const [schakelt, setSchakelt] = useState(false);
  // What the server holds now; a ref, so an undo clicked later starts from the latest state.
  const bewaard = useRef(instellingen);
  // The overview's last value: when it changes (this switch stored, or another administrator's),
  // the switch follows it; a read begun before a click still shows the old value and is ignored.
  const [gezien, setGezien] = useState(instellingen.pinnen);
  if (gezien !== instellingen.pinnen) {
    setGezien(instellingen.pinnen);
    bewaard.current = instellingen;
    setPinnen(instellingen.pinnen);
  }

  async function schakel(aan: boolean, ongedaan = false) {
    const voor = bewaard.current;
    setPinnen(aan);
    setSchakelt(true);
    try {
      bewaard.current = await bewaarKassaInstellingen({ ...voor, pinnen: aan });
      const wat = `Pinnen aan de kassa: ${aan ? 'aan' : 'uit'}`;
      toon(
        'success',
        ongedaan ? `Ongedaan gemaakt: ${wat}` : wat,
        'Opgeslagen',
        ongedaan ? undefined : { label: 'Ongedaan maken', doe: () => void schakel(voor.pinnen, true) },
      );
      opgeslagen();
    } catch (e) {
      setPinnen(voor.pinnen);
      fout(e);
    } finally {
      setSchakelt(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="pin-kop">
      <Typography variant="h3" component="h2" id="pin-kop" sx={{ mb: 0.5 }}>
        Betalen aan de kassa
      </Typography>
      <FormControlLabel
        control={<Switch checked={pinnen} disabled={schakelt} onChange={(e) => void schakel(e.target.checked)} />}
        label="Pinnen aan de kassa"
      />
      <Typography variant="body2" color="text.secondary" data-testid="pin-uitleg">
        {pinnen
          ? 'Aan: bij Afrekenen kiest de kassa Contant of Pin. Bij pin toont de kassa het bedrag groot; de vrijwilliger typt het in op de eigen pinautomaat van de beurs. Pin en contant staan hieronder en in de afrekening apart; geteld wordt alleen het contante geld.'
          : 'Uit: kopers betalen contant, zoals altijd. Zet je dit aan, dan kunnen de kassa’s binnen 15 seconden ook pin aannemen (met een eigen pinautomaat van de beurs).'}
      </Typography>
    </Paper>
  );
}
