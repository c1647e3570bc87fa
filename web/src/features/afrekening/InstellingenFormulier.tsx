import type { AfrekeningInstellingen } from '@backend/kern/afrekening-instellingen';
import { euro } from '@backend/artikelen/domein/artikelen';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { BedragVeld, bedragUit } from '../../components/beheer/BedragVeld';
import { OpslaanBalk } from '../../components/beheer/Wijzigingen';
import { kaalBedrag } from '@backend/kern/geld';

/** Above this a fee is a typo, not a fee at a children's fair. */
const MAX_KOSTEN_CENT = 10_000;
const MELDING_TE_HOOG = `Hoogstens ${euro(MAX_KOSTEN_CENT)}`;

/**
 * The settlement's percentage and fees (SPEC.md's 20 %, € 1 and € 2 until changed), saved with
 * 'Opslaan' like every settings form (issue 25).
 */
export function InstellingenFormulier({
  instellingen,
  bewaar,
}: {
  instellingen: AfrekeningInstellingen;
  bewaar: (i: AfrekeningInstellingen) => Promise<void>;
}) {
  const [percentage, setPercentage] = useState(String(instellingen.commissiePercentage));
  const [administratie, setAdministratie] = useState(kaalBedrag(instellingen.administratiekostenCent));
  const [retour, setRetour] = useState(kaalBedrag(instellingen.retourkostenCent));
  const [bezig, setBezig] = useState(false);
  const p = /^\d{1,3}$/.test(percentage.trim()) && Number(percentage) <= 100 ? Number(percentage) : null;
  const a = bedragUit(administratie);
  const r = bedragUit(retour);
  const klopt = p !== null && a !== null && r !== null && a <= MAX_KOSTEN_CENT && r <= MAX_KOSTEN_CENT;
  // Compared as values: '1' for € 1,00 is no change.
  const gewijzigd =
    p !== instellingen.commissiePercentage ||
    a !== instellingen.administratiekostenCent ||
    r !== instellingen.retourkostenCent;

  async function opslaan(event: FormEvent) {
    event.preventDefault();
    if (!klopt) return;
    setBezig(true);
    try {
      await bewaar({ commissiePercentage: p, administratiekostenCent: a, retourkostenCent: r });
    } finally {
      setBezig(false);
    }
  }

  return (
    <Box component="form" noValidate aria-label="Instellingen van de afrekening" onSubmit={(e) => void opslaan(e)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Commissie (%)"
          size="small"
          value={percentage}
          onChange={(e) => setPercentage(e.target.value)}
          error={p === null}
          helperText={p === null ? 'Een heel getal van 0 tot 100' : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <BedragVeld
          label="Administratiekosten"
          tekst={administratie}
          onChange={setAdministratie}
          fout={a !== null && a > MAX_KOSTEN_CENT ? MELDING_TE_HOOG : null}
          helper="Vrijwilligers betalen niets"
          breedte={220}
        />
        <BedragVeld
          label="Retourkosten"
          tekst={retour}
          onChange={setRetour}
          fout={r !== null && r > MAX_KOSTEN_CENT ? MELDING_TE_HOOG : null}
          breedte={220}
        />
      </Stack>
      <OpslaanBalk gewijzigd={gewijzigd} bezig={bezig} />
    </Box>
  );
}
