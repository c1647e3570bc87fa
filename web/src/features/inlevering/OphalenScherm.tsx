/**
 * Pick-up ("Ophalen"), after the settlement is closed: a seller's envelope and the items to hand
 * back, each ticked off by scanning or tapping, "Niet gevonden" for one that is missing, and
 * "Opgehaald", which mails the seller their statement. Below: who has not collected yet; at the
 * end the administrator gives what is left to charity.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { euro } from '@backend/kern/geld';
import type { OphaalVerkoper } from '@backend/inlevering/domein';
import type { Inlevering } from '@backend/inlevering/domein';
import { MELDING_ARTIKEL_ONBEKEND, WAARSCHUWING_AL_TERUG } from '@backend/inlevering/domein';
import { leesKassaInvoer } from '@backend/kassa/domein';
import { opDeBeursklok } from '@backend/kern/datums';
import { haalOphaalVerkoper, haalOphaalVerkopers, type Bron } from './api';
import { BalieBovenkant, BalieKader, VerkoperSectie } from './BalieDelen';
import { NogNietOpgehaaldSectie } from './NogNietOpgehaaldSectie';
import { useBalieScherm, useVervers, type StapRegels } from './useBalieScherm';

/** A line with an amount: on a phone it may wrap, but never between '€' and the amount. */
function GeldRegel({ tekst }: { tekst: string }) {
  const i = tekst.lastIndexOf('€ ');
  if (i < 0) return tekst;
  return (
    <>
      {tekst.slice(0, i)}
      <span style={{ whiteSpace: 'nowrap' }}>{tekst.slice(i)}</span>
    </>
  );
}

const STATUS = { klaar: 'Klaar', terug: 'Terug', vermist: 'Vermist' } as const;
/** A pick-up step applies once the settlement is closed, to the items the seller gets back. */
/** Under the desk's field: what it takes. */
const UITLEG = 'Typ het verkopersnummer en Enter, of scan een label van de verkoper.';
const OPHAAL_REGELS: StapRegels<OphaalVerkoper> = (v) => ({
  gesloten: true,
  terugTeGeven: v.artikelen.map((a) => a.artikelnummer),
});

