/**
 * The organisers' fair-day view (/beursdag): on Friday evening the drop-off, on Saturday the
 * sales per room per half hour beside the last fair at the same time, every desk's last contact
 * and queue, and after the fair the pick-up with the envelopes left. Refreshed every 15 seconds.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { euro } from '@backend/kern/geld';
import { isStil } from '@backend/inlevering/domein';
import { TAAK_NAAM } from '@backend/kassa/domein';
import { langeDatum, opDeBeursklok } from '@backend/kern/datums';
import { AdminPagina } from '../../components/beheer/AdminPagina';
import { Sectie } from '../../components/beheer/Sectie';
import { kop, smalleTabel } from '../../components/beheer/smalleTabel';
import { haalBeursdag } from './api';
import { useOphalen } from '../../data/useOphalen';

const ELKE_MS = 15_000;
const getal = (n: number) => n.toLocaleString('nl-NL');

function contact(laatste: string | null, nu: number): string {
  if (!laatste) return 'nog niet';
  const seconden = Math.max(0, Math.round((nu - Date.parse(laatste)) / 1000));
  if (seconden < 60) return `${seconden} s geleden`;
  if (seconden < 3600) return `${Math.floor(seconden / 60)} min geleden`;
  return `om ${opDeBeursklok(laatste).tijd}`;
}

export default function BeursdagPage() {
  const { data: dag, fout, laad: haalDag } = useOphalen(haalBeursdag);
  const [nu, setNu] = useState(() => Date.now());
  const laad = useCallback(async () => {
    await haalDag();
    setNu(Date.now());
  }, [haalDag]);
  useEffect(() => {
    void laad();
    const t = setInterval(() => void laad(), ELKE_MS);
    return () => clearInterval(t);
  }, [laad]);

  return (
    <AdminPagina titel="Beursdag">
      {fout && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {fout}
        </Alert>
      )}
      {dag && (
        <>
          <Typography sx={{ mb: 2 }}>
            Beurs van {langeDatum(dag.beurs.datum)}. Ververst elke 15 seconden; laatst om{' '}
            {opDeBeursklok(new Date(nu)).tijd}.
          </Typography>
          <Sectie titel="Inleveren" id="inleveren">
            <Typography data-testid="dag-inleveren">
              {getal(dag.inleveren.afgerond)} van {getal(dag.inleveren.deelnemers)} verkopers afgerond
              {dag.inleveren.bezig ? ` (${getal(dag.inleveren.bezig)} bezig)` : ''} · {getal(dag.inleveren.ingeleverd)}{' '}
              van {getal(dag.inleveren.aangemeld)} artikelen met label · {getal(dag.inleveren.handgeschreven)}{' '}
              handgeschreven
            </Typography>
          </Sectie>
          <Sectie titel="Verkoop per half uur" id="verkoop">
            {dag.verkoopPerHalfUur.length === 0 ? (
              <Typography>Nog niets verkocht.</Typography>
            ) : (
              <Table
                size="small"
                aria-label="Verkoop per half uur, naast de vorige beurs"
                sx={[{ maxWidth: 640 }, smalleTabel('geen')]}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>Tijd</TableCell>
                    <TableCell align="right">Kleding</TableCell>
                    <TableCell align="right">Speelgoed</TableCell>
                    <TableCell align="right">{dag.vorigeBeurs ? 'Vorige beurs' : ''}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {dag.verkoopPerHalfUur.map((r) => (
                    <TableRow key={r.tijd} data-testid="halfuur">
                      <TableCell>{r.tijd}</TableCell>
                      <TableCell align="right" {...kop('Kleding')}>
                        {euro(r.nu.Kleding)}
                      </TableCell>
                      <TableCell align="right" {...kop('Speelgoed')}>
                        {euro(r.nu.Speelgoed)}
                      </TableCell>
                      <TableCell
                        align="right"
                        sx={{ color: 'text.secondary' }}
                        {...(dag.vorigeBeurs ? kop('Vorige beurs') : {})}
                      >
                        {dag.vorigeBeurs ? euro(r.vorige.Kleding + r.vorige.Speelgoed + r.vorige.onbekend) : ''}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Sectie>
          <Sectie titel="Kassa’s en balies" id="balies">
            {dag.balies.length === 0 ? (
              <Typography>Nog geen kassa’s of balies. Voeg ze toe onder Kassa.</Typography>
            ) : (
              <Table size="small" aria-label="Kassa’s en balies" sx={[{ maxWidth: 720 }, smalleTabel('geen')]}>
                <TableHead>
                  <TableRow>
                    <TableCell>Naam</TableCell>
                    <TableCell>Taak</TableCell>
                    <TableCell>Laatste contact</TableCell>
                    <TableCell align="right">Wacht op verzending</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {dag.balies.map((b) => (
                    <TableRow key={b.id} data-testid="balie">
                      <TableCell>
                        {b.naam}
                        {b.taak === 'verkopen' ? ` (${b.ruimte})` : ''}
                      </TableCell>
                      <TableCell {...kop('Taak')}>{TAAK_NAAM[b.taak]}</TableCell>
                      <TableCell {...kop('Contact')}>
                        {b.ingetrokken ? 'ingetrokken' : contact(b.laatsteContact, nu)}{' '}
                        {isStil(b, nu) && <Chip size="small" color="error" label="stil" />}
                      </TableCell>
                      <TableCell align="right" {...kop('Wacht')}>
                        {`${b.wachtend} ${
                          b.taak === 'verkopen'
                            ? b.wachtend === 1
                              ? 'bon'
                              : 'bonnen'
                            : b.wachtend === 1
                              ? 'stap'
                              : 'stappen'
                        }${b.oudsteWachtend ? ` (sinds ${opDeBeursklok(b.oudsteWachtend).tijd})` : ''}`}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Sectie>
          <Sectie titel="Ophalen" id="ophalen">
            {dag.ophalen ? (
              <Typography data-testid="dag-ophalen">
                {getal(dag.ophalen.opgehaald)} van {getal(dag.ophalen.verkopers)} verkopers opgehaald · nog{' '}
                {getal(dag.ophalen.enveloppen)} {dag.ophalen.enveloppen === 1 ? 'envelop' : 'enveloppen'}, samen{' '}
                {euro(dag.ophalen.envelopCent)}
              </Typography>
            ) : (
              <Typography>Ophalen begint als de afrekening is afgesloten.</Typography>
            )}
          </Sectie>
        </>
      )}
    </AdminPagina>
  );
}
