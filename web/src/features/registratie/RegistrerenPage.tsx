import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { langeDatum } from '@backend/kern/datums';
import {
  isAanvragenGesloten,
  isGeopend,
  isLoting,
  komendeOpening,
  meldingGesloten,
  registratieToegang,
  rondeIsBegonnen,
  sluitOpVan,
  toegangMelding,
} from '@backend/registratie/domein';
import { dagEnTijd } from '@backend/kern/datums';
import type { AanvraagAntwoord } from '@backend/kern/api-types';
import { Link as RouterLink } from 'react-router-dom';
import type { NieuweDeelnemer, Registratie } from '@backend/kern/types';
import { useSession } from '../../data/session';
import { usePublicState } from '../../data/live';
import { useNu } from '../../data/useNu';
import { Laden } from '../../components/Laden';
import { Pagina } from '../../components/Pagina';
import { useDeelnemerFormulier, useVerzenden, VerzendFormulier } from '../../components/deelnemerformulier';
import { registreer } from './api';

const LEEG: NieuweDeelnemer = { naam: '', email: '', telefoon: '' };

function Bevestiging({ registratie, terug }: { registratie: Registratie; terug: () => void }) {
  const kop = useRef<HTMLHeadingElement>(null);
  useEffect(() => kop.current?.focus(), []);
  return (
    <Box data-testid="bevestiging" sx={{ textAlign: 'center', py: 2 }}>
      <Typography variant="h2" ref={kop} tabIndex={-1} sx={{ outline: 'none', fontSize: '1.5rem' }}>
        Bedankt, {registratie.naam}!
      </Typography>
      <Typography sx={{ mt: 2 }}>Je bent geregistreerd. Je verkopersnummer is</Typography>
      <Typography
        data-testid="nummer"
        sx={{ fontSize: '3.5rem', fontWeight: 800, color: 'secondary.main', lineHeight: 1.2, my: 1 }}
      >
        {registratie.nummer}
      </Typography>
      <Typography>Je ontvangt zo een bevestigingsmail met je nummer. Zet het op al je labels.</Typography>
      <Button variant="outlined" onClick={terug} sx={{ mt: 3 }}>
        Terug naar Registreren
      </Button>
    </Box>
  );
}

/** In a draw (issue 52): the application is in; the mail carries the same aanvraag. */
function AanvraagBinnen({ aanvraag, sluitOp, terug }: { aanvraag: string; sluitOp: string | null; terug: () => void }) {
  const kop = useRef<HTMLHeadingElement>(null);
  useEffect(() => kop.current?.focus(), []);
  return (
    <Box data-testid="aanvraag-binnen" sx={{ textAlign: 'center', py: 2 }}>
      <Typography variant="h2" ref={kop} tabIndex={-1} sx={{ outline: 'none', fontSize: '1.5rem' }}>
        Je aanvraag is binnen
      </Typography>
      <Typography sx={{ mt: 2 }}>
        {sluitOp ? `De loting is op ${dagEnTijd(sluitOp)}.` : 'De loting volgt.'} Daarna krijg je een mail met je
        verkopersnummer of je plaats op de reservelijst.
      </Typography>
      <Typography sx={{ mt: 2 }}>Je aanvraagnummer (ook in je mail):</Typography>
      <Typography data-testid="aanvraag" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontWeight: 700 }}>
        {aanvraag}
      </Typography>
      <Typography sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/loting">
          Hoe de loting werkt en hoe je de uitslag controleert
        </Link>
      </Typography>
      <Button variant="outlined" onClick={terug} sx={{ mt: 3 }}>
        Terug naar Registreren
      </Button>
    </Box>
  );
}

/** What a visitor in a draw reads above the form: how it works, and where to check it. */
function LotingUitleg({ sluitOp }: { sluitOp: string | null }) {
  return (
    <Alert severity="info" sx={{ mt: 2 }} data-testid="loting-uitleg">
      Deze keer wordt er geloot. Vraag tot {sluitOp ? dagEnTijd(sluitOp) : 'de sluiting'} een plaats aan: vroeg of laat
      maakt niet uit, iedere aanvraag heeft dezelfde kans. Daarna loot de server wie een plaats krijgt; de rest komt op
      volgorde van de loting op de reservelijst. Iedereen kan de uitslag controleren:{' '}
      <Link component={RouterLink} to="/loting">
        zo werkt de loting
      </Link>
      .
    </Alert>
  );
}

/**
 * SPEC.md section 4: the confirmation, one of three messages, or the form, live. Below the closed
 * and maximum messages, `reservelijst`: the reserve list's form, which the app puts there
 * (app/routes.tsx), so registration does not reach into the reserve list that builds on it.
 */
