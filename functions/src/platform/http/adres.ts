/**
 * The client address that the per-address limits (registration, login, live streams) count by.
 *
 * `req.ip` is Express's answer under the app's `trust proxy` setting (TRUST_PROXY, a number of
 * proxy steps on both runtimes, platform/config.ts leesTrustProxy): standalone the socket's peer,
 * or behind a reverse proxy the entry that proxy appended to X-Forwarded-For; on Cloud Functions
 * the entry Google's front end appends, which behind Firebase Hosting is the Hosting edge's. It
 * can be undefined: under the emulators the function is reached over a local socket without a
 * peer address and trusts no entry of X-Forwarded-For (every one is the client's there;
 * firebase.ts vertrouwdeHops), and express-rate-limit's default key then crashes
 * (ERR_INVALID_ARG_TYPE). An undefined address must never mean "no limit" either, so it falls
 * back to one shared key: every such request shares one allowance, which errs on the side of
 * refusing rather than letting a script through unlimited.
 */
import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import proxyaddr from 'proxy-addr';
import { ipKeyGenerator } from 'express-rate-limit';
import { isIP, isIPv4 } from 'node:net';

/** The one key of every request whose address is unknown. */
export const ONBEKEND_ADRES = 'onbekend';

export function clientAdres(req: Request): string {
  return bekendAdres(req.ip ?? req.socket?.remoteAddress);
}

const bekendAdres = (adres: string | undefined) => (adres && isIP(adres) ? adres : ONBEKEND_ADRES);

/**
 * The key for express-rate-limit: IPv6 addresses by their /56 (one household's or one phone's
 * prefix, which a script could otherwise rotate through), IPv4 as is.
 */
export function adresSleutel(req: Request): string {
  return sleutelVan(clientAdres(req));
}

/**
 * An IPv4 address is its own key, as ipKeyGenerator answers it, without asking first whether it
 * is IPv6: that question is a long regular expression, and every registration at the opening
 * rush asked it (issue 55).
 */
const sleutelVan = (adres: string) => (adres === ONBEKEND_ADRES || isIPv4(adres) ? adres : ipKeyGenerator(adres));

/**
 * The same key for a request Express has not taken (the registration's early path,
 * registratie/api/vooraan.ts): the address as Express's `req.ip` finds it, by proxy-addr under
 * the app's own `trust proxy` function.
 */
export function adresSleutelVanKaal(req: IncomingMessage, vertrouwd: (adres: string, hop: number) => boolean): string {
  return sleutelVan(bekendAdres(proxyaddr(req, vertrouwd) ?? req.socket?.remoteAddress));
}
