import { useContext, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuIcon from '@mui/icons-material/Menu';
import { BreedMenu } from '../BreedMenu';
import { BeheerMenuContext } from './beheerMenu';

/** The admin screens by group, as links; the current one is marked for screen readers too. */
function BeheerLijst({ onKies }: { onKies?: () => void }) {
  const { pathname } = useLocation();
  return useContext(BeheerMenuContext).map(({ groep, items }) => (
    // Compact, so all the screens and their groups fit beside the content at 1280 x 800.
    <List
      key={groep}
      dense
      disablePadding
      aria-labelledby={`beheergroep-${groep}`}
      subheader={
        <ListSubheader id={`beheergroep-${groep}`} sx={{ lineHeight: '28px', pt: 0.5, bgcolor: 'transparent' }}>
          {groep}
        </ListSubheader>
      }
    >
      {items.map((item) => (
        <li key={item.to}>
          <ListItemButton
            component={RouterLink}
            to={item.to}
            selected={item.to === pathname}
            aria-current={item.to === pathname ? 'page' : undefined}
            onClick={onKies}
            sx={{
              py: 0.25,
              borderLeft: '4px solid transparent',
              '&.Mui-selected': { borderLeftColor: 'primary.main', color: 'primary.main', fontWeight: 700 },
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '-3px' },
            }}
          >
            <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
          </ListItemButton>
        </li>
      ))}
    </List>
  ));
}

/**
 * The frame of every admin screen: its own navigation, grouped (as MUI's dashboard template
 * does), so the header's tabs stay on one line however many screens there are. Beside the
 * content from 900 px (scrolling by itself when the list is longer than the window); below
 * that, a button opens it as a drawer, which keeps focus inside and closes with Escape.
 */
export function BeheerLayout({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '210px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <BreedMenu
        label="Beheermenu"
        sx={{
          position: 'sticky',
          top: 16,
          maxHeight: 'calc(100vh - 32px)',
          overflowY: 'auto',
          borderRadius: 2,
        }}
      >
        <BeheerLijst />
      </BreedMenu>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Button
          variant="outlined"
          startIcon={<MenuIcon />}
          onClick={() => setOpen(true)}
          aria-expanded={open}
          aria-controls="beheermenu"
          sx={{ bgcolor: 'background.paper' }}
        >
          Beheermenu
        </Button>
      </Box>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box component="nav" id="beheermenu" aria-label="Beheermenu" sx={{ width: 260, py: 0.5 }}>
          <BeheerLijst onKies={() => setOpen(false)} />
        </Box>
      </Drawer>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
