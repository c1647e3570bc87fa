import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

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
    <Dialog open={vraag !== null} onClose={onAnnuleren}>
      <DialogTitle>{titel}</DialogTitle>
      <DialogContent>
        <DialogContentText>{vraag}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onAnnuleren}>Annuleren</Button>
        <Button color="error" variant="contained" onClick={onVerwijderen}>
          Verwijderen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
