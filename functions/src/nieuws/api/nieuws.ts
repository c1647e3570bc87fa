import { Router } from 'express';
import { ongeldig } from '../../kern/errors';
import { bewaarNieuws } from '../usecases/bewaarNieuws';
import type { RouteContext } from '../../platform/http/context';
import type { NieuwsDeps } from '../deps';

export function nieuwsRoutes(ctx: RouteContext<NieuwsDeps>) {
  const { store, security } = ctx;
  const router = Router();

  router.get('/nieuws/all', async (_req, res) => {
    res.json(await store.leesNieuws());
  });

  // The spec's client sends the HTML as a text body ('plain/text'); JSON {tekst} is accepted too.
  router.post('/nieuws/save', security.requireAdmin, async (req, res) => {
    const body: unknown = req.body;
    const tekst =
      typeof body === 'string'
        ? body
        : body && typeof body === 'object' && 'tekst' in body && typeof body.tekst === 'string'
          ? body.tekst
          : undefined;
    if (tekst === undefined) throw ongeldig('Stuur de nieuwstekst als tekst mee.');
    res.json(await bewaarNieuws(ctx, tekst));
  });

  return router;
}
