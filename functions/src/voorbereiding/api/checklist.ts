import { Router } from 'express';
import { bekijkBeursChecklist } from '../usecases/beursChecklist';
import type { RouteContext } from '../../platform/http/context';
import type { VoorbereidingDeps } from '../deps';

/** The administrator's checklist for the current fair (null before any aflevering exists). */
export function checklistRoutes(ctx: RouteContext<VoorbereidingDeps>) {
  const { security } = ctx;
  const router = Router();

  router.get('/aflevering/checklist', security.requireAdmin, async (_req, res) => {
    res.json(await bekijkBeursChecklist(ctx));
  });

  return router;
}
