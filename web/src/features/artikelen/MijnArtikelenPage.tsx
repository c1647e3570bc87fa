import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import NativeSelect from '@mui/material/NativeSelect';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  controleerArtikel,
  euro,
  leesbareDeadline,
  leesPrijs,
  MATEN,
  MELDING_RETOUR_ONDER_EURO,
  RETOUR_MINIMUM_CENT,
  ruimteVan,
  SOORTEN,
  type ArtikelInvoer,
  type ArtikelMetCode,
  type ArtikelVeld,
  type MijnArtikelen,
  type Soort,
} from '@domain/artikelen';
import { langeDatum } from '@domain/datums';
import { leesStart, LABELS_PER_VEL } from '@domain/labels';
import { api, ApiError, foutTekst, foutVeld, request } from '../../data/http';
import { Laden } from '../../components/Laden';
import { Pagina, Sectie } from '../../components/Pagina';
import { Veld } from '../../components/Veld';

const GEEN_LINK = 'Deze pagina werkt alleen met de persoonlijke link uit je e-mail. Open de link uit de mail opnieuw.';

interface Formulier {
  omschrijving: string;
  soort: Soort;
  maat: string;
  prijs: string;
  retour: boolean;
}

const LEEG: Formulier = { omschrijving: '', soort: 'Kleding', maat: '', prijs: '', retour: false };

const prijsTekst = (cent: number) => euro(cent).replace('€ ', '');

/** The item form's fields, as the server names them in `veld` (the keys of its item schema). */
const ARTIKEL_VELDEN: readonly ArtikelVeld[] = ['omschrijving', 'soort', 'maat', 'prijsCent', 'retour'];

/** The red dot and the word 'retour', as on the label. */
function RetourTeken() {
  return (
    <Box component="span" sx={{ color: 'error.main', fontWeight: 700, whiteSpace: 'nowrap' }}>
      <Box
        component="span"
        aria-hidden
        sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: 'error.main', mr: 0.5 }}
      />
      retour
    </Box>
  );
}

/**
 * 'Mijn artikelen' through the personal link (no login): a seller of the current fair lists their
 * items on their phone, changes or deletes them until the deadline, and downloads their labels.
 */
