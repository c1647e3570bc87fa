import TextField from '@mui/material/TextField';
import { leesEuro } from '@backend/kern/geld';

export const MELDING_GEEN_BEDRAG = 'Vul een bedrag in euro in, bijvoorbeeld 0,50';

/** What a typed amount is: cents, or null when it does not read as euros ('1,234', 'abc'). */
export const bedragUit = (tekst: string): number | null => leesEuro(tekst);

/**
 * Every amount an administrator types on a settings screen: in euros ('0,50', '12.5', '€ 3'),
 * with the Dutch message at the field when it is no amount, or the rule's message it breaks.
 */
export function BedragVeld({
  label,
  tekst,
  onChange,
  fout,
  helper = ' ',
  breedte = 240,
}: {
  label: string;
  tekst: string;
  onChange: (tekst: string) => void;
  /** The rule's message for a readable amount (for example out of bounds). */
  fout?: string | null;
  helper?: string;
  breedte?: number;
}) {
  const melding = bedragUit(tekst) === null ? MELDING_GEEN_BEDRAG : (fout ?? null);
  return (
    <TextField
      label={`${label} (€)`}
      size="small"
      value={tekst}
      onChange={(e) => onChange(e.target.value)}
      error={melding !== null}
      helperText={melding ?? helper}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: { xs: '100%', sm: breedte } }}
    />
  );
}
