import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { langeDatumVan } from '@backend/kern/datums';
import { foutTekst } from '../data/http';
import { usePersoonlijkeLink } from '../components/usePersoonlijkeLink';
import { bewaarMijnGegevens, haalMijnGegevens, verwijderMijnGegevens } from '../features/privacy/api';
import { Laden } from '../components/Laden';
import { Pagina, Sectie } from '../components/Pagina';
import { DeelnemerVelden, useDeelnemerFormulier } from '../components/deelnemerformulier';
import { MijnDiensten } from '../features/vrijwilligers';
import { MijnBevestiging } from '../features/registratie';
import { MijnAfrekening, MijnUitbetaling } from '../features/afrekening';
import { TerugmeldingAlert, type Terugmelding } from '../components/Terugmelding';
import { Bevestig } from '../components/Bevestig';
import { Formulier } from '../components/Formulier';

/**
 * The seller's own data through the personal link in their mail (no login): see it, correct
 * naam, e-mail or telefoon, or delete it all, which frees their place at once. The page the
 * personal link opens composes what several areas show a seller (their payout and settlement,
 * their shifts), so it lives here with the app, not in one of those features (issue 51).
 */
export default function MijnGegevensPage() {
  const formulier = useDeelnemerFormulier({ naam: '', email: '', telefoon: '' });
  const { zet } = formulier;
  const {
    token,
    stand: gegevens,
    setStand: setGegevens,
    fout: linkFout,
  } = usePersoonlijkeLink(haalMijnGegevens, {
    bijGeladen: (g) => zet({ naam: g.naam, email: g.email, telefoon: g.telefoon }),
  });
  const [melding, setMelding] = useState<Terugmelding | null>(null);
  const [bezig, setBezig] = useState(false);
  const [vraagVerwijderen, setVraagVerwijderen] = useState(false);
  const [verwijderd, setVerwijderd] = useState(false);

  async function opslaan(event: FormEvent) {
    event.preventDefault();
    setMelding(null);
    const waarden = formulier.controleer();
    if (!waarden) return;
    setBezig(true);
    try {
      const nieuw = await bewaarMijnGegevens(token, waarden);
      setGegevens(nieuw);
      formulier.zet({ naam: nieuw.naam, email: nieuw.email, telefoon: nieuw.telefoon });
      setMelding({ ernst: 'success', tekst: 'Je gegevens zijn opgeslagen.' });
    } catch (e) {
      if (!formulier.toonBijVeld(e)) setMelding({ ernst: 'error', tekst: foutTekst(e) });
    } finally {
      setBezig(false);
    }
  }

  async function verwijderen() {
    setBezig(true);
    try {
      await verwijderMijnGegevens(token);
      setVerwijderd(true);
    } catch (e) {
      setMelding({ ernst: 'error', tekst: foutTekst(e) });
    } finally {
      setBezig(false);
      setVraagVerwijderen(false);
    }
  }

  let inhoud;
  if (verwijderd) {
    inhoud = (
      <Alert severity="success" role="status" data-testid="verwijderd">
        Je gegevens zijn verwijderd. Je verkopersnummer is vrijgegeven en er is niets meer van je bewaard.
      </Alert>
    );
  } else if (linkFout) {
    inhoud = (
      <Alert severity={linkFout.status === 404 ? 'info' : 'warning'} role="alert" data-testid="link-fout">
        {linkFout.tekst}
      </Alert>
    );
  } else if (!gegevens) {
    inhoud = <Laden />;
  } else {
    // While the seller can enter items, that is what they came for: it comes first (issue 25).
    const artikelen = (
      <Sectie titel="Mijn artikelen">
        <Typography sx={{ mb: 1 }}>
          {gegevens.artikelenOpen
            ? 'Voor deze beurs voer je je artikelen hier online in en print je je labels met barcode zelf.'
            : 'Voer je artikelen in en print je labels met barcode, als dat voor deze beurs aan staat.'}
        </Typography>
        <Button
          component={RouterLink}
          to={`/mijn-artikelen?token=${encodeURIComponent(token)}`}
          variant={gegevens.artikelenOpen ? 'contained' : 'outlined'}
        >
          Mijn artikelen
        </Button>
      </Sectie>
    );
    inhoud = (
      <>
        <Box sx={{ '& > section': { mt: 0, mb: 3 } }}>
          <MijnBevestiging token={token} />
        </Box>
        {gegevens.artikelenOpen && <Box sx={{ mb: 3, '& > section': { mt: 0 } }}>{artikelen}</Box>}
        <Typography>Dit is wat we van je bewaren. Je kunt het hier verbeteren of alles laten verwijderen.</Typography>
        <Box
          component="dl"
          data-testid="opgeslagen"
          sx={{
            mt: 2,
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            gap: 0.5,
            columnGap: 2,
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          <dt>Verkopersnummer</dt>
          <dd>{gegevens.nummer}</dd>
          <dt>Naam</dt>
          <dd>{gegevens.naam}</dd>
          <dt>E-mail</dt>
          <dd>{gegevens.email}</dd>
          <dt>Telefoon</dt>
          <dd>{gegevens.telefoon || 'niet opgegeven (of al gewist)'}</dd>
          <dt>Aangemeld op</dt>
          <dd>{langeDatumVan(gegevens.aangemeld)}</dd>
          <dt>Herinnering</dt>
          <dd>{gegevens.herinnering ? 'ja, één keer per beurs' : 'nee, je hebt je afgemeld'}</dd>
        </Box>
        <TerugmeldingAlert uitslag={melding} testId="melding" mt={2} />
        <Sectie titel="Gegevens verbeteren">
          <Formulier label="Gegevens verbeteren" onSubmit={opslaan}>
            <DeelnemerVelden formulier={formulier} />
            <Box>
              <Button type="submit" variant="contained" disabled={bezig}>
                Opslaan
              </Button>
            </Box>
          </Formulier>
        </Sectie>
        {!gegevens.artikelenOpen && artikelen}
        <MijnUitbetaling token={token} />
        <MijnAfrekening token={token} />
        <MijnDiensten token={token} />
        <Sectie titel="Alles verwijderen">
          <Typography sx={{ mb: 1 }}>
            Verwijderen kan niet ongedaan worden gemaakt. Je verkopersnummer vervalt en je plek komt vrij voor iemand
            anders.
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setVraagVerwijderen(true)} disabled={bezig}>
            Alles verwijderen
          </Button>
        </Sectie>
        <Bevestig
          titel="Alles verwijderen?"
          open={vraagVerwijderen}
          knop="Verwijderen"
          kleur="error"
          bezig={bezig}
          onAnnuleren={() => setVraagVerwijderen(false)}
          onBevestigen={verwijderen}
        >
          Je naam, e-mailadres, telefoonnummer en verkopersnummer {gegevens.nummer} worden direct verwijderd.
        </Bevestig>
      </>
    );
  }

  return <Pagina titel="Mijn gegevens">{inhoud}</Pagina>;
}
