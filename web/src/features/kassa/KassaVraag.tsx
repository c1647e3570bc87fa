import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ZolangDicht } from './ZolangDicht';

interface Props {
  open: boolean;
  titel: string;
  tekst: ReactNode;
  /** The safe answer: it has the focus, and Esc gives it too. */
  nee: string;
  ja: { tekst: string; kleur: 'primary' | 'secondary' };
  bijNee: () => void;
  bijJa: () => void;
  /** After the closing transition: the focus goes back to the till's field. */
  bijDicht: () => void;
}

/** A question of the till with two answers, rendered only while open (ZolangDicht). */
export function KassaVraag({ open, titel, tekst, nee, ja, bijNee, bijJa, bijDicht }: Props) {
  return (
    <ZolangDicht open={open}>
      <Dialog open={open} onClose={bijNee} disableRestoreFocus slotProps={{ transition: { onExited: bijDicht } }}>
        <DialogTitle>{titel}</DialogTitle>
        <DialogContent>
          <DialogContentText>{tekst}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={bijNee}>
            {nee}
          </Button>
          <Button color={ja.kleur} variant="contained" onClick={bijJa}>
            {ja.tekst}
          </Button>
        </DialogActions>
      </Dialog>
    </ZolangDicht>
  );
}
