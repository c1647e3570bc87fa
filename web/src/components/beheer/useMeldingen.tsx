import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState, type ReactNode } from 'react';
import { foutTekst } from '../../data/http';

/** The spec's toast lifetime; failures stay twice as long because they need reading. */
export const TOAST_DUUR = 3000;
const FOUT_DUUR = 6000;

/** What a toast offers to do, such as undoing the switch it reports. */
export interface MeldingActie {
  label: string;
  doe: () => void;
}

interface Melding {
  key: number;
  severity: AlertColor;
  titel: string;
  tekst: string;
  duur: number;
  actie?: MeldingActie;
}

/**
 * One toast area per screen (MUI Snackbar + Alert). `toon` shows a notification,
 * `fout` the Dutch message of a failed call.
 */
export interface Meldingen {
  /** With `actie`, the toast carries a button (Ongedaan maken) and stays as long as a failure's. */
  toon: (severity: AlertColor, tekst: string, titel?: string, actie?: MeldingActie) => void;
  fout: (error: unknown) => void;
  meldingen: ReactNode;
}

export function useMeldingen(): Meldingen {
  const [melding, setMelding] = useState<Melding | null>(null);
  const [open, setOpen] = useState(false);

  const toon = useCallback((severity: AlertColor, tekst: string, titel = 'Info', actie?: MeldingActie) => {
    setMelding({ key: Date.now(), severity, titel, tekst, duur: actie ? FOUT_DUUR : TOAST_DUUR, actie });
    setOpen(true);
  }, []);

  const fout = useCallback((error: unknown) => {
    setMelding({ key: Date.now(), severity: 'error', titel: 'Fout', tekst: foutTekst(error), duur: FOUT_DUUR });
    setOpen(true);
  }, []);

  const sluit = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  const meldingen = (
    <Snackbar
      key={melding?.key}
      open={open && melding !== null}
      autoHideDuration={melding?.duur ?? TOAST_DUUR}
      onClose={sluit}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      {melding ? (
        <Alert
          severity={melding.severity}
          variant="filled"
          onClose={sluit}
          sx={{ minWidth: 260 }}
          role="alert"
          action={
            melding.actie ? (
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setOpen(false);
                  melding.actie!.doe();
                }}
              >
                {melding.actie.label}
              </Button>
            ) : undefined
          }
        >
          <AlertTitle>{melding.titel}</AlertTitle>
          {melding.tekst}
        </Alert>
      ) : undefined}
    </Snackbar>
  );

  return { toon, fout, meldingen };
}
