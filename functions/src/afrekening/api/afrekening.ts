/**
 * The settlement: the administrator's /afrekening (overview, records, closing, CSV and PDFs),
 * and a seller's own settlement through their personal link.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { verkopersnummerSchema } from '../../registratie/domein/schemas';
import { bonRegelSchema } from '../../kassa/domein/schemas';
import {
  afrekeningInstellingenSchema,
  geteldSchema,
  regelBesluitSchema,
  regelsBesluitSchema,
  retourBijAfgifteSchema,
} from '../domein/schemas';
import {
  bekijkAfrekening,
  bekijkEigenAfrekening,
  besluitOverAlle,
  besluitOverRegel,
  bewaarAfrekeningInstellingen,
  huidigeAfrekening,
  sluitAfrekening,
  zetGeteld,
  zetRetourBijAfgifte,
} from '../usecases/afrekening';
import { bekijkKasNaAfsluiting } from '../usecases/kasNaAfsluiting';
import { afrekeningCsv } from './csv';
import { parse } from '../../platform/http/errors';
import type { RouteContext } from '../../platform/http/context';
import type { AfrekeningDeps } from '../deps';

export const kassaIdSchema = z
  .string()
  .trim()
  .min(1, { error: 'Kies een kassa' })
  .max(100, { error: 'Kassa niet gevonden' });
const tokenUit = (req: Request): unknown => req.query.token;

export function afrekeningRoutes(ctx: RouteContext<AfrekeningDeps>) {
  const { security } = ctx;
  const router = Router();

  router.get('/afrekening', security.requireAdmin, async (_req, res) => {
    res.json(await bekijkAfrekening(ctx));
  });

  router.get('/afrekening/na-afsluiting', security.requireAdmin, async (_req, res) => {
    res.json(await bekijkKasNaAfsluiting(ctx));
  });

  router.get('/afrekening/instellingen', security.requireAdmin, async (_req, res) => {
    res.json(await ctx.store.leesAfrekeningInstellingen());
  });

  router.put('/afrekening/instellingen', security.requireAdmin, async (req, res) => {
    res.json(await bewaarAfrekeningInstellingen(ctx, parse(afrekeningInstellingenSchema, req.body ?? {})));
  });

  router.put('/afrekening/retour/:nummer', security.requireAdmin, async (req, res) => {
    const nummer = parse(verkopersnummerSchema, req.params.nummer);
    const { retour } = parse(retourBijAfgifteSchema, req.body ?? {});
    res.json(await zetRetourBijAfgifte(ctx, nummer, retour));
  });

  router.put('/afrekening/geteld/:kassaId', security.requireAdmin, async (req, res) => {
    const kassaId = parse(kassaIdSchema, req.params.kassaId);
    const { cent } = parse(geteldSchema, req.body ?? {});
    res.json(await zetGeteld(ctx, kassaId, cent));
  });

  router.put('/afrekening/regels', security.requireAdmin, async (req, res) => {
    const { soort, besluit, reden } = parse(regelsBesluitSchema, req.body ?? {});
    const door = (await security.adminOf(req))!;
    res.json(await besluitOverAlle(ctx, soort, { besluit, reden }, door));
  });

  router.put('/afrekening/regels/:bonId/:regel', security.requireAdmin, async (req, res) => {
    const sleutel = parse(bonRegelSchema, req.params);
    const keuze = parse(regelBesluitSchema, req.body ?? {});
    const door = (await security.adminOf(req))!;
    res.json(await besluitOverRegel(ctx, sleutel, keuze, door));
  });

  router.post('/afrekening/sluiten', security.requireAdmin, async (_req, res) => {
    const staat = await sluitAfrekening(ctx);
    res.json({ geslotenOp: staat.gesloten?.op ?? null });
  });

  router.get('/afrekening/export.csv', security.requireAdmin, async (_req, res) => {
    const { beurs, afrekening } = await huidigeAfrekening(ctx);
    res
      .type('text/csv; charset=utf-8')
      .attachment(`afrekening-beurs-${beurs.volgnummer}.csv`)
      .send(afrekeningCsv(afrekening));
  });

  router.get('/afrekening/enveloppen.pdf', security.requireAdmin, async (_req, res) => {
    const { beurs, afrekening } = await huidigeAfrekening(ctx);
    // Loaded on first use, not at every cold start of the function: pdf-lib is 150 modules (bench:koude-start).
    const { enveloppenPdf } = await import('../pdf/enveloppen');
    res
      .type('application/pdf')
      .attachment(`enveloppen-beurs-${beurs.volgnummer}.pdf`)
      .send(Buffer.from(await enveloppenPdf(beurs, afrekening)));
  });

  router.get('/afrekening/overzicht.pdf', security.requireAdmin, async (_req, res) => {
    const overzicht = await bekijkAfrekening(ctx);
    const { overzichtPdf } = await import('../pdf/overzicht');
    res
      .type('application/pdf')
      .attachment(`overzicht-afrekening-beurs-${overzicht.beurs.volgnummer}.pdf`)
      .send(Buffer.from(await overzichtPdf(overzicht.beurs, overzicht.afrekening, overzicht.geslotenOp)));
  });

  router.get('/mijn-gegevens/afrekening', async (req, res) => {
    res.json(await bekijkEigenAfrekening(ctx, tokenUit(req)));
  });

  return router;
}
