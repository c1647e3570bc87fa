import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import PlaceIcon from '@mui/icons-material/Place';
import ToysIcon from '@mui/icons-material/Toys';
import { MAATBEREIK, TIJDEN } from '@backend/kern/beurs';
import { langeDatum, seizoenTekst } from '@backend/kern/datums';
import { usePublicState } from '../../data/live';
import { RegelsLaden } from '../../components/Laden';
import { opsomming, Pagina, TEGEL } from '../../components/Pagina';

function Blok({ icoon, titel, children }: { icoon: ReactNode; titel: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ ...TEGEL, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
        {icoon}
        {titel}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The intro block. '/' and '/home' both show the Saturday; '/' also gets the fair
 * description (SPEC.md section 2, route behaviour).
 */
export function HomePage({ metOmschrijving }: { metOmschrijving: boolean }) {
  const { state, error } = usePublicState();
  const omschrijving = metOmschrijving && state?.beurs.omschrijving ? `: ${state.beurs.omschrijving}` : '';
  return (
    <Pagina titel="Welkom bij de kinderkledingbeurs" tabTitel="">
      {/* The page is pre-rendered without data: the lines that wait for it keep their height, so
          nothing below them moves when the date arrives (layout shift). */}
      <Typography
        sx={{ fontSize: '1.15rem', minHeight: metOmschrijving ? { xs: '5lh', sm: '3lh' } : { xs: '3lh', sm: '2lh' } }}
        data-testid="aankondiging"
      >
        {!state ? (
          error ? (
            <Box component="span" sx={{ color: 'warning.dark' }}>
              {error}
            </Box>
          ) : (
            <RegelsLaden regels={2} />
          )
        ) : state.datum ? (
          <>
            Op <strong>{langeDatum(state.datum)}</strong> is er weer {seizoenTekst(state.datum)}
            {omschrijving}.
          </>
        ) : (
          <>
            Binnenkort is er weer {seizoenTekst(null)}
            {omschrijving}. De datum volgt nog.
          </>
        )}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        Speelgoed vanaf {TIJDEN.speelgoedVanaf} uur, kleding van {TIJDEN.kledingVan} tot {TIJDEN.kledingTot} uur. Kom op
        tijd, want de mooiste spullen gaan snel!
      </Typography>
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button component={RouterLink} to="/kopen" variant="contained">
          Ik kom kopen
        </Button>
        <Button component={RouterLink} to="/verkopen" variant="outlined">
          Ik wil verkopen
        </Button>
      </Box>
      <Box
        sx={{
          mt: 3,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Blok icoon={<CheckroomIcon aria-hidden="true" />} titel="Kleding">
          <Typography>
            Kinderkleding in de maten {MAATBEREIK.van} tot en met {MAATBEREIK.tot}, netjes gesorteerd per maat.
          </Typography>
        </Blok>
        <Blok icoon={<ToysIcon aria-hidden="true" />} titel="Speelgoed">
          <Typography>Speelgoed, spelletjes en kinderboeken.</Typography>
        </Blok>
        <Blok icoon={<PlaceIcon aria-hidden="true" />} titel="Locatie">
          <Typography sx={{ minHeight: '2lh' }} data-testid="locatie">
            {state ? (
              <>
                {state.beurs.locatie}
                {state.beurs.locatieOmschrijving ? `, ${state.beurs.locatieOmschrijving}` : ''}.
              </>
            ) : (
              <RegelsLaden regels={2} />
            )}
          </Typography>
          <Typography>
            Er is volop parkeergelegenheid. Neem een stevige tas en contant geld mee: pinnen is niet mogelijk.
          </Typography>
        </Blok>
      </Box>
      <Box sx={{ mt: 3 }}>
        <Typography>Tot ziens op de beurs!</Typography>
        {state && state.beurs.organisatoren.length > 0 && (
          <Typography sx={{ fontStyle: 'italic' }} data-testid="organisatoren">
            {opsomming(state.beurs.organisatoren)}
          </Typography>
        )}
        {state?.beurs.socialMediaUrl && (
          <Typography sx={{ mt: 1 }}>
            <Link href={state.beurs.socialMediaUrl} target="_blank" rel="noopener noreferrer">
              Volg ons op social media
            </Link>
          </Typography>
        )}
      </Box>
    </Pagina>
  );
}
