import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { bedrag, envelopTekst, wordtOvergemaakt } from '@backend/afrekening/domein';
import { useEffect } from 'react';
import { langeDatum, opDeBeursklok } from '@backend/kern/datums';
import { usePersoonlijkeLink } from '../../components/usePersoonlijkeLink';
import { haalMijnAfrekening } from './api';
import { Sectie } from '../../components/Pagina';

const VERVERS_MS = 30_000;

/**
 * On the personal link's page: while the fair is on, "Mijn verkopen" (what sold so far, unless
 * the administrator turned it off); the seller's own settlement once the organisation closed it.
 */
export function MijnAfrekening({ token }: { token: string }) {
  const { stand, fout, herlaad } = usePersoonlijkeLink(haalMijnAfrekening, { token });
  const open = stand?.status === 'nog-niet';
  // While the fair is on, what sold so far follows the tills (each half minute).
  useEffect(() => {
    if (!open) return;
    const t = setInterval(() => void herlaad(), VERVERS_MS);
    return () => clearInterval(t);
  }, [open, herlaad]);

  if (fout) return <Alert severity="error">{fout.tekst}</Alert>;
  if (!stand) return null;
  if (stand.status === 'nog-niet') {
    const v = stand.verkopen;
    return (
      <>
        {v && (
          <Sectie titel="Mijn verkopen">
            <Typography data-testid="mijn-verkopen" sx={{ mb: 1 }}>
              {v.verkopen.length === 0
                ? 'Er is nog niets van je verkocht.'
                : `${v.verkopen.length} verkocht, samen ${bedrag(v.omzetCent)}${(v.afgeprijsdCent ?? 0) > 0 ? ` (volle prijs ${bedrag(v.omzetCent - v.afgeprijsdCent)}, afgeprijsd ${bedrag(v.afgeprijsdCent)})` : ''}. Daar gaan nog ${v.commissiePercentage} % commissie en de kosten af; wat je krijgt, staat hieronder zodra de afrekening klaar is.`}
            </Typography>
            {v.verkopen.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {v.verkopen.map((r, i) => (
                  <li key={i}>
                    {r.artikelnummer === null ? '' : `${r.artikelnummer}. `}
                    {r.omschrijving}: {bedrag(r.prijsCent)}
                    {r.lijstprijsCent !== undefined ? ` (½, label ${bedrag(r.lijstprijsCent)})` : ''} (
                    {opDeBeursklok(r.op).tijd})
                  </li>
                ))}
              </Box>
            )}
          </Sectie>
        )}
        <Sectie titel="Je afrekening">
          <Typography>
            Je afrekening staat hier na de beurs{stand.datum ? ` van ${langeDatum(stand.datum)}` : ''}, zodra de
            organisatie hem heeft afgesloten.
          </Typography>
        </Sectie>
      </>
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
        {(v.afgeprijsdCent ?? 0) > 0 && (
          <>
            <dt>waarvan volle prijs</dt>
            <dd>{bedrag(v.omzetCent - v.afgeprijsdCent)}</dd>
            <dt>waarvan afgeprijsd (½, {v.afgeprijsd})</dt>
            <dd>{bedrag(v.afgeprijsdCent)}</dd>
          </>
        )}
        <dt>Commissie ({i.commissiePercentage} %)</dt>
        <dd>{bedrag(v.commissieCent)}</dd>
        <dt>Administratiekosten{v.vrijwilliger ? ' (vrijwilliger)' : ''}</dt>
        <dd>{bedrag(v.administratiekostenCent)}</dd>
        <dt>Retourkosten</dt>
        <dd>{bedrag(v.retourkostenCent)}</dd>
        <dt>Uitbetaling</dt>
        <dd>{bedrag(v.uitbetalingCent)}</dd>
        {wordtOvergemaakt(v) ? (
          <>
            <dt>Wordt overgemaakt</dt>
            <dd>
              <strong>{bedrag(v.overmakenCent)}</strong>
            </dd>
          </>
        ) : (
          <>
            <dt>In de envelop</dt>
            <dd>
              <strong>{envelopTekst(v)}</strong>
            </dd>
          </>
        )}
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
