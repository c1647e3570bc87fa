import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { BewaarOverzicht } from '@backend/privacy/domein';
import { langTijdstip, tabelDatum } from '@backend/kern/datums';
import { bewaarGraceDagen, haalBewaren } from './api';
import { kop, smalleTabel } from '../../components/beheer/smalleTabel';
import type { Meldingen } from '../../components/beheer/useMeldingen';
import { OpslaanBalk } from '../../components/beheer/Wijzigingen';
import { Sectie } from '../../components/beheer/Sectie';
import { useOpslaan } from '../../components/beheer/useOpslaan';

const ACTIE = {
  telefoonWissen: 'telefoonnummer wissen',
  rekeningWissen: 'rekeningnummer wissen',
  verwijderen: 'alles verwijderen',
} as const;

const aantal = (n: number, een: string, meer: string) => `${n} ${n === 1 ? een : meer}`;

/** '3 plaatsen op de reservelijst en 1 aanvraag voor de loting': counts only, never who. */
function wachtendenTekst({ reservelijst = 0, aanvragen = 0 }: { reservelijst?: number; aanvragen?: number }) {
  return [
    reservelijst > 0 ? aantal(reservelijst, 'plaats op de reservelijst', 'plaatsen op de reservelijst') : '',
    aanvragen > 0 ? aantal(aanvragen, 'aanvraag voor de loting', 'aanvragen voor de loting') : '',
  ]
    .filter(Boolean)
    .join(' en ');
}

/** The privacy page's retention, for the administrator: the grace period, what comes when, and what was done. */
export function BewarenSectie({ toon, fout }: Pick<Meldingen, 'toon' | 'fout'>) {
  const [overzicht, setOverzicht] = useState<BewaarOverzicht | null>(null);
  const [dagen, setDagen] = useState('');
  const { bezig, opslaan: bewaar } = useOpslaan({ toon, fout });
  const dagenGetal = /^\d{1,3}$/.test(dagen.trim()) && Number(dagen) <= 365 ? Number(dagen) : null;
  const gewijzigd = overzicht !== null && dagen.trim() !== String(overzicht.graceDagen);

  const laad = useCallback((o: BewaarOverzicht) => {
    setOverzicht(o);
    setDagen(String(o.graceDagen));
  }, []);
  useEffect(() => {
    haalBewaren().then(laad, fout);
  }, [laad, fout]);

  async function opslaan(event: FormEvent) {
    event.preventDefault();
    if (dagenGetal === null) return;
    await bewaar(async () => laad(await bewaarGraceDagen(dagenGetal)), 'Wachttijd opgeslagen');
  }

  return (
    <Sectie titel="Bewaartermijnen (privacy)" id="bewaren">
      <Typography sx={{ mb: 2 }}>
        Telefoonnummers worden gewist op de dag na de beurs plus de wachttijd. Wie 1 jaar niet meedeed aan een beurs
        wordt helemaal verwijderd. Dit gebeurt elke dag automatisch.
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="bewaren-vrijwilligers">
        Aanmeldingen van vrijwilligers volgen dezelfde termijnen, gerekend vanaf de beurs waarvoor ze zich aanmeldden:
        het telefoonnummer gaat op de dag na die beurs plus de wachttijd, de aanmelding zelf 1 jaar na die beurs, met de
        mails die de software erover stuurde (behalve aan een adres dat een verkoper, een andere aanmelding of een
        plaats nog heeft); zo ook als u een aanmelding verwijdert. Wie zijn gegevens via de persoonlijke link
        verwijdert, verliest ook zijn aanmeldingen als vrijwilliger. Het plan hieronder toont alleen de verkopers.
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="bewaren-wachtenden">
        De reservelijst en de aanvragen voor de loting van een beurs worden verwijderd op de dag na die beurs plus de
        wachttijd, met naam, e-mailadres en telefoonnummer, en met de mails die de software hun stuurde (behalve aan een
        adres dat een verkoper, een vrijwilliger of een plaats van een latere beurs nog heeft). De uitslag van de loting
        blijft controleerbaar: die bestaat alleen uit de aanvraagnummers. Wie zijn gegevens via de persoonlijke link
        verwijdert, verdwijnt ook van de reservelijst en uit de loting.
      </Typography>
      <Box component="form" onSubmit={opslaan} noValidate aria-label="Wachttijd" sx={{ mb: 2 }}>
        <TextField
          label="Wachttijd na de beurs (dagen)"
          size="small"
          sx={{ minWidth: 240 }}
          value={dagen}
          // Until the saved value arrived, typing would be overwritten by it (CI caught '7' + '12').
          disabled={overzicht === null}
          onChange={(e) => setDagen(e.target.value)}
          error={overzicht !== null && dagenGetal === null}
          helperText={overzicht !== null && dagenGetal === null ? 'Vul een geheel getal van 0 tot en met 365 in' : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <OpslaanBalk gewijzigd={gewijzigd} bezig={bezig} />
      </Box>
      {overzicht && (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            Wat wanneer gebeurt
          </Typography>
          {overzicht.plan.length === 0 ? (
            <Typography>Er staat niets gepland.</Typography>
          ) : (
            // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
            <Box tabIndex={0} role="region" aria-label="Gepland wissen" sx={{ maxHeight: 320, overflow: 'auto' }}>
              <Table
                size="small"
                stickyHeader
                aria-label="Gepland wissen"
                data-testid="bewaarplan"
                sx={smalleTabel('geen')}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>Datum</TableCell>
                    <TableCell>Nummer</TableCell>
                    <TableCell>Naam</TableCell>
                    <TableCell>Wat</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {overzicht.plan.map((s) => (
                    <TableRow key={`${s.id}-${s.actie}`}>
                      <TableCell>{tabelDatum(s.datum)}</TableCell>
                      <TableCell {...kop('Nummer')}>{s.nummer}</TableCell>
                      <TableCell>{s.naam}</TableCell>
                      <TableCell>{ACTIE[s.actie]}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {overzicht.wachtenden.length > 0 && (
            <>
              <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 2, mb: 1 }}>
                Reservelijst en loting
              </Typography>
              <Box component="ul" sx={{ pl: 3, m: 0 }} data-testid="bewaarplan-wachtenden">
                {overzicht.wachtenden.map((w) => (
                  <li key={`${w.afleveringId}-${w.datum}`}>
                    {tabelDatum(w.datum)}: {wachtendenTekst(w)} van{' '}
                    {w.beurs ? `de beurs van ${tabelDatum(w.beurs)}` : 'een beurs die niet meer bestaat'} verwijderen
                  </li>
                ))}
              </Box>
            </>
          )}
          <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 2, mb: 1 }}>
            Logboek
          </Typography>
          {overzicht.log.length === 0 ? (
            <Typography>Nog niets gewist.</Typography>
          ) : (
            <Box component="ul" sx={{ pl: 3, m: 0 }}>
              {overzicht.log.map((r) => (
                <li key={`${r.tijd}-${r.reden}-${r.verwijderd.join()}`}>
                  {langTijdstip(r.tijd)} ({r.reden}): {r.telefoonGewist.length} telefoonnummer(s) gewist,{' '}
                  {r.verwijderd.length} verwijderd
                  {r.verwijderd.length > 0 ? ` (nummers ${r.verwijderd.join(', ')})` : ''}
                  {r.reservelijst || r.aanvragen ? `, ${wachtendenTekst(r)} verwijderd` : ''}
                </li>
              ))}
            </Box>
          )}
        </>
      )}
    </Sectie>
  );
}
