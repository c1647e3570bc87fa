import { Router } from 'express';
import { z } from 'zod';
import { DomainError, notFound } from '../../domain/errors';
import { BESCHERMDE_NAAM, isBeschermd } from '../../domain/registratie';
import { deelnemerUpdateSchema, nieuweDeelnemerSchema } from '../../domain/validatie';
import { bevestigingsMail } from '../../mail/templates';
import { gegevensLink } from '../../privacy/token';
import { deelnemersCsv } from '../csv';
import { parse } from '../errors';
import type { RouteContext } from '../context';

const nummerSchema = z.coerce
  .number({ error: 'Het nummer moet een getal zijn' })
  .int({ error: 'Het nummer moet een geheel getal zijn' })
  .min(0, { error: 'Het nummer moet een geheel getal zijn' });

const GERESERVEERD = new DomainError(400, `De naam '${BESCHERMDE_NAAM}' is gereserveerd. Kies een andere naam.`);

export function deelnemerRoutes(ctx: RouteContext) {
  const { store, security, live, clock, mailQueued, mailContext, privacyTokens, config } = ctx;
  const router = Router();

  router.get('/geregistreerde/aantalactievedeelnemers', async (_req, res) => {
    res.json(await store.countActief());
  });

  /** A visitor registers: the gate, the number and the mail in one store transaction. */
  router.post('/geregistreerde/save', async (req, res) => {
    const input = parse(nieuweDeelnemerSchema, req.body ?? {});
    if (isBeschermd(input)) throw GERESERVEERD;
    const isAdmin = (await security.adminOf(req)) !== null;
    const [context, tokens] = await Promise.all([mailContext(), privacyTokens()]);
    const deelnemer = await store.register(input, {
      bypassGate: isAdmin,
      now: clock(),
      mail: (d) => bevestigingsMail(d, context, gegevensLink(config.publicUrl, tokens.maak(d.id, 'gegevens'))),
    });
    live.changed();
    mailQueued();
    res.json({ id: deelnemer.id, naam: deelnemer.naam, nummer: deelnemer.nummer });
  });

  router.get('/geregistreerde/all', security.requireAdmin, async (_req, res) => {
    res.json(await store.listDeelnemers());
  });

  router.get('/geregistreerde/export.csv', security.requireAdmin, async (_req, res) => {
    const datum = clock().toISOString().slice(0, 10);
    res
      .type('text/csv; charset=utf-8')
      .attachment(`deelnemers-${datum}.csv`)
      .send(deelnemersCsv(await store.listDeelnemers()));
  });

  router.put('/geregistreerde/save', security.requireAdmin, async (req, res) => {
    const update = parse(deelnemerUpdateSchema, req.body ?? {});
    const bestaand = await store.getDeelnemer(update.id);
    if (!bestaand) throw notFound('Deelnemer');
    if (isBeschermd(bestaand) && !isBeschermd(update)) {
      throw new DomainError(400, `De rij '${BESCHERMDE_NAAM}' kan niet worden hernoemd.`);
    }
    if (!isBeschermd(bestaand) && isBeschermd(update)) throw GERESERVEERD;
    const deelnemer = await store.updateDeelnemer(update);
    live.changed();
    res.json(deelnemer);
  });

  router.delete('/geregistreerde/delete/:id', security.requireAdmin, async (req, res) => {
    const bestaand = await store.getDeelnemer(String(req.params.id));
    if (!bestaand) throw notFound('Deelnemer');
    if (isBeschermd(bestaand)) throw new DomainError(409, `'${BESCHERMDE_NAAM}' kan niet worden verwijderd.`);
    const verwijderd = await store.deleteDeelnemer(bestaand.id);
    if (!verwijderd) throw notFound('Deelnemer');
    live.changed();
    res.json(verwijderd);
  });

  /** The admin's mail button: the confirmation again, through the outbox. */
  router.get('/geregistreerde/mail/:nummer', security.requireAdmin, async (req, res) => {
    const nummer = parse(nummerSchema, req.params.nummer);
    const deelnemer = await store.getDeelnemerByNummer(nummer);
    if (!deelnemer) throw notFound(`Deelnemer met nummer ${nummer}`);
    if (isBeschermd(deelnemer)) throw new DomainError(409, `Naar '${BESCHERMDE_NAAM}' kan geen mail worden gestuurd.`);
    const link = gegevensLink(config.publicUrl, (await privacyTokens()).maak(deelnemer.id, 'gegevens'));
    await store.enqueueMail(bevestigingsMail(deelnemer, await mailContext(), link), clock());
    mailQueued();
    res.json({ naam: deelnemer.naam, email: deelnemer.email });
  });

  return router;
}
