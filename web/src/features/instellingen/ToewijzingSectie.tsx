import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { bewaarToewijzing, haalToewijzing, type ToewijzingAntwoord } from './api';

type Veld = 'opentOp' | 'vrijwilligers' | 'terugkerend';

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

type Waarden = Record<Veld, string>;

const waardenUit = (t: ToewijzingAntwoord): Waarden => {
  const veld = (moment: string | null) => (moment ? naarBeursklokVeld(moment) : '');
  return {
    opentOp: veld(t.opentOp),
    vrijwilligers: veld(t.voorrang.vrijwilligers),
    terugkerend: veld(t.voorrang.terugkerend),
  };
};

/**
 * Toewijzing (issue 52): when the registration opens by itself, and the early rounds for
 * volunteers and returning sellers. Times are the fair's clock (Europe/Amsterdam) whatever the
 * device's; the server checks the order and answers a wrong field at that field.
 */
export function ToewijzingSectie({ toon, fout }: Pick<Meldingen, 'toon' | 'fout'>) {
  const [opgeslagen, setOpgeslagen] = useState<ToewijzingAntwoord | null>(null);
  const [waarden, setWaarden] = useState<Waarden>({ opentOp: '', vrijwilligers: '', terugkerend: '' });
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
  }, [laad, fout]);

  async function opslaan(event: FormEvent) {
    event.preventDefault();
    const tijd = (veld: Veld) => (waarden[veld] ? vanBeursklokVeld(waarden[veld]) : null);
    const onleesbaar = VELDEN.find(({ veld }) => waarden[veld] && tijd(veld) === null);
    if (onleesbaar) {
      setVeldFout({ veld: onleesbaar.veld, melding: 'Vul een datum en tijd in die op de klok bestaat.' });
      return;
    }
    setVeldFout(null);
    await bewaar(async () => {
      try {
        laad(
          await bewaarToewijzing({
            opentOp: tijd('opentOp'),
            voorrang: { vrijwilligers: tijd('vrijwilligers'), terugkerend: tijd('terugkerend') },
          }),
        );
      } catch (error) {
        if (error instanceof ApiError && error.veld) setVeldFout({ veld: error.veld, melding: error.message });
        throw error;
      }
    }, 'Toewijzing opgeslagen');
  }

  const stand = !opgeslagen?.opentOp
    ? 'Er is geen tijd ingesteld: je opent de inschrijving zelf met de schakelaar hierboven.'
    : Date.parse(opgeslagen.opentOp) > Date.now()
      ? `De inschrijving opent vanzelf op ${dagEnTijd(opgeslagen.opentOp)}. Laat 'Inschrijving geopend' tot dan uit.`
      : `De ingestelde opening was op ${dagEnTijd(opgeslagen.opentOp)}. Kies een nieuwe tijd voor een volgende opening.`;

  return (
    <Sectie titel="Toewijzing" id="toewijzing">
      <Typography sx={{ mb: 2 }}>
        Wie krijgt een plaats? Op volgorde van binnenkomst, zoals altijd. Je kunt de inschrijving op een vaste tijd
        laten openen, en vrijwilligers en terugkerende verkopers eerder laten beginnen. Wie eerder begint, telt mee voor
        het maximum. &apos;Inschrijving gesloten&apos; gaat altijd voor.
      </Typography>
      {opgeslagen && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="toewijzing-stand">
          {stand}
        </Alert>
      )}
      <Box component="form" onSubmit={opslaan} noValidate aria-label="Toewijzing">
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          {VELDEN.map(({ veld, label, hint }) => (
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
        </Stack>
        <OpslaanBalk gewijzigd={gewijzigd} bezig={bezig} />
      </Box>
    </Sectie>
  );
}
