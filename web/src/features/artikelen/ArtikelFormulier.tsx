import { useCallback, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  controleerArtikel,
  leesPrijs,
  standaardAfgeprijsd,
  vanafTijd,
  type ArtikelVeld,
} from '@backend/artikelen/domein';
import {
  MATEN,
  MELDING_RETOUR_ONDER_EURO,
  RETOUR_MINIMUM_CENT,
  ruimteVan,
  SOORTEN,
  type ArtikelInvoer,
  type ArtikelMetCode,
  type Soort,
} from '@backend/artikelen/domein';
import { euro } from '@backend/kern/geld';
import { type ArtikelInstellingen } from '@backend/artikelen/domein';
import { Sectie } from '../../components/Pagina';
import { Veld } from '../../components/Veld';
import { foutTekst, foutVeld } from '../../data/http';
import { RetourTeken } from './RetourTeken';
import { Formulier } from '../../components/Formulier';

interface Invoer {
  omschrijving: string;
  soort: Soort;
  maat: string;
  prijs: string;
  retour: boolean;
  /** "Mag afgeprijsd" (issue 54); null while the seller did not choose: the fair's default. */
  magAfgeprijsd: boolean | null;
}

const LEEG: Invoer = { omschrijving: '', soort: 'Kleding', maat: '', prijs: '', retour: false, magAfgeprijsd: null };

/** The item form's fields, as the server names them in `veld` (the keys of its item schema). */
const ARTIKEL_VELDEN: readonly (ArtikelVeld | 'magAfgeprijsd')[] = [
  'omschrijving',
  'soort',
  'maat',
  'prijsCent',
  'retour',
  'magAfgeprijsd',
];

export type ArtikelFouten = Partial<Record<ArtikelVeld | 'magAfgeprijsd' | 'algemeen', string>>;

const prijsTekst = (cent: number) => euro(cent).replace('€ ', '');

/**
 * The state of the item form: what is typed, its messages by field, and which item is being
 * changed (null: a new one).
 */
export function useArtikelFormulier() {
  const [invoer, setInvoer] = useState<Invoer>(LEEG);
  const [fouten, setFouten] = useState<ArtikelFouten>({});
  const [bewerkt, setBewerkt] = useState<number | null>(null);
  const eersteVeld = useRef<HTMLInputElement>(null);

  const zet = <K extends keyof Invoer>(veld: K, waarde: Invoer[K]) => setInvoer((f) => ({ ...f, [veld]: waarde }));

  /** The item to send, or null when the form shows what is wrong (the same rules as the server's). */
  function controleer(instellingen: ArtikelInstellingen): ArtikelInvoer | null {
    const prijs = leesPrijs(invoer.prijs);
    const artikel: ArtikelInvoer = {
      omschrijving: invoer.omschrijving,
      soort: invoer.soort,
      maat: invoer.soort === 'Kleding' ? invoer.maat || null : null,
      prijsCent: prijs.cent ?? 0,
      retour: invoer.retour,
      magAfgeprijsd: invoer.magAfgeprijsd ?? standaardAfgeprijsd(instellingen.halvePrijs),
    };
    const { waarde, fouten: gevonden } = controleerArtikel(artikel, instellingen);
    const alle: ArtikelFouten = { ...gevonden };
    if (!prijs.ok) alle.prijsCent = prijs.fout;
    setFouten(alle);
    return Object.keys(alle).length === 0 ? waarde : null;
  }

  /** A refusal shows at the field the server names, otherwise above the form. */
  const toonFout = useCallback(
    (e: unknown) => setFouten({ [foutVeld(e, ARTIKEL_VELDEN) ?? 'algemeen']: foutTekst(e) }),
    [],
  );

  /** After saving: an empty form for the next item, of the same kind and size. */
  function volgende() {
    setInvoer((f) => ({ ...LEEG, soort: f.soort, maat: f.maat, magAfgeprijsd: f.magAfgeprijsd }));
    setBewerkt(null);
    eersteVeld.current?.focus();
  }

  function wijzig(a: ArtikelMetCode) {
    setBewerkt(a.artikelnummer);
    setFouten({});
    setInvoer({
      omschrijving: a.omschrijving,
      soort: a.soort,
      maat: a.maat ?? '',
      prijs: prijsTekst(a.prijsCent),
      retour: a.retour,
      magAfgeprijsd: a.magAfgeprijsd,
    });
    eersteVeld.current?.scrollIntoView({ block: 'center' });
    eersteVeld.current?.focus();
  }

  function annuleer() {
    setBewerkt(null);
    setInvoer(LEEG);
    setFouten({});
  }

  return { invoer, zet, fouten, setFouten, bewerkt, eersteVeld, controleer, toonFout, volgende, wijzig, annuleer };
}

type Formulier = ReturnType<typeof useArtikelFormulier>;

