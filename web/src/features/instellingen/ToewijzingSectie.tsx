import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { dagEnTijd, naarBeursklokVeld, vanBeursklokVeld } from '@backend/kern/datums';
import { ApiError } from '../../data/http';
import type { Meldingen } from '../../components/beheer/useMeldingen';
import { OpslaanBalk } from '../../components/beheer/Wijzigingen';
import { Sectie } from '../../components/beheer/Sectie';
import { useOpslaan } from '../../components/beheer/useOpslaan';
import { bewaarToewijzing, haalOnlineInvoeren, haalToewijzing, type ToewijzingAntwoord } from './api';
import { HuishoudenSchakelaar } from './HuishoudenSchakelaar';
import {
  bevestigenInvoer,
  BevestigenVelden,
  bevestigenWaardenUit,
  type BevestigenVeld,
  type BevestigenWaarden,
} from './BevestigenVelden';

type Veld = 'opentOp' | 'vrijwilligers' | 'terugkerend' | 'sluitOp';
type Wijze = 'volgorde' | 'loting';

const VELDEN: { veld: Veld; label: string; hint: string }[] = [
  {
    veld: 'opentOp',
    label: 'Inschrijving opent op',
    hint: 'Vanaf dit moment is de inschrijving open, zonder dat iemand de schakelaar omzet. Leeg: je opent zelf.',
  },
  {
    veld: 'vrijwilligers',
    label: 'Voorrang vrijwilligers vanaf',
    hint: 'Wie zich voor een dienst van deze beurs opgaf, schrijft zich vanaf dit moment in met hetzelfde e-mailadres.',
  },
  {
    veld: 'terugkerend',
    label: 'Voorrang terugkerende verkopers vanaf',
    hint: "Wie aan een van de twee vorige beurzen meedeed, doet vanaf dit moment weer mee via de link 'Ik doe weer mee'.",
  },
];

const SLUIT_OP = {
  veld: 'sluitOp' as const,
  label: 'Loting sluit op',
  hint: 'Tot dit moment vraagt iedereen een plaats aan; dan loot de server wie een plaats krijgt. Vroeg aanvragen geeft geen voordeel.',
};

type Waarden = Record<Veld, string> & { wijze: Wijze; eenPerHuishouden: boolean; bevestigen: BevestigenWaarden };

const waardenUit = (t: ToewijzingAntwoord): Waarden => {
  const veld = (moment: string | null) => (moment ? naarBeursklokVeld(moment) : '');
  return {
    opentOp: veld(t.opentOp),
    vrijwilligers: veld(t.voorrang.vrijwilligers),
    terugkerend: veld(t.voorrang.terugkerend),
    sluitOp: veld(t.loting?.sluitOp ?? null),
    wijze: t.wijze,
    eenPerHuishouden: t.eenPerHuishouden,
    bevestigen: bevestigenWaardenUit(t.bevestigen),
  };
};

/**
 * Toewijzing (issue 52): when the registration opens by itself, the early rounds for
 * volunteers and returning sellers, and a draw with the time its applications close. Times are the fair's clock (Europe/Amsterdam) whatever the
 * device's; the server checks the order and answers a wrong field at that field.
 */
