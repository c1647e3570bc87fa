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
  onAnnuleren,
  onBevestigen,
}: {
  titel: string;
  open: boolean;
  /** The question. */
  children: ReactNode;
  knop: string;
  kleur?: 'error';
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
        <Button color={kleur} variant="contained" onClick={onBevestigen}>
          {knop}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface Props {
  titel: string;
  /** The question; null keeps the dialog closed. */
  vraag: string | null;
  onAnnuleren: () => void;
  onVerwijderen: () => void;
}

/** Deleting cannot be undone (a seller number is never reused), so it is asked first. */
export function BevestigVerwijderen({ titel, vraag, onAnnuleren, onVerwijderen }: Props) {
  return (
    <Bevestig
      titel={titel}
      open={vraag !== null}
      knop="Verwijderen"
      kleur="error"
      onAnnuleren={onAnnuleren}
      onBevestigen={onVerwijderen}
    >
      {vraag}
    </Bevestig>
  );
}
