import type { RequestHandler } from 'express';
import { verboden } from '../../kern/errors';

/**
 * For the few GETs that change something (SPEC.md's client sends no XSRF header on GETs): a
 * link or top-level navigation from another site still carries the SameSite=Lax session
 * cookie, so the browser's Sec-Fetch-Site decides. Clients that send no such header (older
 * browsers, scripts) are let through, as the session still has to be an administrator's.
 */
export const alleenVanDezeSite: RequestHandler = (req, _res, next) => {
  const site = req.get('Sec-Fetch-Site');
  if (site !== undefined && site !== 'same-origin') {
    throw verboden('Deze actie kan alleen vanaf de beheerpagina zelf worden gestart.');
  }
  next();
};
