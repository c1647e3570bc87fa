/**
 * The Cloud Functions entry: the same Express app as standalone, on Firestore.
 * Firebase Hosting rewrites /api (in any case) and missing /assets/ files to `api`
 * (firebase.json). Mail is delivered by the 'Trigger Email from Firestore' extension, which
 * watches the `mail` collection; the browser reads the public documents from Firestore
 * directly, so there is no live stream here.
 *
 * Environment (functions/.env or the console), all optional:
 *   FIREBASE_WEBAPP_CONFIG  JSON of the web app's Firebase config (apiKey, appId, ...), overriding
 *                           what the browser reads from Hosting's /__/firebase/init.json
 *   PRODUCT                 slug of GET /api/{product}/nextdate (default kinderkledingbeurs)
 *   PUBLIC_URL              base URL in mails (default https://<project>.web.app)
 *   ADMIN_USERNAME, ADMIN_PASSWORD  at a cold start, makes this the one administrator (seed.ts
 *                           ensureAdmin); without them a first administrator is created and its
 *                           password written to the log once
 *   SEED_DEMO               'true' fills an empty database with demo content
 *   REGISTRATIE_LIMIET, REGISTRATIE_VENSTER_MINUTEN  accepted registrations per address per
 *                           window (default 5 per 10 minutes), counted per instance
 *   TRUST_PROXY             how many X-Forwarded-For entries, counted from the right, Google's
 *                           infrastructure added (default 1; 0 under the emulators; `true` is 1,
 *                           as standalone): see vertrouwdeHops
 */
import { randomBytes } from 'node:crypto';
import type { Express, Request, Response } from 'express';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { herhaalMislukteMails } from './mail/herhalen';
import { createApp } from './app/app';
import { createLog } from './platform/log';
import { MELDING_BESTAND_BESTAAT_NIET } from './platform/http/errors';
import { leesTrustProxy, loadLimieten, STANDAARD_PRODUCT } from './platform/config';
import { ensureAdmin, seedDemo } from './seed';
import { markeerEerderGoedDoel } from './afrekening/usecases/afrekening';
import { voerBewarenUit } from './privacy/bewaren';
import { geplandWerk } from './app/gepland';
import { createFirestoreStore, type FirestoreStore } from './app/store/firestore';

const log = createLog();

/** The public address the mails link to (PUBLIC_URL, or the project's own web.app). */
function publiekAdres(env: NodeJS.ProcessEnv): string {
  const project = projectId(env);
  return (env.PUBLIC_URL || (project ? `https://${project}.web.app` : 'http://localhost:5000')).replace(/\/+$/, '');
}

/** The project id as Cloud Functions (FIREBASE_CONFIG) or the emulators (GCLOUD_PROJECT) give it. */
function projectId(env: NodeJS.ProcessEnv): string | undefined {
  try {
    const config = JSON.parse(env.FIREBASE_CONFIG ?? '{}') as { projectId?: unknown };
    if (typeof config.projectId === 'string') return config.projectId;
  } catch {
    // FIREBASE_CONFIG may also be a file name; the project id is then in GCLOUD_PROJECT.
  }
  return env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT;
}

/**
 * What the server adds to the browser's Firebase config: the browser takes the web app's config
 * from Hosting (/__/firebase/init.json, web/src/data/live-firestore.ts webAppConfig), and this
 * overrides it. FIREBASE_WEBAPP_CONFIG may hold the web app's config from the console; without it
 * only the project id is sent. Under the emulators the
 * browser is told where the Firestore emulator runs.
 */
export function webConfig(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  let parsed: unknown = {};
  if (env.FIREBASE_WEBAPP_CONFIG) {
    try {
      parsed = JSON.parse(env.FIREBASE_WEBAPP_CONFIG);
    } catch {
      throw new Error('FIREBASE_WEBAPP_CONFIG is geen geldige JSON.');
    }
  }
  const config: Record<string, string> = {};
  if (parsed && typeof parsed === 'object') {
    for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') config[key] = value;
  }
  const project = projectId(env);
  if (!config.projectId && project) config.projectId = project;
  if (env.FUNCTIONS_EMULATOR === 'true' && env.FIRESTORE_EMULATOR_HOST && !config.emulatorHost) {
    config.emulatorHost = env.FIRESTORE_EMULATOR_HOST;
  }
  return config;
}

/**
 * How many entries of X-Forwarded-For, counted from the right, were written by infrastructure
 * rather than by the client: the per-address limits (login, registration, labels) count by the
 * entry just left of those (platform/http/adres.ts), an address the client cannot choose.
 *
 * - On Cloud Functions, Google's front end appends the address it received the request from
 *   (docs: cloud.google.com/functions/docs/reference/headers, "X-Forwarded-For"); everything left
 *   of it may be the client's own. Trusting that one entry (the default, 1) keys a request that
 *   came through Hosting on the Hosting edge it passed, and one that called the function's URL
 *   directly on the caller: never on what the caller wrote. TRUST_PROXY=2 also trusts the entry
 *   the Hosting edge appends (the visitor's own address), for a deployment where every request
 *   is known to pass Hosting (docs/BEHEER.md).
 * - Under the emulators nothing appends: the Hosting emulator and the Functions emulator pass
 *   the client's X-Forwarded-For on untouched (firebase-tools lib/hosting/proxy.js) and the
 *   function is reached over a local socket without an address. Every entry is the client's, so
 *   none is trusted: all requests share one key (ONBEKEND_ADRES), never one the client picks.
 */
