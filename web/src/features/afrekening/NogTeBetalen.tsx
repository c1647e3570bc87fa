import { bedrag } from '@backend/afrekening/domein';
import {
  WIJZE_NAAM,
  type AndersBetaald,
  type AndersBetaaldWijze,
  type NogTeBetalen as Open,
} from '@backend/afrekening/domein';
import { langTijdstip } from '@backend/kern/datums';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Bevestig } from '../../components/Bevestig';

const KNOPPEN: { wijze: AndersBetaaldWijze; label: string }[] = [
  { wijze: 'contant', label: 'Contant betaald' },
  { wijze: 'anders', label: 'Op een andere manier betaald' },
];

/**
 * Money owed that the bank file does not pay (issue 50): before "Uitbetaald" the sellers whose
 * account is gone (their data erased after closing); after it, everyone the batch left out,
 * each with a button to mark them paid in cash or another way (asked first), and who was.
 */
export function NogTeBetalen({
  uitbetaald,
  open,
  betaald,
  markeer,
}: {
  /** Whether the batch is marked done: only then can a seller be marked paid another way. */
  uitbetaald: boolean;
  open: Open[];
  betaald: AndersBetaald[];
  markeer: (nummer: number, wijze: AndersBetaaldWijze) => Promise<boolean>;
}) {
  const [vraag, setVraag] = useState<{ nummer: number; bedragCent: number; wijze: AndersBetaaldWijze } | null>(null);
  const [bezig, setBezig] = useState(false);
  const meer = open.length !== 1;

  return (
    <>
      {open.length > 0 && !uitbetaald && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="zonder-rekening">
          Geen rekeningnummer meer van {meer ? 'verkopers' : 'verkoper'}{' '}
          {open.map((o) => `${o.nummer} (${bedrag(o.bedragCent)}, gegevens verwijderd)`).join(', ')}:{' '}
          {meer ? 'die staan' : 'die staat'} niet in het bestand. Betaal {meer ? 'hen' : 'die verkoper'} op een andere
          manier; na &quot;Uitbetaald&quot; {meer ? 'blijven ze' : 'blijft die'} hier staan tot je{' '}
          {meer ? 'ze' : 'hem of haar'} als betaald markeert.
        </Alert>
      )}
      {open.length > 0 && uitbetaald && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="nog-te-betalen">
          <Typography variant="body2" sx={{ mb: 1 }}>
            Niet overgemaakt: {meer ? 'deze verkopers stonden' : 'deze verkoper stond'} niet in het bestand (gegevens
            verwijderd) en {meer ? 'krijgen' : 'krijgt'} het geld nog. Betaal contant of op een andere manier en markeer
            het hier.
          </Typography>
          <Stack spacing={1}>
            {open.map((o) => (
              <Stack
                key={o.nummer}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                useFlexGap
                sx={{ alignItems: { sm: 'center' } }}
                data-testid={`nog-te-betalen-${o.nummer}`}
              >
                <Typography variant="body2" sx={{ minWidth: 160 }}>
                  Verkoper {o.nummer}: {bedrag(o.bedragCent)}
                </Typography>
                {KNOPPEN.map(({ wijze, label }) => (
                  <Button key={wijze} size="small" variant="outlined" onClick={() => setVraag({ ...o, wijze })}>
                    {label}
                  </Button>
                ))}
              </Stack>
            ))}
          </Stack>
        </Alert>
      )}
      {betaald.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="anders-betaald">
          {betaald.map((b) => (
            <div key={b.nummer}>
              Verkoper {b.nummer}: {bedrag(b.bedragCent)} {WIJZE_NAAM[b.wijze]}, gemarkeerd door {b.door} op{' '}
              {langTijdstip(b.op)}.
            </div>
          ))}
        </Alert>
      )}
      <Bevestig
        titel={vraag ? `Verkoper ${vraag.nummer} betaald?` : ''}
        open={vraag !== null}
        knop={vraag ? KNOPPEN.find((k) => k.wijze === vraag.wijze)!.label : ''}
        bezig={bezig}
        onAnnuleren={() => setVraag(null)}
        onBevestigen={() => {
          if (!vraag) return;
          setBezig(true);
          void markeer(vraag.nummer, vraag.wijze).finally(() => {
            setBezig(false);
            setVraag(null);
          });
        }}
      >
        {vraag &&
          `Markeer dit alleen als verkoper ${vraag.nummer} de ${bedrag(vraag.bedragCent)} heeft gekregen (${WIJZE_NAAM[vraag.wijze]}). De verkoper gaat dan van de lijst; dit kan niet ongedaan worden gemaakt.`}
      </Bevestig>
    </>
  );
}
