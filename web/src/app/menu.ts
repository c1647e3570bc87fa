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

export const BEHEER_MENU: MenuItem[] = [
  { label: 'Geregistreerden', to: '/geregistreerden' },
  { label: 'Reservelijst', to: '/reservelijst' },
  { label: 'Afleveringen', to: '/afleveringen' },
  { label: 'Instellingen', to: '/instellingen' },
  { label: 'Nieuws', to: '/nieuws-edit' },
  { label: 'Rooster', to: '/rooster' },
  { label: 'Kassa', to: '/kassa' },
];

export const UITLOGGEN = 'Uitloggen';

/** '/' is the home page too, so its tab is Home. */
export const isActief = (item: MenuItem, pathname: string) =>
  pathname === item.to || (item.to === '/home' && pathname === '/');
