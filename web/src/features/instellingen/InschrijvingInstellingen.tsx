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
import { useOpslaan } from '../../components/beheer/useOpslaan';

export const MELDING_MAXIMUM_ONGELDIG = 'Vul een geheel getal van 0 of hoger in';

type Schakelaar = 'inschrijvingGeopend' | 'inschrijvingGesloten';
const LABEL: Record<Schakelaar, string> = {
  inschrijvingGeopend: 'Inschrijving geopend',
  inschrijvingGesloten: 'Inschrijving gesloten',
};

/**
 * The two registration switches and the maximum (SPEC.md sections 2 and 4). The rule of every
 * settings screen (issue 38): a checkbox acts at once, on click, and the toast says so with
 * 'Ongedaan maken' (SPEC.md section 4: "Settings toggles act at once on click, with no
 * confirmation"); a typed value, the maximum, is saved with 'Opslaan', with the warning before
 * unsaved changes are lost.
 */
export function InschrijvingInstellingen({ toon, fout }: Pick<Meldingen, 'toon' | 'fout'>) {
  const [opgeslagen, setOpgeslagen] = useState<Settings | null>(null);
  const [geopend, setGeopend] = useState(false);
  const [gesloten, setGesloten] = useState(false);
  const [maximum, setMaximum] = useState('');
  const { bezig, opslaan: bewaar } = useOpslaan({ toon, fout });
  const [schakelt, setSchakelt] = useState<Schakelaar | null>(null);
  const live = usePublicState().state;

  const toonServer = useCallback((s: Settings) => {
    setOpgeslagen(s);
    setGeopend(s.inschrijvingGeopend);
    setGesloten(s.inschrijvingGesloten);
    setMaximum(String(s.maximumAantalDeelnemers));
  }, []);
  const laad = useLaden(haalInstellingen, toonServer, fout);

  const maximumGetal = /^\d{1,7}$/.test(maximum.trim()) ? Number(maximum) : null;
  const gewijzigd = opgeslagen !== null && maximum.trim() !== String(opgeslagen.maximumAantalDeelnemers);

  /**
   * A checkbox acts at once: its own route with its value (the server changes only that field,
   * so a maximum being typed meanwhile is neither sent nor lost). `ongedaan`: this is the undo.
   */
  async function schakel(veld: Schakelaar, waarde: boolean, ongedaan = false) {
    if (!opgeslagen) return;
    const vorige = !waarde;
    setSchakelt(veld);
    (veld === 'inschrijvingGeopend' ? setGeopend : setGesloten)(waarde);
    try {
      const stand = await bewaarInstellingen(veld, { ...opgeslagen, [veld]: waarde });
      setOpgeslagen(stand);
      setGeopend(stand.inschrijvingGeopend);
      setGesloten(stand.inschrijvingGesloten);
      toon(
        'success',
        ongedaan
          ? `Ongedaan gemaakt: ${LABEL[veld]}: ${vorige ? 'aan' : 'uit'}`
          : `${LABEL[veld]}: ${waarde ? 'aan' : 'uit'}`,
        'Opgeslagen',
        ongedaan ? undefined : { label: 'Ongedaan maken', doe: () => void schakel(veld, vorige, true) },
      );
    } catch (error) {
      fout(error);
      await laad();
    } finally {
      setSchakelt(null);
    }
  }

  async function opslaan(event: FormEvent) {
    event.preventDefault();
    if (!opgeslagen || maximumGetal === null) return;
    await bewaar(
      async () =>
        toonServer(
          await bewaarInstellingen('maximumAantalDeelnemers', {
            ...opgeslagen,
            maximumAantalDeelnemers: maximumGetal,
          }),
        ),
      'Maximum aantal deelnemers opgeslagen',
      laad,
    );
  }

  const stap = (delta: number) => setMaximum(String(Math.max(0, (maximumGetal ?? 0) + delta)));

  return (
    <Sectie titel="Inschrijving" id="inschrijving">
      <form onSubmit={(e) => void opslaan(e)} noValidate aria-label="Inschrijving">
        <FormGroup>
          {(
            [
              ['inschrijvingGeopend', geopend, 'Inschrijving geopend'],
              ['inschrijvingGesloten', gesloten, 'Inschrijving gesloten'],
            ] as const
          ).map(([sleutel, aan, label]) => (
            <FormControlLabel
              key={sleutel}
              control={
                <Checkbox
                  checked={aan}
                  disabled={!opgeslagen || schakelt !== null}
                  onChange={(e) => void schakel(sleutel, e.target.checked)}
                />
              }
              label={label}
            />
          ))}
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