export function OphalenScherm({ bron }: { bron: Bron }) {
  const scherm = useBalieScherm(bron, haalOphaalVerkoper, haalOphaalVerkopers, OPHAAL_REGELS);
  const { balie, verkoper, basis, record, setTeken, verbinding, terugNaarVeld } = scherm;
  const [vraag, setVraag] = useState<number | null>(null);
  // The administrator still settles what a desk no longer may (issue 38): a late pick-up after
  // "rest naar goed doel", and items left unticked when "Toch opgehaald" was confirmed.
  const beheerder = bron.token === null;
  // Once the server confirmed the seller collected, the list below asks again (the step made it stale).
  const [ververs, verversNu] = useVervers(basis?.opgehaald?.op);

  const statusVan = (nummer: number) =>
    record?.terug.includes(nummer) ? 'terug' : record?.vermist.includes(nummer) ? 'vermist' : 'klaar';

  const open = async (nummer: number, dan?: { artikelnummer: number; code: string }) => {
    const v = await scherm.open(nummer);
    if (v && dan) geefTerug(v, verbinding.bijgewerkt(v.inlevering, true, balie ?? ''), dan.artikelnummer, dan.code);
  };

  const geefTerug = (v: OphaalVerkoper, r: Inlevering, artikelnummer: number, code: string) => {
    const artikel = v.artikelen.find((a) => a.artikelnummer === artikelnummer);
    if (!artikel) return setTeken({ ernst: 'error', tekst: MELDING_ARTIKEL_ONBEKEND(code) });
    if (r.terug.includes(artikelnummer))
      return setTeken({ ernst: 'warning', tekst: WAARSCHUWING_AL_TERUG(artikelnummer) });
    verbinding.zet(v.nummer, { soort: 'terug', artikelnummer });
    setTeken({ ernst: 'success', tekst: `✓ ${artikelnummer}. ${artikel.omschrijving} terug` });
  };

  const bijEnter = (tekst: string) => {
    const invoer = leesKassaInvoer(tekst);
    if (invoer.soort === 'fout') return setTeken({ ernst: 'error', tekst: invoer.melding });
    if (invoer.soort === 'verkoper') return void open(invoer.verkopersnummer);
    const { verkopersnummer, artikelnummer } = invoer.sleutel;
    if (!verkoper || !record || verkoper.nummer !== verkopersnummer) {
      return void open(verkopersnummer, { artikelnummer, code: invoer.code });
    }
    if (record.opgehaald && !beheerder) {
      return setTeken({ ernst: 'warning', tekst: 'Deze verkoper heeft alles al opgehaald.' });
    }
    geefTerug(verkoper, record, artikelnummer, invoer.code);
  };

  const opgehaald = () => {
    if (!verkoper) return;
    verbinding.zet(verkoper.nummer, { soort: 'opgehaald' });
    setVraag(null);
    setTeken({
      ernst: 'success',
      tekst: `Verkoper ${verkoper.nummer} heeft opgehaald. ${verkoper.voornaam} krijgt de afrekening per mail. Typ of scan de volgende verkoper.`,
    });
    verversNu();
    terugNaarVeld();
  };
  // Paid by bank (issue 36): no envelope at the desk, only the items; the desk never sees an IBAN.
  const overmaken = verkoper?.overmaken === true;
  const nogOpen = verkoper?.artikelen.filter((a) => statusVan(a.artikelnummer) === 'klaar').length ?? 0;

  return (
    <BalieKader bron={bron} titel="Ophalen" balie={bron.token ? balie : null}>
      <BalieBovenkant scherm={scherm} bijEnter={bijEnter} uitleg={UITLEG} />
      {verkoper && record && (
        <VerkoperSectie verkoper={verkoper}>
          <Typography
            data-testid="envelop"
            sx={{
              fontSize: '1.6rem',
              fontWeight: 700,
              mb: 1,
              color: verkoper.nogTeBetalenCent > 0 ? 'error.main' : 'inherit',
            }}
          >
            <GeldRegel tekst={verkoper.envelop} />
          </Typography>
          {overmaken && (
            <Typography sx={{ mb: 1 }} data-testid="alleen-artikelen">
              Geen envelop: het geld gaat per bank. Geef alleen de artikelen terug.
            </Typography>
          )}
          <Typography sx={{ mb: 1 }}>
            {verkoper.verkocht} verkocht ·{' '}
            {verkoper.artikelen.length === 0
              ? 'niets terug te geven'
              : `${verkoper.artikelen.length - nogOpen} van ${verkoper.artikelen.length} terug te geven artikelen afgehandeld`}
            {verkoper.goedDoel > 0 ? ` · ${verkoper.goedDoel} naar een goed doel` : ''}
            {record.opgehaald ? ` · opgehaald om ${opDeBeursklok(record.opgehaald.op).tijd}` : ''}
          </Typography>
          {record.nietOpgehaald && (
            <Alert severity="info" sx={{ mb: 1 }}>
              Niet opgehaald: wat over was, is naar een goed doel gegaan.
              {beheerder && !record.opgehaald
                ? ' Komt de verkoper toch? Vink af wat je teruggeeft en leg vast dat er is opgehaald.'
                : ''}
            </Alert>
          )}
          <Stack component="ul" aria-label="Terug te geven" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
            {verkoper.artikelen.map((a) => {
              const status = statusVan(a.artikelnummer);
              const klaar = !beheerder && (record.opgehaald !== null || record.nietOpgehaald !== null);
              return (
                <li key={a.artikelnummer} data-testid="artikel" data-status={status}>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', py: 0.75 }}
                  >
                    <Typography sx={{ flex: '1 1 12rem' }}>
                      {a.artikelnummer}. {a.omschrijving}
                      {a.maat ? ` · ${a.maat}` : ''} · <span style={{ whiteSpace: 'nowrap' }}>{euro(a.prijsCent)}</span>
                    </Typography>
                    <Chip
                      size="small"
                      label={STATUS[status]}
                      color={status === 'terug' ? 'success' : status === 'vermist' ? 'error' : 'default'}
                    />
                    <Button
                      size="small"
                      variant={status === 'terug' ? 'outlined' : 'contained'}
                      disabled={klaar}
                      aria-label={`${status === 'terug' ? 'Niet terug' : 'Terug'}: ${a.artikelnummer}. ${a.omschrijving}`}
                      onClick={() => {
                        verbinding.zet(
                          verkoper.nummer,
                          status === 'terug'
                            ? { soort: 'nietTerug', artikelnummer: a.artikelnummer }
                            : { soort: 'terug', artikelnummer: a.artikelnummer },
                        );
                        terugNaarVeld();
                      }}
                    >
                      {status === 'terug' ? 'Ongedaan' : 'Terug'}
                    </Button>
                    <Button
                      size="small"
                      // The error colour, as the "Vermist" chip: warning's orange on white is too pale to read.
                      color="error"
                      disabled={klaar || status === 'vermist'}
                      aria-label={`Niet gevonden: ${a.artikelnummer}. ${a.omschrijving}`}
                      onClick={() => {
                        verbinding.zet(verkoper.nummer, { soort: 'vermist', artikelnummer: a.artikelnummer });
                        terugNaarVeld();
                      }}
                    >
                      Niet gevonden
                    </Button>
                  </Stack>
                </li>
              );
            })}
          </Stack>
          <Button
            variant="contained"
            size="large"
            disabled={record.opgehaald !== null || (record.nietOpgehaald !== null && !beheerder)}
            onClick={() => (nogOpen > 0 ? setVraag(nogOpen) : opgehaald())}
          >
            {record.opgehaald
              ? 'Opgehaald'
              : record.nietOpgehaald
                ? 'Toch opgehaald – late ophaling vastleggen'
                : overmaken
                  ? 'Opgehaald – artikelen meegegeven'
                  : 'Opgehaald – envelop en artikelen meegegeven'}
          </Button>
        </VerkoperSectie>
      )}
      <Dialog open={vraag !== null} onClose={() => setVraag(null)} aria-labelledby="vraag-kop">
        <DialogTitle id="vraag-kop">Nog niet alles afgevinkt</DialogTitle>
        <DialogContent>
          {vraag === 1 ? '1 artikel is' : `${vraag} artikelen zijn`} niet als terug of niet gevonden gemarkeerd. Toch
          opgehaald?
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setVraag(null)}>Terug naar de lijst</Button>
          <Button variant="contained" onClick={opgehaald}>
            Toch opgehaald
          </Button>
        </DialogActions>
      </Dialog>
      <NogNietOpgehaaldSectie bron={bron} ververs={ververs} open={(n) => void open(n)} />
    </BalieKader>
  );
}
