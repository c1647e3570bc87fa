import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Pagina } from '../../components/Pagina';

export function NietGevondenPage() {
  const { pathname } = useLocation();
  return (
    <Pagina titel="Pagina niet gevonden">
      <Typography>
        De pagina <strong>{pathname}</strong> bestaat niet (meer). Misschien is de link verouderd of zit er een typfout
        in het adres.
      </Typography>
      <Button component={RouterLink} to="/home" variant="contained" sx={{ mt: 2 }}>
        Naar de homepagina
      </Button>
    </Pagina>
  );
}
