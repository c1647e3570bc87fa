import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { verkopersnummerGetal } from '../../kern/validatie';
import { deelnemerUpdateSchema } from '../domein/schemas';
import { geefNummer } from '../usecases/geefNummer';
import { leesNummerStand } from '../usecases/nummerStand';
import { deelnemersMetBevestiging } from '../usecases/bevestigen';
import { weigerAlsDeDeurDichtIs } from '../usecases/registreerDeelnemer';
import { stuurBevestigingOpnieuw } from '../usecases/stuurBevestigingOpnieuw';
import { verwijderDeelnemer } from '../usecases/verwijderDeelnemer';
import { wijzigDeelnemer } from '../usecases/wijzigDeelnemer';
import { deelnemersCsv } from './csv';
import { parse } from '../../platform/http/errors';
import { alleenVanDezeSite } from '../../platform/http/fetch-site';
import { jsonLezer } from '../../platform/http/lichaam';
import { honingpot } from '../../platform/http/limits';
import { inschrijfLimiet } from './inschrijfLimiet';
import { beantwoordInschrijving, doorDeDeur, schijnInschrijving } from './inschrijving';
import type { Settings } from '../../kern/types';
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
 * 5. the registration itself (beantwoordInschrijving).
 *
 * A known visitor's attempt at the exact path with a plain JSON body, nearly every request of
 * the opening rush, takes these same steps, with the same functions, before Express takes the
 * request (vooraan.ts); every other attempt (an administrator, an unknown session, another
 * spelling of the path, another kind of body) takes this route.
 */
export function registratieRoutes(ctx: RouteContext<RegistratieDeps>) {
  const { security } = ctx;
  const router = Router();
  const doorBeheerder = async (req: Request) => (await security.adminOf(req)) !== null;
  const deur: RequestHandler = async (req, res, next) => {
    // Let through a moment ago by the early path (vooraan.ts), which asked the same.
    const doorgelaten = doorDeDeur(req);
    res.locals.instellingen =
      doorgelaten ?? (await weigerAlsDeDeurDichtIs(ctx, { doorBeheerder: await doorBeheerder(req) }));
    next();
  };
  const registreer: RequestHandler = async (req, res) => {
    const instellingen = res.locals.instellingen as Settings | undefined;
    const antwoord = await beantwoordInschrijving(ctx, req.body, { beheerder: await doorBeheerder(req), instellingen });
    res.status(antwoord.status).json(antwoord.body);
  };
  router.post(REGISTRATIE_PAD, deur, jsonLezer(), inschrijfLimiet(ctx), honingpot(schijnInschrijving), registreer);
  return router;
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
