import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { DIENSTEN, type DienstSoort, type EigenDiensten } from '@backend/vrijwilligers/domein';
import { foutTekst } from '../../data/http';
import { usePersoonlijkeLink } from '../../components/usePersoonlijkeLink';
import { haalMijnDiensten, meldAanVoorDiensten, meldAfVoorDienst } from './api';
import { Sectie } from '../../components/Pagina';
import { DienstKeuze } from './DienstKeuze';
import { TerugmeldingAlert, type Terugmelding } from '../../components/Terugmelding';

/** On the personal link's page: a registered seller signs up for shifts or withdraws. */
export function MijnDiensten({ token }: { token: string }) {
  const { stand, setStand, herlaad } = usePersoonlijkeLink(haalMijnDiensten, { token });
  const [gekozen, setGekozen] = useState<DienstSoort[]>([]);
  const [melding, setMelding] = useState<Terugmelding | null>(null);
  const [bezig, setBezig] = useState(false);

  async function doe(actie: () => Promise<EigenDiensten>, gelukt: string) {
    setBezig(true);
    setMelding(null);
    try {
      setStand(await actie());
      setGekozen([]);
      setMelding({ ernst: 'success', tekst: gelukt });
    } catch (e) {
      setMelding({ ernst: 'error', tekst: foutTekst(e) });
      void herlaad();
    } finally {
      setBezig(false);
    }
  }

  if (!stand || stand.diensten.length === 0) return null;
  const eigen = stand.aanmeldingen;
  return (
    <Sectie titel="Vrijwilliger">
      <Typography sx={{ mb: 1 }}>
        Help je mee op de beurs? Als vrijwilliger betaal je geen administratiekosten.
      </Typography>
      {eigen.length > 0 && (
        <List dense data-testid="mijn-diensten" sx={{ maxWidth: 480 }}>
          {eigen.map((a) => (
            <ListItem
              key={a.id}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  disabled={bezig}
                  onClick={() =>
                    doe(() => meldAfVoorDienst(token, a.id), `Je bent afgemeld voor ${DIENSTEN[a.dienst].naam}.`)
                  }
                >
                  Afmelden
                </Button>
              }
            >
              <ListItemText
                primary={DIENSTEN[a.dienst].naam}
                secondary={stand.diensten.find((d) => d.dienst === a.dienst)?.tijd}
                sx={{ pr: 10 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <DienstKeuze
        diensten={stand.diensten}
        gekozen={gekozen}
        onChange={setGekozen}
        alAangemeld={eigen.map((a) => a.dienst)}
      />
      <TerugmeldingAlert uitslag={melding} testId="diensten-melding" mt={1} />
      <Box sx={{ mt: 1 }}>
        <Button
          variant="contained"
          disabled={bezig || gekozen.length === 0}
          onClick={() =>
            doe(() => meldAanVoorDiensten(token, gekozen), 'Je bent aangemeld. Je ontvangt een bevestiging per e-mail.')
          }
        >
          Aanmelden als vrijwilliger
        </Button>
      </Box>
    </Sectie>
  );
}
