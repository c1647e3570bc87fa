import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { bedrag, envelopTekst } from '@backend/afrekening/domein/weergave';
import { langeDatum } from '@backend/kern/datums';
import { usePersoonlijkeLink } from '../../components/usePersoonlijkeLink';
import { haalMijnAfrekening } from './api';
import { Sectie } from '../../components/Pagina';

/** On the personal link's page: the seller's own settlement, once the organisation closed it. */
export function MijnAfrekening({ token }: { token: string }) {
  const { stand, fout } = usePersoonlijkeLink(haalMijnAfrekening, { token });

  if (fout) return <Alert severity="error">{fout.tekst}</Alert>;
  if (!stand) return null;
  if (stand.status === 'nog-niet') {
    return (
      <Sectie titel="Je afrekening">
        <Typography>
          Je afrekening staat hier na de beurs{stand.datum ? ` van ${langeDatum(stand.datum)}` : ''}, zodra de
          organisatie hem heeft afgesloten.
        </Typography>
      </Sectie>
    );
  }
  const v = stand.verkoper;
  const i = stand.instellingen;
  return (
    <Sectie titel="Je afrekening">
      <Typography sx={{ mb: 1 }}>Beurs van {langeDatum(stand.datum)}.</Typography>
      <Box
        component="dl"
        data-testid="eigen-afrekening"
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: 3, m: 0 }}
      >
        <dt>Verkocht</dt>
        <dd>{v.verkocht}</dd>
        <dt>Omzet</dt>
        <dd>{bedrag(v.omzetCent)}</dd>
        <dt>Commissie ({i.commissiePercentage} %)</dt>
        <dd>{bedrag(v.commissieCent)}</dd>
        <dt>Administratiekosten{v.vrijwilliger ? ' (vrijwilliger)' : ''}</dt>
        <dd>{bedrag(v.administratiekostenCent)}</dd>
        <dt>Retourkosten</dt>
        <dd>{bedrag(v.retourkostenCent)}</dd>
        <dt>Uitbetaling</dt>
        <dd>{bedrag(v.uitbetalingCent)}</dd>
        <dt>In de envelop</dt>
        <dd>
          <strong>{envelopTekst(v)}</strong>
        </dd>
      </Box>
      {v.terug.length > 0 && (
        <Typography sx={{ mt: 1 }}>
          Terug naar jou: {v.terug.map((a) => `nr ${a.artikelnummer} ${a.omschrijving}`).join(', ')}.
        </Typography>
      )}
      {v.goedDoel.length > 0 && (
        <Typography sx={{ mt: 1 }}>
          {v.goedDoel.length} onverkochte {v.goedDoel.length === 1 ? 'artikel gaat' : 'artikelen gaan'} naar een goed
          doel.
        </Typography>
      )}
    </Sectie>
  );
}