export function vertrouwdeHops(env: NodeJS.ProcessEnv): number {
  return leesTrustProxy(env.TRUST_PROXY, env.FUNCTIONS_EMULATOR === 'true' ? 0 : 1);
}

/**
 * Hosting sends the function only /api paths and the /assets/ files it does not have
 * (firebase.json): those answer as standalone answers a missing file, never with the app shell.
 */
function bestandBestaatNiet(_req: Request, res: Response): void {
  res.status(404).set('Cache-Control', 'no-store').json({ message: MELDING_BESTAND_BESTAAT_NIET });
}

// One store per instance, shared by the API and the scheduled job.
let storePromise: Promise<FirestoreStore> | null = null;
function getStore(): Promise<FirestoreStore> {
  storePromise ??= (async () => {
    const store = createFirestoreStore(getFirestore(initializeApp()));
    await store.init();
    return store;
  })().catch((error: unknown) => {
    storePromise = null;
    throw error;
  });
  return storePromise;
}

async function build(env: NodeJS.ProcessEnv): Promise<Express> {
  const store = await getStore();
  const admin =
    env.ADMIN_USERNAME && env.ADMIN_PASSWORD ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD } : null;
  await ensureAdmin(store, admin, log);
  await markeerEerderGoedDoel({ store, log });
  if (env.SEED_DEMO === 'true' && (await seedDemo(store, new Date()))) log('Demo-inhoud aangemaakt.');
  // Loaded once per instance; every instance shares the one in meta, so a CSRF token made by
  // one instance is accepted by the next.
  const secret = store.metaOnce('sessionSecret', () => randomBytes(32).toString('hex'));
  const app = createApp({
    store,
    secret: () => secret,
    config: {
      product: env.PRODUCT || STANDAARD_PRODUCT,
      publicUrl: publiekAdres(env),
      // The emulators serve http://127.0.0.1, where a Secure cookie is not sent back by every client.
      secureCookies: env.FUNCTIONS_EMULATOR !== 'true',
      live: { mode: 'firestore', firebase: webConfig(env) },
      trustProxy: vertrouwdeHops(env),
      limieten: loadLimieten(env),
    },
    log,
  });
  app.use(bestandBestaatNiet);
  return app;
}

// Built on the first request, not at import: deploying and tests import this module without
// credentials. A failed start is retried by the next request instead of being kept.
let app: Promise<Express> | null = null;
function getApp(): Promise<Express> {
  app ??= build(process.env).catch((error: unknown) => {
    app = null;
    throw error;
  });
  return app;
}

export const api = onRequest({ region: 'europe-west1' }, async (req, res) => {
  let express: Express;
  try {
    express = await getApp();
  } catch (error) {
    log('De API kon niet starten', error);
    res.status(503).json({ message: 'De server is even niet beschikbaar. Probeer het zo opnieuw.' });
    return;
  }
  express(req, res);
});

/**
 * The retention promise of the privacy page, daily: phone numbers erased after the fair plus
 * the grace period, persons deleted after a year without a fair (privacy/bewaren.ts). Ended
 * administrator sessions go too: the TTL policy on `sessies` typically takes up to a day.
 */
export const bewaren = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'Europe/Amsterdam', region: 'europe-west1' },
  async () => {
    await voerBewarenUit(await getStore(), new Date(), log);
  },
);

/**
 * The opening at a set time (issue 52), every minute: the switch goes on once its moment has
 * come (app/gepland.ts). The gate already counts the registration as open from the moment
 * itself, so a late or missed run changes only when the switch shows it.
 */
export const openOpTijd = onSchedule({ schedule: 'every 1 minutes', region: 'europe-west1' }, async () => {
  const store = await getStore();
  const secret = store.metaOnce('sessionSecret', () => randomBytes(32).toString('hex'));
  await geplandWerk({ store, secret: () => secret, log, publicUrl: publiekAdres(process.env) }).openOpTijd();
});

/**
 * The draw at "Loting sluit op" (issue 52 part 3), every minute: it runs once its moment has
 * come, and a draw a crash left halfway is finished by the next run (app/gepland.ts).
 */
export const lotingOpTijd = onSchedule({ schedule: 'every 1 minutes', region: 'europe-west1' }, async () => {
  const store = await getStore();
  const secret = store.metaOnce('sessionSecret', () => randomBytes(32).toString('hex'));
  await geplandWerk({ store, secret: () => secret, log, publicUrl: publiekAdres(process.env) }).trekLoting();
});

/**
 * Confirming places (issue 53), every 5 minutes: the reminders that are due, and a place whose
 * deadline came is released within 5 minutes, the reserve list promoted (app/gepland.ts). A run
 * after a missed one does what fell due; a second run finds nothing left. While nothing changed
 * and nothing fell due a run rests, reading 4 documents instead of the fair's people
 * (registratie/domein/bevestigen-rust.ts).
 */
export const bevestigenOpTijd = onSchedule({ schedule: 'every 5 minutes', region: 'europe-west1' }, async () => {
  const store = await getStore();
  const secret = store.metaOnce('sessionSecret', () => randomBytes(32).toString('hex'));
  await geplandWerk({ store, secret: () => secret, log, publicUrl: publiekAdres(process.env) }).bevestigen();
});

/**
 * The extension tries a mail once; this puts failed mails back in its queue with backoff
 * (mail/herhalen.ts), so a mail server that is down for a while loses no mail.
 */
export const mailOpnieuw = onSchedule({ schedule: 'every 5 minutes', region: 'europe-west1' }, async () => {
  await herhaalMislukteMails(await getStore(), new Date(), log);
});
