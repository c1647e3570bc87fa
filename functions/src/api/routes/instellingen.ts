import { Router } from 'express';
import { settingsSchema } from '../../domain/validatie';
import { parse } from '../errors';
import type { RouteContext } from '../context';

/** The three settings GETs are public; the PUTs merge what they are sent (SPEC.md section 7). */
export function instellingenRoutes({ store, security, live }: RouteContext) {
  const router = Router();

  router.get('/settings/inschrijvinggesloten', async (_req, res) => {
    res.json((await store.getSettings()).inschrijvingGesloten);
  });
  router.get('/settings/inschrijvinggeopend', async (_req, res) => {
    res.json((await store.getSettings()).inschrijvingGeopend);
  });
  router.get('/settings/maximumaantaldeelnemers', async (_req, res) => {
    res.json((await store.getSettings()).maximumAantalDeelnemers);
  });

  router.put(
    ['/settings/inschrijvinggeopend', '/settings/inschrijvinggesloten', '/settings/maximumaantaldeelnemers'],
    security.requireAdmin,
    async (req, res) => {
      const settings = await store.updateSettings(parse(settingsSchema, req.body ?? {}));
      live.changed();
      res.json(settings);
    },
  );

  return router;
}
