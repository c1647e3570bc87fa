/**
 * Confirming your place (issue 53): the seller's "Ik kom" through their personal link (no
 * login, as the other /mijn-gegevens routes), and the administrator's confirm and extension.
 */
import { Router, type Request } from 'express';
import { termijnSchema } from '../domein/schemas';
import { bevestigNamens, bevestigViaLink, mijnBevestiging, verlengTermijn } from '../usecases/bevestigen';
import { parse } from '../../platform/http/errors';
import type { RouteContext } from '../../platform/http/context';
import type { RegistratieDeps } from '../deps';

/** The personal link's token: in the body of writes, in the query of the GET. */
const tokenUit = (req: Request): unknown => (req.body as { token?: unknown } | undefined)?.token ?? req.query.token;

export function bevestigenRoutes(ctx: RouteContext<RegistratieDeps>) {
  const { security } = ctx;
  const router = Router();

  router.get('/mijn-gegevens/bevestigen', async (req, res) => {
    res.json(await mijnBevestiging(ctx, tokenUit(req)));
  });

  /** "Ik kom": the button on the personal page (CSRF header included, as every write). */
  router.post('/mijn-gegevens/bevestigen', async (req, res) => {
    res.json(await bevestigViaLink(ctx, tokenUit(req)));
  });

  router.post('/geregistreerde/:id/bevestigen', security.requireAdmin, async (req, res) => {
    res.json(await bevestigNamens(ctx, String(req.params.id)));
  });

  router.put('/geregistreerde/:id/termijn', security.requireAdmin, async (req, res) => {
    const { tot } = parse(termijnSchema, req.body ?? {});
    res.json(await verlengTermijn(ctx, String(req.params.id), tot));
  });

  return router;
}
