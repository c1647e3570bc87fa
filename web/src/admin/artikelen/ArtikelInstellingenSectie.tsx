import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  controleerInstellingen,
  INSTELLING_NAMEN,
  leesbareDeadline,
  type ArtikelInstellingen,
} from '@domain/artikelen';
import { plusDagen } from '@domain/datums';
import { bewaarArtikelInstellingen } from '../api/artikelen';
import { alsInvoer, leesEuro } from '../afrekening/euro';

interface Props {
  instellingen: ArtikelInstellingen;
  datum: string;
  deadline: string;
  opgeslagen: () => void;
  toon: (ernst: 'success', tekst: string) => void;
  fout: (e: unknown) => void;
}

/** 'Artikelen online invoeren' and the rules for the current fair. */
export function ArtikelInstellingenSectie({ instellingen, datum, deadline, opgeslagen, toon, fout }: Props) {
  const [waarde, setWaarde] = useState(instellingen);
  const [melding, setMelding] = useState<string | null>(null);
  const standaard = `${plusDagen(datum, -2)}T23:59`;
  // Typed in euros ('250' or '12,50'); what does not read as an amount is NaN, refused on saving.
  const [maximumTekst, setMaximumTekst] = useState(alsInvoer(instellingen.maximumPrijsCent));

  const getal = (veld: 'prijsStapCent' | 'minimumPrijsCent' | 'maxArtikelen') => (
    <TextField
      label={INSTELLING_NAMEN[veld]}
      type="number"
      size="small"
      value={Number.isNaN(waarde[veld]) ? '' : waarde[veld]}
      onChange={(e) => setWaarde({ ...waarde, [veld]: e.target.value === '' ? NaN : Number(e.target.value) })}
      sx={{ width: { xs: '100%', sm: 320 } }}
    />
  );

  async function bewaar() {
    const probleem = controleerInstellingen(waarde);
    setMelding(probleem);
    if (probleem) return;
    try {
      await bewaarArtikelInstellingen(waarde);
      toon('success', 'De instellingen voor artikelen zijn opgeslagen.');
      opgeslagen();
    } catch (e) {
      fout(e);
    }
  }

  return (
    <Box component="section" aria-labelledby="artikel-instellingen" sx={{ mb: 3 }}>
      <Typography variant="h2" id="artikel-instellingen" sx={{ mb: 1 }}>
        Instellingen voor deze beurs
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={waarde.onlineInvoeren}
            onChange={(e) => setWaarde({ ...waarde, onlineInvoeren: e.target.checked })}
          />
        }
        label="Artikelen online invoeren"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Aan: verkopers voeren via hun persoonlijke link hun artikelen in en printen labels met barcode. Handgeschreven
        labels blijven altijd werken. Nu geldt: tot en met {leesbareDeadline(deadline)}.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {getal('prijsStapCent')}
        {getal('minimumPrijsCent')}
        {getal('maxArtikelen')}
        <TextField
          label={`${INSTELLING_NAMEN.maximumPrijsCent} (€)`}
          size="small"
          value={maximumTekst}
          onChange={(e) => {
            setMaximumTekst(e.target.value);
            setWaarde({ ...waarde, maximumPrijsCent: leesEuro(e.target.value) ?? NaN });
          }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={waarde.deadline === null}
            onChange={(e) => setWaarde({ ...waarde, deadline: e.target.checked ? null : standaard })}
          />
        }
        label={`Standaarddeadline: de dag vóór de inleveringsvrijdag, 23:59 (${leesbareDeadline(standaard)})`}
      />
      {waarde.deadline !== null && (
        <TextField
          label="Deadline (tot en met)"
          type="datetime-local"
          size="small"
          value={waarde.deadline}
          onChange={(e) => setWaarde({ ...waarde, deadline: e.target.value || null })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ display: 'block', mt: 1 }}
        />
      )}
      {melding && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {melding}
        </Typography>
      )}
      <Button variant="contained" onClick={bewaar} sx={{ mt: 2 }}>
        Opslaan
      </Button>
    </Box>
  );
}
