import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { Dienst, DienstSoort } from '@backend/vrijwilligers/domein';

export const plaatsenTekst = (over: number) =>
  over === 0 ? 'Vol' : over === 1 ? 'Nog 1 plaats' : `Nog ${over} plaatsen`;

/**
 * The shifts to choose from, each with its time and the places left. A full shift cannot be
 * chosen; one already taken (`bezet`) shows as chosen and cannot be chosen again.
 */
export function DienstKeuze({
  diensten,
  gekozen,
  onChange,
  alAangemeld = [],
  error,
}: {
  diensten: Dienst[];
  gekozen: DienstSoort[];
  onChange: (gekozen: DienstSoort[]) => void;
  alAangemeld?: DienstSoort[];
  error?: string;
}) {
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ mt: 1 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        Diensten (kies er één of meer)
      </FormLabel>
      <FormGroup>
        {diensten.map((d) => {
          const al = alAangemeld.includes(d.dienst);
          const vol = d.plaatsenOver === 0;
          return (
            <FormControlLabel
              key={d.dienst}
              disabled={al || (vol && !gekozen.includes(d.dienst))}
              sx={{ alignItems: 'flex-start', my: 0.5 }}
              control={
                <Checkbox
                  name={d.dienst}
                  checked={al || gekozen.includes(d.dienst)}
                  onChange={(_e, aan) => onChange(aan ? [...gekozen, d.dienst] : gekozen.filter((x) => x !== d.dienst))}
                  sx={{ pt: 0.5 }}
                />
              }
              label={
                <span>
                  <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                    {d.naam}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {d.tijd}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    data-testid={`plaatsen-${d.dienst}`}
                    sx={{ display: 'block', color: vol ? 'error.main' : 'text.secondary' }}
                  >
                    {al ? 'Je bent aangemeld' : plaatsenTekst(d.plaatsenOver)}
                  </Typography>
                </span>
              }
            />
          );
        })}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
