/**
 * "Kas na afsluiting" on /afrekening: receipts that reached the server after the settlement was
 * closed (a desk that did not know yet). They are not in the frozen settlement, but their cash
 * is in the drawer: the administrator sees each one (desk, time, lines, amount) and the total.
 */
import { euro } from '@backend/kern/geld';
import { verdelingTekst, type BonNaAfsluiting } from '@backend/kassa/domein';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { haalKasNaAfsluiting } from './api';
import { Sectie } from '../../components/beheer/Sectie';
import { kop } from '../../components/beheer/smalleTabel';
import { BeheerTabel } from '../../components/beheer/BeheerTabel';
import { opDeBeursklok } from '@backend/kern/datums';
import { useOphalen } from '../../data/useOphalen';

const tijd = (iso: string) => opDeBeursklok(iso).tijd;

const regelTekst = (r: BonNaAfsluiting['regels'][number]) =>
  `Verkoper ${r.verkopersnummer}, ${r.artikelnummer === null ? 'handmatig' : `artikel ${r.artikelnummer}`}: ${euro(r.prijsCent)}`;

/** Shown once the settlement is closed (`geslotenOp`); loaded again when that changes. */
export function KasNaAfsluiting({ geslotenOp }: { geslotenOp: string | null }) {
  const { data: kas, fout, laad } = useOphalen(haalKasNaAfsluiting);
  useEffect(() => {
    if (geslotenOp) void laad();
  }, [geslotenOp, laad]);

  if (!geslotenOp) return null;
  return (
    <Sectie titel="Kas na afsluiting" id="afrekening-na-afsluiting">
      <Typography variant="body2" sx={{ mb: 1 }}>
        Bonnen die pas na het afsluiten binnenkwamen, van een kassa die het nog niet wist. Ze tellen niet mee in de
        afrekening en de enveloppen hierboven, maar het geld zit wel in de kassa: haal het op bij die kassa en regel het
        apart met de verkopers op de regels. Hun artikelen gelden als verkocht.
      </Typography>
      {fout && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {fout}
        </Alert>
      )}
      {kas && (
        <>
          <Typography sx={{ fontWeight: 'bold', mb: 1 }} data-testid="kas-na-afsluiting-totaal">
            {kas.bonnen.length === 0
              ? 'Er kwamen geen bonnen na het afsluiten binnen.'
              : kas.pinCent > 0 || kas.nakijkenCent > 0
                ? `${kas.bonnen.length} ${kas.bonnen.length === 1 ? 'bon' : 'bonnen'}, samen ${euro(kas.totaalCent)}: ${verdelingTekst(kas)}`
                : `${kas.bonnen.length} ${kas.bonnen.length === 1 ? 'bon' : 'bonnen'}, samen ${euro(kas.totaalCent)} in de kassa’s`}
          </Typography>
          {kas.nakijkenCent > 0 && (
            <Typography variant="body2" sx={{ mb: 1 }} data-testid="kas-na-afsluiting-nakijken">
              {euro(kas.nakijkenCent)} is met pin betaald terwijl pin uit stond: vraag de kassa of dat geld toch in de
              la zit, of op de rekening van de organisatie staat.
            </Typography>
          )}
          {kas.bonnen.length > 0 && (
            <BeheerTabel
              label="Kas na afsluiting"
              knoppen="geen"
              kop={
                <>
                  <TableCell>Kassa</TableCell>
                  <TableCell>Tijd</TableCell>
                  <TableCell>Regels</TableCell>
                  <TableCell align="right">Bedrag</TableCell>
                </>
              }
            >
              {kas.bonnen.map((b) => (
                <TableRow key={b.id} data-testid="bon-na-afsluiting">
                  <TableCell>
                    {b.kassaNaam}
                    {b.ruimte ? ` (${b.ruimte})` : ''}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} {...kop('Tijd')}>
                    {tijd(b.gesloten)} (binnen {tijd(b.ontvangenOp)})
                  </TableCell>
                  <TableCell>
                    {b.regels.map((r, i) => (
                      <div key={i}>{regelTekst(r)}</div>
                    ))}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...kop('Bedrag')}>
                    {euro(b.teBetalenCent)}
                    {b.pinTerwijlUit ? ' (pin terwijl pin uit stond)' : b.betaalwijze === 'pin' ? ' (pin)' : ''}
                  </TableCell>
                </TableRow>
              ))}
            </BeheerTabel>
          )}
        </>
      )}
      <Stack direction="row" sx={{ mt: 1 }}>
        <Button size="small" startIcon={<RefreshIcon />} onClick={() => void laad()}>
          Opnieuw laden
        </Button>
      </Stack>
    </Sectie>
  );
}
