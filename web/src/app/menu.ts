import type { BeheerGroep } from '../components/beheer/beheerMenu';

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
  groep: BeheerMenuGroep['groep'];
}

/** One group of the administrator's screens: the admin layout's group, with this app's names. */
export interface BeheerMenuGroep extends BeheerGroep {
  groep: 'Deelnemers' | 'Beurs' | 'Beursdag';
}

/**
 * The administrator's screens, by group and in the order the navigation shows them. A new
 * screen is one line here (and its route in routes.tsx).
 */
export const BEHEER_GROEPEN: BeheerMenuGroep[] = [
  {
    groep: 'Deelnemers',
    items: [
      { label: 'Geregistreerden', to: '/geregistreerden' },
      { label: 'Reservelijst', to: '/reservelijst' },
      { label: 'Rooster', to: '/rooster' },
    ],
  },
  {
    groep: 'Beurs',
    items: [
      { label: 'Afleveringen', to: '/afleveringen' },
      { label: 'Instellingen', to: '/instellingen' },
      { label: 'Nieuws', to: '/nieuws-edit' },
    ],
  },
  {
    groep: 'Beursdag',
    items: [
      { label: 'Beursdag', to: '/beursdag' },
      { label: 'Artikelen', to: '/artikelen' },
      { label: 'Inleveren', to: '/inleveren' },
      { label: 'Kassa', to: '/kassa' },
      { label: 'Afrekening', to: '/afrekening' },
      { label: 'Ophalen', to: '/ophalen' },
    ],
  },
];

/** Every admin screen with its group, in menu order. */
export const BEHEER_MENU: BeheerItem[] = BEHEER_GROEPEN.flatMap(({ groep, items }) =>
  items.map((item) => ({ ...item, groep })),
);

export const isBeheerPad = (pathname: string) => BEHEER_MENU.some((item) => item.to === pathname);

/** The one tab that leads a logged-in administrator to the admin screens. */
export const BEHEER_INGANG: MenuItem = { label: 'Beheer', to: BEHEER_MENU[0].to };

export const UITLOGGEN = 'Uitloggen';

/** '/' is the home page too, so its tab is Home; every admin screen is under Beheer. */
export const isActief = (item: MenuItem, pathname: string) =>
  pathname === item.to ||
  (item.to === '/home' && pathname === '/') ||
  (item === BEHEER_INGANG && isBeheerPad(pathname));