export function RegistrerenPage({ reservelijst }: { reservelijst: ReactNode }) {
  const session = useSession();
  const { state, error } = usePublicState();
  const formulier = useDeelnemerFormulier(LEEG);
  const [uitkomst, setUitkomst] = useState<Registratie | AanvraagAntwoord | null>(null);
  const toewijzing = state?.settings.toewijzing;
  const nu = useNu([toewijzing?.opentOp, toewijzing?.voorrang.vrijwilligers, toewijzing?.loting?.sluitOp]);
  const verzenden = useVerzenden(formulier, {
    verstuur: registreer,
    klaar: setUitkomst,
  });

  function terug() {
    setUitkomst(null);
    formulier.zet(LEEG);
    verzenden.wisServerFout();
  }

  let inhoud;
  let melding: string | null = null;
  if (uitkomst && 'aanvraag' in uitkomst) {
    const sluitOp = state ? sluitOpVan(state.settings) : null;
    inhoud = <AanvraagBinnen aanvraag={uitkomst.aanvraag} sluitOp={sluitOp} terug={terug} />;
  } else if (uitkomst) {
    inhoud = <Bevestiging registratie={uitkomst} terug={terug} />;
  } else if (!state) {
    inhoud = <Laden error={error} />;
  } else {
    // Not waiting for the session: visitors see their page at once; an administrator's
    // form follows as soon as the session answers.
    // The volunteers' early round (issue 52): the form is open to them; the server knows who they are.
    // In a draw (issue 52) the maximum refuses no application: the draw decides who fits.
    const loting = isLoting(state.settings) && !session.loggedIn;
    const sluitOp = sluitOpVan(state.settings);
    const aantal = loting ? 0 : state.aantalActief;
    const toegang = registratieToegang(state.settings, aantal, session.loggedIn, nu, ['vrijwilligers']);
    const opening = komendeOpening(state.settings, nu);
    // The reserve list is for the public: not during an early round (the server refuses it then).
    const voorIedereen = registratieToegang(state.settings, state.aantalActief, session.loggedIn, nu);
    const vrijwilligersRonde =
      !session.loggedIn &&
      !isGeopend(state.settings, nu) &&
      rondeIsBegonnen(state.settings, 'vrijwilligers', nu) &&
      opening !== null;
    if (loting && toegang === 'formulier' && isAanvragenGesloten(state.settings, nu)) {
      inhoud = (
        <Alert severity="info" data-testid="melding" sx={{ fontSize: '1rem' }}>
          De aanvragen voor de loting zijn gesloten sinds {sluitOp ? dagEnTijd(sluitOp) : 'de sluiting'}.{' '}
          <Link component={RouterLink} to="/loting">
            Bekijk en controleer de uitslag
          </Link>
          .
        </Alert>
      );
    } else if (toegang !== 'formulier') {
      melding = toegangMelding(toegang, state.beurs.email, opening);
      inhoud = (
        <>
          <Alert
            severity={toegang === 'nietGeopend' ? 'info' : 'warning'}
            data-testid="melding"
            sx={{ fontSize: '1rem' }}
          >
            {toegang === 'gesloten' ? (
              <>
                {meldingGesloten('')}
                <Link href={`mailto:${state.beurs.email}`}>{state.beurs.email}</Link>
              </>
            ) : (
              melding
            )}
          </Alert>
          {toegang !== 'nietGeopend' && voorIedereen !== 'nietGeopend' && reservelijst}
        </>
      );
    } else {
      inhoud = (
        <>
          <Typography>
            Registreer je hieronder{state.datum ? ` voor de beurs van ${langeDatum(state.datum)}` : ''}.
          </Typography>
          <Typography sx={{ mt: 1.5, color: 'error.main', fontWeight: 600 }} data-testid="rode-noot">
            Wil je je nummer van vorig jaar houden? Registreer je dan met hetzelfde e-mailadres als vorig jaar: je
            krijgt je oude nummer terug. Voor al het andere mail je de organisatie via{' '}
            <Link href={`mailto:${state.beurs.email}`} color="inherit">
              {state.beurs.email}
            </Link>
            .
          </Typography>
          {vrijwilligersRonde && (
            <Alert severity="info" sx={{ mt: 2 }} data-testid="voorrang-vrijwilligers">
              {toegangMelding('nietGeopend', '', opening)} Heb je je opgegeven als vrijwilliger voor deze beurs? Dan
              registreer je je nu al, met hetzelfde e-mailadres als bij je aanmelding als vrijwilliger.
            </Alert>
          )}
          {session.loggedIn && (
            <Alert severity="info" sx={{ mt: 2 }}>
              Je bent ingelogd als beheerder: het formulier is altijd open, ook als de inschrijving dicht of vol is.
            </Alert>
          )}
          {loting && <LotingUitleg sluitOp={sluitOp} />}
          <VerzendFormulier
            label={loting ? 'Een plaats aanvragen' : 'Registreren als verkoper'}
            formulier={formulier}
            verzenden={verzenden}
            knop={loting ? 'Aanvragen' : 'Opslaan'}
          />
        </>
      );
    }
  }

  return (
    <Pagina titel="Registreren">
      {/* True in every state of the registration, so it is in the pre-rendered page. */}
      <Typography sx={{ mb: 2 }}>
        Wil je kleding en speelgoed verkopen op de beurs? Dan heb je een verkopersnummer nodig: daarmee label je al je
        spullen. Zolang de inschrijving open is, vraag je het hier aan en krijg je het meteen, met een bevestiging per
        e-mail.
      </Typography>
      {verzenden.serverFout && verzenden.serverFout !== melding && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="server-fout">
          {verzenden.serverFout}
        </Alert>
      )}
      {inhoud}
    </Pagina>
  );
}
