/** Friday evening's progress for the organisers: who handed in, and the piles per room and size group. */
import { memo } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { haalInleverVoortgang, type Bron } from './api';
import { foutTekst } from '../../data/http';
import { isOffline, MELDING_VOORTGANG_OFFLINE, usePeiling } from './useBalieScherm';

const ELKE_MS = 10_000;
const getal = (n: number) => n.toLocaleString('nl-NL');

/** Polled while shown; `ververs` changes after the screen's own steps, so they show soon. */
export const InleverVoortgangSectie = memo(function InleverVoortgangSectie({
  bron,
  ververs,
}: {
  bron: Bron;
  ververs: number;
}) {
  const { waarde: voortgang, fout } = usePeiling(() => haalInleverVoortgang(bron), ELKE_MS, ververs);
  return (
    <section aria-labelledby="voortgang-kop">
      <Typography id="voortgang-kop" variant="h2" sx={{ fontSize: '1.15rem', mt: 3, mb: 1 }}>
        Voortgang
      </Typography>
      {!voortgang ? (
        <Typography color="text.secondary" data-testid="voortgang-laden">
          {isOffline(fout) ? MELDING_VOORTGANG_OFFLINE : fout ? foutTekst(fout) : 'Laden…'}
        </Typography>
      ) : (
        <>
          <Typography data-testid="inlever-voortgang" sx={{ mb: 1 }}>
            {getal(voortgang.afgerond)} van {getal(voortgang.deelnemers)} verkopers afgerond
            {voortgang.bezig > 0 ? ` (${getal(voortgang.bezig)} bezig)` : ''} · {getal(voortgang.ingeleverd)} van{' '}
            {getal(voortgang.aangemeld)} artikelen met label ingeleverd · {getal(voortgang.handgeschreven)}{' '}
            handgeschreven
          </Typography>
          {voortgang.stapels.length > 0 && (
            <Table size="small" aria-label="Ingeleverd per ruimte en maatgroep" sx={{ maxWidth: 480 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Ruimte</TableCell>
                  <TableCell>Maatgroep of soort</TableCell>
                  <TableCell align="right">Artikelen</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {voortgang.stapels.map((s) => (
                  <TableRow key={`${s.ruimte}|${s.groep}`} data-testid="stapel">
                    <TableCell>{s.ruimte}</TableCell>
                    <TableCell>{s.groep}</TableCell>
                    <TableCell align="right">{getal(s.aantal)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </section>
  );
});
