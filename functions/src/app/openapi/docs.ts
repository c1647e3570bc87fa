/**
 * GET /api/docs: the API reference, rendered by Swagger UI from GET /api/openapi.json (issue 51).
 * docs/API.md keeps what a schema cannot say (the flows, the limits, where the runtimes differ);
 * each route's fields, statuses and messages are here, made from the routes' own schemas.
 *
 * Swagger UI's files come from the swagger-ui-dist package on this server, never a CDN: the page
 * works on a machine without internet, and on both runtimes (a dependency of functions/, so the
 * deployed function has it; firebase.json sends /api/** to the function). Only the two files the
 * page needs are served, not the package's demo page. The page starts Swagger UI from a script of
 * its own, so its Content-Security-Policy allows no inline script, and nothing but this origin.
 */
import { dirname, join } from 'node:path';
import { Router, type Response } from 'express';

/** Swagger UI's folder, found as Node finds the package (in the bundle of the function too). */
const MAP = dirname(require.resolve('swagger-ui-dist/package.json'));

const BESTANDEN: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/**
 * What starts Swagger UI: the document of this server; no validator (Swagger UI would send the
 * document to validator.swagger.io); "Try it out" for reads only, since a write needs the
 * session's CSRF token, which Swagger UI does not send.
 */
const START = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    supportedSubmitMethods: ['get'],
    docExpansion: 'list',
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

/**
 * Swagger UI for a phone: at 360 px a long word in a description or an example (a path, a media
 * type) ran 6 px past the screen. Words may break, and tables scroll within themselves.
 */
const STIJL = `body { margin: 0; }
.swagger-ui .wrapper { padding: 0 12px; box-sizing: border-box; }
.swagger-ui, .swagger-ui pre, .swagger-ui code, .swagger-ui td, .swagger-ui .markdown { overflow-wrap: anywhere; }
.swagger-ui table { display: block; max-width: 100%; overflow-x: auto; }
`;

const PAGINA = `<!doctype html>
<html lang="nl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API van de kinderkledingbeurs</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
    <link rel="stylesheet" href="/api/docs/pagina.css" />
  </head>
  <body>
    <main id="swagger-ui" aria-label="API-referentie"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

/**
 * Only this origin. Swagger UI sets style attributes and shows its icons as data: images;
 * 'unsafe-inline' is for styles only, never scripts.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** Swagger UI's files change only with the package: a day in any cache (the API's answers are no-store). */
const bewaarEenDag = (res: Response) => res.set('Cache-Control', 'public, max-age=86400');

export function docsRoutes(): Router {
  const router = Router();
  router.get('/docs', (_req, res) => {
    res.set('Content-Security-Policy', CSP).type('text/html; charset=utf-8').send(PAGINA);
  });
  router.get('/docs/start.js', (_req, res) => {
    bewaarEenDag(res);
    res.type('text/javascript; charset=utf-8').send(START);
  });
  router.get('/docs/pagina.css', (_req, res) => {
    bewaarEenDag(res);
    res.type('text/css; charset=utf-8').send(STIJL);
  });
  router.get('/docs/:bestand', (req, res, next) => {
    const type = Object.hasOwn(BESTANDEN, req.params.bestand) ? BESTANDEN[req.params.bestand] : undefined;
    if (!type) return next();
    bewaarEenDag(res);
    res.type(type).sendFile(join(MAP, req.params.bestand));
  });
  return router;
}