export default function MijnArtikelenPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [stand, setStand] = useState<MijnArtikelen | null>(null);
  const [linkFout, setLinkFout] = useState<string | null>(token ? null : GEEN_LINK);
  const [form, setForm] = useState<Formulier>(LEEG);
  const [fouten, setFouten] = useState<Partial<Record<ArtikelVeld | 'algemeen', string>>>({});
  const [bewerkt, setBewerkt] = useState<number | null>(null);
  const [weg, setWeg] = useState<ArtikelMetCode | null>(null);
  const [melding, setMelding] = useState<string | null>(null);
  const [bezig, setBezig] = useState(false);
  const [start, setStart] = useState('1');
  const eersteVeld = useRef<HTMLInputElement>(null);

  const laad = useCallback(async () => {
    try {
      setStand(await api.get<MijnArtikelen>(`/api/mijn-gegevens/artikelen?token=${encodeURIComponent(token)}`));
    } catch (e) {
      setLinkFout(foutTekst(e));
    }
  }, [token]);
  useEffect(() => {
    if (token) void laad();
  }, [token, laad]);

  const zet = <K extends keyof Formulier>(veld: K, waarde: Formulier[K]) => setForm((f) => ({ ...f, [veld]: waarde }));

  function naarInvoer(): ArtikelInvoer | null {
    if (!stand) return null;
    const prijs = leesPrijs(form.prijs);
    const invoer: ArtikelInvoer = {
      omschrijving: form.omschrijving,
      soort: form.soort,
      maat: form.soort === 'Kleding' ? form.maat || null : null,
      prijsCent: prijs.cent ?? 0,
      retour: form.retour,
    };
    const { waarde, fouten: gevonden } = controleerArtikel(invoer, stand.instellingen);
    const alle: typeof fouten = { ...gevonden };
    if (!prijs.ok) alle.prijsCent = prijs.fout;
    setFouten(alle);
    return Object.keys(alle).length === 0 ? waarde : null;
  }

  async function opslaan(event: FormEvent) {
    event.preventDefault();
    setMelding(null);
    const invoer = naarInvoer();
    if (!invoer) return;
    setBezig(true);
    try {
      const nieuw =
        bewerkt === null
          ? await api.post<MijnArtikelen>('/api/mijn-gegevens/artikelen', { token, artikel: invoer })
          : await api.put<MijnArtikelen>(`/api/mijn-gegevens/artikelen/${bewerkt}`, { token, artikel: invoer });
      setStand(nieuw);
      setMelding(bewerkt === null ? `'${invoer.omschrijving}' is toegevoegd.` : `Artikel ${bewerkt} is gewijzigd.`);
      setForm((f) => ({ ...LEEG, soort: f.soort, maat: f.maat }));
      setBewerkt(null);
      eersteVeld.current?.focus();
    } catch (e) {
      setFouten({ [foutVeld(e, ARTIKEL_VELDEN) ?? 'algemeen']: foutTekst(e) });
      if (e instanceof ApiError && e.status === 409) void laad();
    } finally {
      setBezig(false);
    }
  }

  function wijzig(a: ArtikelMetCode) {
    setBewerkt(a.artikelnummer);
    setFouten({});
    setMelding(null);
    setForm({
      omschrijving: a.omschrijving,
      soort: a.soort,
      maat: a.maat ?? '',
      prijs: prijsTekst(a.prijsCent),
      retour: a.retour,
    });
    eersteVeld.current?.scrollIntoView({ block: 'center' });
    eersteVeld.current?.focus();
  }

  async function verwijder() {
    if (!weg) return;
    setBezig(true);
    try {
      setStand(await request<MijnArtikelen>('DELETE', `/api/mijn-gegevens/artikelen/${weg.artikelnummer}`, { token }));
      setMelding(`Artikel ${weg.artikelnummer} is verwijderd.`);
      if (bewerkt === weg.artikelnummer) {
        setBewerkt(null);
        setForm(LEEG);
      }
    } catch (e) {
      setFouten({ algemeen: foutTekst(e) });
    } finally {
      setWeg(null);
      setBezig(false);
    }
  }

  if (linkFout) {
    return (
      <Pagina titel="Mijn artikelen">
        <Alert severity="warning" role="alert" data-testid="link-fout">
          {linkFout}
        </Alert>
      </Pagina>
    );
  }
  if (!stand) {
    return (
      <Pagina titel="Mijn artikelen">
        <Laden />
      </Pagina>
    );
  }

  const { instellingen, artikelen } = stand;
  const open = stand.gesloten === null;
  const vol = artikelen.length >= instellingen.maxArtikelen;
  const prijsCent = leesPrijs(form.prijs).cent;
  const retourKan = prijsCent === undefined || prijsCent >= RETOUR_MINIMUM_CENT;
  const startUitkomst = leesStart(start);
  const labelLink = `/api/mijn-gegevens/labels.pdf?token=${encodeURIComponent(token)}&start=${
    startUitkomst.ok ? startUitkomst.start : 1
  }`;

  return (
    <Pagina titel="Mijn artikelen">
      <Typography>
        Verkopersnummer <strong data-testid="verkopersnummer">{stand.verkopersnummer}</strong>
        {stand.beurs && <> · beurs van {langeDatum(stand.beurs.datum)}</>}
      </Typography>
      {open && stand.deadline && (
        <Typography data-testid="deadline">
          Je kunt je lijst veranderen tot en met {leesbareDeadline(stand.deadline)}. Prijzen in stappen van{' '}
          {euro(instellingen.prijsStapCent)}, van {euro(instellingen.minimumPrijsCent)} tot en met{' '}
          {euro(instellingen.maximumPrijsCent)}; hoogstens {instellingen.maxArtikelen} artikelen.
        </Typography>
      )}
      {stand.gesloten && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="gesloten">
          {stand.gesloten}
        </Alert>
      )}
      {melding && (
        <Alert severity="success" role="status" sx={{ mt: 2 }} data-testid="melding">
          {melding}
        </Alert>
      )}
      {fouten.algemeen && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="fout">
          {fouten.algemeen}
        </Alert>
      )}

      {open && (
        <Sectie titel={bewerkt === null ? 'Artikel toevoegen' : `Artikel ${bewerkt} wijzigen`}>
          {vol && bewerkt === null ? (
            <Alert severity="info">
              Je hebt het maximum van {instellingen.maxArtikelen} artikelen bereikt. Verwijder een artikel om een ander
              toe te voegen.
            </Alert>
          ) : (
            <Box
              component="form"
              onSubmit={opslaan}
              noValidate
              aria-label={bewerkt === null ? 'Artikel toevoegen' : `Artikel ${bewerkt} wijzigen`}
              sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 480 }}
            >
              <Veld
                label="Omschrijving"
                name="omschrijving"
                required
                value={form.omschrijving}
                onChange={(v) => zet('omschrijving', v)}
                error={fouten.omschrijving}
                hint="Kort, bijvoorbeeld 'Winterjas blauw' (komt op het label)"
                inputRef={eersteVeld}
              />
              <FormControl error={Boolean(fouten.soort)}>
                <FormLabel id="soort-label">Soort</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="soort-label"
                  name="soort"
                  value={form.soort}
                  onChange={(e) => zet('soort', e.target.value as Soort)}
                >
                  {SOORTEN.map((s) => (
                    <FormControlLabel key={s} value={s} control={<Radio />} label={s} />
                  ))}
                </RadioGroup>
                <FormHelperText>
                  {fouten.soort ?? `Gaat naar de ${ruimteVan(form.soort).toLowerCase()}zaal`}
                </FormHelperText>
              </FormControl>
              {form.soort === 'Kleding' && (
                <FormControl fullWidth error={Boolean(fouten.maat)} required>
                  <InputLabel variant="standard" htmlFor="maat">
                    Maat
                  </InputLabel>
                  <NativeSelect
                    inputProps={{ id: 'maat', name: 'maat', 'aria-describedby': 'maat-hulp' }}
                    value={form.maat}
                    onChange={(e) => zet('maat', e.target.value)}
                  >
                    <option value="">Kies een maat</option>
                    {MATEN.map((m) => (
                      <option key={m} value={m}>
                        {m}
                      </option>
                    ))}
                  </NativeSelect>
                  <FormHelperText id="maat-hulp">{fouten.maat ?? ' '}</FormHelperText>
                </FormControl>
              )}
              <Veld
                label="Prijs (euro)"
                name="prijs"
                required
                inputMode="decimal"
                value={form.prijs}
                onChange={(v) => zet('prijs', v)}
                error={fouten.prijsCent}
                hint={`Bijvoorbeeld 2,50 (stappen van ${euro(instellingen.prijsStapCent)})`}
              />
              <FormControl error={Boolean(fouten.retour)}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={form.retour}
                      onChange={(e) => zet('retour', e.target.checked)}
                      slotProps={{ input: { 'aria-describedby': 'retour-hulp' } }}
                    />
                  }
                  label={
                    <>
                      Retour: ik wil het terug als het niet verkocht wordt{' '}
                      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                        (<RetourTeken />)
                      </Box>
                    </>
                  }
                />
                <FormHelperText id="retour-hulp" data-testid="retour-hulp">
                  {fouten.retour ??
                    (retourKan
                      ? `Artikelen onder ${euro(RETOUR_MINIMUM_CENT)} gaan niet retour: die gaan naar een goed doel als ze niet verkocht worden.`
                      : MELDING_RETOUR_ONDER_EURO)}
                </FormHelperText>
              </FormControl>
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" disabled={bezig}>
                  {bewerkt === null ? 'Toevoegen' : 'Opslaan'}
                </Button>
                {bewerkt !== null && (
                  <Button
                    onClick={() => {
                      setBewerkt(null);
                      setForm(LEEG);
                      setFouten({});
                    }}
                  >
                    Annuleren
                  </Button>
                )}
              </Stack>
            </Box>
          )}
        </Sectie>
      )}

      <Sectie titel={`Mijn lijst (${artikelen.length} van ${instellingen.maxArtikelen})`}>
        {artikelen.length === 0 ? (
          <Typography>Je hebt nog geen artikelen ingevoerd.</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }} data-testid="artikelen">
            {artikelen.map((a) => (
              <Paper component="li" key={a.artikelnummer} variant="outlined" sx={{ p: 1.5 }} data-testid="artikel">
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {a.artikelnummer}. {a.omschrijving}
                  </Typography>
                  <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{euro(a.prijsCent)}</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {a.soort}
                  {a.maat && ` · maat ${a.maat}`} · {a.ruimte.toLowerCase()}zaal · code {a.code}
                  {a.retour && (
                    <>
                      {' · '}
                      <RetourTeken />
                    </>
                  )}
                </Typography>
                {open && (
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                    <Button size="small" onClick={() => wijzig(a)} aria-label={`Artikel ${a.artikelnummer} wijzigen`}>
                      Wijzigen
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setWeg(a)}
                      aria-label={`Artikel ${a.artikelnummer} verwijderen`}
                    >
                      Verwijderen
                    </Button>
                  </Stack>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </Sectie>

      {stand.naarGoedDoel && (
        <Sectie titel={`Naar een goed doel na de beurs van ${langeDatum(stand.naarGoedDoel.datum)}`}>
          <Typography sx={{ mb: 1 }}>
            Deze artikelen werden niet verkocht en gingen niet retour (of kostten minder dan {euro(RETOUR_MINIMUM_CENT)}
            ). Ze zijn aan een goed doel gegeven en staan daarom niet meer op je lijst.
          </Typography>
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }} data-testid="naar-goed-doel">
            {stand.naarGoedDoel.artikelen.map((a) => (
              <Paper
                component="li"
                key={a.artikelnummer}
                variant="outlined"
                sx={{ p: 1.5 }}
                data-testid="goed-doel-artikel"
              >
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {a.artikelnummer}. {a.omschrijving}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'nowrap' }}>{euro(a.prijsCent)}</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  Naar: {a.doel}
                  {a.maat && ` · maat ${a.maat}`} · code {a.code}
                </Typography>
              </Paper>
            ))}
          </Stack>
        </Sectie>
      )}

      <Sectie titel="Labels">
        <Typography sx={{ mb: 1 }}>
          Print je labels op A4-etiketvellen met 3 × 8 labels van 70 × 36 mm (bijvoorbeeld Avery 3475), op ware grootte.
          Hangen er nog labels van de vorige beurs aan je spullen? Die kun je gewoon weer gebruiken.
        </Typography>
        <Box sx={{ maxWidth: 240 }}>
          <Veld
            label={`Beginnen bij label (1-${LABELS_PER_VEL})`}
            name="start"
            inputMode="numeric"
            value={start}
            onChange={setStart}
            error={startUitkomst.ok ? undefined : startUitkomst.fout}
            hint="Voor een half gebruikt vel"
          />
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="contained"
            href={labelLink}
            disabled={artikelen.length === 0 || !startUitkomst.ok}
            data-testid="labels-downloaden"
          >
            Labels downloaden (pdf)
          </Button>
          <Link href="/api/artikelen/testpagina.pdf">Testpagina om de printer te controleren (pdf)</Link>
        </Stack>
      </Sectie>

      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={`/mijn-gegevens?token=${encodeURIComponent(token)}`}>
          Terug naar mijn gegevens
        </Link>
      </Typography>

      <Dialog open={weg !== null} onClose={() => setWeg(null)} aria-labelledby="weg-titel">
        <DialogTitle id="weg-titel">Artikel verwijderen?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {weg &&
              `${weg.artikelnummer}. ${weg.omschrijving} (${euro(weg.prijsCent)}). Het nummer wordt niet opnieuw gebruikt.`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setWeg(null)}>Annuleren</Button>
          <Button color="error" variant="contained" onClick={verwijder} disabled={bezig}>
            Verwijderen
          </Button>
        </DialogActions>
      </Dialog>
    </Pagina>
  );
}
