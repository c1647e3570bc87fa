/**
 * /kassa for the administrator: "Kassa toevoegen", each desk's link and QR code, and the live
 * overview of the fair day (per desk the takings, receipts, last contact and what waits on the
 * device; totals per room), with the receipts to review (double sales) and to void.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { euro } from '@domain/artikelen';
import { langeDatum } from '@domain/datums';
import {
  artikelSleutel,
  kassaNaamregel,
  regelSleutel,
  RUIMTES,
  type BonMetStatus,
  type BonRegel,
  type KassaBeheerOverzicht,
  type KassaVoorBeheer,
  type VervallenRegel,
} from '@domain/kassa';
import type { Ruimte } from '@domain/artikelen';
import { MELDING_GEEN_BEURS } from '@domain/vrijwilligers';
import { AdminPagina } from '../../components/beheer/AdminPagina';
import { kop, smalleTabel } from '../../components/beheer/smalleTabel';
import { verborgen } from '../../app/verborgen';
import { useMeldingen } from '../../components/beheer/useMeldingen';
import { besluitOverRegel } from '../afrekening/api';
import { RegelVervallenDialog, type TeVervallenRegel } from '../afrekening/RegelVervallenDialog';
import { annuleerBon, haalKassaOverzicht, qrAdres, trekKassaIn, vernieuwKassaLink, voegKassaToe } from './api';

/** The overview is live: read again this often while the page is open. */
const VERVERS_MS = 5_000;

const bonnenTekst = (n: number) => `${n} ${n === 1 ? 'bon' : 'bonnen'}`;

const tijd = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString('nl-NL', { hour: '2-digit', minute: '2-digit', second: '2-digit' }) : '–';

