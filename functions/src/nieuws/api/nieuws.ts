import { Router } from 'express';
import { ongeldig } from '../../kern/errors';
import { bewaarNieuws } from '../usecases/bewaarNieuws';
import type { RouteContext } from '../../platform/http/context';
import { tekstLezer } from '../../platform/http/lichaam';
import type { NieuwsDeps } from '../deps';

const NIEUWS_LIMIET = '1mb';

export function nieuwsRoutes(ctx: RouteContext<NieuwsDeps>) {
  const { store, security } = ctx;
  const router = Router();

  router.get('/nieuws/all', async (_req, res) => {
    res.json(await store.leesNieuws());
  });

  // The spec's client sends the HTML as a text body ('plain/text'); JSON {tekst} is accepted too
  // (read by the API's JSON reader). The text is read only for an administrator, up to a
  // megabyte: the spec gives news no maximum, and a megabyte is a lot of news.
  router.post('/nieuws/save', security.requireAdmin, tekstLezer(NIEUWS_LIMIET), async (req, res) => {
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
