/**
 * The registration's early path (issue 55): a known visitor's attempt at POST
 * /api/geregistreerde/save is answered before Express takes the request. At the opening rush
 * nearly every request is one, and for each Express set up its request and response, walked its
 * chain, parsed the cookies and the body through body-parser's layers, and wrote the answer
 * through `res.json`: for an accepted registration about as much CPU as the transaction itself,
 * and a bare Node server doing the same work was twice as fast (bench/README.md).
 *
 * The steps are the route's own (deelnemers.ts registratieRoutes), in its order, with its
 * functions, on the bare request:
 * 1. the session cookie, an id known to hold no administrator's session, and its CSRF token
 *    (platform/http/security.ts isBekendeBezoeker);
 * 2. the door (weigerAlsDeDeurDichtIs), which refuses while registration is not open or full;
 * 3. the body, a plain JSON one read here as express.json reads it (platform/http/lichaam.ts);
 * 4. the limit per address, the same count as the route's (inschrijfLimiet);
 * 5. the honeypot;
 * 6. the registration itself (inschrijving.ts beantwoordInschrijving), with the settings the
 *    door read.
 * Answers and refusals are written with the headers the route's answers have
 * (platform/http/errors.ts schrijfJson, schrijfFout); a test compares them header for header.
 *
 * What is not that goes to Express as ever, which answers it: an unknown id, an administrator, a
 * wrong token, or an unexpected error at the door (before anything of the request was read).
 * An open door with a body that is not plain JSON (another charset, compressed, chunked, too
 * large) goes to the route too, with the settings the door read, so the door is not asked twice.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DomainError } from '../../kern/errors';
import { adresSleutelVanKaal } from '../../platform/http/adres';
import { schrijfFout, schrijfJson } from '../../platform/http/errors';
import { isEenvoudigeJson, leesJson } from '../../platform/http/lichaam';
import { isScript } from '../../platform/http/limits';
import { weigerAlsDeDeurDichtIs } from '../usecases/registreerDeelnemer';
import { inschrijfLimiet } from './inschrijfLimiet';
import { beantwoordInschrijving, laatDoor, schijnInschrijving } from './inschrijving';
import type { Settings } from '../../kern/types';
import type { RouteContext } from '../../platform/http/context';
import type { RegistratieDeps } from '../deps';

/** The app's `trust proxy` function, as Express's `req.ip` uses it: asked per request, as Express asks it. */
export type Vertrouwd = () => (adres: string, hop: number) => boolean;

/**
 * True when the attempt was answered here; false when Express must take it. `beantwoord` is told
 * of each answer written here (app/deps.ts naVooraan).
 */
export function vooraan(ctx: RouteContext<RegistratieDeps>, vertrouwd: Vertrouwd, beantwoord = () => {}) {
  const limiet = inschrijfLimiet(ctx);
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    let instellingen: Settings;
    try {
      if (!(await ctx.security.isBekendeBezoeker(req))) return false;
      // A visitor's open door always gives the settings it read.
      instellingen = (await weigerAlsDeDeurDichtIs(ctx, { doorBeheerder: false }))!;
    } catch (error) {
      if (!(error instanceof DomainError)) return false;
      beantwoord();
      schrijfFout(res, error, ctx.log);
      return true;
    }
    if (!isEenvoudigeJson(req)) {
      laatDoor(req, instellingen);
      return false;
    }
    beantwoord();
    try {
      const body = await leesJson(req);
      await limiet.neem(adresSleutelVanKaal(req, vertrouwd()), res);
      const antwoord = isScript(body)
        ? schijnInschrijving(body as Record<string, unknown>)
        : await beantwoordInschrijving(ctx, body, { beheerder: false, instellingen });
      schrijfJson(res, antwoord.status, antwoord.body);
    } catch (error) {
      schrijfFout(res, error, ctx.log);
    }
    return true;
  };
}
