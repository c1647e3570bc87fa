/**
 * Sessions and CSRF.
 *
 * Every browser gets a random id in the `__session` cookie (the one cookie Firebase Hosting
 * passes on to functions). An administrator's session is that id stored with an expiry; the
 * store keeps only the id's SHA-256, so a backup or a leaked database holds no usable session.
 * The CSRF token is an HMAC of the id (a signed double-submit token): the browser reads it
 * from the `XSRF-TOKEN` cookie or from GET /api/session and sends it back as `X-XSRF-TOKEN`.
 * Deriving it from the id means no second cookie has to reach the server.
 */
import { createHash, createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { nietHerkend, verboden } from '../../kern/errors';
import type { Sessie } from '../../kern/types';

export const SESSION_COOKIE = '__session';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** How many ids' CSRF tokens are kept in memory (a few hundred kB at most). */
const CSRF_CACHE = 5_000;
/** How many visitors' ids are remembered as having no administrator's session (about 1 MB at most). */
const BEZOEKERS_CACHE = 10_000;
const GEEN_BEHEERDER: Promise<null> = Promise.resolve(null);
const SID_PATTERN = /^[a-f0-9]{64}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'express-serve-static-core' {
  interface Request {
    sid: string;
    /** Resolved once per request, see adminOf. */
    adminUsername?: Promise<string | null>;
  }
}

export const newSid = () => randomBytes(32).toString('hex');

/** Spaces and tabs around a cookie's name and value, as the `cookie` package trims them (nothing else). */
const RAND = /^[ \t]+|[ \t]+$/g;

/**
 * The first cookie of this name, as cookie-parser's `cookie` package reads it (the first wins;
 * quotes around the value go) but undecoded: a value that needs decoding is no well-formed id.
 */
function eersteKoekje(header: string | undefined, naam: string): string | undefined {
  if (!header) return undefined;
  for (const deel of header.split(';')) {
    const is = deel.indexOf('=');
    if (is < 0 || deel.slice(0, is).replace(RAND, '') !== naam) continue;
    const waarde = deel.slice(is + 1).replace(RAND, '');
    // Quotes go only from both ends, as the `cookie` package takes them off.
    return waarde.length >= 2 && waarde.startsWith('"') && waarde.endsWith('"') ? waarde.slice(1, -1) : waarde;
  }
  return undefined;
}

/** The key under which the store keeps a session: never the id the cookie holds. */
const sessieKey = (sid: string) => createHash('sha256').update(sid).digest('hex');

/** The sessions as the store keeps them (beheer/store/port.ts BeheerStore has them). */
export interface Sessies {
  maakSessie(sessie: Sessie): Promise<void>;
  leesSessie(id: string): Promise<Sessie | null>;
  verwijderSessie(id: string): Promise<void>;
}

export interface SecurityOptions {
  store: Sessies;
  secret: () => Promise<string>;
  secureCookies: boolean;
  clock: () => Date;
}

export function createSecurity({ store, secret, secureCookies, clock }: SecurityOptions) {
  const cookieBase: CookieOptions = { path: '/', sameSite: 'lax', secure: secureCookies };

  // The secret as a key object, made again only when the secret changes: importing the key
  // anew for every request was half the cost of the HMAC that every POST checks.
  // The tokens of recent ids are kept with that key (a browser sends several writes with one
  // id; at the opening rush the HMAC was a measurable part of each registration), at most
  // CSRF_CACHE of them, the oldest dropped first; a new secret starts afresh.
  let sleutel: { secret: string; key: KeyObject; tokens: Map<string, string> } | null = null;
  async function csrfFor(sid: string): Promise<string> {
    const nu = await secret();
    if (sleutel?.secret !== nu) sleutel = { secret: nu, key: createSecretKey(Buffer.from(nu)), tokens: new Map() };
    let token = sleutel.tokens.get(sid);
    if (token === undefined) {
      token = createHmac('sha256', sleutel.key).update(sid).digest('base64url');
      if (sleutel.tokens.size >= CSRF_CACHE) sleutel.tokens.delete(sleutel.tokens.keys().next().value!);
      sleutel.tokens.set(sid, token);
    }
    return token;
  }

  /** Gives the browser an id and a matching CSRF cookie if it has none. */
  async function issue(res: Response, sid: string) {
    res.cookie(SESSION_COOKIE, sid, { ...cookieBase, httpOnly: true });
    res.cookie(CSRF_COOKIE, await csrfFor(sid), { ...cookieBase, httpOnly: false });
  }

  const session: RequestHandler = async (req, res, next) => {
    const fromCookie: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof fromCookie === 'string' && SID_PATTERN.test(fromCookie)) {
      req.sid = fromCookie;
    } else {
      req.sid = newSid();
      // An id made just now holds no administrator's session: nothing to look up (adminOf).
      req.adminUsername = GEEN_BEHEERDER;
      // Only GET /api/session hands out an id: the web app asks it first, and parallel
      // first requests would otherwise each set a different id and race for the cookie.
      // An id handed out here holds no administrator's session, and never will (a login
      // starts a fresh one): the visitor's first write need not look it up.
      if (req.path === '/session') {
        await issue(res, req.sid);
        onthoudBezoeker(req.sid);
      }
    }
    next();
  };

  const csrf: RequestHandler = async (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const sent = Buffer.from(req.get(CSRF_HEADER) ?? '');
    const expected = Buffer.from(await csrfFor(req.sid));
    // Lengths in bytes: a header of the right length in characters can be longer in bytes.
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) {
      throw verboden('Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.');
    }
    next();
  };

  /*
   * The ids known to hold no administrator's session. That answer never changes for an id: a
   * login always starts a fresh id (startSession), so an id seen without a session can never
   * gain one. Visitors' requests (the opening rush: every registration asks, for the limit and
   * for the gate) so skip the hash and the store's read, on Firestore a round trip. Bounded
   * like the CSRF tokens; a forgotten id is simply looked up again.
   */
  const bezoekers = new Set<string>();
  function onthoudBezoeker(sid: string) {
    if (bezoekers.size >= BEZOEKERS_CACHE) bezoekers.delete(bezoekers.values().next().value!);
    bezoekers.add(sid);
  }
  function adminOf(req: Request): Promise<string | null> {
    if (bezoekers.has(req.sid)) req.adminUsername ??= GEEN_BEHEERDER;
    req.adminUsername ??= store.leesSessie(sessieKey(req.sid)).then((s) => {
      if (s && s.expires > clock().getTime()) return s.username;
      if (!s) onthoudBezoeker(req.sid);
      return null;
    });
    return req.adminUsername;
  }

  /**
   * The checks of `session`, `csrf` and adminOf on the bare request, for the registration's
   * early path (registratie/api/vooraan.ts), which answers before Express takes the request:
   * true when the cookie holds a well-formed id known to hold no administrator's session (as
   * adminOf remembers them) and the CSRF header is that id's token. Anything else is false, and
   * the request takes the normal path, which answers it as ever. The cookie is read as the
   * cookie parser reads it (the first `__session`), without decoding: an id needs none.
   */
  async function isBekendeBezoeker(req: IncomingMessage): Promise<boolean> {
    const sid = eersteKoekje(req.headers.cookie, SESSION_COOKIE);
    if (sid === undefined || !SID_PATTERN.test(sid) || !bezoekers.has(sid)) return false;
    const sent = req.headers[CSRF_HEADER];
    if (typeof sent !== 'string') return false;
    const a = Buffer.from(sent);
    const b = Buffer.from(await csrfFor(sid));
    return a.length === b.length && timingSafeEqual(a, b);
  }

  const requireAdmin: RequestHandler = async (req, _res, next) => {
    if (!(await adminOf(req))) throw nietHerkend('Je bent niet ingelogd. Log eerst in als beheerder.');
    next();
  };

  /** A fresh id on login, so an id planted before login is worth nothing after it. */
  async function startSession(req: Request, res: Response, username: string) {
    await store.verwijderSessie(sessieKey(req.sid));
    req.sid = newSid();
    await store.maakSessie({ id: sessieKey(req.sid), username, expires: clock().getTime() + SESSION_TTL_MS });
    req.adminUsername = Promise.resolve(username);
    await issue(res, req.sid);
  }

  async function endSession(req: Request, res: Response) {
    await store.verwijderSessie(sessieKey(req.sid));
    req.sid = newSid();
    req.adminUsername = Promise.resolve(null);
    await issue(res, req.sid);
  }

  return { session, csrf, requireAdmin, adminOf, isBekendeBezoeker, csrfFor, startSession, endSession };
}

export type Security = ReturnType<typeof createSecurity>;
