import { createContext, useContext, useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export const SITE_TITEL = 'Kinderkledingbeurs in het dorp – tweedehands kinderkleding en speelgoed';

const documentTitel = (tab: string) => (tab ? `${tab} – Kinderkledingbeurs in het dorp` : SITE_TITEL);

/** The build's pre-render listens here for the page's title, to write it into the HTML's head. */
export const TitelContext = createContext<((titel: string) => void) | null>(null);

/** Every public page: one white card with the page's h1, and the browser tab names the page. */
export function Pagina({ titel, tabTitel, children }: { titel: string; tabTitel?: string; children: ReactNode }) {
  const tab = tabTitel ?? titel;
  useContext(TitelContext)?.(documentTitel(tab));
  useEffect(() => {
    document.title = documentTitel(tab);
  }, [tab]);
  return (
    // Long e-mail addresses must wrap on a 360 px screen instead of widening the page.
    <Paper sx={{ p: { xs: 2, sm: 3, md: 4 }, overflowWrap: 'break-word' }}>
      <Typography variant="h1" sx={{ mb: 2, color: 'primary.main' }}>
        {titel}
      </Typography>
      {children}
    </Paper>
  );
}

export function Sectie({ titel, children }: { titel: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {titel}
      </Typography>
      {children}
    </Box>
  );
}

/** A plain list with comfortable spacing for reading on a phone. */
export function Lijst({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ pl: 3, my: 1, '& li': { mb: 0.75 } }}>
      {children}
    </Box>
  );
}

/** The site's tile: a block on the theme's tint (the home page's blocks, a list's tiles). */
export const TEGEL = { p: 2, borderRadius: 2, bgcolor: 'background.tint' } as const;

/** `sx` as MUI's list form, to follow a base look. */
const lijstVan = (sx: SxProps<Theme> = []) => (Array.isArray(sx) ? sx : [sx]);

/**
 * A list of tiles in a grid (the contact persons, the Saturday's times): a `ul` without bullets,
 * its columns and gaps in `sx`, its items `Tegel`s.
 */
export function Tegels({
  sx,
  children,
  ...kenmerken
}: {
  sx: SxProps<Theme>;
  children: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  return (
    <Box component="ul" {...kenmerken} sx={[{ listStyle: 'none', p: 0, display: 'grid' }, ...lijstVan(sx)]}>
      {children}
    </Box>
  );
}

/** One tile of `Tegels`; `sx` adds to the tile's look. */
export function Tegel({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box component="li" sx={[TEGEL, ...lijstVan(sx)]}>
      {children}
    </Box>
  );
}

/** Dutch enumeration: 'Anne, Marieke en Sanne'. */
export function opsomming(namen: string[]): string {
  if (namen.length <= 1) return namen.join('');
  return `${namen.slice(0, -1).join(', ')} en ${namen[namen.length - 1]}`;
}
