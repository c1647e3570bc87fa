import { Router } from 'express';
import { beursSchema, contactpersoonSchema } from '../domein/schemas';
import { bewaarBeurs } from '../usecases/bewaarBeurs';
import { bewaarContactpersoon } from '../usecases/bewaarContactpersoon';
import { verwijderContactpersoon } from '../usecases/verwijderContactpersoon';
import { parse } from '../../platform/http/errors';
import type { RouteContext } from '../../platform/http/context';
import type { SeizoenDeps } from '../deps';

/** The fair's details and contact persons: public to read, admin to change. */
export function beursRoutes(ctx: RouteContext<SeizoenDeps>) {
  const { store, security } = ctx;
  const router = Router();

  router.get('/contactpersonen/all', async (_req, res) => {
    res.json(await store.leesContactpersonen());
  });

  router.post('/contactpersonen', security.requireAdmin, async (req, res) => {
    res.json(await bewaarContactpersoon(ctx, parse(contactpersoonSchema, req.body ?? {})));
  });

  router.delete('/contactpersonen/delete/:id', security.requireAdmin, async (req, res) => {
    res.json(await verwijderContactpersoon(ctx, String(req.params.id)));
  });

  router.get('/beurs', async (_req, res) => {
    res.json(await store.leesBeurs());
  });

  router.put('/beurs', security.requireAdmin, async (req, res) => {
    res.json(await bewaarBeurs(ctx, parse(beursSchema, req.body ?? {})));
  });

  return router;
}
