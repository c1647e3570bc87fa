import type { Settings } from '@domain/types';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePublicState } from '../../data/live';
import { bewaarInstellingen } from '../api/bewaarInstellingen';
import { haalInstellingen } from '../api/haalInstellingen';
import { useLaden } from '../common/useLaden';
import type { Meldingen } from '../common/useMeldingen';
import { Sectie } from './Sectie';

/** Typing and quick plus/minus clicks are sent as one change after this pause. */
const WACHT_MS = 400;

/** The two registration switches and the maximum (SPEC.md sections 2 and 4): every change is saved at once. */
export function InschrijvingInstellingen({ fout }: Pick<Meldingen, 'fout'>) {
  const [settings, setSettings] = useState<Settings | null>(null);
  const live = usePublicState().state;
  const [maximum, setMaximum] = useState('');
  const [status, setStatus] = useState<'opgeslagen' | 'bezig' | 'ongeldig' | null>(null);
  // Only the answer to the newest request may update the screen; older ones can arrive later.
  const laatsteVerzoek = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A delayed save of the maximum must not undo a checkbox clicked in the meantime.
  const huidig = useRef<Settings | null>(null);
  huidig.current = settings;

  const toonServer = useCallback((s: Settings) => {
    setSettings(s);
    // While a typed value waits to be sent, the field keeps what the user typed.
    if (timer.current === undefined) setMaximum(String(s.maximumAantalDeelnemers));
  }, []);

  const laad = useLaden(haalInstellingen, toonServer, fout);

  // A stepper change still waiting to be saved dies with the screen.
  useEffect(() => () => clearTimeout(timer.current), []);

  const bewaar = async (veld: keyof Settings, nieuw: Settings) => {
    const verzoek = ++laatsteVerzoek.current;
    setSettings(nieuw);
    setStatus('bezig');
    try {
      const opgeslagen = await bewaarInstellingen(veld, nieuw);
      if (verzoek !== laatsteVerzoek.current) return;
      toonServer(opgeslagen);
      setStatus('opgeslagen');
    } catch (error) {
      if (verzoek !== laatsteVerzoek.current) return;
      setStatus(null);
      fout(error);
      await laad();
    }
  };

  const bewaarMaximum = (tekst: string, direct: boolean) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!settings) return;
    const waarde = Number(tekst);
    if (tekst.trim() === '' || !Number.isInteger(waarde) || waarde < 0) {
      setStatus('ongeldig');
      return;
    }
    if (waarde === settings.maximumAantalDeelnemers) return;
    const stuur = () => {
      timer.current = undefined;
      if (huidig.current)
        void bewaar('maximumAantalDeelnemers', { ...huidig.current, maximumAantalDeelnemers: waarde });
    };
    if (direct) stuur();
    else timer.current = setTimeout(stuur, WACHT_MS);
  };

  const zetMaximum = (tekst: string, direct = false) => {
    setMaximum(tekst);
    bewaarMaximum(tekst, direct);
  };

  const stap = (delta: number) => {
    const waarde = Number.parseInt(maximum, 10);
    zetMaximum(String(Math.max(0, (Number.isNaN(waarde) ? 0 : waarde) + delta)));
  };

  const helper =
    status === 'ongeldig'
      ? 'Vul een geheel getal van 0 of hoger in'
      : status === 'bezig'
        ? 'Opslaan…'
        : status === 'opgeslagen'
          ? 'Opgeslagen'
          : 'Wijzigingen worden direct opgeslagen';

  return (
    <Sectie titel="Inschrijving" id="inschrijving">
      <FormGroup>
        <FormControlLabel
          control={
            <Checkbox
              checked={settings?.inschrijvingGeopend ?? false}
              disabled={!settings}
              onChange={(e) =>
                settings && void bewaar('inschrijvingGeopend', { ...settings, inschrijvingGeopend: e.target.checked })
              }
            />
          }
          label="Inschrijving geopend"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={settings?.inschrijvingGesloten ?? false}
              disabled={!settings}
              onChange={(e) =>
                settings && void bewaar('inschrijvingGesloten', { ...settings, inschrijvingGesloten: e.target.checked })
              }
            />
          }
          label="Inschrijving gesloten"
        />
      </FormGroup>
      <TextField
        label="Maximum aantal deelnemers"
        value={maximum}
        disabled={!settings}
        onChange={(e) => zetMaximum(e.target.value.replace(/[^0-9]/g, ''))}
        onBlur={() => bewaarMaximum(maximum, true)}
        onKeyDown={(e) => e.key === 'Enter' && bewaarMaximum(maximum, true)}
        error={status === 'ongeldig'}
        helperText={helper}
        sx={{ mt: 2, width: { xs: '100%', sm: 300 } }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', style: { textAlign: 'center' } },
          formHelperText: { 'aria-live': 'polite' } as object,
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <IconButton
                  aria-label="Maximum verlagen"
                  edge="start"
                  onClick={() => stap(-1)}
                  disabled={!settings || Number(maximum) <= 0}
                >
                  <RemoveIcon />
                </IconButton>
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                <IconButton aria-label="Maximum verhogen" edge="end" onClick={() => stap(1)} disabled={!settings}>
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
    </Sectie>
  );
}
