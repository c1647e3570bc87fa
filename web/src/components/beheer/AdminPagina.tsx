import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { BeheerLayout } from './BeheerLayout';
import { BewaakWijzigingen } from './Wijzigingen';

/**
 * Every admin screen: the administrator's navigation, and the same white card and h1 as the
 * public pages, with room for counts beside the title; leaving it with unsaved changes asks first.
 */
export function AdminPagina({ titel, extra, children }: { titel: string; extra?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    document.title = `${titel} – Kinderkledingbeurs in het dorp`;
  }, [titel]);
  return (
    <BeheerLayout>
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
        >
          <Typography variant="h1" sx={{ color: 'primary.main' }}>
            {titel}
          </Typography>
          {extra}
        </Stack>
        <BewaakWijzigingen>{children}</BewaakWijzigingen>
      </Paper>
    </BeheerLayout>
  );
}
