import { bedrag, envelopTekst, wordtOvergemaakt } from '@backend/afrekening/domein';
import { GOED_DOEL_NAAM } from '@backend/artikelen/domein';
import { type VerkoperAfrekening } from '@backend/afrekening/domein';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One list of the seller's items under its heading. */
function Lijst({ titel, children }: { titel: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="h3">{titel}</Typography>
      <ul>{children}</ul>
    </>
  );
}

/** What one seller sold, what goes back and what goes to charity. */
export function VerkoperDetail({ verkoper, sluit }: { verkoper: VerkoperAfrekening | null; sluit: () => void }) {
  const v = verkoper;
  return (
    <Dialog open={v !== null} onClose={sluit} fullWidth maxWidth="sm">
      <DialogTitle>{v ? `Verkoper ${v.nummer}: ${v.naam}` : ''}</DialogTitle>
      {v && (
        <DialogContent>
          <Typography sx={{ fontWeight: 'bold' }}>
            {wordtOvergemaakt(v)
              ? `Overmaken: ${bedrag(v.overmakenCent)} (per bank, geen envelop)`
              : `Envelop: ${envelopTekst(v)}`}
          </Typography>
          <Typography variant="h3" sx={{ mt: 2 }}>
            Verkocht ({v.verkocht})
          </Typography>
          {(v.afgeprijsdCent ?? 0) > 0 && (
            <Typography data-testid="verkoper-split">
              {`Volle prijs ${bedrag(v.omzetCent - v.afgeprijsdCent)} · afgeprijsd (½, ${v.afgeprijsd}) ${bedrag(v.afgeprijsdCent)} · samen ${bedrag(v.omzetCent)}`}
            </Typography>
          )}
          <ul>
            {v.verkochteArtikelen.map((a, i) => (
              <li key={i}>
                {a.artikelnummer === null ? 'handgeschreven label' : `nr ${a.artikelnummer} ${a.omschrijving}`}:{' '}
                {bedrag(a.prijsCent)}
                {a.lijstprijsCent !== undefined ? ` (½, label ${bedrag(a.lijstprijsCent)})` : ''}
                {a.dubbel ? ' (op meer dan één bon)' : ''}
              </li>
            ))}
          </ul>
          <Lijst titel={`Terug naar de verkoper (${v.terug.length})`}>
            {v.terug.map((a) => (
              <li key={a.artikelnummer}>
                nr {a.artikelnummer} {a.omschrijving}
                {a.maat ? ` (${a.maat})` : ''}: {bedrag(a.prijsCent)}
              </li>
            ))}
          </Lijst>
          <Lijst titel={`Naar een goed doel (${v.goedDoel.length})`}>
            {v.goedDoel.map((a) => (
              <li key={a.artikelnummer}>
                nr {a.artikelnummer} {a.omschrijving}: {GOED_DOEL_NAAM[a.doel]}
              </li>
            ))}
          </Lijst>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={sluit}>Sluiten</Button>
      </DialogActions>
    </Dialog>
  );
}
