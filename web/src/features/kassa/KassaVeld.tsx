/**
 * The one field that keeps the focus, the camera button and the message below them. Memoised
 * with stable callbacks: adding a line to the receipt does not re-render the field.
 */
import { memo, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import CameraIcon from '@mui/icons-material/PhotoCamera';
import { ScanVeld } from '../../components/ScanVeld';

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
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start' }}>
        <ScanVeld
          veld={veld}
          label={prijsVoor === null ? 'Verkopersnummer' : `Prijs voor verkoper ${prijsVoor}`}
          uitleg={
            prijsVoor === null
              ? 'Scan de streepjescode, of typ het verkopersnummer en Enter.'
              : 'Typ de prijs in euro en Enter. Esc gaat terug.'
          }
          inputMode={prijsVoor === null ? 'numeric' : 'decimal'}
          testId="kassaveld"
          bijEnter={bijEnter}
          bijEscape={prijsVoor === null ? undefined : bijEscape}
        />
        <Button
          variant="outlined"
          startIcon={<CameraIcon />}
          onClick={openCamera}
          sx={{ mt: 3, minHeight: 56, flexShrink: 0 }}
        >
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
