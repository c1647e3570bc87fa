/**
 * How places are given out (issue 52): GET /api/toewijzing for everyone (the site shows the
 * times), PUT for the administrator. The opening at a set time and the early rounds are in
 * the registration's settings, so the gate reads them in its own transaction. The draw: its
 * start by the administrator and its public result.
 */
import { Router } from 'express';
import { ongeldig } from '../../kern/errors';
import { toewijzingMetBevestigenSchema } from '../../registratie/domein/schemas';
import type { RouteContext } from '../../platform/http/context';
import type { VoorbereidingDeps } from '../deps';
import { bewaarToewijzing, toewijzingAntwoord } from '../usecases/toewijzing';
import { lotingUitslag, trekLoting } from '../../registratie';

export function toewijzingRoutes(ctx: RouteContext<VoorbereidingDeps>) {
  const { store, security } = ctx;
  const router = Router();

  router.get('/toewijzing', async (_req, res) => {
    res.json(await toewijzingAntwoord(ctx, await store.leesInstellingen(), ctx.clock()));
  });

  /** The administrator starts the draw, once the window has closed (409 before); again changes nothing. */
  router.post('/toewijzing/loting/trekken', security.requireAdmin, async (_req, res) => {
    res.json(await trekLoting(ctx));
  });

  /** Anyone checks the draw: every application in draw order, without names. */
  router.get('/toewijzing/loting/uitslag', async (_req, res) => {
    res.json(await lotingUitslag(ctx));
  });

  router.put('/toewijzing', security.requireAdmin, async (req, res) => {
    const body: unknown = req.body ?? {};
    // A nested field's message belongs at its own field (voorrang.vrijwilligers → vrijwilligers).
    const result = toewijzingMetBevestigenSchema.safeParse(body);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const veld = issue.path.at(-1);
      throw ongeldig(issue.message, typeof veld === 'string' ? veld : undefined);
    }
    res.json(await bewaarToewijzing(ctx, result.data));
  });

  return router;
}
