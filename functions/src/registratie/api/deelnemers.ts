import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { verkopersnummerGetal } from '../../kern/validatie';
import { deelnemerUpdateSchema, nieuweDeelnemerSchema } from '../domein/schemas';
import { geefNummer } from '../usecases/geefNummer';
import { registreerDeelnemer, weigerAlsDeDeurDichtIs } from '../usecases/registreerDeelnemer';
import { stuurBevestigingOpnieuw } from '../usecases/stuurBevestigingOpnieuw';
import { verwijderDeelnemer } from '../usecases/verwijderDeelnemer';
import { wijzigDeelnemer } from '../usecases/wijzigDeelnemer';
import { deelnemersCsv } from './csv';
import { parse } from '../../platform/http/errors';
import { alleenVanDezeSite } from '../../platform/http/fetch-site';
import type { RouteContext } from '../../platform/http/context';
import type { RegistratieDeps } from '../deps';

export const nummerSchema = z.coerce
  .number({ error: 'Het nummer moet een getal zijn' })
  .int({ error: 'Het nummer moet een geheel getal zijn' })
  .min(0, { error: 'Het nummer moet een geheel getal zijn' });

export const nummerVerzoekSchema = z.object({
  id: z.string({ error: 'Kies een deelnemer' }).min(1, { error: 'Kies een deelnemer' }),
  nummer: verkopersnummerGetal,
});

/**
 * The public registration, POST /geregistreerde/save: its own router, so app/app.ts can mount it
 * right behind its protections (registratieBescherming), and the opening rush does not pass
 * through every router before it on its way to this one route.
 *
 * `deur` answers a visitor's attempt while registration is not open or full. In app/app.ts's
 * chain it runs right after the session and the CSRF token, before the body is parsed, the limit
 * counted and the form validated: a refusal changes nothing and tells only what the public page
 * shows, and after the last place goes nearly every attempt is one. On the router's path (a
 * spelling of the URL the chain does not catch) it runs after those, so there a bad body, the
 * limit or the honeypot may answer first.
 */
export function registratieRoutes(ctx: RouteContext<RegistratieDeps>) {
  const { security } = ctx;
  const router = Router();
  const doorBeheerder = async (req: Request) => (await security.adminOf(req)) !== null;
  const deur: RequestHandler = async (req, _res, next) => {
    await weigerAlsDeDeurDichtIs(ctx, { doorBeheerder: await doorBeheerder(req) });
    next();
  };
  const registreer: RequestHandler = async (req, res) => {
    const invoer = parse(nieuweDeelnemerSchema, req.body ?? {});
    const deelnemer = await registreerDeelnemer(ctx, invoer, { doorBeheerder: await doorBeheerder(req) });
    res.json({ id: deelnemer.id, naam: deelnemer.naam, nummer: deelnemer.nummer });
  };
  router.post(REGISTRATIE_PAD, deur, registreer);
  return { router, deur, registreer };
}

export const REGISTRATIE_PAD = '/geregistreerde/save';

export function deelnemerRoutes(ctx: RouteContext<RegistratieDeps>) {
  const { store, security, clock } = ctx;
  const router = Router();

  router.get('/geregistreerde/aantalactievedeelnemers', async (_req, res) => {
    res.json(await store.telActief());
  });

  router.get('/geregistreerde/all', security.requireAdmin, async (_req, res) => {
    res.json(await store.leesDeelnemers());
  });

  router.get('/geregistreerde/export.csv', security.requireAdmin, async (_req, res) => {
    const datum = clock().toISOString().slice(0, 10);
    res
      .type('text/csv; charset=utf-8')
      .attachment(`deelnemers-${datum}.csv`)
      .send(deelnemersCsv(await store.leesDeelnemers()));
  });

  router.put('/geregistreerde/save', security.requireAdmin, async (req, res) => {
    res.json(await wijzigDeelnemer(ctx, parse(deelnemerUpdateSchema, req.body ?? {})));
  });

  /** A specific free number on request (registratie/domein/verkopersnummer.ts nummerVrij). */
  router.put('/geregistreerde/nummer', security.requireAdmin, async (req, res) => {
    res.json(await geefNummer(ctx, parse(nummerVerzoekSchema, req.body ?? {})));
  });

  router.delete('/geregistreerde/delete/:id', security.requireAdmin, async (req, res) => {
    res.json(await verwijderDeelnemer(ctx, String(req.params.id)));
  });

  /** The admin's mail button. A GET that sends mail (SPEC.md), so only from this site. */
  router.get('/geregistreerde/mail/:nummer', security.requireAdmin, alleenVanDezeSite, async (req, res) => {
    const deelnemer = await stuurBevestigingOpnieuw(ctx, parse(nummerSchema, req.params.nummer));
    res.json({ naam: deelnemer.naam, email: deelnemer.email });
  });

  return router;
}
