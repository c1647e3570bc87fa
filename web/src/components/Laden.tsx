import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { verborgen } from './verborgen';

/** While the public data loads: a placeholder that screen readers announce once. */
export function Laden({ error }: { error?: string | null }) {
  if (error) return <Alert severity="warning">{error}</Alert>;
  return (
    <Box role="status">
      <Box component="span" sx={verborgen}>
        Bezig met laden…
      </Box>
      <Skeleton width="80%" aria-hidden="true" />
      <Skeleton aria-hidden="true" />
      <Skeleton width="60%" aria-hidden="true" />
    </Box>
  );
}

/**
 * Inside a line of text that waits for the live data: grey lines where the words will be, and
 * "Bezig met laden…" for screen readers. Inline, so it can stand in a paragraph.
 */
export function RegelsLaden({ regels }: { regels: number }) {
  return (
    <Box component="span" role="status" sx={{ display: 'block' }}>
      <Box component="span" sx={verborgen}>
        Bezig met laden…
      </Box>
      {Array.from({ length: regels }, (_, i) => (
        <Skeleton
          key={i}
          component="span"
          aria-hidden="true"
          sx={{ display: 'block' }}
          width={i === regels - 1 ? '60%' : '90%'}
        />
      ))}
    </Box>
  );
}
