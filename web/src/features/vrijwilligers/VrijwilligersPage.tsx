import { startTransition, useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { langeDatum } from '@backend/kern/datums';
import type { NieuweDeelnemer } from '@backend/kern/types';
import {
  DIENSTEN,
  MELDING_GEEN_BEURS,
  MELDING_KIES_DIENST,
  type DienstenOverzicht,
  type DienstSoort,
  type VrijwilligerAangemeld,
} from '@backend/vrijwilligers/domein';
import { foutTekst } from '../../data/http';
import { haalDiensten, meldAanAlsVrijwilliger } from './publiekeApi';
import { VerzendFormulier, useDeelnemerFormulier, useVerzenden } from '../../components/deelnemerformulier';
import { Laden } from '../../components/Laden';
import { Lijst, Pagina, Sectie } from '../../components/Pagina';
import { DienstKeuze } from './DienstKeuze';

const LEEG: NieuweDeelnemer = { naam: '', email: '', telefoon: '' };

/**
 * The sign-up form, once the shifts are in. `beginMet`: shifts to show from the start, for the
 * build's pre-render only (app/naDeData.tsx): it collects the CSS of the form as it will look.
 */
export function Aanmelden({ beginMet = null }: { beginMet?: DienstenOverzicht | null }) {
  const [overzicht, setOverzicht] = useState<DienstenOverzicht | null>(beginMet);
  const [laadFout, setLaadFout] = useState<string | null>(null);
  const formulier = useDeelnemerFormulier(LEEG);
  const [gekozen, setGekozen] = useState<DienstSoort[]>([]);
  const [keuzeFout, setKeuzeFout] = useState<string | undefined>();
  const [aangemeld, setAangemeld] = useState<VrijwilligerAangemeld | null>(null);

  const laad = useCallback(async () => {
    try {
      const diensten = await haalDiensten();
      // The pre-rendered page shows a placeholder: the form replaces it as a transition, rendered in
      // slices of a few milliseconds instead of one long task (Lighthouse TBT), as live.ts does.
      startTransition(() => setOverzicht(diensten));
    } catch (e) {
      setLaadFout(foutTekst(e));
    }
  }, []);
  useEffect(() => {
    void laad();
  }, [laad]);

  const verzenden = useVerzenden(formulier, {
    verstuur: (waarden) => meldAanAlsVrijwilliger(waarden, gekozen),
    klaar: setAangemeld,
    controleerMeer: () => {
      setKeuzeFout(gekozen.length === 0 ? MELDING_KIES_DIENST : undefined);
      return gekozen.length > 0;
    },
    // A shift may have filled up meanwhile: show the places as they are now.
    naFout: () => void laad(),
  });

  if (aangemeld) {
    return (
      <Alert severity="success" role="status" data-testid="aangemeld" sx={{ mt: 2 }}>
        Bedankt, {aangemeld.naam}! Je bent aangemeld voor: {aangemeld.diensten.map((d) => DIENSTEN[d].naam).join(', ')}.
        Je ontvangt een bevestiging per e-mail.
        <Box sx={{ mt: 1 }}>
          <Button
            variant="outlined"
            size="small"
            onClick={() => {
              setAangemeld(null);
              setGekozen([]);
              formulier.zet(LEEG);
              void laad();
            }}
          >
            Nog iemand aanmelden
          </Button>
        </Box>
      </Alert>
    );
  }
  if (laadFout || !overzicht) return <Laden error={laadFout} />;
  if (overzicht.diensten.length === 0) return <Alert severity="info">{MELDING_GEEN_BEURS}</Alert>;

  return (
    <>
      <Typography>
        Meld je aan voor een of meer diensten{overzicht.datum ? ` van de beurs van ${langeDatum(overzicht.datum)}` : ''}
        . Verkoop je zelf ook? Gebruik dan hetzelfde e-mailadres als bij je registratie, dan betaal je geen
        administratiekosten.
      </Typography>
      <VerzendFormulier
        label="Aanmelden als vrijwilliger"
        formulier={formulier}
        verzenden={verzenden}
        knop="Aanmelden"
        mt={2}
      >
        <DienstKeuze
          diensten={overzicht.diensten}
          gekozen={gekozen}
          onChange={(lijst) => {
            setGekozen(lijst);
            if (lijst.length > 0) setKeuzeFout(undefined);
          }}
          error={keuzeFout}
        />
        {verzenden.serverFout && (
          <Alert severity="error" role="alert" data-testid="fout">
            {verzenden.serverFout}
          </Alert>
        )}
      </VerzendFormulier>
    </>
  );
}

export function VrijwilligersPage() {
  return (
    <Pagina titel="Vrijwilligers">
      <Typography>
        De beurs draait helemaal op vrijwilligers. Heb je een paar uurtjes over? Dan helpen we elkaar!
      </Typography>
      <Sectie titel="Waarmee kun je helpen?">
        <Lijst>
          <li>Op vrijdagavond: de ingeleverde kleding en spullen sorteren.</li>
          <li>Op zaterdagochtend: de zalen opbouwen en klaarzetten.</li>
          <li>Tijdens en na de beurs: de onverkochte spullen terugleggen voor de verkopers.</li>
        </Lijst>
      </Sectie>
      <Sectie titel="Wat krijg je ervoor terug?">
        <Lijst>
          <li>Je mag als eerste de kleding bekijken.</li>
          <li>Je betaalt geen administratiekosten.</li>
          <li>Een gezellige sfeer met andere ouders uit het dorp.</li>
        </Lijst>
      </Sectie>
      <Typography sx={{ mt: 2 }}>
        Vragen? Neem contact op met een van onze{' '}
        <Link component={RouterLink} to="/contact">
          contactpersonen
        </Link>
        .
      </Typography>
      {/* Last on the page: the form arrives with the shifts' places and must not push text down. */}
      <Sectie titel="Aanmelden">
        <Aanmelden />
      </Sectie>
    </Pagina>
  );
}
