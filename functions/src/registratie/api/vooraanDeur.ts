/**
 * The registration's early door (issue 55): a known visitor's attempt while registration is not
 * open or full is answered before Express takes the request. After the last place goes, nearly
 * every attempt of the opening rush is such a refusal (700 of bench:rush's 1,000), and for
 * each Express set up its request and response, walked the chain, parsed the cookies, and
 * built the answer through the error handler and `res.json`: about as much CPU as the reads
 * that decide it.
 *
 * The checks are the route's own, in its order, done on the bare request (platform/http/security.ts
 * isBekendeBezoeker: the session cookie, an id known to hold no administrator's session, its CSRF
 * token), then the door itself (weigerAlsDeDeurDichtIs), and the refusal is written with the
 * headers the error handler gives it (platform/http/errors.ts schrijfWeigering). Whatever is not
 * that (an unknown id, an administrator, a wrong token, an open door, an unexpected error) goes
 * on to the route as ever, which answers it; an open door is not asked again there.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DomainError } from '../../kern/errors';
import { schrijfWeigering } from '../../platform/http/errors';
import { weigerAlsDeDeurDichtIs } from '../usecases/registreerDeelnemer';
import type { RouteContext } from '../../platform/http/context';
import type { RegistratieDeps } from '../deps';

/** Requests this door let through: the route's own door need not read again. */
const doorgelaten = new WeakSet<IncomingMessage>();

export const doorDeDeur = (req: IncomingMessage) => doorgelaten.has(req);

/** True when the attempt was answered here. */
export function vooraanDeur(ctx: RouteContext<RegistratieDeps>) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    try {
      if (!(await ctx.security.isBekendeBezoeker(req))) return false;
      await weigerAlsDeDeurDichtIs(ctx, { doorBeheerder: false });
      doorgelaten.add(req);
      return false;
    } catch (error) {
      if (!(error instanceof DomainError)) return false;
      schrijfWeigering(res, error);
      return true;
    }
  };
}
