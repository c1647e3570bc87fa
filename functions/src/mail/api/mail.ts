import { Router } from 'express';
import { z } from 'zod';
import { herhaalMail } from '../usecases/herhaalMail';
import { parse } from '../../platform/http/errors';
import type { RouteContext } from '../../platform/http/context';
import type { MailDeps } from '../deps';

export const statusSchema = z
  .enum(['wachtend', 'verzonden', 'mislukt'], { error: "Status moet 'wachtend', 'verzonden' of 'mislukt' zijn" })
  .optional();

/** The outbox for the administrator: see what failed and send it again. */
export function mailRoutes(ctx: RouteContext<MailDeps>) {
  const { store, security } = ctx;
  const router = Router();
  router.use('/mail', security.requireAdmin);

  router.get('/mail', async (req, res) => {
    res.json(await store.leesMails(parse(statusSchema, req.query.status)));
  });

  router.post('/mail/:id/retry', async (req, res) => {
    res.json(await herhaalMail(ctx, String(req.params.id)));
  });

  return router;
}
