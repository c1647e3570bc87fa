import { useState } from 'react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { euro } from '@backend/kern/geld';
import { type ArtikelenOverzicht, type VerkoperArtikelen } from '@backend/artikelen/domein';
import { langeDatum } from '@backend/kern/datums';
import { leesStart, LABELS_PER_VEL } from '@backend/artikelen/domein';
import { AdminPagina } from '../../components/beheer/AdminPagina';
import { kop } from '../../components/beheer/smalleTabel';
import { verborgen } from '../../components/verborgen';
import { useLaden } from '../../components/beheer/useLaden';
import { useMeldingen } from '../../components/beheer/useMeldingen';
import { exporteerArtikelen, haalArtikelenOverzicht, haalVerkoperArtikelen, labelsVanVerkoperPad } from './api';
import { ArtikelInstellingenSectie } from './ArtikelInstellingenSectie';
import { BeheerTabel } from '../../components/beheer/BeheerTabel';

/**
 * The administrator's items of the current fair: the settings, per seller the count and total,
 * a seller's list and labels, and the CSV of all items.
 */
export default function ArtikelenBeheerPage() {
  const { toon, fout, meldingen } = useMeldingen();
  const [overzicht, setOverzicht] = useState<ArtikelenOverzicht | null>(null);
  const [lijst, setLijst] = useState<VerkoperArtikelen | null>(null);
  const [start, setStart] = useState('1');
  const laad = useLaden(haalArtikelenOverzicht, setOverzicht, fout);

  async function open(nummer: number) {
    try {
      setStart('1');
      setLijst(await haalVerkoperArtikelen(nummer));
    } catch (e) {
      fout(e);
    }
  }

  async function exporteer() {
    try {
      await exporteerArtikelen(dayjs().format('YYYY-MM-DD'));
    } catch (e) {
      fout(e);
    }
  }

  const startUitkomst = leesStart(start);
  let inhoud = null;
  if (overzicht && !overzicht.beurs) {
    inhoud = (
      <Alert severity="info">Voeg eerst een aflevering toe: de instellingen voor artikelen gelden per beurs.</Alert>
    );
  } else if (overzicht?.beurs && overzicht.deadline) {
    inhoud = (
      <>
        <Typography sx={{ mb: 2 }}>Beurs van {langeDatum(overzicht.beurs.datum)}.</Typography>
        <ArtikelInstellingenSectie
          key={JSON.stringify(overzicht.instellingen)}
          instellingen={overzicht.instellingen}
          datum={overzicht.beurs.datum}
          opgeslagen={laad}
          toon={toon}
          fout={fout}
        />
        <Typography variant="h2" sx={{ mb: 1 }}>
          Per verkoper
        </Typography>
        <Typography sx={{ mb: 1 }} data-testid="totaal">
          {overzicht.aantal} artikelen, samen {euro(overzicht.totaalCent)}.
        </Typography>
        {/* Scrolls when long: focusable, so the keyboard can scroll it too. On a phone each seller is a block. */}
        <BeheerTabel
          label="Artikelen per verkoper"
          stickyHeader
          minWidth={560}
          containerSx={{ maxHeight: 480 }}
          regio="Tabel artikelen per verkoper"
          kop={
            <>
              <TableCell>Nummer</TableCell>
              <TableCell>Naam</TableCell>
              <TableCell align="right">Artikelen</TableCell>
              <TableCell align="right">Totaal</TableCell>
              <TableCell align="right">Retour</TableCell>
              <TableCell>
                <Box component="span" sx={verborgen}>
                  Acties
                </Box>
              </TableCell>
            </>
          }
        >
          {overzicht.verkopers.map((v) => (
            <TableRow key={v.nummer} data-testid="verkoper-rij">
              <TableCell {...kop('Nummer')}>{v.nummer}</TableCell>
              <TableCell>{v.naam}</TableCell>
              <TableCell align="right" {...kop('Artikelen')}>
                {v.aantal}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...kop('Totaal')}>
                {euro(v.totaalCent)}
              </TableCell>
              <TableCell align="right" {...kop('Retour')}>
                {v.retour}
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => open(v.nummer)} aria-label={`Lijst van verkoper ${v.nummer}`}>
                  Lijst
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </BeheerTabel>
      </>
    );
  }

  return (
    <AdminPagina
      titel="Artikelen"
      extra={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={exporteer} disabled={!overzicht?.beurs}>
            CSV exporteren
          </Button>
          <Button variant="outlined" href="/api/artikelen/testpagina.pdf">
            Testpagina (pdf)
          </Button>
        </Stack>
      }
    >
      {inhoud}
      <Dialog
        open={lijst !== null}
        onClose={() => setLijst(null)}
        fullWidth
        maxWidth="md"
        aria-labelledby="lijst-titel"
      >
        <DialogTitle id="lijst-titel">
          Verkoper {lijst?.nummer}: {lijst?.naam}
        </DialogTitle>
        <DialogContent>
          {lijst && lijst.artikelen.length === 0 && (
            <Typography>Deze verkoper heeft geen artikelen ingevoerd.</Typography>
          )}
          {lijst && lijst.artikelen.length > 0 && (
            <BeheerTabel
              label={`Artikelen van verkoper ${lijst.nummer}`}
              knoppen="geen"
              regio={`Tabel artikelen van verkoper ${lijst.nummer}`}
              kop={
                <>
                  <TableCell>Nr.</TableCell>
                  <TableCell>Omschrijving</TableCell>
                  <TableCell align="right">Prijs</TableCell>
                  <TableCell>Soort</TableCell>
                  <TableCell>Maat</TableCell>
                  <TableCell>Retour</TableCell>
                  <TableCell>Code</TableCell>
                </>
              }
            >
              {lijst.artikelen.map((a) => (
                <TableRow key={a.artikelnummer}>
                  <TableCell {...kop('Nr.')}>{a.artikelnummer}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{a.omschrijving}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...kop('Prijs')}>
                    {euro(a.prijsCent)}
                  </TableCell>
                  <TableCell {...kop('Soort')}>{a.soort}</TableCell>
                  <TableCell {...kop('Maat')}>{a.maat ?? ''}</TableCell>
                  <TableCell {...kop('Retour')}>{a.retour ? 'ja' : 'nee'}</TableCell>
                  <TableCell {...kop('Code')}>{a.code}</TableCell>
                </TableRow>
              ))}
            </BeheerTabel>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <TextField
            label={`Beginnen bij label (1-${LABELS_PER_VEL})`}
            size="small"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            error={!startUitkomst.ok}
            helperText={startUitkomst.ok ? ' ' : startUitkomst.fout}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button
            variant="contained"
            href={lijst && startUitkomst.ok ? labelsVanVerkoperPad(lijst.nummer, startUitkomst.start) : undefined}
            disabled={!lijst || lijst.artikelen.length === 0 || !startUitkomst.ok}
          >
            Labels printen (pdf)
          </Button>
          <Button onClick={() => setLijst(null)}>Sluiten</Button>
        </DialogActions>
      </Dialog>
      {meldingen}
    </AdminPagina>
  );
}
