import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { NUMMERS_WAARSCHUWING, type NummerStand } from '@backend/registratie/domein';
import { MAX_VERKOPERSNUMMER } from '@backend/kern/verkopersnummer';
import { haalNummerStand } from './api';
import type { Meldingen } from '../../components/beheer/useMeldingen';
import { Sectie } from '../../components/beheer/Sectie';

const getal = (n: number) => n.toLocaleString('nl-NL');

/**
 * The seller numbers, read-only (issue 53): how many were never handed out and how many free
 * ones could go to a new seller now, with a warning well before none is left.
 */
export function NummersSectie({ fout }: Pick<Meldingen, 'fout'>) {
  const [stand, setStand] = useState<NummerStand | null>(null);
  useEffect(() => {
    haalNummerStand().then(setStand, fout);
  }, [fout]);

  return (
    <Sectie titel="Verkopersnummers" id="verkopersnummers">
      {stand && (
        <>
          <Typography data-testid="nummers-over">
            Nog nooit uitgegeven: <strong>{getal(stand.over)}</strong> van de {getal(MAX_VERKOPERSNUMMER)} nummers.
          </Typography>
          <Typography sx={{ mb: 2 }} data-testid="nummers-herbruikbaar">
            Nu opnieuw te gebruiken: <strong>{getal(stand.herbruikbaar)}</strong>.
          </Typography>
          {stand.over === 0 && stand.herbruikbaar === 0 ? (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="nummers-waarschuwing">
              De verkopersnummers zijn op: nieuwe verkopers kunnen zich niet inschrijven. Verwijder verkopers die niet
              meer meedoen bij Geregistreerden; hun nummer komt vrij zodra hun artikelen zijn afgehandeld en hun labels
              twee beurzen oud zijn.
            </Alert>
          ) : (
            stand.over < NUMMERS_WAARSCHUWING && (
              <Alert severity="warning" sx={{ mb: 2 }} data-testid="nummers-waarschuwing">
                Nog {getal(stand.over)} nummers over. Daarna krijgen nieuwe verkopers een vrijgekomen nummer; zijn die
                er niet, dan kan niemand zich meer inschrijven.
              </Alert>
            )
          )}
          <Typography variant="body2" color="text.secondary">
            Een nummer is voor het leven. Pas als alle nummers tot en met {getal(MAX_VERKOPERSNUMMER)} zijn uitgegeven,
            krijgt een nieuwe verkoper het laagste nummer van iemand die verwijderd is (door de bewaartermijn of door
            jou), maar niet zolang er nog een onverkocht artikel met dat nummer in omloop kan zijn of de labels op een
            van de laatste twee beurzen zijn geprint.
          </Typography>
        </>
      )}
    </Sectie>
  );
}
