import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { euro } from '@backend/kern/geld';
import { leesPrijs } from '@backend/artikelen/domein';
import { afrekenen, BETAALWIJZE_NAAM, BETAALWIJZEN, type Betaalwijze, type BonRegel } from '@backend/kassa/domein';
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
  /** "Pinnen aan de kassa" is on: the buyer chooses Contant or Pin. Off: cash only, as ever. */
  pinnen: boolean;
  betaalwijze: Betaalwijze;
  setBetaalwijze: (betaalwijze: Betaalwijze) => void;
  sluit: () => void;
  /** Closes the receipt with what was received, as typed, in the chosen way. */
  bijBonSluiten: (ontvangen: string, betaalwijze: Betaalwijze) => void;
  /** After the closing transition: the focus goes back to the till's field. */
  bijDicht: () => void;
}

/**
 * Afrekenen → Ontvangen → Wisselgeld: what the buyer pays and gets back. With pin on, Contant or
 * Pin first; for pin the amount large, to type into the fair's own card terminal, and a button
 * for when the terminal said the payment went through.
 */
export function AfrekenenDialoog({
  open,
  regels,
  ontvangen,
  setOntvangen,
  pinnen,
  betaalwijze,
  setBetaalwijze,
  sluit,
  bijBonSluiten,
  bijDicht,
}: Props) {
  const wijze: Betaalwijze = pinnen ? betaalwijze : 'contant';
  const ontvangenCent = centVan(ontvangen);
  const afgerekend = afrekenen(regels(), ontvangenCent ?? 0, wijze);
  const genoeg = ontvangenCent !== null && afgerekend.wisselgeldCent >= 0;
  return (
    <ZolangDicht open={open}>
      <Dialog
        open={open}
        onClose={sluit}
        disableRestoreFocus
        slotProps={{ transition: { onExited: bijDicht } }}
        // Gone at once when closed: the next buyer's first code is often scanned within the fade,
        // and the dialog's unmounting at its end then stood between that Enter and its line.
        transitionDuration={{ exit: 0 }}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle>Afrekenen</DialogTitle>
        <DialogContent>
          {pinnen && (
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={wijze}
              onChange={(_e, nieuw: Betaalwijze | null) => nieuw && setBetaalwijze(nieuw)}
              aria-label="Betaalwijze"
              sx={{ mb: 2 }}
            >
              {BETAALWIJZEN.map((w) => (
                <ToggleButton key={w} value={w} sx={{ fontSize: '1.1rem', fontWeight: 700, py: 1 }}>
                  {BETAALWIJZE_NAAM[w]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          {wijze === 'pin' ? (
            <Box role="group" aria-label="Pinnen">
              <Typography>Typ dit bedrag in op de pinautomaat:</Typography>
              <Typography
                data-testid="te-pinnen"
                sx={{
                  fontSize: { xs: '3rem', sm: '3.5rem' },
                  fontWeight: 800,
                  lineHeight: 1.1,
                  my: 1.5,
                  textAlign: 'center',
                  overflowWrap: 'anywhere',
                }}
              >
                {euro(afgerekend.teBetalenCent)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Met pin betaalt de koper het precieze bedrag, zonder afronden. Zegt de pinautomaat dat de betaling is
                gelukt? Kies dan Betaald met pin.
              </Typography>
            </Box>
          ) : (
            <>
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
                    bijBonSluiten((e.target as HTMLInputElement).value, 'contant');
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
            </>
          )}
        </DialogContent>
        <DialogActions>
          {wijze === 'pin' ? (
            <>
              <Button onClick={sluit}>Terug</Button>
              <Button variant="contained" size="large" onClick={() => bijBonSluiten('', 'pin')}>
                Betaald met pin
              </Button>
            </>
          ) : (
            <>
              <Button onClick={() => setOntvangen(euro(afgerekend.teBetalenCent).replace('€ ', ''))}>Gepast</Button>
              <Button onClick={sluit}>Terug</Button>
              <Button variant="contained" disabled={!genoeg} onClick={() => bijBonSluiten(ontvangen, 'contant')}>
                Bon sluiten
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </ZolangDicht>
  );
}