export function ToewijzingSectie({ toon, fout }: Pick<Meldingen, 'toon' | 'fout'>) {
  const [opgeslagen, setOpgeslagen] = useState<ToewijzingAntwoord | null>(null);
  const [waarden, setWaarden] = useState<Waarden>({
    opentOp: '',
    vrijwilligers: '',
    terugkerend: '',
    sluitOp: '',
    wijze: 'volgorde',
    eenPerHuishouden: false,
    bevestigen: bevestigenWaardenUit(null),
  });
  const [online, setOnline] = useState(false);
  const velden = waarden.wijze === 'loting' ? [...VELDEN, SLUIT_OP] : VELDEN;
  const [veldFout, setVeldFout] = useState<{ veld: string; melding: string } | null>(null);
  const { bezig, opslaan: bewaar } = useOpslaan({
    toon,
    fout: (e) => (e instanceof ApiError && e.veld ? null : fout(e)),
  });
  const gewijzigd = opgeslagen !== null && JSON.stringify(waardenUit(opgeslagen)) !== JSON.stringify(waarden);

  const laad = useCallback((t: ToewijzingAntwoord) => {
    setOpgeslagen(t);
    setWaarden(waardenUit(t));
  }, []);
  useEffect(() => {
    haalToewijzing().then(laad, fout);
    haalOnlineInvoeren().then(setOnline, () => setOnline(false));
  }, [laad, fout]);

  async function opslaan(event: FormEvent) {
    event.preventDefault();
    const tijd = (veld: Veld) => (waarden[veld] ? vanBeursklokVeld(waarden[veld]) : null);
    const onleesbaar = velden.find(({ veld }) => waarden[veld] && tijd(veld) === null);
    if (onleesbaar) {
      setVeldFout({ veld: onleesbaar.veld, melding: 'Vul een datum en tijd in die op de klok bestaat.' });
      return;
    }
    const bevestigen = bevestigenInvoer(waarden.bevestigen, online);
    if ('veld' in bevestigen) {
      setVeldFout(bevestigen);
      return;
    }
    setVeldFout(null);
    await bewaar(async () => {
      try {
        laad(
          await bewaarToewijzing({
            opentOp: tijd('opentOp'),
            voorrang: { vrijwilligers: tijd('vrijwilligers'), terugkerend: tijd('terugkerend') },
            wijze: waarden.wijze,
            loting: { sluitOp: waarden.wijze === 'loting' ? tijd('sluitOp') : null },
            eenPerHuishouden: waarden.eenPerHuishouden,
            bevestigen: bevestigen.invoer,
          }),
        );
      } catch (error) {
        if (error instanceof ApiError && error.veld) setVeldFout({ veld: error.veld, melding: error.message });
        throw error;
      }
    }, 'Toewijzing opgeslagen');
  }

  const opening = !opgeslagen?.opentOp
    ? 'Er is geen tijd ingesteld: je opent de inschrijving zelf met de schakelaar hierboven.'
    : Date.parse(opgeslagen.opentOp) > Date.now()
      ? `De inschrijving opent vanzelf op ${dagEnTijd(opgeslagen.opentOp)}. Laat 'Inschrijving geopend' tot dan uit.`
      : `De ingestelde opening was op ${dagEnTijd(opgeslagen.opentOp)}. Kies een nieuwe tijd voor een volgende opening.`;
  const loting = opgeslagen?.loting;
  const stand = !loting
    ? opening
    : loting.getrokken
      ? `De loting is getrokken op ${dagEnTijd(loting.getrokken)}: ${loting.aanvragen} aanvragen.`
      : `${opening} Er wordt geloot: de aanvragen sluiten op ${loting.sluitOp ? dagEnTijd(loting.sluitOp) : '?'} (nu ${loting.aanvragen}).`;

  return (
    <Sectie titel="Toewijzing" id="toewijzing">
      <Typography sx={{ mb: 2 }}>
        Wie krijgt een plaats? Op volgorde van binnenkomst, zoals altijd, of door een loting onder iedereen die vóór een
        tijd een plaats aanvraagt. Je kunt de inschrijving op een vaste tijd laten openen, en vrijwilligers en
        terugkerende verkopers eerder laten beginnen. Wie eerder begint, telt mee voor het maximum. &apos;Inschrijving
        gesloten&apos; gaat altijd voor.
      </Typography>
      {opgeslagen && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="toewijzing-stand">
          {stand}
        </Alert>
      )}
      <Box component="form" onSubmit={opslaan} noValidate aria-label="Toewijzing">
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <FormControl disabled={opgeslagen === null}>
            <FormLabel id="toewijzing-wijze">Wie krijgt een plaats?</FormLabel>
            <RadioGroup
              aria-labelledby="toewijzing-wijze"
              value={waarden.wijze}
              onChange={(e) => setWaarden((w) => ({ ...w, wijze: e.target.value as Wijze }))}
            >
              <FormControlLabel value="volgorde" control={<Radio />} label="Volgorde van binnenkomst" />
              <FormControlLabel
                value="loting"
                control={<Radio slotProps={{ input: { 'data-testid': 'toewijzing-loting' } as object }} />}
                label="Loting"
              />
            </RadioGroup>
            {veldFout?.veld === 'wijze' && <FormHelperText error>{veldFout.melding}</FormHelperText>}
          </FormControl>
          {velden.map(({ veld, label, hint }) => (
            <TextField
              key={veld}
              type="datetime-local"
              label={label}
              size="small"
              value={waarden[veld]}
              disabled={opgeslagen === null}
              onChange={(e) => {
                setWaarden((w) => ({ ...w, [veld]: e.target.value }));
                if (veldFout?.veld === veld) setVeldFout(null);
              }}
              error={veldFout?.veld === veld}
              helperText={veldFout?.veld === veld ? veldFout.melding : hint}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `toewijzing-${veld}` } }}
            />
          ))}
          <HuishoudenSchakelaar
            aan={waarden.eenPerHuishouden}
            disabled={opgeslagen === null}
            onChange={(eenPerHuishouden) => setWaarden((w) => ({ ...w, eenPerHuishouden }))}
          />
          <BevestigenVelden
            waarden={waarden.bevestigen}
            online={online}
            uit={opgeslagen === null}
            veldFout={veldFout}
            wijzig={(deel, veld?: BevestigenVeld) => {
              setWaarden((w) => ({ ...w, bevestigen: { ...w.bevestigen, ...deel } }));
              if (veld && veldFout?.veld === veld) setVeldFout(null);
            }}
          />
        </Stack>
        <OpslaanBalk gewijzigd={gewijzigd} bezig={bezig} />
      </Box>
    </Sectie>
  );
}
