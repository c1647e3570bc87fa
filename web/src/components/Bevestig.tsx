import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

/** A step that cannot be undone, asked first: the question, Annuleren, and the step's button. */
export function Bevestig({
  titel,
  open,
  children,
  knop,
  kleur,
  bezig,
  onAnnuleren,
  onBevestigen,
}: {
  titel: string;
  open: boolean;
  /** The question. */
  children: ReactNode;
  knop: string;
  kleur?: 'error';
  /** While the step runs, its button waits. */
  bezig?: boolean;
  onAnnuleren: () => void;
  onBevestigen: () => void;
}) {
  return (
    <Dialog open={open} onClose={onAnnuleren}>
      <DialogTitle>{titel}</DialogTitle>
      <DialogContent>
        <DialogContentText>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onAnnuleren}>Annuleren</Button>
        <Button color={kleur} variant="contained" onClick={onBevestigen} disabled={bezig}>
          {knop}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
