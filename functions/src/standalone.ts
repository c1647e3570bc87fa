/**
 * The standalone server: the whole site (web/dist and /api) on one machine, on SQLite,
 * with no Google service. `npm start` runs this.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, sep } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createApp } from './app/app';
import { createLog } from './platform/log';
import { MELDING_BESTAND_BESTAAT_NIET } from './platform/http/errors';
import { loadConfig, type StandaloneConfig } from './platform/config';
import { createSseHub } from './platform/live/sse';
import { startMailDelivery } from './mail/worker';
import { startBewaarTimer } from './privacy/bewaren';
import { ensureAdmin, seedDemo } from './seed';
import { markeerEerderGoedDoel } from './afrekening/usecases/afrekening';
import { createSqliteStore } from './app/store/sqlite';
import { geplandWerk } from './app/gepland';
import { startKlok } from './platform/klok';

const log = createLog();

/** The session secret: SESSION_SECRET, or one generated once and kept in DATA_DIR. */
function loadSecret(config: StandaloneConfig): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = join(config.dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function startStandalone(config: StandaloneConfig = loadConfig()) {
  mkdirSync(config.dataDir, { recursive: true });
  const store = createSqliteStore(join(config.dataDir, 'beurs.sqlite'), { checkpointOpAchtergrond: true, log });
  await store.init();
  await ensureAdmin(store, config.admin, log);
  await markeerEerderGoedDoel({ store, log });
  if (config.seedDemo && (await seedDemo(store, new Date()))) log('Demo-inhoud aangemaakt.');
  const secret = loadSecret(config);

  const hub = createSseHub({
    snapshot: () => store.leesPubliekeStaat(),
    log,
    perAdres: config.live.perAdres,
    maximum: config.live.maximum,
  });
  const mail = startMailDelivery({ store, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  // Daily, and once now: what fell due while the server was off is done at start.
  const bewaren = startBewaarTimer({ store, log, naWijziging: () => hub.changed() });

  // The opening at a set time (issue 52): checked every few seconds and now, so a moment that
  // passed while the server was off is carried out at start. The gate counts the registration
  // as open from the moment itself; this sets the switch the pages show and sends the reminders.
  const gepland = geplandWerk({
    store,
    secret: async () => secret,
    live: hub,
    mailQueued: () => mail.kick(),
    log,
    publicUrl: config.publicUrl,
  });
  const opening = startKlok(gepland.openOpTijd, 5_000, log, 'De geplande opening');
  // The draw at "Loting sluit op" (issue 52), the same way: within seconds, and at start for a
  // moment that passed while the server was off or a draw a crash left halfway.
  const loting = startKlok(gepland.trekLoting, 5_000, log, 'De loting');
  // Confirming places (issue 53): reminders and the release at the deadline, every few seconds
  // (one read of the fair's people on SQLite) and now, so a deadline that passed while the server
  // was off is carried out at start.
  const bevestigen = startKlok(gepland.bevestigen, 5_000, log, 'Het bevestigen van plekken');

  const app = createApp({
    store,
    secret: async () => secret,
    config: {
      product: config.product,
      publicUrl: config.publicUrl,
      secureCookies: config.publicUrl.startsWith('https://'),
      live: { mode: 'sse' },
      trustProxy: config.trustProxy,
      limieten: config.limieten,
    },
    live: hub,
    mailQueued: () => mail.kick(),
    log,
  });

  // The public pages are pre-rendered at build time, one file per route (web/scripts/prerender.mjs):
  // /home is home.html, / is index.html. Every other route gets the empty shell app.html.
  const shell = join(config.webDist, 'app.html');
  if (!existsSync(shell)) log(`Let op: ${shell} ontbreekt. Bouw de web-app met 'npm run build'.`);
  app.use(
    '/assets',
    express.static(join(config.webDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  app.use(
    express.static(config.webDist, {
      extensions: ['html'],
      maxAge: '1h',
      // A page names the assets of its build: a cached old page would ask for files a new release
      // removed. The till's service worker likewise: a new release must reach the desks on their next visit.
      setHeaders: (res, path) => {
        if (path.endsWith('.html') || path.endsWith(`${sep}sw.js`)) res.set('Cache-Control', 'no-cache');
      },
    }),
  );
  // Every other GET is a route of the web app (deep links, reloads); it shows its own 404 page.
  app.get('/{*path}', (_req, res) => {
    res.set('Cache-Control', 'no-cache').sendFile(shell, (error) => {
      if (error && !res.headersSent) res.status(503).type('text').send('De website is nog niet gebouwd.');
    });
  });

  // A path outside web/dist or a malformed one: a short Dutch answer instead of Express's
  // default error page, which names the error and, outside production, shows the stack.
  app.use((error: { status?: unknown }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) log('Onverwachte fout bij een bestand', error);
    const message =
      status === 404
        ? MELDING_BESTAND_BESTAAT_NIET
        : status === 500
          ? 'Er is iets misgegaan op de server.'
          : 'Ongeldig adres.';
    res.status(status).json({ message });
  });

  // A client gets VERZOEK_TIMEOUT_SECONDEN to send a whole request, headers and body, so a
  // trickled body cannot hold a socket for minutes. The clock stops once the request is in:
  // the live streams (a GET without a body) are answers that last, and are not cut.
  const server: Server = createServer(
    {
      requestTimeout: config.verzoekTimeoutMs,
      headersTimeout: config.verzoekTimeoutMs,
      // How often Node looks for requests over time (its default is 30 s, as long as the limit).
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.verzoekTimeoutMs / 4)),
    },
    app,
  );
  // An idle kept-alive socket costs a file; a phone reuses it within seconds or not at all.
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;

  let closing: Promise<void> | null = null;
  /** Graceful: stop accepting, end live streams, let requests in flight finish, then close the database. */
  function close(): Promise<void> {
    closing ??= (async () => {
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      hub.close();
      server.closeIdleConnections();
      await done;
      await mail.stop();
      await bewaren.stop();
      await opening.stop();
      await loting.stop();
      await bevestigen.stop();
      await store.close();
    })();
    return closing;
  }

  return { server, url, port, store, hub, close };
}

if (require.main === module) {
  startStandalone()
    .then(({ url, close }) => {
      log(`Kinderkledingbeurs draait op ${url}`);
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        process.once(signal, () => {
          log(`${signal}: netjes afsluiten...`);
          const force = setTimeout(() => process.exit(1), 10_000);
          force.unref();
          close().then(
            () => process.exit(0),
            (error) => {
              log('Afsluiten mislukt', error);
              process.exit(1);
            },
          );
        });
      }
    })
    .catch((error: unknown) => {
      log('De server kon niet starten:', error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
