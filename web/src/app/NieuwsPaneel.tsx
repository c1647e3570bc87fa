import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePublicState } from '../data/live';
import { useTonenOnderInhoud } from '../components/inhoudLaadt';

/** The news as rich HTML. The server sanitises it on save, so it can be shown as HTML. */
export function NieuwsPaneel() {
  const { state, error } = usePublicState();
  // Rendered with the data (and the page's own content), not before: on a phone the panel sits
  // below the content, and a placeholder there would be pushed down when the content arrives.
  const tonen = useTonenOnderInhoud(state !== null || error !== null);
  if (!tonen) return null;
  return (
    <Paper
      component="aside"
      aria-labelledby="nieuws-titel"
      sx={{
        p: { xs: 2, md: 2.5 },
        borderTop: 4,
        borderColor: 'secondary.main',
        position: { md: 'sticky' },
        top: { md: 16 },
      }}
    >
      <Typography variant="h2" id="nieuws-titel" sx={{ color: 'secondary.main', mb: 1 }}>
        Nieuws
      </Typography>
      {state ? (
        state.nieuws.tekst.trim() ? (
          <Box
            data-testid="nieuws"
            sx={{
              overflowWrap: 'anywhere',
              '& h1, & h2, & h3': { fontSize: '1.05rem', fontWeight: 700, mt: 1.5, mb: 0.5 },
              '& p': { my: 1 },
              '& ul, & ol': { pl: 2.5 },
              '& a': { color: 'primary.main' },
              '& img': { maxWidth: '100%', height: 'auto' },
              '& > :first-child': { mt: 0 },
            }}
            dangerouslySetInnerHTML={{ __html: state.nieuws.tekst }}
          />
        ) : (
          <Typography data-testid="nieuws" color="text.secondary">
            Er is op dit moment geen nieuws.
          </Typography>
        )
      ) : (
        <Alert severity="warning">{error}</Alert>
      )}
    </Paper>
  );
}
