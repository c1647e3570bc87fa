import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled block of the Instellingen page. */
export function Sectie({ titel, id, children }: { titel: string; id: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-titel`} sx={{ p: { xs: 1.5, sm: 3 }, mb: 3 }}>
      <Typography variant="h2" id={`${id}-titel`} sx={{ mb: 1.5 }}>
        {titel}
      </Typography>
      {children}
    </Paper>
  );
}
