/**
 * Guards a route declares where it is defined, in its area's api file, in the order it wants
 * them (issue 51): a limit on accepted requests per client address, a limit per minute on a key,
 * and a honeypot field. Nothing here knows a route or the shape of its answer: the route passes
 * what its look-alike answer is. Because the guards sit on the route itself, every spelling of
 * its path that Express matches (a trailing slash, other letter case) passes the same guards in
 * the same order.
 */
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { MemoryStore, rateLimit } from 'express-rate-limit';
import { teVeel } from '../../kern/errors';
import { adresSleutel } from './adres';
import type { Security } from './security';

/** The forms' field that people never see and never fill in (web/src/components/deelnemerformulier/Honingpot.tsx). */
export const HONINGPOT_VELD = 'website';

/** The message of the public forms' limit (registration, reserve list, volunteers). */
export const MELDING_TE_VEEL_REGISTRATIES = (minuten: number) =>
  `Vanaf dit adres zijn in korte tijd te veel inschrijvingen gedaan. Probeer het over ${minuten} minuten opnieuw.`;

/** Seconds until a window that ends at `einde` (ms since epoch) is over: what Retry-After says (at least 1). */
const secondenTotEinde = (einde: number) => Math.max(1, Math.ceil((einde - Date.now()) / 1000));

/**
 * At most `aantal` accepted requests per address per window. Only accepted ones count (a refusal
 * gives the allowance back), so a parent who mistyped is not locked out, and a carrier's shared
 * address still lets several parents in. Administrators enter registrations for others and are
 * not limited. The count is kept in this process's memory: on Firebase each instance counts for
 * itself. One guard may sit on several routes: they then share one allowance.
 *
 * The counting is express-rate-limit's (its MemoryStore: the windows, and forgetting old
 * addresses); the middleware around it is this one. express-rate-limit's own middleware, with
 * `skipFailedRequests`, added three listeners and three promises to every request and awaited
 * them; this one listens once, when the answer is done. At the opening rush, where nearly every
 * request is a registration, that took an attempt from 0.65–0.70 to 0.61–0.63 ms of CPU
 * (bench/README.md).
 */
export function limietOpAcceptaties(
  security: Pick<Security, 'adminOf'>,
  { aantal, vensterMinuten }: { aantal: number; vensterMinuten: number },
  melding: (minuten: number) => string,
): AcceptatieLimiet {
  const windowMs = vensterMinuten * 60_000;
  const telling = new MemoryStore();
  telling.init({ windowMs } as Parameters<MemoryStore['init']>[0]);
  const neem = async (sleutel: string, res: ServerResponse): Promise<void> => {
    const stand = await telling.increment(sleutel);
    // The store keeps the object and resets it in place when a new window starts.
    const einde = stand.resetTime?.getTime() ?? Date.now() + windowMs;
    // Given back only within its own window: after a reset the count is another window's.
    const geefTerug = () => (Date.now() < einde ? telling.decrement(sleutel) : undefined);
    if (stand.totalHits > aantal) {
      await geefTerug();
      throw teVeel(melding(vensterMinuten), secondenTotEinde(einde));
    }
    // 'close' comes when the answer is done, or when the connection went before it was: only a
    // finished answer below 400 was an accepted request (or a honeypot's look-alike).
    res.once('close', () => {
      if (!(res.writableFinished && res.statusCode < 400)) void geefTerug();
    });
  };
  const middleware: RequestHandler = async (req, res, next) => {
    if ((await security.adminOf(req)) !== null) return next();
    await neem(adresSleutel(req), res);
    next();
  };
  return Object.assign(middleware, { neem });
}

/**
 * The limit as a route's step, and its count for a path that answers without Express (the
 * registration's early path, registratie/api/vooraan.ts): `neem` takes one of the address's
 * allowance (its key, adres.ts adresSleutel) or throws the limit's 429, and gives it back when the
 * answer `res` is not a finished one below 400. The caller has already left administrators out.
 */
export type AcceptatieLimiet = RequestHandler & { neem(sleutel: string, res: ServerResponse): Promise<void> };

/** What a honeypot answers instead of the route: the route's own status and shape. */
export interface Schijnantwoord {
  status: number;
  body: unknown;
}

/** The name a look-alike answer repeats, as the route would have trimmed it. */
export const schijnNaam = (body: Record<string, unknown>): string =>
  typeof body.naam === 'string' ? body.naam.trim().slice(0, 100) : '';

/**
 * A filled honeypot is a script. It gets `schijn`'s answer, shaped like the route's acceptance,
 * so it has no reason to try again differently; nothing is stored and no mail is sent. A person
 * never sees the field, so a person never gets this answer. An empty field is dropped from the
 * body, so the route's schema never sees it.
 */
export function honingpot(schijn: (body: Record<string, unknown>) => Schijnantwoord): RequestHandler {
  return (req, res, next) => {
    const body = req.body as Record<string, unknown> | undefined;
    if (isScript(body)) {
      const antwoord = schijn(body as Record<string, unknown>);
      res.status(antwoord.status).json(antwoord.body);
      return;
    }
    next();
  };
}

/**
 * Whether a body's honeypot is filled: a script's. An empty one is dropped from the body, so the
 * route's schema never sees it. For the honeypot above and for a path that answers without
 * Express (registratie/api/vooraan.ts).
 */
export function isScript(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const velden = body as Record<string, unknown>;
  const waarde = velden[HONINGPOT_VELD];
  if (typeof waarde === 'string' && waarde.trim() !== '') return true;
  delete velden[HONINGPOT_VELD];
  return false;
}

/** Seconds until a limiter's window ends for this request (at least 1). */
function secondenTot(req: Request): number {
  const stand = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit;
  return secondenTotEinde(stand?.resetTime?.getTime() ?? Date.now() + 60_000);
}

/** At most `limit` requests per minute per `sleutel`; above that a 429 with Retry-After, through the one error handler. */
export function limietPerMinuut(
  limit: number,
  sleutel: (req: Request) => string,
  melding: (seconden: number) => string,
): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    keyGenerator: sleutel,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, _res, next) => {
      const seconden = secondenTot(req);
      next(teVeel(melding(seconden), seconden));
    },
  });
}

/**
 * What a seller's personal link may do per minute, per link (the token; it has one spelling)
 * and per client address: a link comes with any registration, so a script holds one easily.
 * Memory per process, as above.
 */
export function limietPerLinkEnAdres(
  { perLink, perAdres }: { perLink: number; perAdres: number },
  token: (req: Request) => unknown,
  melding: (seconden: number) => string,
): RequestHandler[] {
  return [
    limietPerMinuut(perAdres, adresSleutel, melding),
    limietPerMinuut(perLink, (req) => `link:${String(token(req) ?? '')}`, melding),
  ];
}
