import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { createContext, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { houdTegen } from '../geschiedenis';

/**
 * One way of saving on every settings screen (issue 25): a form keeps its changes until
 * 'Opslaan', says whether it has unsaved changes, and leaving the screen with such changes asks
 * first, for a link in the app or the browser's back button (components/geschiedenis.ts) as for closing
 * or reloading the tab.
 */
const Melder = createContext<((id: string, gewijzigd: boolean) => void) | null>(null);

export const VERLATEN_TITEL = 'Wijzigingen niet opgeslagen';

/** Around an admin screen: holds back navigation while any form on it reports unsaved changes. */
export function BewaakWijzigingen({ children }: { children: ReactNode }) {
  const [gewijzigd, setGewijzigd] = useState<ReadonlySet<string>>(new Set());
  const [meld] = useState(
    () => (id: string, aan: boolean) =>
      setGewijzigd((vorig) => {
        if (vorig.has(id) === aan) return vorig;
        const nieuw = new Set(vorig);
        if (aan) nieuw.add(id);
        else nieuw.delete(id);
        return nieuw;
      }),
  );
  const iets = gewijzigd.size > 0;
  /** A navigation held back: set while the question is open, 'Verlaten zonder opslaan' completes it. */
  const [verder, setVerder] = useState<(() => void) | null>(null);
  useEffect(
    () =>
      iets
        ? houdTegen({ houdtTegen: (van, naar) => van !== naar, tegengehouden: (door) => setVerder(() => door) })
        : undefined,
    [iets],
  );
  const blijf = () => setVerder(null);
  const verlaat = () => {
    setVerder(null);
    verder?.();
  };

  useEffect(() => {
    if (!iets) return;
    const waarschuw = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', waarschuw);
    return () => window.removeEventListener('beforeunload', waarschuw);
  }, [iets]);

  return (
    <Melder.Provider value={meld}>
      {children}
      <Dialog open={verder !== null} onClose={blijf} aria-labelledby="verlaten-titel" aria-describedby="verlaten-tekst">
        <DialogTitle id="verlaten-titel">{VERLATEN_TITEL}</DialogTitle>
        <DialogContent>
          <DialogContentText id="verlaten-tekst">
            Je hebt wijzigingen die nog niet zijn opgeslagen. Als je deze pagina verlaat, gaan ze verloren.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={blijf} variant="contained" autoFocus>
            Blijven
          </Button>
          <Button onClick={verlaat} color="error">
            Verlaten zonder opslaan
          </Button>
        </DialogActions>
      </Dialog>
    </Melder.Provider>
  );
}

/** A form tells the screen whether it has unsaved changes (no-op outside BewaakWijzigingen). */
export function useOnopgeslagen(gewijzigd: boolean): void {
  const meld = useContext(Melder);
  const id = useId();
  useEffect(() => {
    meld?.(id, gewijzigd);
  }, [meld, id, gewijzigd]);
  useEffect(() => () => meld?.(id, false), [meld, id]);
}

export const GEWIJZIGD = 'Niet opgeslagen wijzigingen';
export const ONGEWIJZIGD = 'Alles is opgeslagen';

/**
 * The end of every settings form: 'Opslaan', enabled only with changes, and beside it whether
 * there are unsaved changes.
 */
export function OpslaanBalk({ gewijzigd, bezig = false }: { gewijzigd: boolean; bezig?: boolean }) {
  useOnopgeslagen(gewijzigd);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
      <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={!gewijzigd || bezig}>
        Opslaan
      </Button>
      <Typography
        role="status"
        variant="body2"
        data-testid="opslaan-status"
        sx={{ color: gewijzigd ? 'warning.dark' : 'text.secondary', fontWeight: gewijzigd ? 600 : 400 }}
      >
        {bezig ? 'Opslaan…' : gewijzigd ? GEWIJZIGD : ONGEWIJZIGD}
      </Typography>
    </Stack>
  );
}
