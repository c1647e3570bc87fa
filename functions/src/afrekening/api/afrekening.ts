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
  tenaamstellingBody,
  andersBetaaldSchema,
  uitbetalingSchema,
} from '../domein/schemas';
import {
  bekijkAfrekening,
  bekijkAfrekeningVoorBeheer,
  bekijkEigenAfrekening,
  besluitOverAlle,
  besluitOverRegel,
  huidigeAfrekening,
  sluitAfrekening,
  zetGeteld,
  zetRetourBijAfgifte,
} from '../usecases/afrekening';
import { bewaarAfrekeningInstellingen, leesBeheerInstellingen } from '../usecases/instellingen';
import { bekijkKasNaAfsluiting } from '../usecases/kasNaAfsluiting';
import { markeerAndersBetaald } from '../usecases/nabetalen';
import {
  bekijkEigenUitbetaling,
  corrigeerTenaamstelling,
  giroCodesBestand,
  kiesUitbetaling,
  markeerUitbetaald,
  sepaBestand,
} from '../usecases/uitbetaling';
import { afrekeningCsv } from './csv';
import { parse } from '../../platform/http/errors';
import { limietPerLinkEnAdres } from '../../platform/http/limits';
import type { RouteContext } from '../../platform/http/context';
import type { AfrekeningDeps } from '../deps';

export const MELDING_TE_VEEL_UITBETALING = (seconden: number) =>
  `Je hebt je uitbetaling in korte tijd te vaak gewijzigd. Probeer het over ${seconden} seconden opnieuw.`;

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
    res.json(await bekijkAfrekeningVoorBeheer(ctx));
  });

  router.get('/afrekening/na-afsluiting', security.requireAdmin, async (_req, res) => {
    res.json(await bekijkKasNaAfsluiting(ctx));
  });

  router.get('/afrekening/instellingen', security.requireAdmin, async (_req, res) => {
    res.json(await leesBeheerInstellingen(ctx));
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

  // Paying sellers by bank (issue 36): the treasurer's export and mark, the closed settlement only.
  router.get('/afrekening/sepa.xml', security.requireAdmin, async (_req, res) => {
    const { bestandsnaam, xml } = await sepaBestand(ctx);
    res.type('application/xml; charset=utf-8').attachment(bestandsnaam).send(xml);
  });

  router.get('/afrekening/girocodes.pdf', security.requireAdmin, async (_req, res) => {
    const { bestandsnaam, pdf } = await giroCodesBestand(ctx);
    res.type('application/pdf').attachment(bestandsnaam).send(Buffer.from(pdf));
  });

  router.post('/afrekening/uitbetaald', security.requireAdmin, async (req, res) => {
    const door = (await security.adminOf(req))!;
    res.json(await markeerUitbetaald(ctx, door));
  });

  router.put('/afrekening/tenaamstelling/:nummer', security.requireAdmin, async (req, res) => {
    const nummer = parse(verkopersnummerSchema, req.params.nummer);
    const { tenaamstelling } = parse(tenaamstellingBody, req.body ?? {});
    const door = (await security.adminOf(req))!;
    res.json(await corrigeerTenaamstelling(ctx, nummer, tenaamstelling, door));
  });

  router.post('/afrekening/anders-betaald/:nummer', security.requireAdmin, async (req, res) => {
    const nummer = parse(verkopersnummerSchema, req.params.nummer);
    const { wijze } = parse(andersBetaaldSchema, req.body ?? {});
    const door = (await security.adminOf(req))!;
    res.json(await markeerAndersBetaald(ctx, nummer, wijze, door));
  });

  router.get('/mijn-gegevens/afrekening', async (req, res) => {
    res.json(await bekijkEigenAfrekening(ctx, tokenUit(req)));
  });

  router.get('/mijn-gegevens/uitbetaling', async (req, res) => {
    res.json(await bekijkEigenUitbetaling(ctx, tokenUit(req)));
  });

  // Each change of payout mails the seller (issue 50): without a limit a link could fill the
  // outbox and the seller's mailbox. Per link and per address.
  const uitbetalingLimiet = limietPerLinkEnAdres(
    ctx.limieten.uitbetaling,
    (req) => (req.body as { token?: unknown } | undefined)?.token,
    MELDING_TE_VEEL_UITBETALING,
  );
  router.put('/mijn-gegevens/uitbetaling', ...uitbetalingLimiet, async (req, res) => {
    const body: unknown = req.body ?? {};
    const token = (body as { token?: unknown }).token;
    res.json(await kiesUitbetaling(ctx, token, parse(uitbetalingSchema, body)));
  });

  return router;
}
