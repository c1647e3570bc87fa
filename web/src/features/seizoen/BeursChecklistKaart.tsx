import type { BeursChecklist } from '@backend/seizoen/domein';
import { langeDatum } from '@backend/kern/datums';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

const SCHERM: Record<string, string> = {
  '/afleveringen': 'Afleveringen',
  '/artikelen': 'Artikelen',
  '/kassa': 'Kassa’s',
  '/nieuws-edit': 'Nieuws',
  '/instellingen': 'Instellingen',
};

/**
 * What is done for the current fair and what is not, as the server reads it from the data
 * (seizoen/domein/aflevering.ts beursChecklist): nothing here is ticked by hand.
 */
export function BeursChecklistKaart({ checklist }: { checklist: BeursChecklist }) {
  const { beurs, punten, geweest } = checklist;
  const klaar = punten.filter((p) => p.klaar).length;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }} data-testid="beurs-checklist">
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography variant="h6" component="h2">
          Klaarzetten: beurs {beurs.volgnummer} op {langeDatum(beurs.datum)}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="checklist-stand">
          {klaar} van {punten.length} klaar
        </Typography>
      </Stack>
      {geweest && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          Deze beurs is geweest. Voeg de volgende aflevering toe met de plusknop van de tabel: de nieuwe beurs begint
          met de inschrijving dicht en zonder nieuws, en deze lijst laat zien wat er dan moet gebeuren.
        </Alert>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {punten.map((p) => (
          <Box
            component="li"
            key={p.sleutel}
            data-testid={`checklist-${p.sleutel}`}
            data-klaar={p.klaar ? 'ja' : 'nee'}
            sx={{ display: 'flex', gap: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}
          >
            {p.klaar ? (
              <CheckCircleIcon color="success" sx={{ mt: 0.25 }} titleAccess="Klaar" />
            ) : (
              <RadioButtonUncheckedIcon color="disabled" sx={{ mt: 0.25 }} titleAccess="Nog niet klaar" />
            )}
            {/* On a phone the button goes under the text, which keeps the width to read. */}
            <Box
              sx={{
                flex: 1,
                minWidth: 0,
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: 1,
                alignItems: { xs: 'flex-start', sm: 'center' },
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" component="h3">
                  {p.titel}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {p.uitleg}
                </Typography>
              </Box>
              {p.link !== '/afleveringen' && (
                <Button
                  component={RouterLink}
                  to={p.link}
                  size="small"
                  variant={p.klaar ? 'text' : 'outlined'}
                  sx={{ flexShrink: 0 }}
                >
                  {SCHERM[p.link] ?? 'Openen'}
                </Button>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
