import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { usePublicState } from '../data/live';
import { BEHEER_INGANG, isActief, isBeheerPad, PUBLIEK_MENU, UITGELOGD_MENU, UITLOGGEN } from './menu';
import { NieuwsPaneel } from './NieuwsPaneel';
import { InhoudLaadtProvider, useTonenOnderInhoud } from '../components/inhoudLaadt';
import { useSession } from '../data/session';
import { BreedMenu } from '../components/BreedMenu';

function Logo() {
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden="true" sx={{ width: 40, height: 40, flexShrink: 0 }}>
      <circle cx="32" cy="32" r="32" fill="#ffffff" fillOpacity="0.16" />
      <path
        d="M22 14 L12 20 L16 30 L21 28 L21 50 L43 50 L43 28 L48 30 L52 20 L42 14 C40 19 36 21 32 21 C28 21 24 19 22 14 Z"
        fill="#ffd166"
      />
      <circle cx="32" cy="36" r="4" fill="#e4572e" />
    </Box>
  );
}

function useMenu() {
  const session = useSession();
  const navigate = useNavigate();
  // Until the session is known, show neither Inloggen nor Beheer: no flicker. The admin screens
  // have their own navigation (components/beheer/BeheerLayout), so the tabs stay on one line.
  const items = [
    ...PUBLIEK_MENU,
    ...(session.ready && !session.loggedIn ? UITGELOGD_MENU : []),
    ...(session.loggedIn ? [BEHEER_INGANG] : []),
  ];
  const uitloggen = session.loggedIn
    ? async () => {
        await session.logout().catch(() => undefined);
        navigate('/home');
      }
    : null;
  return { items, uitloggen };
}

/** Shared look of menu entries: links and the Uitloggen button. */
const itemSx = {
  display: 'block',
  font: 'inherit',
  fontWeight: 600,
  color: 'text.primary',
  textDecoration: 'none',
  background: 'none',
  border: 0,
  cursor: 'pointer',
  textAlign: 'left',
  '&:hover': { bgcolor: 'rgba(11, 100, 102, 0.06)' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '-3px' },
  '&[aria-current="page"]': { color: 'primary.main', fontWeight: 700 },
} as const;

/**
 * One plain list with one style rule for all its entries: the menu is on every page, so it
 * stays cheap to render (no ripple buttons).
 */
function MenuLijst({ items, uitloggen, tabs }: ReturnType<typeof useMenu> & { tabs: boolean }) {
  const { pathname } = useLocation();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        ...(tabs ? { display: 'flex', flexWrap: 'wrap' } : { py: 0.5, borderBottom: 1, borderColor: 'divider' }),
        '& a, & button': {
          ...itemSx,
          ...(tabs
            ? { px: 1.5, py: 1.5, fontSize: '0.95rem', borderBottom: '3px solid transparent' }
            : { width: '100%', px: 2, py: 1.5, fontSize: '1rem', borderLeft: '4px solid transparent' }),
          '&[aria-current="page"]': {
            ...itemSx['&[aria-current="page"]'],
            ...(tabs ? { borderBottomColor: 'primary.main' } : { borderLeftColor: 'primary.main' }),
          },
        },
      }}
    >
      {items.map((item) => (
        <li key={item.to}>
          <RouterLink to={item.to} aria-current={isActief(item, pathname) ? 'page' : undefined}>
            {item.label}
          </RouterLink>
        </li>
      ))}
      {uitloggen && (
        <li>
          <button type="button" onClick={uitloggen}>
            {UITLOGGEN}
          </button>
        </li>
      )}
    </Box>
  );
}

function DesktopMenu(menu: ReturnType<typeof useMenu>) {
  return (
    <BreedMenu label="Hoofdmenu" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <MenuLijst {...menu} tabs />
      </Container>
    </BreedMenu>
  );
}

function MobileMenu({ open, ...menu }: ReturnType<typeof useMenu> & { open: boolean }) {
  return (
    <Box
      component="nav"
      aria-label="Hoofdmenu"
      id="mobiel-menu"
      sx={{ display: { xs: 'block', md: 'none' }, bgcolor: 'background.paper' }}
    >
      {/* Mounted only while open: closed, there is nothing to render or to tab to. */}
      <Collapse in={open} unmountOnExit>
        <MenuLijst {...menu} tabs={false} />
      </Collapse>
    </Box>
  );
}

function Voettekst() {
  const { state, error } = usePublicState();
  // Shown with the data (and the page's own), so a growing page never pushes a visible footer down.
  const tonen = useTonenOnderInhoud(state !== null || error !== null);
  if (!tonen) return null;
  return (
    <Box component="footer" sx={{ mt: 4, py: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Typography variant="body2">{state?.beurs.organisatie || 'Kinderkledingbeurs'}</Typography>
        <Typography variant="body2" sx={{ display: 'flex', gap: 2 }}>
          <Link component={RouterLink} to="/contact" color="inherit">
            Contact
          </Link>
          <Link component={RouterLink} to="/privacy" color="inherit">
            Privacyverklaring
          </Link>
        </Typography>
      </Container>
    </Box>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const menu = useMenu();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // The admin screens need the width for their navigation and tables; the news is for visitors.
  const breed = session.loggedIn && isBeheerPad(pathname);

  // A chosen page closes the phone menu and starts at the top.
  useEffect(() => {
    setOpen(false);
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <InhoudLaadtProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Box
          component="a"
          href="#inhoud"
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: 10,
            p: 1,
            bgcolor: 'background.paper',
            color: 'primary.main',
            '&:focus': { top: 8 },
          }}
        >
          Naar de inhoud
        </Box>
        <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: { xs: 1.25, md: 2 } }}>
            <Box
              component={RouterLink}
              to="/home"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                color: 'inherit',
                textDecoration: 'none',
                flexGrow: 1,
              }}
            >
              <Logo />
              <Box>
                <Typography
                  component="p"
                  sx={{ fontWeight: 800, fontSize: { xs: '1.2rem', md: '1.5rem' }, lineHeight: 1.2 }}
                >
                  Kinderkledingbeurs
                </Typography>
                <Typography component="p" variant="body2" sx={{ opacity: 0.9, lineHeight: 1.3 }}>
                  Tweedehands kinderkleding en speelgoed in het dorp
                </Typography>
              </Box>
            </Box>
            <IconButton
              color="inherit"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              aria-controls="mobiel-menu"
              aria-label={open ? 'Menu sluiten' : 'Menu openen'}
              sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            >
              {open ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          </Container>
        </Box>
        <DesktopMenu {...menu} />
        <MobileMenu {...menu} open={open} />
        <Container
          maxWidth="lg"
          sx={{
            flexGrow: 1,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: breed ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) 300px' },
            alignItems: 'start',
            alignContent: 'start',
            pt: { xs: 2, md: 3 },
            px: { xs: 1.5, sm: 2, md: 3 },
          }}
        >
          <Box component="main" id="inhoud" tabIndex={-1} sx={{ outline: 'none', minWidth: 0 }}>
            {children}
          </Box>
          {!breed && <NieuwsPaneel />}
        </Container>
        <Voettekst />
      </Box>
    </InhoudLaadtProvider>
  );
}
