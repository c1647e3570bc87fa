import { Router } from 'express';
import { settingsSchema } from '../../domain/validatie';
import { stuurHerinneringen } from '../../privacy/herinnering';
import { parse } from '../errors';
import type { RouteContext } from '../context';

/** The three settings GETs are public; the PUTs merge what they are sent (SPEC.md section 7). */
export function instellingenRoutes({
  store,
  security,
  live,
  clock,
  mailContext,
  mailQueued,
  privacyTokens,
  log,
}: RouteContext) {
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
      const patch = parse(settingsSchema, req.body ?? {});
      const eerder = await store.getSettings();
      const settings = await store.updateSettings(patch);
      live.changed();
      // Opening the registration reminds last year's sellers; the store sends each one once.
      if (!eerder.inschrijvingGeopend && settings.inschrijvingGeopend) {
        const aantal = await stuurHerinneringen(store, await privacyTokens(), await mailContext(), clock());
        if (aantal > 0) {
          log(`Herinnering voor de nieuwe beurs in de outbox gezet voor ${aantal} verkoper(s).`);
          mailQueued();
        }
      }
      res.json(settings);
    },
  );

  return router;
}
