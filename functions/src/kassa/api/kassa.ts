/**
 * The till. A desk's device (its link's token as `Authorization: Bearer`, nothing else) may
 * only use /api/kassa/*: its fair's items and seller numbers, sending receipts, its heartbeat.
 * The administrator (session) manages desks and sees the overview under /api/kassas.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { nietHerkend } from '../../kern/errors';
import { MELDING_BON_ID, type Kassa } from '../domein/kassa';
import {
  bonnenVerzendingSchema,
  kassaContactSchema,
  kassaInstellingenSchema,
  kassaSchema,
  pinBesluitSchema,
} from '../domein/schemas';
import { MELDING_KASSA_LINK_ONGELDIG } from '../token';
import { annuleerBon } from '../usecases/annuleerBon';
import { beslisOverPin } from '../usecases/beslisOverPin';
import { kassaContact } from '../usecases/kassaContact';
import { kassaGegevens } from '../usecases/kassaGegevens';
import { bekijkKassas } from '../usecases/kassaOverzicht';
import { kassaQr } from '../usecases/kassaQr';
import { kassaVanLink } from '../usecases/kassaVanLink';
import { ontvangBonnen } from '../usecases/ontvangBonnen';
import { trekKassaIn } from '../usecases/trekKassaIn';
import { vernieuwKassaLink } from '../usecases/vernieuwKassaLink';
import { voegKassaToe } from '../usecases/voegKassaToe';
import { zetKassaInstellingen } from '../usecases/zetKassaInstellingen';
import type { RouteContext } from '../../platform/http/context';
import type { KassaDeps } from '../deps';
import { parse } from '../../platform/http/errors';

declare module 'express-serve-static-core' {
  interface Request {
    kassa?: Kassa;
  }
}

export const idSchema = z.string().trim().min(1, { error: 'id ontbreekt' }).max(100);

export const bonIdSchema = z.uuid({ error: MELDING_BON_ID }).transform((id) => id.toLowerCase());

const bearer = (req: Request) => /^Bearer ([A-Za-z0-9_.-]{1,500})$/.exec(req.get('authorization') ?? '')?.[1];

export function kassaApparaatRoutes(ctx: RouteContext<KassaDeps>) {
  const router = Router();

  const alsKassa: RequestHandler = async (req, _res, next) => {
    const token = bearer(req);
    if (!token) throw nietHerkend(MELDING_KASSA_LINK_ONGELDIG);
    req.kassa = await kassaVanLink(ctx, token, 'verkopen');
    next();
  };
  // Mounted at /api/kassa (app/app.ts): every path below it needs the desk's token, and the
  // requests of everyone else (the registration rush among them) no longer enter this router.
  router.use(alsKassa);

  router.get('/gegevens', async (req, res) => {
    res.json(await kassaGegevens(ctx, req.kassa!));
  });

  router.post('/bonnen', async (req, res) => {
    res.json(await ontvangBonnen(ctx, req.kassa!, parse(bonnenVerzendingSchema, req.body ?? {})));
  });

  router.post('/contact', async (req, res) => {
    res.json(await kassaContact(ctx, req.kassa!, parse(kassaContactSchema, req.body ?? {})));
  });

  return router;
}

export function kassaBeheerRoutes(ctx: RouteContext<KassaDeps>) {
  const { security } = ctx;
  const router = Router();
  router.use('/kassas', security.requireAdmin);

  router.get('/kassas', async (_req, res) => {
    res.json(await bekijkKassas(ctx));
  });

  router.get('/kassas/instellingen', async (_req, res) => {
    res.json(await ctx.store.leesKassaInstellingen());
  });

  router.put('/kassas/instellingen', async (req, res) => {
    res.json(await zetKassaInstellingen(ctx, parse(kassaInstellingenSchema, req.body ?? {})));
  });

  router.post('/kassas', async (req, res) => {
    res.status(201).json(await voegKassaToe(ctx, parse(kassaSchema, req.body ?? {})));
  });

  router.get('/kassas/:id/qr', async (req, res) => {
    res.type('image/svg+xml').send(await kassaQr(ctx, parse(idSchema, req.params.id)));
  });

  router.post('/kassas/:id/intrekken', async (req, res) => {
    res.json(await trekKassaIn(ctx, parse(idSchema, req.params.id)));
  });

  router.post('/kassas/:id/nieuwe-link', async (req, res) => {
    res.json(await vernieuwKassaLink(ctx, parse(idSchema, req.params.id)));
  });

  router.post('/kassas/bonnen/:id/annuleren', async (req, res) => {
    const door = (await security.adminOf(req))!;
    res.json(await annuleerBon(ctx, parse(bonIdSchema, req.params.id), door));
  });

  router.put('/kassas/bonnen/:id/pin', async (req, res) => {
    const id = parse(bonIdSchema, req.params.id);
    const { betaalwijze } = parse(pinBesluitSchema, req.body ?? {});
    const door = (await security.adminOf(req))!;
    res.json(await beslisOverPin(ctx, id, betaalwijze, door));
  });

  return router;
}
