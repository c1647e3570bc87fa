import type { Settings } from '@backend/kern/types';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type FormEvent } from 'react';
import { usePublicState } from '../../data/live';
import { bewaarInstellingen, haalInstellingen } from './api';
import { useLaden } from '../../components/beheer/useLaden';
import type { Meldingen } from '../../components/beheer/useMeldingen';
import { OpslaanBalk } from '../../components/beheer/Wijzigingen';
import { Sectie } from '../../components/beheer/Sectie';

export const MELDING_MAXIMUM_ONGELDIG = 'Vul een geheel getal van 0 of hoger in';

const VELDEN = ['inschrijvingGeopend', 'inschrijvingGesloten', 'maximumAantalDeelnemers'] as const;

/**
 * The two registration switches and the maximum (SPEC.md sections 2 and 4), saved together with
 * 'Opslaan' like every settings form (issue 25: one way of saving).
 */
export function InschrijvingInstellingen({ toon, fout }: Pick<Meldingen, 'toon' | 'fout'>) {
  const [opgeslagen, setOpgeslagen] = useState<Settings | null>(null);
  const [geopend, setGeopend] = useState(false);
  const [gesloten, setGesloten] = useState(false);
  const [maximum, setMaximum] = useState('');
  const [bezig, setBezig] = useState(false);
  const live = usePublicState().state;

  const toonServer = useCallback((s: Settings) => {
    setOpgeslagen(s);
    setGeopend(s.inschrijvingGeopend);
    setGesloten(s.inschrijvingGesloten);
    setMaximum(String(s.maximumAantalDeelnemers));
  }, []);
  const laad = useLaden(haalInstellingen, toonServer, fout);

  const maximumGetal = /^\d{1,7}$/.test(maximum.trim()) ? Number(maximum) : null;
  const nieuw: Settings | null =
    maximumGetal === null
      ? null
      : { inschrijvingGeopend: geopend, inschrijvingGesloten: gesloten, maximumAantalDeelnemers: maximumGetal };
  const gewijzigd =
    opgeslagen !== null &&
    (geopend !== opgeslagen.inschrijvingGeopend ||
      gesloten !== opgeslagen.inschrijvingGesloten ||
      maximum.trim() !== String(opgeslagen.maximumAantalDeelnemers));

  async function opslaan(event: FormEvent) {
    event.preventDefault();
    if (!opgeslagen || !nieuw) return;
    setBezig(true);
    try {
      // The API has one route per field; each changed field is sent, the last answer is the whole state.
      let stand = opgeslagen;
      for (const veld of VELDEN) if (nieuw[veld] !== opgeslagen[veld]) stand = await bewaarInstellingen(veld, nieuw);
      toonServer(stand);
      toon('success', 'Inschrijving opgeslagen');
    } catch (error) {
      fout(error);
      await laad();
    } finally {
      setBezig(false);
    }
  }

  const stap = (delta: number) => setMaximum(String(Math.max(0, (maximumGetal ?? 0) + delta)));

  return (
    <Sectie titel="Inschrijving" id="inschrijving">
      <form onSubmit={(e) => void opslaan(e)} noValidate aria-label="Inschrijving">
        <FormGroup>
          <FormControlLabel
            control={
              <Checkbox checked={geopend} disabled={!opgeslagen} onChange={(e) => setGeopend(e.target.checked)} />
            }
            label="Inschrijving geopend"
          />
          <FormControlLabel
            control={
              <Checkbox checked={gesloten} disabled={!opgeslagen} onChange={(e) => setGesloten(e.target.checked)} />
            }
            label="Inschrijving gesloten"
          />
        </FormGroup>
        <TextField
          label="Maximum aantal deelnemers"
          value={maximum}
          disabled={!opgeslagen}
          onChange={(e) => setMaximum(e.target.value)}
          error={maximumGetal === null && opgeslagen !== null}
          helperText={maximumGetal === null && opgeslagen !== null ? MELDING_MAXIMUM_ONGELDIG : ' '}
          sx={{ mt: 2, width: { xs: '100%', sm: 300 } }}
          slotProps={{
            htmlInput: { inputMode: 'numeric', style: { textAlign: 'center' } },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <IconButton
                    aria-label="Maximum verlagen"
                    edge="start"
                    onClick={() => stap(-1)}
                    disabled={!opgeslagen || (maximumGetal ?? 0) <= 0}
                  >
                    <RemoveIcon />
                  </IconButton>
                </InputAdornment>
              ),
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label="Maximum verhogen" edge="end" onClick={() => stap(1)} disabled={!opgeslagen}>
                    <AddIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        {live && (
          <Typography sx={{ mt: 1 }} data-testid="aantal-actief">
            Nu {live.aantalActief} actieve {live.aantalActief === 1 ? 'deelnemer' : 'deelnemers'}.
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Met &lsquo;Inschrijving gesloten&rsquo; aan zien bezoekers de melding dat de inschrijving gesloten is, ook als
          &lsquo;Inschrijving geopend&rsquo; aan staat.
        </Typography>
        <OpslaanBalk gewijzigd={gewijzigd} bezig={bezig} />
      </form>
    </Sectie>
  );
}