interface Props {
  formulier: Formulier;
  instellingen: ArtikelInstellingen;
  /** The seller has the most items allowed: a new one cannot be added. */
  vol: boolean;
  bezig: boolean;
  onOpslaan: (event: FormEvent) => void;
}

/** Adding an item, or changing the one chosen in the list. */
export function ArtikelFormulier({ formulier, instellingen, vol, bezig, onOpslaan }: Props) {
  const { invoer, zet, fouten, bewerkt } = formulier;
  const titel = bewerkt === null ? 'Artikel toevoegen' : `Artikel ${bewerkt} wijzigen`;
  const prijsCent = leesPrijs(invoer.prijs).cent;
  const retourKan = prijsCent === undefined || prijsCent >= RETOUR_MINIMUM_CENT;
  return (
    <Sectie titel={titel}>
      {vol && bewerkt === null ? (
        <Alert severity="info">
          Je hebt het maximum van {instellingen.maxArtikelen} artikelen bereikt. Verwijder een artikel om een ander toe
          te voegen.
        </Alert>
      ) : (
        <Formulier label={titel} onSubmit={onOpslaan}>
          {/* While the item is being saved the fields take no typing: the form empties for the next
              item once it is saved, and would throw away what was typed meanwhile. */}
          <Box
            component="fieldset"
            disabled={bezig}
            sx={{ display: 'flex', flexDirection: 'column', gap: 1, border: 0, p: 0, m: 0, minWidth: 0 }}
          >
            <Veld
              label="Omschrijving"
              name="omschrijving"
              required
              value={invoer.omschrijving}
              onChange={(v) => zet('omschrijving', v)}
              error={fouten.omschrijving}
              hint="Kort, bijvoorbeeld 'Winterjas blauw' (komt op het label)"
              inputRef={formulier.eersteVeld}
            />
            <FormControl error={Boolean(fouten.soort)}>
              <FormLabel id="soort-label">Soort</FormLabel>
              <RadioGroup
                row
                aria-labelledby="soort-label"
                name="soort"
                value={invoer.soort}
                onChange={(e) => zet('soort', e.target.value as Soort)}
              >
                {SOORTEN.map((s) => (
                  <FormControlLabel key={s} value={s} control={<Radio />} label={s} />
                ))}
              </RadioGroup>
              <FormHelperText>
                {fouten.soort ?? `Gaat naar de ${ruimteVan(invoer.soort).toLowerCase()}zaal`}
              </FormHelperText>
            </FormControl>
            {invoer.soort === 'Kleding' && (
              <FormControl fullWidth error={Boolean(fouten.maat)} required>
                <InputLabel variant="standard" htmlFor="maat">
                  Maat
                </InputLabel>
                <NativeSelect
                  inputProps={{ id: 'maat', name: 'maat', 'aria-describedby': 'maat-hulp' }}
                  value={invoer.maat}
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
              value={invoer.prijs}
              onChange={(v) => zet('prijs', v)}
              error={fouten.prijsCent}
              hint={`Bijvoorbeeld 2,50 (stappen van ${euro(instellingen.prijsStapCent)})`}
            />
            <FormControl error={Boolean(fouten.retour)}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={invoer.retour}
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
            <FormControl error={Boolean(fouten.magAfgeprijsd)}>
              <FormControlLabel
                control={
                  <Checkbox
                    name="magAfgeprijsd"
                    checked={invoer.magAfgeprijsd ?? standaardAfgeprijsd(instellingen.halvePrijs)}
                    onChange={(e) => zet('magAfgeprijsd', e.target.checked)}
                    slotProps={{ input: { 'aria-describedby': 'afgeprijsd-hulp' } }}
                  />
                }
                label="Mag afgeprijsd (½ op het label)"
              />
              <FormHelperText id="afgeprijsd-hulp" data-testid="afgeprijsd-hulp">
                {fouten.magAfgeprijsd ?? uitlegAfgeprijsd(instellingen)}
              </FormHelperText>
            </FormControl>
          </Box>
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={bezig}>
              {bewerkt === null ? 'Toevoegen' : 'Opslaan'}
            </Button>
            {bewerkt !== null && <Button onClick={formulier.annuleer}>Annuleren</Button>}
          </Stack>
        </Formulier>
      )}
    </Sectie>
  );
}

/** What "mag afgeprijsd" means at this fair, under the checkbox. */
function uitlegAfgeprijsd(instellingen: ArtikelInstellingen): string {
  const h = instellingen.halvePrijs;
  const wanneer = h
    ? `Vanaf ${vanafTijd(h)} op de beursdag verkoopt de kassa het voor ${100 - h.procent} % van de prijs (afgerond naar beneden, nooit onder ${euro(instellingen.minimumPrijsCent)}).`
    : 'Als de organisatie aan het eind van de beurs halve prijs houdt, verkoopt de kassa het dan voor minder.';
  return `${wanneer} Na het printen geldt wat op het label staat: verander je dit daarna, print dan nieuwe labels.`;
}
