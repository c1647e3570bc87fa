import { Router } from 'express';
import { DomainError, notFound } from '../../domain/errors';
import { isBeschermd } from '../../domain/registratie';
import { afleveringSchema } from '../../domain/validatie';
import { parse } from '../errors';
import type { RouteContext } from '../context';

export function afleveringRoutes({ store, security, live }: RouteContext) {
  const router = Router();
  router.use('/aflevering', security.requireAdmin);

  router.get('/aflevering/all', async (_req, res) => {
    res.json(await store.listAfleveringen());
  });

  router.get('/aflevering/last', async (_req, res) => {
    res.json(await store.lastAflevering());
  });

  router.post('/aflevering', async (req, res) => {
    const lijst = await store.saveAflevering(parse(afleveringSchema, req.body ?? {}));
    live.changed();
    res.json(lijst);
  });

  router.delete('/aflevering/delete/:id', async (req, res) => {
    const id = String(req.params.id);
    const bestaand = (await store.listAfleveringen()).find((a) => a.id === id);
    if (!bestaand) throw notFound('Aflevering');
    if (isBeschermd(bestaand)) throw new DomainError(409, `'${bestaand.naam}' kan niet worden verwijderd.`);
    const verwijderd = await store.deleteAflevering(id);
    if (!verwijderd) throw notFound('Aflevering');
    live.changed();
    res.json(verwijderd);
  });

  return router;
}
