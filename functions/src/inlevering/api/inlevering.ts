/**
 * Drop-off (/inleveren) and pick-up (/ophalen). The same routes twice: for the administrator
 * (session and CSRF, under /api) and for a desk whose task is drop-off or pick-up (its link's
 * token as `Authorization: Bearer`, under /api/balie, mounted before the CSRF check like the
 * till). A desk only reaches its own task's routes and steps, and sees numbers, first names and
 * items, never an address.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { nietHerkend } from '../../kern/errors';
import type { KassaTaak } from '../../kassa/domein';
import { kassaContactSchema, kassaVanLink, MELDING_KASSA_LINK_ONGELDIG } from '../../kassa';
import type { RouteContext } from '../../platform/http/context';
import type { InleveringDeps } from '../deps';
import { parse } from '../../platform/http/errors';
import { kortBewaard, type KortBewaard } from '../../platform/kort-bewaard';
import { OUDSTE_WACHTEND_HEADER, WACHTEND_HEADER } from '../domein/balie';
import { nummerSchema, stappenSchema } from '../domein/schemas';
import type { InleverVoortgang, OphaalVoortgang } from '../domein/voortgang';
import { inleveringVoorBalie, type Inlevering } from '../domein/inlevering';
import { bekijkBeursdag } from '../usecases/beursdag';
import { bekijkInleverVoortgang, verkoperBijInleveren, verkopersBijInleveren } from '../usecases/inleveren';
import { bekijkOphaalVoortgang, restNaarGoedDoel, verkoperBijOphalen, verkopersBijOphalen } from '../usecases/ophalen';
import { BEHEERDER_MAG, INLEVERBALIE_MAG, OPHAALBALIE_MAG, zetStappen, type Stap, type Wie } from '../usecases/stappen';

declare module 'express-serve-static-core' {
  interface Request {
    balie?: Wie;
  }
}

const bearer = (req: Request) => /^Bearer ([A-Za-z0-9_.-]{1,500})$/.exec(req.get('authorization') ?? '')?.[1];

/** What waits on the desk's device by its headers; none sent reads as nothing waiting. */
const wachtrijVan = (req: Request) => {
  const wachtend = req.get(WACHTEND_HEADER);
  return parse(kassaContactSchema, {
    wachtend: wachtend === undefined ? 0 : /^\d{1,7}$/.test(wachtend) ? Number(wachtend) : wachtend,
    oudsteWachtend: req.get(OUDSTE_WACHTEND_HEADER) ?? null,
  });
};

/** Every screen of the evening polls the same progress: computed at most once per 2 s. */
const VOORTGANG_MS = 2_000;

/**
 * The progress, shared by the desks' and the administrator's routes of one app: computed at most
 * once per 2 s however many screens poll, and afresh after any step changed something.
 */
const voortgangVan = new WeakMap<
  RouteContext,
  { inleveren: KortBewaard<InleverVoortgang>; ophalen: KortBewaard<OphaalVoortgang> }
>();
function voortgang(ctx: RouteContext<InleveringDeps>) {
  let v = voortgangVan.get(ctx);
  if (!v) {
    // Wall-clock time, not the business clock (tests fix that one): this is about load, not dates.
    const nu = () => Date.now();
    v = {
      inleveren: kortBewaard(VOORTGANG_MS, nu, () => bekijkInleverVoortgang(ctx)),
      ophalen: kortBewaard(VOORTGANG_MS, nu, () => bekijkOphaalVoortgang(ctx)),
    };
    voortgangVan.set(ctx, v);
  }
  return v;
}

/**
 * The sellers' records in an answer (one seller, the fair's, a sending's outcomes), as who asks
 * may see them: a desk sees the names of its fair's desks and no administrator's login name; the
 * administrator sees everything.
 */
async function voorWieVraagt<T extends { inlevering: Inlevering | null }>(
  ctx: RouteContext<InleveringDeps>,
  req: Request,
  lijst: T[],
) {
  const afleveringId = req.balie?.balieVan;
  if (afleveringId === undefined) return lijst;
  // The fair's desk names, read once per request however many records the answer holds.
  const balies = new Set((await ctx.store.leesKassas(afleveringId)).map((k) => k.naam));
  return lijst.map((v) => (v.inlevering ? { ...v, inlevering: inleveringVoorBalie(v.inlevering, balies) } : v));
}

/** A desk's device opens sellers under its own limit per minute; the administrator has none. */
const perMinuut = (ctx: RouteContext<InleveringDeps>, req: Request) => {
  if (req.balie?.kassaId !== undefined) ctx.kassaLimiet.openVerkoper(req.balie.kassaId, ctx.clock());
};

