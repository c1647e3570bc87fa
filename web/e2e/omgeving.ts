/** Where the browser tests find their server, and the administrator it is started with. */
export const PORT = Number(process.env.E2E_PORT ?? 8091);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-geheim-wachtwoord';

/** Every public page of the menu (SPEC.md section 2), for the checks that visit them all. */
export const PUBLIEKE_PAGINAS = [
  '/',
  '/verkopen',
  '/kopen',
  '/labelen',
  '/vrijwilligers',
  '/registreren',
  '/contact',
  '/privacy',
  '/login',
];
