import { Router } from 'express';
import { DomainError } from '../../domain/errors';
import { schoonNieuws } from '../nieuws-html';
import type { RouteContext } from '../context';

export function nieuwsRoutes({ store, security, live }: RouteContext) {
  const router = Router();

  router.get('/nieuws/all', async (_req, res) => {
    res.json(await store.getNieuws());
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
    if (tekst === undefined) throw new DomainError(400, 'Stuur de nieuwstekst als tekst mee.');
    const nieuws = await store.saveNieuws(schoonNieuws(tekst));
    live.changed();
    res.json(nieuws);
  });

  return router;
}
