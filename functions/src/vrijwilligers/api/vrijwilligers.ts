/**
 * Volunteers: the public shifts and sign-up (behind a limit per address and a honeypot), the
 * personal link's own shifts, and the administrator's settings, roster and mail per shift.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import {
  dienstenSchema,
  dienstInstellingSchema,
  dienstMailSchema,
  dienstSoortSchema,
  vrijwilligerSchema,
} from '../domein/schemas';
import { bewaarDienst } from '../usecases/bewaarDienst';
import { mailDienst } from '../usecases/mailDienst';
import { meldAanAlsVrijwilliger } from '../usecases/meldAanAlsVrijwilliger';
import { dienstenOverzicht, rooster } from '../usecases/rooster';
import { verwijderAanmelding } from '../usecases/verwijderAanmelding';
import { bekijkEigenDiensten, meldAanViaLink, meldAfViaLink } from '../usecases/vrijwilligerViaLink';
import { parse } from '../../platform/http/errors';
import { honingpot, limietOpAcceptaties, MELDING_TE_VEEL_REGISTRATIES, schijnNaam } from '../../platform/http/limits';
import type { RouteContext } from '../../platform/http/context';
import type { VrijwilligersDeps } from '../deps';

const tokenUit = (req: Request): unknown => (req.body as { token?: unknown } | undefined)?.token ?? req.query.token;

export const aanmeldingIdSchema = z.object({
  aanmeldingId: z.string({ error: 'Kies de aanmelding' }).trim().min(1, { error: 'Kies de aanmelding' }).max(100),
});

export function vrijwilligerRoutes(ctx: RouteContext<VrijwilligersDeps>) {
  const { security } = ctx;
  const router = Router();

  router.get('/vrijwilligers/diensten', async (_req, res) => {
    res.json(await dienstenOverzicht(ctx));
  });

  // The public form that sends mail: the registration's limit per address (its own count), and a
  // honeypot answered as this route answers.
  const schijnAanmelding = (body: Record<string, unknown>) => ({
    status: 201,
    body: {
      naam: schijnNaam(body),
      diensten: Array.isArray(body.diensten) ? body.diensten.filter((d) => typeof d === 'string').slice(0, 3) : [],
    },
  });
  const limiet = limietOpAcceptaties(security, ctx.limieten.registratie, MELDING_TE_VEEL_REGISTRATIES);
  router.post('/vrijwilligers/aanmelden', limiet, honingpot(schijnAanmelding), async (req, res) => {
    const aanmeldingen = await meldAanAlsVrijwilliger(ctx, parse(vrijwilligerSchema, req.body ?? {}));
    res.status(201).json({ naam: aanmeldingen[0]!.naam, diensten: aanmeldingen.map((a) => a.dienst) });
  });

  router.get('/mijn-gegevens/diensten', async (req, res) => {
    res.json(await bekijkEigenDiensten(ctx, tokenUit(req)));
  });

  router.post('/mijn-gegevens/diensten', async (req, res) => {
    const { diensten } = parse(z.object({ diensten: dienstenSchema }), req.body ?? {});
    res.json(await meldAanViaLink(ctx, tokenUit(req), diensten));
  });

  router.delete('/mijn-gegevens/diensten', async (req, res) => {
    const { aanmeldingId } = parse(aanmeldingIdSchema, req.body ?? {});
    res.json(await meldAfViaLink(ctx, tokenUit(req), aanmeldingId));
  });

  router.get('/vrijwilligers/rooster', security.requireAdmin, async (_req, res) => {
    res.json(await rooster(ctx));
  });

  router.put('/vrijwilligers/diensten/:dienst', security.requireAdmin, async (req, res) => {
    const dienst = parse(dienstSoortSchema, req.params.dienst);
    res.json(await bewaarDienst(ctx, dienst, parse(dienstInstellingSchema, req.body ?? {})));
  });

  router.delete('/vrijwilligers/aanmeldingen/:id', security.requireAdmin, async (req, res) => {
    res.json(await verwijderAanmelding(ctx, String(req.params.id)));
  });

  router.post('/vrijwilligers/diensten/:dienst/mail', security.requireAdmin, async (req, res) => {
    const dienst = parse(dienstSoortSchema, req.params.dienst);
    res.json({ aantal: await mailDienst(ctx, dienst, parse(dienstMailSchema, req.body ?? {})) });
  });

  return router;
}
