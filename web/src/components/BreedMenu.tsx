import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A menu as it stands in the page from 900 px (MUI's md) up: the site's tabs (app/Shell.tsx)
 * and the admin screens' list (beheer/BeheerLayout.tsx). Below that width each has a button
 * that opens the same menu, so the two must switch at the same width.
 */
export function BreedMenu({ label, sx = [], children }: { label: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={[{ display: { xs: 'none', md: 'block' }, bgcolor: 'background.paper' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
