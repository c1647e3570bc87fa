import type { AfrekeningInstellingen } from '@domain/afrekening';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { alsInvoer, leesEuro } from './euro';

/** The settlement's percentage and fees (SPEC.md's 20 %, € 1 and € 2 until changed). */
export function InstellingenFormulier({
  instellingen,
  bewaar,
}: {
  instellingen: AfrekeningInstellingen;
  bewaar: (i: AfrekeningInstellingen) => Promise<void>;
}) {
  const [percentage, setPercentage] = useState(String(instellingen.commissiePercentage));
  const [administratie, setAdministratie] = useState(alsInvoer(instellingen.administratiekostenCent));
  const [retour, setRetour] = useState(alsInvoer(instellingen.retourkostenCent));
  const p = /^\d{1,3}$/.test(percentage.trim()) && Number(percentage) <= 100 ? Number(percentage) : null;
  const a = leesEuro(administratie);
  const r = leesEuro(retour);
  const klopt = p !== null && a !== null && r !== null && a <= 10_000 && r <= 10_000;
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(e) => {
        e.preventDefault();
        if (klopt) void bewaar({ commissiePercentage: p, administratiekostenCent: a, retourkostenCent: r });
      }}
    >
      <TextField
        label="Commissie (%)"
        size="small"
        value={percentage}
        onChange={(e) => setPercentage(e.target.value)}
        error={p === null}
        helperText={p === null ? 'Een heel getal van 0 tot 100' : ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label="Administratiekosten (€)"
        size="small"
        value={administratie}
        onChange={(e) => setAdministratie(e.target.value)}
        error={a === null}
        helperText={a === null ? 'Bijvoorbeeld 1,00' : 'Vrijwilligers betalen niets'}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        label="Retourkosten (€)"
        size="small"
        value={retour}
        onChange={(e) => setRetour(e.target.value)}
        error={r === null}
        helperText={r === null ? 'Bijvoorbeeld 2,00' : ' '}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Button type="submit" variant="contained" disabled={!klopt}>
        Opslaan
      </Button>
    </Stack>
  );
}
