import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** While the public data loads: a placeholder that screen readers announce once. */
export function Laden({ error }: { error?: string | null }) {
  if (error) return <Alert severity="warning">{error}</Alert>;
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
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
      <Box component="span" sx={visuallyHidden}>
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

export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
