/** The tab menu of SPEC.md section 2, in its order. */
export interface MenuItem {
  label: string;
  to: string;
}

export const PUBLIEK_MENU: MenuItem[] = [
  { label: 'Home', to: '/home' },
  { label: 'Verkopen', to: '/verkopen' },
  { label: 'Kopen', to: '/kopen' },
  { label: 'Labelen', to: '/labelen' },
  { label: 'Vrijwilligers', to: '/vrijwilligers' },
  { label: 'Registreren', to: '/registreren' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy', to: '/privacy' },
];

export const UITGELOGD_MENU: MenuItem[] = [{ label: 'Inloggen', to: '/login' }];

/** A screen of the administrator: in its own navigation (components/beheer/BeheerLayout), by group. */
export interface BeheerItem extends MenuItem {
  groep: 'Deelnemers' | 'Beurs' | 'Beursdag';
}

/**
 * The administrator's screens. A new screen is one line here (and its route in routes.tsx);
 * the groups appear in the order of their first entry.
 */
export const BEHEER_MENU: BeheerItem[] = [
  { label: 'Geregistreerden', to: '/geregistreerden', groep: 'Deelnemers' },
  { label: 'Reservelijst', to: '/reservelijst', groep: 'Deelnemers' },
  { label: 'Rooster', to: '/rooster', groep: 'Deelnemers' },
  { label: 'Afleveringen', to: '/afleveringen', groep: 'Beurs' },
  { label: 'Instellingen', to: '/instellingen', groep: 'Beurs' },
  { label: 'Nieuws', to: '/nieuws-edit', groep: 'Beurs' },
  { label: 'Beursdag', to: '/beursdag', groep: 'Beursdag' },
  { label: 'Artikelen', to: '/artikelen', groep: 'Beursdag' },
  { label: 'Inleveren', to: '/inleveren', groep: 'Beursdag' },
  { label: 'Kassa', to: '/kassa', groep: 'Beursdag' },
  { label: 'Afrekening', to: '/afrekening', groep: 'Beursdag' },
  { label: 'Ophalen', to: '/ophalen', groep: 'Beursdag' },
];

export const isBeheerPad = (pathname: string) => BEHEER_MENU.some((item) => item.to === pathname);

/** The one tab that leads a logged-in administrator to the admin screens. */
export const BEHEER_INGANG: MenuItem = { label: 'Beheer', to: BEHEER_MENU[0].to };

export const UITLOGGEN = 'Uitloggen';

/** '/' is the home page too, so its tab is Home; every admin screen is under Beheer. */
export const isActief = (item: MenuItem, pathname: string) =>
  pathname === item.to ||
  (item.to === '/home' && pathname === '/') ||
  (item === BEHEER_INGANG && isBeheerPad(pathname));

/** The entries grouped, in the order of the list. */
export function beheerGroepen(items: BeheerItem[] = BEHEER_MENU): { groep: string; items: BeheerItem[] }[] {
  const groepen = new Map<string, BeheerItem[]>();
  for (const item of items) groepen.set(item.groep, [...(groepen.get(item.groep) ?? []), item]);
  return [...groepen].map(([groep, lijst]) => ({ groep, items: lijst }));
}
