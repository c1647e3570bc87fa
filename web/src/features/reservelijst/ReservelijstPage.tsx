import type { ReservelijstOverzicht } from '@backend/registratie/domein';
import type { ReservePlaats } from '@backend/registratie/domein';
import { tabelTijdstip } from '@backend/kern/datums';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { haalReservelijst, verplaatsOpReservelijst, verwijderVanReservelijst, zetAutomatischBevorderen } from './api';
import { AdminPagina } from '../../components/beheer/AdminPagina';
import { BevestigVerwijderen } from '../../components/beheer/BevestigVerwijderen';
import { useLaden } from '../../components/beheer/useLaden';
import { useMeldingen } from '../../components/beheer/useMeldingen';
import { TipKnop } from '../../components/beheer/TipKnop';

/** The two moves in the list, each with the place where it cannot go further. */
const VERPLAATSEN = [
  { richting: 'omhoog', tip: 'Omhoog', Icoon: ArrowUpwardIcon, rand: () => 0 },
  { richting: 'omlaag', tip: 'Omlaag', Icoon: ArrowDownwardIcon, rand: (aantal: number) => aantal - 1 },
] as const;

/** Administrator: the current fair's reserve list in order, its order, and the automatic promotion. */
export default function ReservelijstPage() {
  const [overzicht, setOverzicht] = useState<ReservelijstOverzicht | null>(null);
  const [teVerwijderen, setTeVerwijderen] = useState<ReservePlaats | null>(null);
  const [bezig, setBezig] = useState(false);
  const { toon, fout, meldingen } = useMeldingen();
  const laad = useLaden(haalReservelijst, setOverzicht, fout);

  /** One change at a time; afterwards the screen shows the server's list. */
  async function doe(actie: () => Promise<unknown>, melding?: string) {
    setBezig(true);
    try {
      await actie();
      if (melding) toon('success', melding);
    } catch (error) {
      fout(error);
    } finally {
      await laad();
      setBezig(false);
    }
  }

  async function bevestigVerwijderen() {
    const plaats = teVerwijderen;
    setTeVerwijderen(null);
    if (plaats) await doe(() => verwijderVanReservelijst(plaats.id), `${plaats.naam} van de reservelijst gehaald`);
  }

  const plaatsen = overzicht?.plaatsen ?? [];
  return (
    <AdminPagina
      titel="Reservelijst"
      extra={
        <Typography color="text.secondary" data-testid="wachtend">
          Wachtend: {plaatsen.length}
        </Typography>
      }
    >
      <FormControlLabel
        control={
          <Switch
            checked={overzicht?.automatisch ?? true}
            disabled={!overzicht || bezig}
            onChange={(_e, aan) => void doe(() => zetAutomatischBevorderen(aan))}
          />
        }
        label="Automatisch inschrijven als er een plaats vrijkomt"
      />
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Komt er een plaats vrij (iemand verwijderd of op niet actief gezet, het maximum verhoogd, de inschrijving weer
        open), dan wordt de eerste op de lijst ingeschreven en krijgt een mail met het verkopersnummer. Zolang de
        inschrijving gesloten is, gebeurt dat niet.
      </Typography>
      {overzicht && plaatsen.length === 0 && <Alert severity="info">Er staat niemand op de reservelijst.</Alert>}
      <List aria-label="Reservelijst" dense>
        {plaatsen.map((plaats, i) => (
          <ListItem
            key={plaats.id}
            divider
            data-testid="reserveplaats"
            sx={{ flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <ListItemText
              primary={`${i + 1}. ${plaats.naam}`}
              secondary={[plaats.email, plaats.telefoon, `aangemeld ${tabelTijdstip(plaats.aangemeld)}`]
                .filter(Boolean)
                .join(' · ')}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
            <Stack direction="row" sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
              {VERPLAATSEN.map(({ richting, tip, Icoon, rand }) => (
                <TipKnop
                  key={richting}
                  tip={tip}
                  aria-label={`${plaats.naam} ${richting}`}
                  disabled={bezig || i === rand(plaatsen.length)}
                  onClick={() => void doe(() => verplaatsOpReservelijst(plaats.id, richting))}
                >
                  <Icoon />
                </TipKnop>
              ))}
              <TipKnop
                tip="Verwijderen"
                aria-label={`${plaats.naam} verwijderen`}
                disabled={bezig}
                color="error"
                onClick={() => setTeVerwijderen(plaats)}
              >
                <DeleteIcon />
              </TipKnop>
            </Stack>
          </ListItem>
        ))}
      </List>
      <BevestigVerwijderen
        titel="Van de reservelijst halen"
        vraag={teVerwijderen ? `${teVerwijderen.naam} van de reservelijst halen?` : null}
        onAnnuleren={() => setTeVerwijderen(null)}
        onVerwijderen={() => void bevestigVerwijderen()}
      />
      {meldingen}
    </AdminPagina>
  );
}
