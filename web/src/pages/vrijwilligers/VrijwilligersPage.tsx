import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Lijst, Pagina, Sectie } from '../Pagina';

export function VrijwilligersPage() {
  return (
    <Pagina titel="Vrijwilligers">
      <Typography>
        De beurs draait helemaal op vrijwilligers. Heb je een paar uurtjes over? Dan helpen we elkaar!
      </Typography>
      <Sectie titel="Waarmee kun je helpen?">
        <Lijst>
          <li>Op vrijdagavond: de ingeleverde kleding en spullen sorteren.</li>
          <li>Op zaterdagochtend: de zalen opbouwen en klaarzetten.</li>
          <li>Tijdens en na de beurs: de onverkochte spullen terugleggen voor de verkopers.</li>
        </Lijst>
      </Sectie>
      <Sectie titel="Wat krijg je ervoor terug?">
        <Lijst>
          <li>Je mag als eerste de kleding bekijken.</li>
          <li>Je betaalt geen administratiekosten.</li>
          <li>Een gezellige sfeer met andere ouders uit het dorp.</li>
        </Lijst>
      </Sectie>
      <Typography sx={{ mt: 2 }}>
        Zin om te helpen? Laat het weten aan een van onze{' '}
        <Link component={RouterLink} to="/contact">
          contactpersonen
        </Link>
        .
      </Typography>
    </Pagina>
  );
}
