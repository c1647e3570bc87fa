import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the browser tests find their server, and the administrator it is started with. */
export const PORT = Number(process.env.E2E_PORT ?? 8091);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * The server's data folder, known to the tests: the till's tests put a fair's items straight
 * into its database (the items' own API belongs to another screen). Fresh on every run.
 */
export const DATA_DIR = join(tmpdir(), `beurs-e2e-${PORT}`);
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
