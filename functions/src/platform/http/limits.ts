/**
 * What stands between the public registration and a script: a limit per client address, and a
 * honeypot field. Both run before the registration route, so the route itself stays unaware.
 */
import { randomUUID } from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import { MemoryStore, rateLimit } from 'express-rate-limit';
import type { Limieten } from '../config';
import { teVeel } from '../../kern/errors';
import type { RouteContext } from './context';
import { adresSleutel } from './adres';

/** The form's field that people never see and never fill in (web/src/components/deelnemerformulier/Honingpot.tsx). */
export const HONINGPOT_VELD = 'website';

export const MELDING_TE_VEEL_REGISTRATIES = (minuten: number) =>
  `Vanaf dit adres zijn in korte tijd te veel inschrijvingen gedaan. Probeer het over ${minuten} minuten opnieuw.`;

/** Seconds until a window that ends at `einde` (ms since epoch) is over: what Retry-After says (at least 1). */
const secondenTotEinde = (einde: number) => Math.max(1, Math.ceil((einde - Date.now()) / 1000));

/** Seconds until a limiter's window ends for this request (at least 1). */
function secondenTot(req: Request): number {
  const stand = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit;
  return secondenTotEinde(stand?.resetTime?.getTime() ?? Date.now() + 60_000);
}

/**
 * At most `aantal` accepted registrations per address per window. Only accepted ones count
 * (a refusal gives the allowance back), so a parent who mistyped is not locked out, and a
 * carrier's shared address still lets several parents in. Administrators enter registrations
 * for others and are not limited. The count is kept in this process's memory: on Firebase
 * each instance counts for itself.
 *
 * The counting is express-rate-limit's (its MemoryStore: the windows, and forgetting old
 * addresses); the middleware around it is this one. express-rate-limit's own middleware, with
 * `skipFailedRequests`, added three listeners and three promises to every request and awaited
 * them; this one listens once, when the answer is done. At the opening rush, where nearly every
 * request is this one, that took a registration attempt from 0.65–0.70 to 0.61–0.63 ms of CPU
 * (bench/README.md).
 */
function registratieLimiet(ctx: RouteContext, { aantal, vensterMinuten }: Limieten['registratie']): RequestHandler {
  const windowMs = vensterMinuten * 60_000;
  const telling = new MemoryStore();
  telling.init({ windowMs } as Parameters<MemoryStore['init']>[0]);
  return async (req, res, next) => {
    if ((await ctx.security.adminOf(req)) !== null) return next();
    const sleutel = adresSleutel(req);
    const stand = await telling.increment(sleutel);
    // The store keeps the object and resets it in place when a new window starts.
    const einde = stand.resetTime?.getTime() ?? Date.now() + windowMs;
    // Given back only within its own window: after a reset the count is another window's.
    const geefTerug = () => (Date.now() < einde ? telling.decrement(sleutel) : undefined);
    if (stand.totalHits > aantal) {
      await geefTerug();
      next(teVeel(MELDING_TE_VEEL_REGISTRATIES(vensterMinuten), secondenTotEinde(einde)));
      return;
    }
    // 'close' comes when the answer is done, or when the connection went before it was: only a
    // finished answer below 400 was an accepted registration (or a honeypot's look-alike).
    res.once('close', () => {
      if (!(res.writableFinished && res.statusCode < 400)) void geefTerug();
    });
    next();
  };
}

/**
 * A filled honeypot is a script. It gets an answer shaped like an acceptance (with a number
 * no one holds), so it has no reason to try again differently; nothing is stored and no mail
 * is sent. A person never sees the field, so a person never gets this answer.
 */
const honingpot: RequestHandler = (req, res, next) => {
  const body = req.body as Record<string, unknown> | undefined;
  const waarde = body?.[HONINGPOT_VELD];
  if (typeof waarde === 'string' && waarde.trim() !== '') {
    const naam = typeof body?.naam === 'string' ? body.naam.trim().slice(0, 100) : '';
    res.json({ id: randomUUID(), naam, nummer: 100 + Math.floor(Math.random() * 400) });
    return;
  }
  if (body && typeof body === 'object') delete body[HONINGPOT_VELD];
  next();
};

/**
 * The volunteer form's honeypot: an answer shaped like an acceptance, nothing stored, no mail.
 * The limit per address is registration's: both are the public forms that send mail.
 */
const vrijwilligerHoningpot: RequestHandler = (req, res, next) => {
  const body = req.body as Record<string, unknown> | undefined;
  const waarde = body?.[HONINGPOT_VELD];
  if (typeof waarde === 'string' && waarde.trim() !== '') {
    const naam = typeof body?.naam === 'string' ? body.naam.trim().slice(0, 100) : '';
    const diensten = Array.isArray(body?.diensten)
      ? body.diensten.filter((d) => typeof d === 'string').slice(0, 3)
      : [];
    res.status(201).json({ naam, diensten });
    return;
  }
  if (body && typeof body === 'object') delete body[HONINGPOT_VELD];
  next();
};

/**
 * Mounted before the routes: guards POST /geregistreerde/save, the reserve list's POST
 * /reservelijst (one allowance for both) and POST /vrijwilligers/aanmelden.
 */
export function registratieBescherming(ctx: RouteContext, limieten: Limieten) {
  const router = Router();
  const limiet = registratieLimiet(ctx, limieten.registratie);
  router.post(['/geregistreerde/save', '/reservelijst'], limiet, honingpot);
  router.post('/vrijwilligers/aanmelden', registratieLimiet(ctx, limieten.registratie), vrijwilligerHoningpot);
  /** The same guards in order, for app/app.ts's chain of the registration (one allowance with the router's). */
  const registratie: RequestHandler[] = [limiet, honingpot];
  return { router, registratie };
}

export const MELDING_TE_VEEL_LABELS = (seconden: number) =>
  `Je hebt in korte tijd te vaak labels gedownload. Probeer het over ${seconden} seconden opnieuw.`;

export const MELDING_TE_VEEL_UITBETALING = (seconden: number) =>
  `Je hebt je uitbetaling in korte tijd te vaak gewijzigd. Probeer het over ${seconden} seconden opnieuw.`;

/**
 * What a seller's personal link may do per minute, per link (the token; it has one spelling)
 * and per client address: a link comes with any registration, so a script holds one easily.
 * - The labels PDF is the heaviest thing a visitor can ask for.
 * - A change of payout mails the seller each time (issue 50): without a limit a link could fill
 *   the outbox and the seller's mailbox (150 writes in 0.4 s before).
 * Above that a 429 with Retry-After, through the one error handler. Memory per process, as above.
 */
export function linkBescherming(limieten: Limieten): Router {
  const router = Router();
  const limiet = (limit: number, sleutel: (req: Request) => string, melding: (seconden: number) => string) =>
    rateLimit({
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
  const perLinkEnAdres = (
    { perLink, perAdres }: { perLink: number; perAdres: number },
    token: (req: Request) => unknown,
    melding: (seconden: number) => string,
  ) => [limiet(perAdres, adresSleutel, melding), limiet(perLink, (req) => `link:${String(token(req) ?? '')}`, melding)];
  router.get(
    '/mijn-gegevens/labels.pdf',
    perLinkEnAdres(limieten.labels, (req) => req.query.token, MELDING_TE_VEEL_LABELS),
  );
  router.put(
    '/mijn-gegevens/uitbetaling',
    perLinkEnAdres(
      limieten.uitbetaling,
      (req) => (req.body as { token?: unknown } | undefined)?.token,
      MELDING_TE_VEEL_UITBETALING,
    ),
  );
  return router;
}
