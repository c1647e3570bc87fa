import { Router } from 'express';
import { notFound } from '../../domain/errors';
import { beursSchema, contactpersoonSchema } from '../../domain/validatie';
import { parse } from '../errors';
import type { RouteContext } from '../context';

/** The fair's details and contact persons: public to read, admin to change. */
export function beursRoutes({ store, security, live }: RouteContext) {
  const router = Router();

  router.get('/contactpersonen/all', async (_req, res) => {
    res.json(await store.listContactpersonen());
  });

  router.post('/contactpersonen', security.requireAdmin, async (req, res) => {
    res.json(await store.saveContactpersoon(parse(contactpersoonSchema, req.body ?? {})));
  });

  router.delete('/contactpersonen/delete/:id', security.requireAdmin, async (req, res) => {
    const verwijderd = await store.deleteContactpersoon(String(req.params.id));
    if (!verwijderd) throw notFound('Contactpersoon');
    res.json(verwijderd);
  });

  router.get('/beurs', async (_req, res) => {
    res.json(await store.getBeurs());
  });

  router.put('/beurs', security.requireAdmin, async (req, res) => {
    const beurs = await store.saveBeurs(parse(beursSchema, req.body ?? {}));
    live.changed();
    res.json(beurs);
  });

  return router;
}
