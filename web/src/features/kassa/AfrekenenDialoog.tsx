import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { euro } from '@backend/artikelen/domein/artikelen';
import { leesPrijs } from '@backend/artikelen/domein/controle';
import { afrekenen, type BonRegel } from '@backend/kassa/domein/kassa';
import { ZolangDicht } from './ZolangDicht';

/** An amount typed in euro as cents, or null while it is not one. */
export function centVan(tekst: string): number | null {
  const p = leesPrijs(tekst);
  return p.ok && p.cent !== undefined ? p.cent : null;
}

interface Props {
  open: boolean;
  /** The open receipt's lines: read, not subscribed, as they cannot change while this is open. */
  regels: () => BonRegel[];
  ontvangen: string;
  setOntvangen: (tekst: string) => void;
  sluit: () => void;
  /** Closes the receipt with what was received, as typed. */
  bijBonSluiten: (ontvangen: string) => void;
  /** After the closing transition: the focus goes back to the till's field. */
  bijDicht: () => void;
}

/** Afrekenen → Ontvangen → Wisselgeld: what the buyer pays and gets back. */
export function AfrekenenDialoog({ open, regels, ontvangen, setOntvangen, sluit, bijBonSluiten, bijDicht }: Props) {
  const ontvangenCent = centVan(ontvangen);
  const afgerekend = afrekenen(regels(), ontvangenCent ?? 0);
  const genoeg = ontvangenCent !== null && afgerekend.wisselgeldCent >= 0;
  return (
    <ZolangDicht open={open}>
      <Dialog
        open={open}
        onClose={sluit}
        disableRestoreFocus
        slotProps={{ transition: { onExited: bijDicht } }}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle>Afrekenen</DialogTitle>
        <DialogContent>
          <Typography>Totaal {euro(afgerekend.totaalCent)}</Typography>
          <Typography sx={{ fontSize: '1.4rem', fontWeight: 700, mb: 2 }} data-testid="te-betalen">
            Te betalen {euro(afgerekend.teBetalenCent)}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            label="Ontvangen"
            helperText="Het bedrag dat de koper geeft, in euro"
            value={ontvangen}
            onChange={(e) => setOntvangen(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                bijBonSluiten((e.target as HTMLInputElement).value);
              }
            }}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Typography sx={{ fontSize: '1.4rem', fontWeight: 700, mt: 2 }} data-testid="wisselgeld" role="status">
            {ontvangenCent === null
              ? 'Wisselgeld –'
              : genoeg
                ? `Wisselgeld ${euro(afgerekend.wisselgeldCent)}`
                : `Nog ${euro(-afgerekend.wisselgeldCent)} te weinig`}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOntvangen(euro(afgerekend.teBetalenCent).replace('€ ', ''))}>Gepast</Button>
          <Button onClick={sluit}>Terug</Button>
          <Button variant="contained" disabled={!genoeg} onClick={() => bijBonSluiten(ontvangen)}>
            Bon sluiten
          </Button>
        </DialogActions>
      </Dialog>
    </ZolangDicht>
  );
}
