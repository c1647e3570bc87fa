import { bedrag } from '@backend/afrekening/domein';
import type { AfrekeningTotalen, Uitbetaald } from '@backend/afrekening/domein';
import { langTijdstip } from '@backend/kern/datums';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Bevestig } from '../../components/Bevestig';
import { BestandKnoppen, type Bestand } from './Bestanden';
import { NogTeBetalen } from './NogTeBetalen';
import type { AndersBetaald, AndersBetaaldWijze, InHetBestand, NogTeBetalen as Open } from '@backend/afrekening/domein';

/** The treasurer's files: one batch for the bank's import, or a GiroCode per seller to scan. */
const BESTANDEN: Bestand[] = [
  { label: 'SEPA-bestand (pain.001)', pad: '/api/afrekening/sepa.xml', naam: 'overboekingen' },
  { label: 'GiroCodes (PDF)', pad: '/api/afrekening/girocodes.pdf', naam: 'girocodes' },
];

const verkopers = (n: number) => (n === 1 ? '1 verkoper' : `${n} verkopers`);
const overboekingen = (n: number) => (n === 1 ? '1 overboeking' : `${n} overboekingen`);

/**
 * The sellers paid by bank (issue 36): how many and how much; once the settlement is closed,
 * the warnings to check first (issue 50), the SEPA file or the GiroCode list for the bank, and
 * "Uitbetaald" when the money went out, which mails each seller and erases their account
 * numbers; and who is still owed money the file does not pay (NogTeBetalen.tsx).
 */
export function Overmaken({
  nr,
  totalen,
  gesloten,
  uitbetaald,
  nogTeBetalen,
  andersBetaald,
  waarschuwingen,
  inHetBestand,
  haalBestand,
  markeer,
  markeerAnders,
}: {
  nr: number;
  totalen: Pick<AfrekeningTotalen, 'perBank' | 'overmakenCent'>;
  gesloten: boolean;
  uitbetaald: Uitbetaald | null;
  nogTeBetalen: Open[];
  andersBetaald: AndersBetaald[];
  /** Several sellers on one account, a seller on the organisation's own: to check before the export. */
  waarschuwingen: string[];
  /** Once closed, what the bank file pays: without the sellers who have no account left. */
  inHetBestand: InHetBestand | null;
  haalBestand: (pad: string, naam: string) => () => Promise<void>;
  markeer: () => Promise<boolean>;
  markeerAnders: (nummer: number, wijze: AndersBetaaldWijze) => Promise<boolean>;
}) {
  const [vraag, setVraag] = useState(false);
  const [bezig, setBezig] = useState(false);
  const { perBank, overmakenCent } = totalen;
  // Once closed the treasurer checks and confirms what the file pays, which leaves out a seller
  // whose account is gone (they are listed under it); before, what the sellers chose so far.
  const bestand = gesloten && inHetBestand ? inHetBestand : { aantal: perBank, bedragCent: overmakenCent };
  // Everyone who chose the bank has since erased their account: there is no file to make (the
  // server refuses an empty one), only the mark that closes the payouts and the list to pay by hand.
  const leeg = gesloten && inHetBestand?.aantal === 0;

  return (
    <>
      <Typography sx={{ mb: 1 }} data-testid="overmaken-aantal">
        {perBank === 0
          ? 'Nog niemand met een bedrag te goed heeft gekozen voor overmaken.'
          : leeg
            ? 'Niemand in het bestand: wie koos voor overmaken, heeft geen rekeningnummer meer.'
            : gesloten && inHetBestand
              ? `${overboekingen(bestand.aantal)} in het bestand, samen ${bedrag(bestand.bedragCent)}.`
              : `${overboekingen(perBank)}, samen ${bedrag(overmakenCent)}.`}
      </Typography>
      {!gesloten ? (
        <Typography variant="body2">
          Verkopers kiezen zelf tot de afrekening is afgesloten. Daarna staan de bedragen vast (tot op de cent, niet
          afgerond) en maak je hier het bestand voor je bank.
        </Typography>
      ) : perBank > 0 && uitbetaald === null ? (
        <>
          {leeg ? (
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              Er is geen bestand voor de bank te maken. Markeer de afrekening als uitbetaald en betaal de verkopers
              hieronder op een andere manier.
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              Lees het SEPA-bestand in bij je bank (één batch met alle overboekingen), of scan per verkoper de GiroCode
              met de bank-app als je bank geen batch kan inlezen. Het bestand bevat de volledige rekeningnummers: bewaar
              het niet langer dan nodig.
            </Typography>
          )}
          {waarschuwingen.map((w) => (
            <Alert key={w} severity="warning" sx={{ mb: 1.5 }} data-testid="waarschuwing">
              {w}
            </Alert>
          ))}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
            {!leeg && <BestandKnoppen bestanden={BESTANDEN} nr={nr} haal={haalBestand} />}
            <Button variant="contained" startIcon={<DoneAllIcon />} onClick={() => setVraag(true)}>
              Uitbetaald
            </Button>
          </Stack>
        </>
      ) : null}
      <NogTeBetalen
        uitbetaald={uitbetaald !== null}
        open={nogTeBetalen}
        betaald={andersBetaald}
        markeer={markeerAnders}
      />
      {uitbetaald && (
        <Alert severity="success" data-testid="uitbetaald">
          Uitbetaald gemarkeerd door {uitbetaald.door} op {langTijdstip(uitbetaald.op)}. De verkopers hebben een mail
          gekregen en hun rekeningnummers zijn gewist.
        </Alert>
      )}
      <Bevestig
        titel="Alles overgemaakt?"
        open={vraag}
        knop="Uitbetaald"
        bezig={bezig}
        onAnnuleren={() => setVraag(false)}
        onBevestigen={() => {
          setBezig(true);
          void markeer().finally(() => {
            setBezig(false);
            setVraag(false);
          });
        }}
      >
        {leeg
          ? 'De bank maakt niets over: niemand staat in het bestand. Daarna staan de verkopers zonder rekeningnummer hier, om ze op een andere manier te betalen en als betaald te markeren. Dit kan niet ongedaan worden gemaakt.'
          : `Markeer dit alleen als de bank de ${bedrag(bestand.bedragCent)} aan ${verkopers(bestand.aantal)} heeft overgemaakt. Elke verkoper krijgt dan een mail met het bedrag en de laatste vier cijfers van de rekening, en de rekeningnummers worden gewist. Dit kan niet ongedaan worden gemaakt.`}
      </Bevestig>
    </>
  );
}
