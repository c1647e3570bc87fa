import { randomUUID } from 'node:crypto';
import { isLoting } from '../domein/lotingbeslissing';
import { vraagLotingAan } from '../usecases/loting';
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { verkopersnummerGetal } from '../../kern/validatie';
import { deelnemerUpdateSchema, nieuweDeelnemerSchema } from '../domein/schemas';
import { geefNummer } from '../usecases/geefNummer';
import { leesNummerStand } from '../usecases/nummerStand';
import { deelnemersMetBevestiging } from '../usecases/bevestigen';
import { registreerDeelnemer, weigerAlsDeDeurDichtIs } from '../usecases/registreerDeelnemer';
import { stuurBevestigingOpnieuw } from '../usecases/stuurBevestigingOpnieuw';
import { verwijderDeelnemer } from '../usecases/verwijderDeelnemer';
import { wijzigDeelnemer } from '../usecases/wijzigDeelnemer';
import { deelnemersCsv } from './csv';
import { parse } from '../../platform/http/errors';
import { alleenVanDezeSite } from '../../platform/http/fetch-site';
import { jsonLezer } from '../../platform/http/lichaam';
import { honingpot, schijnNaam } from '../../platform/http/limits';
import { inschrijfLimiet } from './inschrijfLimiet';
import { doorDeDeur } from './vooraanDeur';
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
 * The public registration, POST /geregistreerde/save, with its guards in the order they run
 * (issue 51: declared here, nowhere else):
 * 1. `deur` answers a visitor's attempt while registration is not open or full. It runs before
 *    the body is read, the limit counted and the form validated: a refusal changes nothing and
 *    tells only what the public page shows, and after the last place goes nearly every attempt
 *    is one. (The session and the CSRF token, which look at no body, come before it, as for
 *    every route.)
 * 2. the body, JSON up to the API's limit;
 * 3. the limit per address, one allowance with the reserve list's (inschrijfLimiet);
 * 4. the honeypot, answered like an acceptance;
 * 5. the registration itself, or in a draw (issue 52) a visitor's application, answered 202.
 *
 * `stappen` are what the route runs: app/app.ts mounts the router, and also runs the same steps
 * as one chain for the exact path (platform/http/keten.ts), as the opening rush is nearly all
 * this request. Both ways pass the same functions in the same order, whatever the path's spelling.
 */
export function registratieRoutes(ctx: RouteContext<RegistratieDeps>) {
  const { security } = ctx;
  const router = Router();
  const doorBeheerder = async (req: Request) => (await security.adminOf(req)) !== null;
  const deur: RequestHandler = async (req, _res, next) => {
    // Let through a moment ago by the early door (vooraanDeur.ts), which asked the same.
    if (!doorDeDeur(req)) await weigerAlsDeDeurDichtIs(ctx, { doorBeheerder: await doorBeheerder(req) });
    next();
  };
  const registreer: RequestHandler = async (req, res) => {
    const invoer = parse(nieuweDeelnemerSchema, req.body ?? {});
    const beheerder = await doorBeheerder(req);
    // In a draw a visitor applies (202); the administrator still registers someone directly.
    if (!beheerder && isLoting(await ctx.store.leesInstellingen())) {
      res.status(202).json(await vraagLotingAan(ctx, invoer));
      return;
    }
    const deelnemer = await registreerDeelnemer(ctx, invoer, { doorBeheerder: beheerder });
    res.json({ id: deelnemer.id, naam: deelnemer.naam, nummer: deelnemer.nummer });
  };
  // A number no one holds: the look-alike must not tell a script it was caught.
  const schijnInschrijving = (body: Record<string, unknown>) => ({
    status: 200,
    body: { id: randomUUID(), naam: schijnNaam(body), nummer: 100 + Math.floor(Math.random() * 400) },
  });
  const stappen: RequestHandler[] = [
    deur,
    jsonLezer(),
    inschrijfLimiet(ctx),
    honingpot(schijnInschrijving),
    registreer,
  ];
  router.post(REGISTRATIE_PAD, ...stappen);
  return { router, stappen };
}

export const REGISTRATIE_PAD = '/geregistreerde/save';

export function deelnemerRoutes(ctx: RouteContext<RegistratieDeps>) {
  const { store, security, clock } = ctx;
  const router = Router();

  router.get('/geregistreerde/aantalactievedeelnemers', async (_req, res) => {
    res.json(await store.telActief());
  });

  /** With per person their confirmation for the current fair (issue 53: bevestigd, vrijgevenOp). */
  router.get('/geregistreerde/all', security.requireAdmin, async (_req, res) => {
    res.json(await deelnemersMetBevestiging(ctx));
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
  // How many seller numbers are left and how many can be reused now (issue 53), for /instellingen.
  router.get('/verkopersnummers', security.requireAdmin, async (_req, res) => {
    res.json(await leesNummerStand(ctx));
  });
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
