import type { Beurs } from '@backend/kern/types';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useCallback, useState, type FormEvent } from 'react';
import { bewaarBeurs, haalBeurs } from './api';
import { useLaden } from '../../components/beheer/useLaden';
import type { Meldingen } from '../../components/beheer/useMeldingen';
import { OpslaanBalk } from '../../components/beheer/Wijzigingen';
import { Sectie } from '../../components/beheer/Sectie';
import { useOpslaan } from '../../components/beheer/useOpslaan';

type Formulier = Omit<Beurs, 'organisatoren'> & { organisatoren: string };

const naarFormulier = (beurs: Beurs): Formulier => ({ ...beurs, organisatoren: beurs.organisatoren.join(', ') });

const naarBeurs = (f: Formulier): Beurs => ({
  ...f,
  organisatoren: f.organisatoren
    .split(',')
    .map((naam) => naam.trim())
    .filter(Boolean),
});

const VELDEN: {
  veld: keyof Formulier;
  label: string;
  helper?: string;
  type?: string;
  breed?: boolean;
  verplicht?: boolean;
}[] = [
  { veld: 'organisatie', label: 'Naam van de organisatie', helper: 'Staat onderaan de contactpagina', verplicht: true },
  {
    veld: 'organisatoren',
    label: 'Organisatoren',
    helper: "Namen onder de tekst op de homepagina, gescheiden door komma's",
  },
  { veld: 'socialMediaUrl', label: 'Link naar social media', helper: 'Begint met https://', type: 'url', breed: true },
  { veld: 'locatie', label: 'Adres van de beurs', helper: 'Bijvoorbeeld Schoolstraat 12, Utrecht' },
  {
    veld: 'locatieOmschrijving',
    label: 'Omschrijving van de locatie',
    helper: 'Bijvoorbeeld: naast basisschool De Regenboog',
  },
  { veld: 'omschrijving', label: 'Omschrijving van de beurs', helper: 'Op de homepagina na de datum', breed: true },
  {
    veld: 'email',
    label: 'E-mail voor de reservelijst',
    helper: 'Staat in de melding als de inschrijving gesloten is',
    type: 'email',
    breed: true,
    verplicht: true,
  },
];

/** The fair's details that the public pages show (organisation, organisers, link, location). */
export function BeursGegevens({ toon, fout }: Pick<Meldingen, 'toon' | 'fout'>) {
  const [formulier, setFormulier] = useState<Formulier | null>(null);
  const [opgeslagen, setOpgeslagen] = useState<Formulier | null>(null);
  const { bezig, opslaan: bewaar } = useOpslaan({ toon, fout });

  const zetFormulier = useCallback((beurs: Beurs) => {
    setFormulier(naarFormulier(beurs));
    setOpgeslagen(naarFormulier(beurs));
  }, []);
  const gewijzigd =
    formulier !== null && opgeslagen !== null && VELDEN.some(({ veld }) => formulier[veld] !== opgeslagen[veld]);
  const laad = useLaden(haalBeurs, zetFormulier, fout);

  const opslaan = async (event: FormEvent) => {
    event.preventDefault();
    if (!formulier) return;
    await bewaar(
      async () => zetFormulier(await bewaarBeurs(naarBeurs(formulier))),
      'Gegevens van de beurs opgeslagen',
      laad,
    );
  };

  return (
    <Sectie titel="Gegevens van de beurs" id="beurs">
      <form onSubmit={(e) => void opslaan(e)} noValidate aria-label="Gegevens van de beurs">
        <Grid container spacing={2}>
          {VELDEN.map(({ veld, label, helper, type, breed, verplicht }) => (
            <Grid key={veld} size={{ xs: 12, md: breed ? 12 : 6 }}>
              <TextField
                label={label}
                name={veld}
                type={type ?? 'text'}
                required={verplicht}
                helperText={helper}
                fullWidth
                size="small"
                disabled={!formulier}
                value={formulier?.[veld] ?? ''}
                onChange={(e) => setFormulier((f) => f && { ...f, [veld]: e.target.value })}
              />
            </Grid>
          ))}
        </Grid>
        <OpslaanBalk gewijzigd={gewijzigd} bezig={bezig} />
      </form>
    </Sectie>
  );
}
