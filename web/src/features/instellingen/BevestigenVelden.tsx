import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BevestigenInstelling } from '@backend/kern/types';
import { naarBeursklokVeld, vanBeursklokVeld } from '@backend/kern/datums';
import { STANDAARD_BEVESTIGEN } from '@backend/registratie/domein';

/** The fields as typed: numbers as text, so an emptied field is not read as 0. */
export interface BevestigenWaarden {
  aan: boolean;
  voor: string;
  artikelen: string;
  herinneringDagen: string;
  termijnUren: string;
}

/** Off: the defaults of issue 53 (the domain's, once), ready for when it is switched on. */
export const bevestigenWaardenUit = (b: BevestigenInstelling | null | undefined): BevestigenWaarden => ({
  aan: Boolean(b),
  voor: b ? naarBeursklokVeld(b.voor) : '',
  artikelen: String(b ? (b.artikelen ?? '') : STANDAARD_BEVESTIGEN.artikelen),
  herinneringDagen: String(b?.herinneringDagen ?? STANDAARD_BEVESTIGEN.herinneringDagen),
  termijnUren: String(b?.termijnUren ?? STANDAARD_BEVESTIGEN.termijnUren),
});

export type BevestigenVeld = 'voor' | 'artikelen' | 'herinneringDagen' | 'termijnUren';

/**
 * What PUT /api/toewijzing gets: null when off; a field the browser cannot read answers the
 * field and its message (the server checks the rest and answers at the field too).
 */
export function bevestigenInvoer(
  w: BevestigenWaarden,
  online: boolean,
): { invoer: BevestigenInstelling | null } | { veld: BevestigenVeld; melding: string } {
  if (!w.aan) return { invoer: null };
  const voor = w.voor ? vanBeursklokVeld(w.voor) : null;
  if (!voor) return { veld: 'voor', melding: 'Vul een datum en tijd in die op de klok bestaat.' };
  const getal = (tekst: string) => (/^\d+$/.test(tekst.trim()) ? Number(tekst) : NaN);
  const herinneringDagen = getal(w.herinneringDagen);
  if (Number.isNaN(herinneringDagen))
    return { veld: 'herinneringDagen', melding: 'Vul een aantal dagen in (0 of meer).' };
  const termijnUren = getal(w.termijnUren);
  if (Number.isNaN(termijnUren)) return { veld: 'termijnUren', melding: 'Vul een aantal uren in (1 of meer).' };
  // Without online entry the number is kept as it was typed, or the default: it counts once entry is on.
  const artikelen = w.artikelen.trim() === '' ? null : getal(w.artikelen);
  if (online && artikelen !== null && Number.isNaN(artikelen)) {
    return { veld: 'artikelen', melding: 'Vul een aantal artikelen in, of laat het leeg.' };
  }
  return {
    invoer: {
      voor,
      artikelen: Number.isNaN(artikelen) ? STANDAARD_BEVESTIGEN.artikelen : artikelen,
      herinneringDagen,
      termijnUren,
    },
  };
}

/**
 * "Bevestigen" (issue 53) in the Toewijzing section: sellers confirm their place by a time on the
 * fair's clock, or lose it to the reserve list by itself.
 */
export function BevestigenVelden({
  waarden,
  online,
  uit,
  veldFout,
  wijzig,
}: {
  waarden: BevestigenWaarden;
  /** Items are entered online for this fair: then a number of items confirms too. */
  online: boolean;
  uit: boolean;
  veldFout: { veld: string; melding: string } | null;
  wijzig: (w: Partial<BevestigenWaarden>, veld?: BevestigenVeld) => void;
}) {
  const veld = (naam: BevestigenVeld, label: string, hint: string, type: 'number' | 'datetime-local' = 'number') => (
    <TextField
      type={type}
      label={label}
      size="small"
      value={waarden[naam]}
      disabled={uit}
      onChange={(e) => wijzig({ [naam]: e.target.value }, naam)}
      error={veldFout?.veld === naam}
      helperText={veldFout?.veld === naam ? veldFout.melding : hint}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          'data-testid': `bevestigen-${naam}`,
          ...(type === 'number' ? { min: 0, inputMode: 'numeric' } : {}),
        },
      }}
    />
  );
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
        Bevestigen
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={waarden.aan}
            disabled={uit}
            onChange={(e) => wijzig({ aan: e.target.checked })}
            slotProps={{ input: { 'data-testid': 'bevestigen-aan' } as object }}
          />
        }
        label="Verkopers bevestigen hun plek"
      />
      <Typography variant="body2" color="text.secondary">
        Wie niet op tijd bevestigt, verliest de plek vanzelf aan de volgende op de reservelijst en krijgt daar een mail
        over. Bevestigen kan met de knop &apos;Ik kom&apos; op de persoonlijke pagina
        {online ? ', of door genoeg artikelen online in te voeren' : ''}.
      </Typography>
      {waarden.aan && (
        <>
          {veld(
            'voor',
            'Bevestigen vóór',
            'Op dit moment gaan de plekken die niet bevestigd zijn naar de reservelijst. Vóór het inleveren op vrijdag; het geldt alleen voor deze beurs.',
            'datetime-local',
          )}
          {online &&
            veld(
              'artikelen',
              'Minimaal aantal artikelen',
              'Wie zoveel artikelen online invoert, heeft daarmee ook bevestigd. Leeg: alleen de knop telt.',
            )}
          {veld(
            'herinneringDagen',
            'Herinnering … dagen vooraf',
            'Zoveel dagen voor de deadline krijgt wie nog niet bevestigde een herinnering met de link.',
          )}
          {veld(
            'termijnUren',
            'Bevestigtermijn na een plek van de reservelijst (uren)',
            'Wie kort voor of na de deadline van de reservelijst een plek krijgt, heeft zoveel uur om te bevestigen, hooguit tot het inleveren.',
          )}
        </>
      )}
    </Stack>
  );
}
