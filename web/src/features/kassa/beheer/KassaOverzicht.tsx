import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { euro } from '@backend/kern/geld';
import { RUIMTES } from '@backend/kassa/domein';
import { type KassaBeheerOverzicht, verdelingTekst } from '@backend/kassa/domein';
import { kop } from '../../../components/beheer/smalleTabel';
import { bonnenTekst, tijd } from './tijd';
import { BeheerTabel } from '../../../components/beheer/BeheerTabel';

/**
 * The live takings: per room of desks, in total, and per desk with its last contact and what
 * waits on it. With pin on (or pin receipts taken), cash and pin apart: the cash is what the
 * drawer should hold.
 */
export function KassaOverzicht({ stand, nu }: { stand: KassaBeheerOverzicht; nu: number }) {
  const { totaal } = stand.overzicht;
  // Pin receipts while pin is off (issue 50) are shown apart too: their money is not yet cash or pin.
  const metPin = stand.instellingen.pinnen || totaal.pinCent > 0 || totaal.nakijkenCent > 0;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {RUIMTES.map((r) => (
          <Paper key={r} variant="outlined" sx={{ p: 2, flex: 1 }} data-testid={`ruimte-${r}`}>
            {/* The desks' room (where it was paid), not the room the items belong to (Afrekening). */}
            <Typography variant="h3" component="h2">
              Kassa’s {r}
            </Typography>
            <Typography sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
              {euro(stand.overzicht.perRuimte[r].opbrengstCent)}
            </Typography>
            {metPin && <Typography variant="body2">{verdelingTekst(stand.overzicht.perRuimte[r])}</Typography>}
            <Typography variant="body2">
              {bonnenTekst(stand.overzicht.perRuimte[r].aantalBonnen)} · {stand.overzicht.perRuimte[r].wachtend}{' '}
              wachtend op apparaten
            </Typography>
          </Paper>
        ))}
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }} data-testid="kassa-totaal">
          <Typography variant="h3" component="h2">
            Totaal
          </Typography>
          <Typography sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
            {euro(stand.overzicht.totaal.opbrengstCent)}
          </Typography>
          {metPin && <Typography variant="body2">{verdelingTekst(stand.overzicht.totaal)}</Typography>}
          <Typography variant="body2">{bonnenTekst(stand.overzicht.totaal.aantalBonnen)}</Typography>
        </Paper>
      </Stack>

      {stand.kassas.length > 0 && (
        <BeheerTabel
          label="Kassa’s"
          knoppen="geen"
          containerSx={{ mb: 3 }}
          kop={
            <>
              <TableCell>Kassa</TableCell>
              <TableCell>Ruimte</TableCell>
              <TableCell align="right">Opbrengst</TableCell>
              {metPin && <TableCell align="right">Contant (in de la)</TableCell>}
              {metPin && <TableCell align="right">Pin</TableCell>}
              <TableCell align="right">Bonnen</TableCell>
              <TableCell>Laatste contact</TableCell>
              <TableCell>Wachtend</TableCell>
            </>
          }
        >
          {stand.overzicht.kassas.map((s) => (
            <TableRow key={s.kassa.id} data-testid="kassarij">
              <TableCell>{s.kassa.naam}</TableCell>
              <TableCell {...kop('Ruimte')}>{s.kassa.ruimte}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...kop('Opbrengst')}>
                {euro(s.opbrengstCent)}
              </TableCell>
              {metPin && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...kop('Contant (in de la)')}>
                  {euro(s.contantCent)}
                </TableCell>
              )}
              {metPin && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...kop('Pin')}>
                  {euro(s.pinCent)}
                </TableCell>
              )}
              <TableCell align="right" {...kop('Bonnen')}>
                {s.aantalBonnen}
                {s.aantalDubbel > 0 ? ` (${s.aantalDubbel} dubbel)` : ''}
              </TableCell>
              <TableCell {...kop('Laatste contact')}>{tijd(s.kassa.laatsteContact)}</TableCell>
              <TableCell {...kop('Wachtend')}>
                {s.kassa.wachtend}
                {s.kassa.oudsteWachtend
                  ? ` (oudste ${Math.max(0, Math.round((nu - Date.parse(s.kassa.oudsteWachtend)) / 60_000))} min)`
                  : ''}
              </TableCell>
            </TableRow>
          ))}
        </BeheerTabel>
      )}
    </>
  );
}
