/**
 * "Nog niet opgehaald": who still has an envelope or items lying there (a seller paid by bank:
 * items only, their money "wordt overgemaakt"), polled while shown; and
 * for the administrator, at the end, what is left goes to charity (SPEC.md).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { euro } from '@backend/kern/geld';
import { foutTekst } from '../../data/http';
import { haalOphaalVoortgang, restNaarGoedDoel, type Bron } from './api';
import { isOffline, MELDING_VOORTGANG_OFFLINE, usePeiling } from './useBalieScherm';

const ELKE_MS = 10_000;

/**
 * The table takes the width it gets and no more: on a phone of 360 px the columns share it and a
 * long amount ('nog te betalen € 12,35', 'wordt overgemaakt € 6,88') wraps, instead of the page
 * scrolling sideways (issue 38); the amount's column is wide enough for 'overgemaakt' whole.
 */
const TABEL = {
  width: '100%',
  tableLayout: 'fixed',
  '& th, & td': { px: 1 },
  '& td': { overflowWrap: 'anywhere' },
  '& td:first-of-type .MuiButton-root': { minWidth: 0, px: 0.5 },
} as const;

/** A column's heading, abbreviated on a phone (the full word in the abbreviation's title). */
function Kop({ lang, kort }: { lang: string; kort: string }) {
  return (
    <>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {lang}
      </Box>
      <Box component="abbr" title={lang} sx={{ display: { sm: 'none' } }}>
        {kort}
      </Box>
    </>
  );
}

export function NogNietOpgehaaldSectie({
  bron,
  ververs,
  open,
}: {
  bron: Bron;
  ververs: number;
  open: (nummer: number) => void;
}) {
  const peiling = usePeiling(() => haalOphaalVoortgang(bron), ELKE_MS, ververs);
  const voortgang = peiling.waarde;
  const [fout, setFout] = useState<string | null>(null);
  const [vraag, setVraag] = useState(false);
  const [klaar, setKlaar] = useState<string | null>(null);
  const getoondeFout =
    fout ?? (isOffline(peiling.fout) ? MELDING_VOORTGANG_OFFLINE : peiling.fout ? foutTekst(peiling.fout) : null);

  const rest = async () => {
    setVraag(false);
    try {
      const uitkomst = await restNaarGoedDoel();
      peiling.setWaarde(uitkomst.voortgang);
      setKlaar(
        `${uitkomst.verkopers} verkoper(s) niet opgehaald; ${uitkomst.artikelen} artikel(en) gaan naar een goed doel.`,
      );
    } catch (f) {
      setFout(foutTekst(f));
    }
  };

  return (
    <section aria-labelledby="nog-niet-kop">
      <Typography id="nog-niet-kop" variant="h2" sx={{ fontSize: '1.15rem', mt: 3, mb: 1 }}>
        Nog niet opgehaald
      </Typography>
      {getoondeFout && <Alert severity="info">{getoondeFout}</Alert>}
      {klaar && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {klaar}
        </Alert>
      )}
      {voortgang && (
        <>
          <Typography data-testid="ophaal-voortgang" sx={{ mb: 1 }}>
            {voortgang.opgehaald} van {voortgang.verkopers} verkopers opgehaald · nog {voortgang.enveloppen}{' '}
            {voortgang.enveloppen === 1 ? 'envelop' : 'enveloppen'}, samen {euro(voortgang.envelopCent)}
          </Typography>
          {voortgang.nogNiet.length > 0 && (
            <Table size="small" aria-label="Nog niet opgehaald" sx={TABEL}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: '20%' }}>
                    <Kop lang="Verkoper" kort="Nr." />
                  </TableCell>
                  <TableCell sx={{ width: '25%' }}>Naam</TableCell>
                  <TableCell align="right" sx={{ width: '35%' }}>
                    Envelop
                  </TableCell>
                  <TableCell align="right" sx={{ width: '20%' }}>
                    <Kop lang="Artikelen" kort="Art." />
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {voortgang.nogNiet.map((n) => (
                  <TableRow key={n.nummer} hover data-testid="nog-niet">
                    <TableCell>
                      <Button size="small" onClick={() => open(n.nummer)} aria-label={`Verkoper ${n.nummer} openen`}>
                        {n.nummer}
                      </Button>
                    </TableCell>
                    <TableCell>{n.voornaam}</TableCell>
                    <TableCell align="right">
                      {n.nogTeBetalenCent > 0
                        ? `nog te betalen ${euro(n.nogTeBetalenCent)}`
                        : n.overmaken
                          ? `wordt overgemaakt ${euro(n.overmakenCent)}`
                          : euro(n.envelopCent)}
                    </TableCell>
                    <TableCell align="right">{n.artikelen}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {!bron.token && voortgang.open.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="open-artikelen">
              <strong>Opgehaald, maar niet alles afgevinkt.</strong> Vink per artikel &lsquo;Terug&rsquo; of &lsquo;Niet
              gevonden&rsquo; aan:
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {voortgang.open.map((o) => (
                  <li key={o.nummer}>
                    <Button size="small" onClick={() => open(o.nummer)} aria-label={`Verkoper ${o.nummer} openen`}>
                      {o.nummer} {o.voornaam}
                    </Button>
                    {o.artikelen === 1 ? '1 artikel' : `${o.artikelen} artikelen`}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
          {!bron.token && voortgang.nogNiet.length > 0 && (
            <Button color="warning" variant="outlined" sx={{ mt: 2 }} onClick={() => setVraag(true)}>
              Ophalen afsluiten: rest naar goed doel
            </Button>
          )}
        </>
      )}
      <Dialog open={vraag} onClose={() => setVraag(false)} aria-labelledby="rest-kop">
        <DialogTitle id="rest-kop">Ophalen afsluiten?</DialogTitle>
        <DialogContent>
          Wie nu nog niet heeft opgehaald, staat daarna als niet opgehaald. Hun artikelen gaan naar een goed doel (zoals
          op de website staat); hun enveloppen blijven bij de organisatie.
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setVraag(false)}>Annuleren</Button>
          <Button variant="contained" color="warning" onClick={() => void rest()}>
            Rest naar goed doel
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
