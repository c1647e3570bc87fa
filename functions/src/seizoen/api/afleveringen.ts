import { Router } from 'express';
import { afleveringSchema } from '../domein/schemas';
import { bewaarAflevering } from '../usecases/bewaarAflevering';
import { verwijderAflevering } from '../usecases/verwijderAflevering';
import { parse } from '../../platform/http/errors';
import type { RouteContext } from '../../platform/http/context';
import type { SeizoenDeps } from '../deps';

export function afleveringRoutes(ctx: RouteContext<SeizoenDeps>) {
  const { store, security } = ctx;
  const router = Router();
  router.use('/aflevering', security.requireAdmin);

  router.get('/aflevering/all', async (_req, res) => {
    res.json(await store.leesAfleveringen());
  });

  router.get('/aflevering/last', async (_req, res) => {
    res.json(await store.leesLaatsteAflevering());
  });

  router.post('/aflevering', async (req, res) => {
    res.json(await bewaarAflevering(ctx, parse(afleveringSchema, req.body ?? {})));
  });

  router.delete('/aflevering/delete/:id', async (req, res) => {
    res.json(await verwijderAflevering(ctx, String(req.params.id)));
  });

  return router;
}