function KassaToevoegen({
  open,
  sluit,
  bewaar,
}: {
  open: boolean;
  sluit: () => void;
  bewaar: (naam: string, ruimte: Ruimte) => Promise<boolean>;
}) {
  const [naam, setNaam] = useState('');
  const [ruimte, setRuimte] = useState<Ruimte>('Kleding');
  // Shown at the field once Opslaan was tried, and gone as soon as the name is right.
  const [geprobeerd, setGeprobeerd] = useState(false);
  const uitkomst = kassaNaamregel.controleer(naam);
  const fout = geprobeerd && !uitkomst.ok ? uitkomst.fout : null;
  const opslaan = async () => {
    setGeprobeerd(true);
    if (!uitkomst.ok) return;
    if (await bewaar(uitkomst.waarde, ruimte)) {
      setNaam('');
      setGeprobeerd(false);
      sluit();
    }
  };
  return (
    <Dialog open={open} onClose={sluit} fullWidth maxWidth="xs">
      <DialogTitle>Kassa toevoegen</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label="Naam"
          placeholder="Kleding 1"
          value={naam}
          onChange={(e) => setNaam(e.target.value)}
          error={fout !== null}
          helperText={fout ?? ' '}
          sx={{ mt: 1 }}
        />
        <FormLabel id="ruimte-label" sx={{ display: 'block', mt: 2 }}>
          Ruimte
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="ruimte-label"
          value={ruimte}
          onChange={(e) => setRuimte(e.target.value as Ruimte)}
        >
          {RUIMTES.map((r) => (
            <FormControlLabel key={r} value={r} control={<Radio />} label={r} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={sluit}>Annuleren</Button>
        <Button variant="contained" onClick={() => void opslaan()}>
          Opslaan
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function KassaKaart({
  kassa,
  wijzig,
}: {
  kassa: KassaVoorBeheer;
  wijzig: (actie: 'intrekken' | 'nieuwe-link') => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="kassakaart">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {!kassa.ingetrokken && (
          <Box
            component="img"
            src={qrAdres(kassa.id, kassa.link)}
            alt={`QR-code van de link van kassa ${kassa.naam}`}
            sx={{ width: 140, height: 140, flexShrink: 0, bgcolor: 'common.white' }}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h2">
            {kassa.naam} <Chip size="small" label={kassa.ruimte} />
          </Typography>
          {kassa.ingetrokken ? (
            <Alert severity="warning" sx={{ my: 1 }}>
              Ingetrokken om {tijd(kassa.ingetrokken)}: deze link werkt niet meer.
            </Alert>
          ) : (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', my: 1 }}>
              <Link href={kassa.link} target="_blank" rel="noopener">
                Open als kassa
              </Link>{' '}
              (dit apparaat wordt dan deze kassa). Link: <code>{kassa.link}</code>
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {!kassa.ingetrokken && (
              <Button size="small" onClick={() => void navigator.clipboard?.writeText(kassa.link)}>
                Link kopiëren
              </Button>
            )}
            <Button size="small" onClick={() => wijzig('nieuwe-link')}>
              Nieuwe link
            </Button>
            {!kassa.ingetrokken && (
              <Button size="small" color="secondary" onClick={() => wijzig('intrekken')}>
                Intrekken
              </Button>
            )}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}

/** One line of a receipt as the administrator checks it: code, description, seller, price. */
function regelTekst(r: BonRegel, omschrijvingen: Record<string, string>): string {
  const sleutel = artikelSleutel(r);
  if (sleutel === null) return `Handgeschreven label van verkoper ${r.verkopersnummer}, ${euro(r.prijsCent)}`;
  const omschrijving = omschrijvingen[sleutel];
  return `${sleutel} ${omschrijving ?? '(niet op de lijst)'} van verkoper ${r.verkopersnummer}, ${euro(r.prijsCent)}`;
}

function Bonnen({
  bonnen,
  kassaNaam,
  annuleer,
  gesloten,
  omschrijvingen,
  vervallen,
  laatVervallen,
  zetTerug,
}: {
  bonnen: BonMetStatus[];
  kassaNaam: (id: string) => string;
  annuleer: (b: BonMetStatus) => void;
  /** The settlement is closed: voiding is refused, so it is not offered. */
  gesloten: boolean;
  omschrijvingen: Record<string, string>;
  vervallen: VervallenRegel[];
  laatVervallen: (regel: TeVervallenRegel) => void;
  zetTerug: (bonId: string, regel: number) => void;
}) {
  const dubbel = bonnen.filter((b) => b.dubbeleVerkoop).length;
  const vervallenVan = new Map(vervallen.map((v) => [regelSleutel(v.bonId, v.regel), v]));
  return (
    <>
      <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
        Bonnen ({bonnen.length})
      </Typography>
      {dubbel > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {dubbel} {dubbel === 1 ? 'bon heeft' : 'bonnen hebben'} een artikel dat ook op een andere bon staat (dubbele
          verkoop). Beide bonnen zijn bewaard
          {gesloten
            ? ' en tellen mee in de afgesloten afrekening.'
            : '; kijk ze na en laat zo nodig de verkeerde regel vervallen (de rest van de bon blijft staan).'}
        </Alert>
      )}
      {gesloten && (
        <Alert severity="info" sx={{ mb: 1 }}>
          De afrekening is afgesloten: bonnen en regels kunnen niet meer vervallen of geannuleerd worden.
        </Alert>
      )}
      <TableContainer sx={{ maxHeight: 520 }}>
        <Table size="small" stickyHeader aria-label="Bonnen" sx={smalleTabel()}>
          <TableHead>
            <TableRow>
              <TableCell>Gesloten</TableCell>
              <TableCell>Kassa</TableCell>
              <TableCell>Regels</TableCell>
              <TableCell align="right">Te betalen</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>
                <Box component="span" sx={verborgen}>
                  Actie
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...bonnen].reverse().map((b) => (
              <TableRow key={b.id} data-testid="bonrij">
                <TableCell {...kop('Gesloten')}>{tijd(b.gesloten)}</TableCell>
                <TableCell {...kop('Kassa')}>{kassaNaam(b.kassaId)}</TableCell>
                <TableCell sx={{ minWidth: { sm: 260 } }} {...kop('Regels')}>
                  <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                    {b.regels.map((r, i) => {
                      const v = vervallenVan.get(regelSleutel(b.id, i));
                      const tekst = regelTekst(r, omschrijvingen);
                      const isDubbel = b.dubbeleArtikelen.includes(artikelSleutel(r) ?? '');
                      return (
                        <li key={i} data-testid="bonregel">
                          <Box component="span" sx={v ? { textDecoration: 'line-through' } : undefined}>
                            {tekst}
                          </Box>
                          {isDubbel && !v && ' (dubbel)'}
                          {v && (
                            <Typography variant="body2" component="span" data-testid="regel-vervallen">
                              {' '}
                              Vervallen door {v.door} om {tijd(v.op)}: {v.reden}
                            </Typography>
                          )}
                          {!b.geannuleerd && !gesloten && (
                            <Button
                              size="small"
                              color="secondary"
                              sx={{ ml: 0.5, minHeight: 0, py: 0 }}
                              aria-label={`${v ? 'Terugzetten' : 'Laten vervallen'}: regel ${i + 1}, ${tekst}`}
                              onClick={() =>
                                v
                                  ? zetTerug(b.id, i)
                                  : laatVervallen({
                                      bonId: b.id,
                                      regel: i,
                                      omschrijving: tekst,
                                      verkopersnummer: r.verkopersnummer,
                                    })
                              }
                            >
                              {v ? 'Terugzetten' : 'Laten vervallen'}
                            </Button>
                          )}
                        </li>
                      );
                    })}
                  </Box>
                </TableCell>
                <TableCell align="right" {...kop('Te betalen')}>
                  {euro(b.teBetalenCent)}
                </TableCell>
                <TableCell>
                  {b.geannuleerd ? (
                    `Geannuleerd door ${b.geannuleerd.door} om ${tijd(b.geannuleerd.op)}`
                  ) : b.dubbeleVerkoop ? (
                    <Chip
                      size="small"
                      variant="outlined"
                      icon={<WarningIcon />}
                      label={`Dubbele verkoop: ${b.dubbeleArtikelen.join(', ')}`}
                    />
                  ) : (
                    'Betaald'
                  )}
                </TableCell>
                <TableCell>
                  {!b.geannuleerd && !gesloten && (
                    <Button size="small" color="secondary" onClick={() => annuleer(b)}>
                      Bon annuleren
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

export default function KassaBeheerPage() {
  const { toon, fout, meldingen } = useMeldingen();
  const [stand, setStand] = useState<KassaBeheerOverzicht | null>(null);
  const [toevoegen, setToevoegen] = useState(false);
  const [teAnnuleren, setTeAnnuleren] = useState<BonMetStatus | null>(null);

  const laad = useCallback(async () => {
    try {
      setStand(await haalKassaOverzicht());
    } catch (e) {
      fout(e);
    }
  }, [fout]);

  useEffect(() => {
    void laad();
    const t = setInterval(() => void laad(), VERVERS_MS);
    return () => clearInterval(t);
  }, [laad]);

  const bewaar = async (naam: string, ruimte: Ruimte) => {
    try {
      const kassa = await voegKassaToe({ naam, ruimte });
      toon('success', `Kassa ${kassa.naam} is toegevoegd.`);
      await laad();
      return true;
    } catch (e) {
      fout(e);
      return false;
    }
  };

  const wijzig = (kassa: KassaVoorBeheer) => async (actie: 'intrekken' | 'nieuwe-link') => {
    try {
      if (actie === 'intrekken') await trekKassaIn(kassa.id);
      else await vernieuwKassaLink(kassa.id);
      toon(
        'success',
        actie === 'intrekken' ? `Kassa ${kassa.naam} is ingetrokken.` : `Kassa ${kassa.naam} heeft een nieuwe link.`,
      );
      await laad();
    } catch (e) {
      fout(e);
    }
  };

  const annuleer = async () => {
    if (!teAnnuleren) return;
    try {
      await annuleerBon(teAnnuleren.id);
      toon('success', 'De bon is geannuleerd.');
    } catch (e) {
      fout(e);
    }
    setTeAnnuleren(null);
    await laad();
  };

  const [teVervallen, setTeVervallen] = useState<TeVervallenRegel | null>(null);
  const besluit = async (
    sleutel: { bonId: string; regel: number },
    soort: 'vervalt' | null,
    gelukt: string,
    reden = '',
  ): Promise<boolean> => {
    let ok = false;
    try {
      await besluitOverRegel(sleutel, soort, reden);
      toon('success', gelukt);
      ok = true;
    } catch (e) {
      fout(e);
    }
    await laad();
    return ok;
  };

  const kassaNaam = (id: string) => stand?.kassas.find((k) => k.id === id)?.naam ?? '?';
  const nu = Date.now();

  return (
    <AdminPagina
      titel="Kassa"
      extra={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setToevoegen(true)}
          disabled={stand?.beurs === null}
        >
          Kassa toevoegen
        </Button>
      }
    >
      {stand === null ? (
        <Typography>Laden…</Typography>
      ) : stand.beurs === null ? (
        <Alert severity="info">{MELDING_GEEN_BEURS}</Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>
            Kassa’s van de beurs van {langeDatum(stand.beurs.datum)}: wat er per kassaruimte is afgerekend. Dit
            overzicht ververst elke 5 seconden.
          </Typography>
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
                <Typography variant="body2">
                  {bonnenTekst(stand.overzicht.perRuimte[r].aantalBonnen)} · {stand.overzicht.perRuimte[r].wachtend}{' '}
                  wachtend op apparaten
                </Typography>
              </Paper>
            ))}
            <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
              <Typography variant="h3" component="h2">
                Totaal
              </Typography>
              <Typography sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
                {euro(stand.overzicht.totaal.opbrengstCent)}
              </Typography>
              <Typography variant="body2">{bonnenTekst(stand.overzicht.totaal.aantalBonnen)}</Typography>
            </Paper>
          </Stack>

          {stand.kassas.length > 0 && (
            <TableContainer sx={{ mb: 3 }}>
              <Table size="small" aria-label="Kassa’s" sx={smalleTabel('geen')}>
                <TableHead>
                  <TableRow>
                    <TableCell>Kassa</TableCell>
                    <TableCell>Ruimte</TableCell>
                    <TableCell align="right">Opbrengst</TableCell>
                    <TableCell align="right">Bonnen</TableCell>
                    <TableCell>Laatste contact</TableCell>
                    <TableCell>Wachtend</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {stand.overzicht.kassas.map((s) => (
                    <TableRow key={s.kassa.id} data-testid="kassarij">
                      <TableCell>{s.kassa.naam}</TableCell>
                      <TableCell {...kop('Ruimte')}>{s.kassa.ruimte}</TableCell>
                      <TableCell align="right" {...kop('Opbrengst')}>
                        {euro(s.opbrengstCent)}
                      </TableCell>
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
                </TableBody>
              </Table>
            </TableContainer>
          )}

          <Stack spacing={2}>
            {stand.kassas.length === 0 && (
              <Typography>Nog geen kassa’s. Voeg er een toe met Kassa toevoegen.</Typography>
            )}
            {stand.kassas.map((k) => (
              <KassaKaart key={k.id} kassa={k} wijzig={(actie) => void wijzig(k)(actie)} />
            ))}
          </Stack>

          <Bonnen
            bonnen={stand.bonnen}
            kassaNaam={kassaNaam}
            annuleer={setTeAnnuleren}
            gesloten={stand.afrekeningGesloten}
            omschrijvingen={stand.omschrijvingen}
            vervallen={stand.vervallenRegels}
            laatVervallen={setTeVervallen}
            zetTerug={(bonId, regel) => void besluit({ bonId, regel }, null, 'De regel telt weer mee.')}
          />
        </>
      )}

      <RegelVervallenDialog
        regel={teVervallen}
        sluit={() => setTeVervallen(null)}
        bevestig={(reden) =>
          teVervallen
            ? besluit(teVervallen, 'vervalt', 'De regel is vervallen; de rest van de bon telt.', reden)
            : Promise.resolve(false)
        }
      />
      <KassaToevoegen open={toevoegen} sluit={() => setToevoegen(false)} bewaar={bewaar} />
      <Dialog open={teAnnuleren !== null} onClose={() => setTeAnnuleren(null)}>
        <DialogTitle>Bon annuleren?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {teAnnuleren &&
              `De bon van ${tijd(teAnnuleren.gesloten)} (${euro(teAnnuleren.teBetalenCent)}) telt dan niet meer mee. Je naam en de tijd worden erbij bewaard.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setTeAnnuleren(null)}>
            Terug
          </Button>
          <Button color="secondary" variant="contained" onClick={() => void annuleer()}>
            Bon annuleren
          </Button>
        </DialogActions>
      </Dialog>
      {meldingen}
    </AdminPagina>
  );
}
