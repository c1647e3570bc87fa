import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The browser test behind Caddy (issue 39): Caddy on https://beurs.test:PORT with its own local
 * certificate authority (`tls internal`) in front of the standalone server on PORT + 1, both on
 * loopback only. Chromium resolves beurs.test to 127.0.0.1 and trusts Caddy's root through the
 * NSS database in the test's own HOME, so the site is a secure context the way a real domain is.
 */
export const PORT = Number(process.env.E2E_PORT ?? 8491);
export const BACKEND_PORT = PORT + 1;
export const HOSTNAAM = 'beurs.test';
export const HTTPS_URL = `https://${HOSTNAAM}:${PORT}`;
/** Everything of the run: Caddy's storage (its root certificate), HOME with its NSS db, the data. */
export const MAP = join(tmpdir(), `beurs-caddy-${PORT}`);
export const HOME = join(MAP, 'home');
export const ROOT_CERT = join(MAP, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'caddy-geheim-wachtwoord';
/** Live streams per address: the test opens that many from one address, and one more is refused. */
export const LIVE_PER_ADRES = 4;
