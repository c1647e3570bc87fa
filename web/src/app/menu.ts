import type { ComponentType } from 'react';
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

/**
 * A screen of the administrator: its tab in their own navigation (components/beheer/BeheerLayout)
 * and its page, which routes.tsx loads on demand, so visitors never download it.
 */
export interface BeheerScherm extends MenuItem {
  laad: () => Promise<{ default: ComponentType }>;
}

/** A screen of the administrator with its group. */
export interface BeheerItem extends BeheerScherm {
  groep: BeheerMenuGroep['groep'];
}

/** One group of the administrator's screens: the admin layout's group, with this app's names. */
export interface BeheerMenuGroep extends BeheerGroep {
  groep: 'Deelnemers' | 'Beurs' | 'Beursdag';
  items: BeheerScherm[];
}

/**
 * The administrator's screens, by group and in the order the navigation shows them. A new
 * screen is one line here.
 */
export const BEHEER_GROEPEN: BeheerMenuGroep[] = [
  {
    groep: 'Deelnemers',
    items: [
      {
        label: 'Geregistreerden',
        to: '/geregistreerden',
        laad: () => import('../features/geregistreerden/GeregistreerdenPage'),
      },
      { label: 'Reservelijst', to: '/reservelijst', laad: () => import('../features/reservelijst/ReservelijstPage') },
      { label: 'Rooster', to: '/rooster', laad: () => import('../features/vrijwilligers/VrijwilligersBeheerPage') },
    ],
  },
  {
    groep: 'Beurs',
    items: [
      { label: 'Afleveringen', to: '/afleveringen', laad: () => import('../features/seizoen/AfleveringenPage') },
      { label: 'Instellingen', to: '/instellingen', laad: () => import('../features/instellingen/InstellingenPage') },
      { label: 'Nieuws', to: '/nieuws-edit', laad: () => import('../features/nieuws/NieuwsEditPage') },
    ],
  },
  {
    // A desk's device never gets to /inleveren, /kassa or /ophalen: main.tsx shows it its own page.
    groep: 'Beursdag',
    items: [
      { label: 'Beursdag', to: '/beursdag', laad: () => import('../features/inlevering/BeursdagPage') },
      { label: 'Artikelen', to: '/artikelen', laad: () => import('../features/artikelen/ArtikelenBeheerPage') },
      { label: 'Inleveren', to: '/inleveren', laad: () => import('../features/inlevering/InleverenPage') },
      { label: 'Kassa', to: '/kassa', laad: () => import('../features/kassa/beheer/KassaBeheerPage') },
      { label: 'Afrekening', to: '/afrekening', laad: () => import('../features/afrekening/AfrekeningPage') },
      { label: 'Ophalen', to: '/ophalen', laad: () => import('../features/inlevering/OphalenPage') },
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
