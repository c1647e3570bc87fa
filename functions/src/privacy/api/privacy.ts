/**
 * Privacy: the seller's own data through their personal link (no login), the reminder's
 * opt-out, and for the administrator the retention plan and its grace period.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { MAX_GRACE_DAGEN } from '../domein/bewaren';
import { nieuweDeelnemerSchema } from '../../registratie/domein/schemas';
import { bewaarOverzicht, leesGraceDagen } from '../bewaren';
import { bewaarGraceDagen } from '../usecases/bewaarGraceDagen';
import { doeWeerMeeViaLink } from '../../registratie';
import { bekijkEigenGegevens } from '../usecases/eigenGegevens';
import { meldAfVoorHerinnering } from '../usecases/meldAfVoorHerinnering';
import { verbeterEigenGegevens } from '../usecases/verbeterEigenGegevens';
import { wisOpVerzoek } from '../usecases/wisOpVerzoek';
import { parse } from '../../platform/http/errors';
import type { RouteContext } from '../../platform/http/context';
import type { PrivacyDeps } from '../deps';

export const graceSchema = z.object({
  graceDagen: z
    .number({ error: 'Het aantal dagen moet een getal zijn' })
    .int({ error: 'Het aantal dagen moet een geheel getal zijn' })
    .min(0, { error: 'Het aantal dagen kan niet negatief zijn' })
    .max(MAX_GRACE_DAGEN, { error: `Het aantal dagen mag hoogstens ${MAX_GRACE_DAGEN} zijn` }),
});

/** The personal link's token: in the body of writes, in the query of the GET. */
const tokenUit = (req: Request): unknown => (req.body as { token?: unknown } | undefined)?.token ?? req.query.token;

export function privacyRoutes(ctx: RouteContext<PrivacyDeps>) {
  const { store, security } = ctx;
  const router = Router();

  /** Public: the privacy page shows the grace period that is in force. */
  router.get('/privacy', async (_req, res) => {
    res.json({ graceDagen: await leesGraceDagen(store) });
  });

  router.get('/mijn-gegevens', async (req, res) => {
    res.json(await bekijkEigenGegevens(ctx, tokenUit(req)));
  });

  router.put('/mijn-gegevens', async (req, res) => {
    res.json(await verbeterEigenGegevens(ctx, tokenUit(req), parse(nieuweDeelnemerSchema, req.body ?? {})));
  });

  router.delete('/mijn-gegevens', async (req, res) => {
    await wisOpVerzoek(ctx, tokenUit(req));
    res.json({ verwijderd: true });
  });

  /** The one click from the reminder mail: the web page posts it (CSRF header included). */
  router.post('/afmelden', async (req, res) => {
    res.json(await meldAfVoorHerinnering(ctx, tokenUit(req)));
  });

  /** "Ik doe weer mee" from the reminder mail: the web page posts it (CSRF header included). */
  router.post('/weer-meedoen', async (req, res) => {
    res.json(await doeWeerMeeViaLink(ctx, tokenUit(req)));
  });

  router.get('/bewaren', security.requireAdmin, async (_req, res) => {
    res.json(await bewaarOverzicht(store));
  });

  router.put('/bewaren', security.requireAdmin, async (req, res) => {
    res.json(await bewaarGraceDagen(ctx, parse(graceSchema, req.body ?? {}).graceDagen));
  });

  return router;
}
