/**
 * The reserve list: joining it (public, behind the registration's limit and a honeypot),
 * leaving it through the personal link, and the administrator's list, order and switch.
 */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { nieuweDeelnemerSchema } from '../domein/schemas';
import {
  reservelijstOverzicht,
  verplaatsOpReservelijst,
  verwijderVanReservelijst,
  zetAutomatischBevorderen,
} from '../usecases/beheerReservelijst';
import { verlaatReservelijst } from '../usecases/verlaatReservelijst';
import { zetOpReservelijst } from '../usecases/zetOpReservelijst';
import { parse } from '../../platform/http/errors';
import { honingpot, schijnNaam } from '../../platform/http/limits';
import { inschrijfLimiet } from './inschrijfLimiet';
import type { RouteContext } from '../../platform/http/context';
import type { RegistratieDeps } from '../deps';

export const richtingSchema = z.enum(['omhoog', 'omlaag'], { error: "De richting moet 'omhoog' of 'omlaag' zijn" });
export const automatischSchema = z.object({
  automatisch: z.boolean({ error: 'automatisch moet true of false zijn' }),
});

export function reservelijstRoutes(ctx: RouteContext<RegistratieDeps>) {
  const { security } = ctx;
  const router = Router();

  // The limit is the registration's allowance (inschrijfLimiet); the honeypot answers as this route does.
  const schijnPlaats = (body: Record<string, unknown>) => ({
    status: 201,
    body: { id: randomUUID(), naam: schijnNaam(body) },
  });
  router.post('/reservelijst', inschrijfLimiet(ctx), honingpot(schijnPlaats), async (req, res) => {
    const plaats = await zetOpReservelijst(ctx, parse(nieuweDeelnemerSchema, req.body ?? {}));
    res.status(201).json({ id: plaats.id, naam: plaats.naam });
  });

  /** The link in the mail opens a page; the page posts this (CSRF header included). */
  router.post('/reservelijst/verlaten', async (req, res) => {
    await verlaatReservelijst(ctx, (req.body as { token?: unknown } | undefined)?.token);
    res.json({ verlaten: true });
  });

  router.get('/reservelijst', security.requireAdmin, async (_req, res) => {
    res.json(await reservelijstOverzicht(ctx));
  });

  router.put('/reservelijst/automatisch', security.requireAdmin, async (req, res) => {
    res.json(await zetAutomatischBevorderen(ctx, parse(automatischSchema, req.body ?? {}).automatisch));
  });

  router.post('/reservelijst/:id/:richting', security.requireAdmin, async (req, res) => {
    const richting = parse(richtingSchema, req.params.richting);
    res.json(await verplaatsOpReservelijst(ctx, String(req.params.id), richting));
  });

  router.delete('/reservelijst/:id', security.requireAdmin, async (req, res) => {
    res.json(await verwijderVanReservelijst(ctx, String(req.params.id)));
  });

  return router;
}
