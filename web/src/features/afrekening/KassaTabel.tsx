import { bedrag } from '@backend/afrekening/domein';
import { type KassaOverzicht } from '@backend/afrekening/domein';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { kop } from '../../components/beheer/smalleTabel';
import { kaalBedrag, leesEuro } from '@backend/kern/geld';
import { BeheerTabel } from '../../components/beheer/BeheerTabel';

function GeteldVeld({
  kassa,
  gesloten,
  bewaar,
}: {
  kassa: KassaOverzicht;
  gesloten: boolean;
  bewaar: (cent: number | null) => Promise<void>;
}) {
  const [tekst, setTekst] = useState(kassa.geteldCent === null ? '' : kaalBedrag(kassa.geteldCent));
  const cent = tekst.trim() === '' ? null : leesEuro(tekst);
  const fout = tekst.trim() !== '' && cent === null;
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!fout) void bewaar(cent);
      }}
    >
      <TextField
        size="small"
        // Short on the screen, where the row names the desk; whole for a screen reader.
        label="Geteld"
        value={tekst}
        disabled={gesloten}
        onChange={(e) => setTekst(e.target.value)}
        error={fout}
        helperText={fout ? 'Bijvoorbeeld 123,45' : undefined}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Geteld ${kassa.naam}` } }}
        // On a phone the field has the row to itself (admin/common/smalleTabel): room for its label.
        sx={{ width: { sm: 120 }, flex: { xs: 1, sm: 'none' } }}
      />
      <Button type="submit" variant="outlined" disabled={gesloten || fout}>
        Bewaar
      </Button>
    </Stack>
  );
}

/**
 * Per desk: the cash it registered (cash receipts rounded to 5 cents) against what was counted.
 * With pin receipts (issue 36) their amount apart: it is on the account, not in the drawer.
 */
export function KassaTabel({
  kassas,
  gesloten,
  bewaar,
}: {
  kassas: KassaOverzicht[];
  gesloten: boolean;
  bewaar: (kassaId: string, cent: number | null) => Promise<void>;
}) {
  if (kassas.length === 0) return <Typography>Er zijn nog geen kassa&apos;s voor deze beurs.</Typography>;
  // A settlement frozen before pin existed has no pinCent: all cash.
  const metPin = kassas.some((k) => (k.pinCent ?? 0) > 0);
  // Pin while pin was off, not decided (issue 50): apart, in neither column, until Nakijken decides.
  const metNakijken = kassas.some((k) => (k.nakijkenCent ?? 0) > 0);
  const geregistreerd = metPin || metNakijken ? 'Contant geregistreerd' : 'Geregistreerd';
  return (
    <BeheerTabel
      label="Kas per kassa"
      knoppen="onder"
      kop={
        <>
          <TableCell>Kassa</TableCell>
          <TableCell align="right">Bonnen</TableCell>
          <TableCell align="right">{geregistreerd}</TableCell>
          {metPin && <TableCell align="right">Pin</TableCell>}
          {metNakijken && <TableCell align="right">Na te kijken</TableCell>}
          <TableCell align="right">Verschil</TableCell>
          <TableCell>Geteld</TableCell>
        </>
      }
    >
      {kassas.map((k) => (
        <TableRow key={k.kassaId}>
          <TableCell>
            {k.naam} ({k.ruimte ?? 'onbekende ruimte'})
          </TableCell>
          <TableCell align="right" {...kop('Bonnen')}>
            {k.bonnen}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...kop(geregistreerd)}>
            {bedrag(k.geregistreerdCent)}
          </TableCell>
          {metPin && (
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...kop('Pin')}>
              {bedrag(k.pinCent ?? 0)}
            </TableCell>
          )}
          {metNakijken && (
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...kop('Na te kijken')}>
              {bedrag(k.nakijkenCent ?? 0)}
            </TableCell>
          )}
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...kop('Verschil')}>
            {k.verschilCent === null ? '–' : bedrag(k.verschilCent)}
          </TableCell>
          <TableCell>
            <GeteldVeld
              key={k.geteldCent ?? 'leeg'}
              kassa={k}
              gesloten={gesloten}
              bewaar={(cent) => bewaar(k.kassaId, cent)}
            />
          </TableCell>
        </TableRow>
      ))}
    </BeheerTabel>
  );
}