/** The routes of one task; `wie` is set by the router that mounts them. */
function taakRoutes(ctx: RouteContext<InleveringDeps>, taak: Exclude<KassaTaak, 'verkopen'>) {
  const router = Router();
  const bewaard = voortgang(ctx);
  if (taak === 'inleveren') {
    router.get('/inlevering/verkopers', async (req, res) => {
      perMinuut(ctx, req);
      res.json({ verkopers: await voorWieVraagt(ctx, req, await verkopersBijInleveren(ctx)) });
    });
    router.get('/inlevering/verkopers/:nummer', async (req, res) => {
      perMinuut(ctx, req);
      const verkoper = await verkoperBijInleveren(
        ctx,
        parse(nummerSchema, req.params.nummer),
        req.balie?.balieVan !== undefined,
      );
      res.json((await voorWieVraagt(ctx, req, [verkoper]))[0]);
    });
    router.get('/inlevering/voortgang', async (_req, res) => {
      res.json(await bewaard.inleveren.haal());
    });
  } else {
    router.get('/ophalen/verkopers', async (req, res) => {
      perMinuut(ctx, req);
      const lijst = await verkopersBijOphalen(ctx, req.balie?.balieVan !== undefined);
      res.json({ verkopers: await voorWieVraagt(ctx, req, lijst) });
    });
    router.get('/ophalen/verkopers/:nummer', async (req, res) => {
      perMinuut(ctx, req);
      const verkoper = await verkoperBijOphalen(
        ctx,
        parse(nummerSchema, req.params.nummer),
        req.balie?.balieVan !== undefined,
      );
      res.json((await voorWieVraagt(ctx, req, [verkoper]))[0]);
    });
    router.get('/ophalen/voortgang', async (_req, res) => {
      res.json(await bewaard.ophalen.haal());
    });
  }
  const basis = taak === 'inleveren' ? '/inlevering' : '/ophalen';
  // Who this is: the desk's name (or the administrator's), for the screen's heading.
  router.get(`${basis}/balie`, (req, res) => {
    res.json({ naam: req.balie!.door, taak });
  });
  router.post(`${basis}/stappen`, async (req, res) => {
    const { stappen } = parse(stappenSchema, req.body ?? {});
    const antwoord = await zetStappen(ctx, req.balie!, stappen as Stap[]);
    if (antwoord.uitkomsten.some((u) => u.gewijzigd)) {
      bewaard.inleveren.vergeet();
      bewaard.ophalen.vergeet();
    }
    res.json({ uitkomsten: await voorWieVraagt(ctx, req, antwoord.uitkomsten) });
  });
  return router;
}

/** A desk's device: /api/balie/inlevering/… or /api/balie/ophalen/…, by its task. */
export function balieApparaatRoutes(ctx: RouteContext<InleveringDeps>) {
  const router = Router();
  const alsBalie =
    (taak: 'inleveren' | 'ophalen'): RequestHandler =>
    async (req, _res, next) => {
      const token = bearer(req);
      if (!token) throw nietHerkend(MELDING_KASSA_LINK_ONGELDIG);
      const kassa = await kassaVanLink(ctx, token, taak);
      req.balie = {
        door: kassa.naam,
        mag: taak === 'inleveren' ? INLEVERBALIE_MAG : OPHAALBALIE_MAG,
        balieVan: kassa.afleveringId,
        kassaId: kassa.id,
      };
      // The desk's own call is its heartbeat too: the organisers see its last contact and what
      // waits on it (/beursdag). One small write to the desk's own row or document; awaited, so
      // nothing writes after an answer.
      const { wachtend, oudsteWachtend } = wachtrijVan(req);
      await ctx.store.meldKassaContact(kassa.id, ctx.clock(), wachtend, oudsteWachtend);
      next();
    };
  router.use('/inlevering', alsBalie('inleveren'));
  router.use('/ophalen', alsBalie('ophalen'));
  router.use(taakRoutes(ctx, 'inleveren'));
  router.use(taakRoutes(ctx, 'ophalen'));
  return router;
}

/** The administrator: both tasks, and the end of pick-up. */
export function inleverBeheerRoutes(ctx: RouteContext<InleveringDeps>) {
  const { security } = ctx;
  const router = Router();
  const alsBeheerder: RequestHandler = async (req, _res, next) => {
    req.balie = { door: (await security.adminOf(req))!, mag: BEHEERDER_MAG };
    next();
  };
  router.use(['/inlevering', '/ophalen'], security.requireAdmin, alsBeheerder);
  router.use(taakRoutes(ctx, 'inleveren'));
  router.use(taakRoutes(ctx, 'ophalen'));
  router.get('/beursdag', security.requireAdmin, async (_req, res) => {
    res.json(await bekijkBeursdag(ctx));
  });
  router.post('/ophalen/rest-naar-goed-doel', async (req, res) => {
    const uitkomst = await restNaarGoedDoel(ctx, req.balie!.door);
    voortgang(ctx).ophalen.vergeet();
    res.json(uitkomst);
  });
  return router;
}
