/**
 * createApp(deps): the one Express app behind /api, for both runtimes. Listening is the
 * caller's business (standalone.ts listens, firebase.ts wraps it in onRequest, tests use
 * port 0 or supertest).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { AppDeps } from './deps';
import type { RouteContext } from '../platform/http/context';
import { apiNotFound, errorHandler, schrijfFout } from '../platform/http/errors';
import { API_CACHE, FIRESTORE_CONNECT, isApiPad } from '../platform/http/headers';
import { createSecurity } from '../platform/http/security';
import { loadLimieten } from '../platform/config';
import { privacyRoutes } from '../privacy/api/privacy';
import { createKassaLimiet } from '../kassa/limiet';
import { createKassaTokens, type KassaTokens } from '../kassa/token';
import { createLabelsCache } from '../artikelen/labels/cache';
import { kassaApparaatRoutes, kassaBeheerRoutes } from '../kassa/api/kassa';
import { balieApparaatRoutes, inleverBeheerRoutes } from '../inlevering/api/inlevering';
import { gereedschapUit, type UseCaseDeps } from './deps';
import { afleveringRoutes } from '../seizoen/api/afleveringen';
import { artikelRoutes } from '../artikelen/api/artikelen';
import { afrekeningRoutes } from '../afrekening/api/afrekening';
import { beursRoutes } from '../seizoen/api/beurs';
import { deelnemerRoutes, REGISTRATIE_PAD, registratieRoutes } from '../registratie/api/deelnemers';
import { vooraan } from '../registratie/api/vooraan';
import { docsRoutes } from './openapi/docs';
import { jsonLezer } from '../platform/http/lichaam';
import { instellingenRoutes } from '../voorbereiding/api/instellingen';
import { toewijzingRoutes } from '../voorbereiding/api/toewijzing';
import { checklistRoutes } from '../voorbereiding/api/checklist';
import { mailRoutes } from '../mail/api/mail';
import { nieuwsRoutes } from '../nieuws/api/nieuws';
import { publiekRoutes } from '../seizoen/api/publiek';
import { reservelijstRoutes } from '../registratie/api/reservelijst';
import { bevestigenRoutes } from '../registratie/api/bevestigen';
import { sessieRoutes } from '../beheer/api/sessie';
import { vrijwilligerRoutes } from '../vrijwilligers/api/vrijwilligers';

/**
 * The inline script of the pre-rendered pages (web/scripts/prerender.mjs) that loads the app
 * after the first paint, allowed by its SHA-256. firebase.json has the same; the build fails
 * when the script no longer matches it.
 */
export const LAADSCRIPT_HASH = "'sha256-RiJUSsWaxcaahBy/SfU4aL7ALoeAVMHQ3HYRA0fpki8='";

/** The path of a request's URL as Express reads it (the part before the query), for an exact comparison. */
function padVan(url: string | undefined): string {
  const url_ = url ?? '';
  const vraag = url_.indexOf('?');
  return vraag < 0 ? url_ : url_.slice(0, vraag);
}

/** Express's own dispatch (`app.handle`, which its types leave out). */
type MetHandle = Express & {
  handle(req: IncomingMessage, res: ServerResponse, done?: (error?: unknown) => void): void;
};

