import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BABY_MATEN, KINDER_MATEN, TIJDEN } from '@backend/kern/beurs';
import { RETOUR_MINIMUM_CENT } from '@backend/artikelen/domein';
import { euro } from '@backend/kern/geld';
import { langeDatum, vrijdagVoor } from '@backend/kern/datums';
import { usePublicState } from '../../data/live';
import { Lijst, Pagina, Sectie } from '../../components/Pagina';

function Maten({ label, maten }: { label: string; maten: string[] }) {
  return (
    <Box sx={{ my: 1 }}>
      <Typography component="span" sx={{ fontWeight: 600, mr: 1 }}>
        {label}:
      </Typography>
      <Box component="ul" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}>
        {maten.map((maat) => (
          <li key={maat}>
            <Chip label={maat} size="small" variant="outlined" />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** An amount as the page says it: whole euros without cents ("€ 2"), else with ("€ 2,50"). */
const bedrag = (cent: number) => (cent % 100 === 0 ? `€ ${cent / 100}` : euro(cent));

/** A value of the live data, held open by a placeholder until it arrives (no layout shift). */
function Waarde({ children }: { children: string | undefined }) {
  return children ?? <Skeleton aria-hidden="true" sx={{ display: 'inline-block', width: '2.5em' }} />;
}

/** The consigning block; it receives the Friday, the day before the fair. */
export function VerkopenPage() {
  const { state } = usePublicState();
  const vrijdag = state?.datum ? langeDatum(vrijdagVoor(state.datum)) : null;
  // The settlement's settings, as the administrator set them.
  const kosten = state?.kosten;
  return (
    <Pagina titel="Verkopen">
      <Sectie titel="Registreren">
        <Typography>
          Vraag eerst een verkopersnummer aan via{' '}
          <Link component={RouterLink} to="/registreren">
            Registreren
          </Link>
          . Met dat nummer label je al je spullen.
        </Typography>
      </Sectie>
      <Sectie titel="Inleveren">
        {/* Pre-rendered before the date is known: the date has a line of its own, so no word
            moves when it arrives (layout shift). */}
        <Box data-testid="inleveren">
          <Typography>
            Je levert je spullen in op de vrijdag voor de beurs, van {TIJDEN.inleverenVrijdag} uur:
          </Typography>
          <Typography data-testid="inleverdatum" sx={{ fontWeight: 700, minHeight: '1lh' }}>
            {!state ? <Skeleton aria-hidden="true" sx={{ width: '11em' }} /> : (vrijdag ?? 'de datum volgt nog')}
          </Typography>
        </Box>
        <Lijst>
          <li>Sorteer de kleding per maatgroep in een doos of tas en schrijf de maat duidelijk op de buitenkant.</li>
        </Lijst>
        <Maten label="Babymaten" maten={BABY_MATEN} />
        <Maten label="Kindermaten" maten={KINDER_MATEN} />
      </Sectie>
      <Sectie titel="Wat mag je inbrengen?">
        <Lijst>
          <li>Schoenen, laarzen, skates en dergelijke.</li>
          <li>Speelgoed, buggy's, fietsen, steps, autostoeltjes, draagzakken, boeken, cd's en verkleedspullen.</li>
          <li>Klein los speelgoed graag in een tas of doos.</li>
          <li>Knuffels en make-up worden niet verkocht.</li>
          <li>Grote spullen, zoals meubels, alleen na overleg.</li>
        </Lijst>
      </Sectie>
      <Sectie titel="Kosten">
        <Lijst>
          <li>
            De organisatie houdt <Waarde>{kosten && `${kosten.commissiePercentage}%`}</Waarde> van de opbrengst.
          </li>
          <li>
            De administratiekosten zijn <Waarde>{kosten && bedrag(kosten.administratiekostenCent)}</Waarde> per
            verkoper.
          </li>
          <li>
            Wil je onverkochte spullen terug, dan kost dat <Waarde>{kosten && bedrag(kosten.retourkostenCent)}</Waarde>{' '}
            extra (<Waarde>{kosten && bedrag(kosten.administratiekostenCent + kosten.retourkostenCent)}</Waarde> in
            totaal). Spullen onder {bedrag(RETOUR_MINIMUM_CENT)} komen niet retour.
          </li>
        </Lijst>
      </Sectie>
      <Sectie titel="Ophalen en opbrengst">
        <Typography>
          Op zaterdag van {TIJDEN.ophalenZaterdag} uur haal je een envelop op met je opbrengst en de onverkochte spullen
          die je terug wilt hebben.
        </Typography>
      </Sectie>
      <Sectie titel="Wat er overblijft">
        <Typography>
          Overgebleven kleding gaat naar een kringloopwinkel voor het goede doel, speelgoed naar een speelgoedbank en
          een deel van de boeken naar de school.
        </Typography>
      </Sectie>
      <Sectie titel="Aansprakelijkheid">
        <Typography>
          De organisatie is niet aansprakelijk voor schade aan of verlies van je spullen. Maak de labels daarom goed
          vast. Spullen die niet worden opgehaald, gaan naar het goede doel.
        </Typography>
      </Sectie>
    </Pagina>
  );
}
