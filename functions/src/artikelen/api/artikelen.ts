/**
 * Items and labels: the seller's own list through their personal link, the labels PDF and its
 * alignment test page, and for the administrator the settings per fair, the overview per
 * seller, a seller's list and labels, and the CSV of all items.
 */
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { API_CACHE } from '../../platform/http/headers';
import { ongeldig, nietGevonden } from '../../kern/errors';
import { leesStart } from '../domein/labels';
import { artikelInstellingenSchema, artikelSchema } from '../domein/schemas';
import {
  alleArtikelen,
  artikelenOverzicht,
  artikelenVanVerkoper,
  bewaarArtikelInstellingen,
  labelsVanVerkoper,
} from '../usecases/beheerArtikelen';
import {
  bekijkMijnArtikelen,
  mijnLabels,
  verwijderMijnArtikel,
  voegMijnArtikelToe,
  wijzigMijnArtikel,
} from '../usecases/mijnArtikelen';
import { artikelenCsv } from './csv';
import { parse } from '../../platform/http/errors';
import { limietPerLinkEnAdres } from '../../platform/http/limits';
import type { RouteContext } from '../../platform/http/context';
import type { ArtikelenDeps } from '../deps';

export const MELDING_TE_VEEL_LABELS = (seconden: number) =>
  `Je hebt in korte tijd te vaak labels gedownload. Probeer het over ${seconden} seconden opnieuw.`;

const tokenUit = (req: Request): unknown => (req.body as { token?: unknown } | undefined)?.token ?? req.query.token;

const artikelBody = z.object({ artikel: z.looseObject({}) });

/** The item of the seller's form; a wrong field is refused naming its key in `artikel` ('prijsCent'). */
const artikelUit = (req: Request) => parse(artikelSchema, parse(artikelBody, req.body ?? {}).artikel);

function startUit(req: Request): number {
  const uitkomst = leesStart(req.query.start);
  if (!uitkomst.ok) throw ongeldig(uitkomst.fout, 'start');
  return uitkomst.start;
}

function nummerUit(tekst: string): number {
  if (!/^\d{1,4}$/.test(tekst)) throw nietGevonden('Verkoper');
  return Number(tekst);
}

function stuurPdf(res: Response, pdf: Uint8Array, bestand: string) {
  res.type('application/pdf').attachment(bestand).setHeader('Cache-Control', API_CACHE);
  res.send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}

export function artikelRoutes(ctx: RouteContext<ArtikelenDeps>) {
  const { security, clock } = ctx;
  const router = Router();

  router.get('/mijn-gegevens/artikelen', async (req, res) => {
    res.json(await bekijkMijnArtikelen(ctx, tokenUit(req)));
  });

  router.post('/mijn-gegevens/artikelen', async (req, res) => {
    res.status(201).json(await voegMijnArtikelToe(ctx, tokenUit(req), artikelUit(req)));
  });

  router.put('/mijn-gegevens/artikelen/:artikelnummer', async (req, res) => {
    res.json(await wijzigMijnArtikel(ctx, tokenUit(req), String(req.params.artikelnummer), artikelUit(req)));
  });

  router.delete('/mijn-gegevens/artikelen/:artikelnummer', async (req, res) => {
    res.json(await verwijderMijnArtikel(ctx, tokenUit(req), String(req.params.artikelnummer)));
  });

  // The labels PDF is the heaviest thing a visitor can ask for: limited per link and per address,
  // the link counted as the route reads it (tokenUit: the body's token before the query's).
  const labelsLimiet = limietPerLinkEnAdres(ctx.limieten.labels, tokenUit, MELDING_TE_VEEL_LABELS);
  router.get('/mijn-gegevens/labels.pdf', ...labelsLimiet, async (req, res) => {
    const start = startUit(req);
    const { pdf, verkopersnummer } = await mijnLabels(ctx, tokenUit(req), start);
    stuurPdf(res, pdf, `labels-${verkopersnummer}.pdf`);
  });

  /** Public: it holds nothing but the sheet's layout. */
  router.get('/artikelen/testpagina.pdf', async (_req, res) => {
    // Loaded on first use, not at every cold start of the function (bench:koude-start).
    const { testpaginaPdf } = await import('../labels/pdf');
    stuurPdf(res, await testpaginaPdf(), 'testpagina-labels.pdf');
  });

  router.get('/artikelen', security.requireAdmin, async (_req, res) => {
    res.json(await artikelenOverzicht(ctx));
  });

  router.put('/artikelen/instellingen', security.requireAdmin, async (req, res) => {
    res.json(await bewaarArtikelInstellingen(ctx, parse(artikelInstellingenSchema, req.body ?? {})));
  });

  router.get('/artikelen/export.csv', security.requireAdmin, async (_req, res) => {
    const { beurs, artikelen } = await alleArtikelen(ctx);
    res
      .type('text/csv; charset=utf-8')
      .attachment(`artikelen-${clock().toISOString().slice(0, 10)}.csv`)
      .send(artikelenCsv(artikelen, beurs.id));
  });

  router.get('/artikelen/verkopers/:nummer', security.requireAdmin, async (req, res) => {
    res.json(await artikelenVanVerkoper(ctx, nummerUit(String(req.params.nummer))));
  });

  router.get('/artikelen/verkopers/:nummer/labels.pdf', security.requireAdmin, async (req, res) => {
    const nummer = nummerUit(String(req.params.nummer));
    stuurPdf(res, await labelsVanVerkoper(ctx, nummer, startUit(req)), `labels-${nummer}.pdf`);
  });

  return router;
}