export function createApp(deps: AppDeps): Express {
  const { store, config } = deps;
  const gereedschap = gereedschapUit(deps, config.publicUrl);
  const { clock, log } = gereedschap;
  let kassaTokens: Promise<KassaTokens> | null = null;
  const limieten = config.limieten ?? loadLimieten({});
  const security = createSecurity({ store, secret: deps.secret, secureCookies: config.secureCookies, clock });

  const ctx: RouteContext<UseCaseDeps> = {
    ...gereedschap,
    security,
    config,
    kassaTokens: () => (kassaTokens ??= deps.secret().then(createKassaTokens)),
    kassaLimiet: createKassaLimiet(limieten.kassa),
    labelsCache: createLabelsCache(),
    limieten,
    publicUrl: config.publicUrl,
  };

  const app = express() as MetHandle;
  app.disable('x-powered-by');
  // API answers are no-store, so an ETag (a SHA-1 of every body) is never used; the static
  // files get theirs from express.static, which does not depend on this setting.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy ?? false);
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // 'wasm-unsafe-eval' lets the till's barcode reader (zxing-wasm, served from this
        // origin) compile its WebAssembly; it allows no eval of JavaScript.
        // LAADSCRIPT_HASH: the one inline script, in the pre-rendered pages.
        'script-src': ["'self'", "'wasm-unsafe-eval'", LAADSCRIPT_HASH],
        // MUI (emotion) injects its styles at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'", ...(config.live.mode === 'firestore' ? [FIRESTORE_CONNECT] : [])],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': config.secureCookies ? [] : null,
      },
    },
  });
  const fouten = errorHandler(log);
  // What every /api request passes first, in this order, before its route's own steps.
  const apiKoppen: RequestHandler = (_req, res, next) => {
    res.set({ 'Cache-Control': API_CACHE, 'X-Content-Type-Options': 'nosniff' });
    // The Functions emulator's runtime wraps this app in an Express of its own that announces
    // itself before this app runs (functions-framework on Cloud Functions does not); standalone
    // nothing has set it.
    res.removeHeader('X-Powered-By');
    next();
  };
  const voorwerk: RequestHandler[] = [apiKoppen, cookieParser(), security.session];
  // The body as JSON, for every route that does not read it itself (after its own guards). None of
  // the steps before it looks at the body.
  const json = jsonLezer();
  const registratiePad = `/api${REGISTRATIE_PAD}`;

  // Before all of it, before Express even sets up the request, the registration's early path
  // (registratie/api/vooraan.ts): at the opening rush nearly every request is a known visitor's
  // attempt at it, answered there with the route's own steps on the bare request. Everything
  // else, and every other spelling of the path, goes to Express as ever.
  const vooraanPad = vooraan(
    ctx,
    () => app.get('trust proxy fn') as (adres: string, hop: number) => boolean,
    deps.naVooraan,
  );
  const metExpress = app.handle.bind(app);
  app.handle = (req, res, done) => {
    if (req.method !== 'POST' || padVan(req.url) !== registratiePad) return metExpress(req, res, done);
    vooraanPad(req, res).then(
      (beantwoord) => {
        if (!beantwoord) metExpress(req, res, done);
      },
      // Writing the answer itself failed: answered as the error handler would, or the connection closed.
      (fout: unknown) => {
        try {
          if (res.headersSent) res.destroy();
          else schrijfFout(res, fout, log);
        } catch {
          res.destroy();
        }
      },
    );
  };
  // API answers are JSON that no browser renders as a page: they need nosniff, not the page
  // policies, and a dozen fewer headers per answer is measurable at the rush (bench/rush.ts).
  app.use((req, res, next) => (isApiPad(req.path) ? next() : pageHeaders(req, res, next)));
  // Event streams must not be buffered by compression. Judged by the answer's type: inside
  // the /api router req.path is '/live', so a path test here never matched.
  const compress = compression({
    filter: (req, res) =>
      !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
  });
  // Only reads answer with anything worth compressing; the answers to writes are a few bytes,
  // and skipping the wrapper for them is measurable at the registration rush (bench/rush.ts).
  app.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? compress(req, res, next) : next()));

  const apiRouter = express.Router();
  apiRouter.use(...voorwerk);
  // A desk's device authenticates with its link's token in the Authorization header, which a
  // browser never adds by itself: no CSRF risk, and no session cookie needed. These routes
  // accept nothing else, and nothing after this line accepts the desk's token.
  apiRouter.use('/kassa', json, kassaApparaatRoutes(ctx));
  apiRouter.use('/balie', json, balieApparaatRoutes(ctx));
  apiRouter.use(security.csrf);
  // Right after the CSRF check: the registration reads its body itself, after its door.
  apiRouter.use(registratieRoutes(ctx));
  apiRouter.use(json);
  apiRouter.use(sessieRoutes(ctx));
  apiRouter.use(instellingenRoutes(ctx));
  apiRouter.use(toewijzingRoutes(ctx));
  apiRouter.use(deelnemerRoutes(ctx));
  apiRouter.use(afleveringRoutes(ctx));
  apiRouter.use(checklistRoutes(ctx));
  apiRouter.use(nieuwsRoutes(ctx));
  apiRouter.use(beursRoutes(ctx));
  apiRouter.use(mailRoutes(ctx));
  apiRouter.use(privacyRoutes(ctx));
  apiRouter.use(reservelijstRoutes(ctx));
  apiRouter.use(bevestigenRoutes(ctx));
  apiRouter.use(afrekeningRoutes(ctx));
  apiRouter.use(vrijwilligerRoutes(ctx));
  apiRouter.use(artikelRoutes(ctx));
  apiRouter.use(kassaBeheerRoutes(ctx));
  apiRouter.use(inleverBeheerRoutes(ctx));
  apiRouter.use(publiekRoutes(ctx, deps.live));
  // The API reference, built from the routes' own schemas (app/openapi), on first request.
  let openApi: Promise<string> | undefined;
  apiRouter.get('/openapi.json', async (_req, res) => {
    openApi ??= import('./openapi/document').then((d) => JSON.stringify(d.openApiDocument()));
    res.type('application/json').send(await openApi);
  });
  // Those routes rendered for people, with Swagger UI from this server (app/openapi/docs.ts).
  apiRouter.use(docsRoutes());
  apiRouter.use(apiNotFound);
  apiRouter.use(fouten);

  app.use('/api', apiRouter);
  return app;
}
