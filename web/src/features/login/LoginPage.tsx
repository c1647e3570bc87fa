import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../data/http';
import { useSession } from '../../data/session';
import { Pagina } from '../../components/Pagina';
import { useOvergenomen } from '../../components/useOvergenomen';
import { Veld } from '../../components/Veld';

const FOUT = 'Er is iets foutgegaan, probeer het opnieuw';

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [velden, setVelden] = useState({ username: '', password: '' });
  const [fout, setFout] = useState<string | null>(null);
  const [bezig, setBezig] = useState(false);
  const overgenomen = useOvergenomen();
  /** A field of the form by its name, as the browser's password manager knows it. */
  const veld = (name: keyof typeof velden) => ({
    name,
    value: velden[name],
    onChange: (waarde: string) => setVelden((huidig) => ({ ...huidig, [name]: waarde })),
    disabled: !overgenomen,
  });

  if (session.loggedIn && !bezig) return <Navigate to="/home" replace />;

  async function inloggen(event: FormEvent) {
    event.preventDefault();
    if (bezig) return;
    setBezig(true);
    setFout(null);
    try {
      if (await session.login(velden.username, velden.password)) {
        navigate('/home');
        return;
      }
      setFout(FOUT);
    } catch (error) {
      // Too many attempts gets its own explanation; everything else the spec's message.
      setFout(error instanceof ApiError && error.status === 429 ? `${FOUT}. ${error.message}` : FOUT);
    }
    setBezig(false);
  }

  return (
    <Pagina titel="Inloggen">
      <Typography sx={{ mb: 2, maxWidth: 560 }}>
        Inloggen is alleen voor de organisatie van de beurs. Als verkoper heb je geen account nodig: je inschrijving, je
        gegevens en je artikelen beheer je via de persoonlijke link in je bevestigingsmail.
      </Typography>
      <Box
        component="form"
        onSubmit={inloggen}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 400 }}
      >
        <Veld label="Gebruikersnaam" autoComplete="username" {...veld('username')} />
        <Veld label="Wachtwoord" type="password" autoComplete="current-password" {...veld('password')} />
        {fout && (
          <Alert severity="error" role="alert">
            {fout}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={bezig || !overgenomen}>
            Inloggen
          </Button>
        </Box>
      </Box>
    </Pagina>
  );
}
