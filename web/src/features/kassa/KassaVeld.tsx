/**
 * The one field that keeps the focus, the camera button and the message below them. Memoised
 * with stable callbacks: adding a line to the receipt does not re-render the field.
 */
import { memo, type KeyboardEvent, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import CameraIcon from '@mui/icons-material/PhotoCamera';

export type Melding = { ernst: 'warning' | 'error' | 'success' | 'info'; tekst: string };

export const KassaVeld = memo(function KassaVeld({
  veld,
  prijsVoor,
  bijEnter,
  bijEscape,
  openCamera,
  melding,
  sluitMelding,
}: {
  veld: RefObject<HTMLInputElement | null>;
  /** The seller whose price is asked for, or null while the field takes codes and numbers. */
  prijsVoor: number | null;
  bijEnter: (tekst: string) => void;
  bijEscape: () => void;
  openCamera: () => void;
  melding: Melding | null;
  sluitMelding: () => void;
}) {
  const toets = (e: KeyboardEvent<HTMLDivElement>) => {
    const invoer = e.target as HTMLInputElement;
    if (e.key === 'Enter') {
      e.preventDefault();
      const tekst = invoer.value;
      // Emptied at once: the next code's digits may come before the re-render.
      invoer.value = '';
      bijEnter(tekst);
    } else if (e.key === 'Escape' && prijsVoor !== null) {
      invoer.value = '';
      bijEscape();
    }
  };
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          inputRef={veld}
          autoFocus
          fullWidth
          label={prijsVoor === null ? 'Verkopersnummer' : `Prijs voor verkoper ${prijsVoor}`}
          helperText={
            prijsVoor === null
              ? 'Scan de streepjescode, of typ het verkopersnummer en Enter.'
              : 'Typ de prijs in euro en Enter. Esc gaat terug.'
          }
          // Uncontrolled: a scanner types faster than React re-renders, and a controlled
          // field would be set back to an older value between its keystrokes.
          defaultValue=""
          onKeyDown={toets}
          autoComplete="off"
          slotProps={{
            htmlInput: { inputMode: prijsVoor === null ? 'numeric' : 'decimal', 'data-testid': 'kassaveld' },
          }}
        />
        <Button variant="outlined" startIcon={<CameraIcon />} onClick={openCamera} sx={{ mt: 1, flexShrink: 0 }}>
          Camera
        </Button>
      </Stack>
      {melding && (
        <Alert severity={melding.ernst} role="alert" sx={{ mt: 1 }} onClose={sluitMelding}>
          {melding.tekst}
        </Alert>
      )}
    </Paper>
  );
});
