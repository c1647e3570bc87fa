import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { adresSleutel } from '../../platform/http/adres';
import { loginSchema } from '../domein/schemas';
import { parse } from '../../platform/http/errors';
import { verifyPassword } from '../passwords';
import type { RouteContext } from '../../platform/http/context';
import type { BeheerDeps } from '../deps';

/** Failed logins per address before 429: enough for typos, too few for guessing. */
const MAX_FAILED_LOGINS = 10;
const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

export function sessieRoutes({ store, security, config }: RouteContext<BeheerDeps>) {
  const router = Router();

  router.get('/session', async (req, res) => {
    const username = await security.adminOf(req);
    res.json({ loggedIn: username !== null, username, csrfToken: await security.csrfFor(req.sid) });
  });

  router.get('/config', (_req, res) => {
    const { live, product } = config;
    res.json(
      live.mode === 'firestore' ? { live: 'firestore', firebase: live.firebase, product } : { live: 'sse', product },
    );
  });

  const loginLimiter = rateLimit({
    windowMs: FAILED_LOGIN_WINDOW_MS,
    limit: MAX_FAILED_LOGINS,
    skipSuccessfulRequests: true,
    keyGenerator: adresSleutel,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // A failed login answers 200 with `false`, so success is judged by the body.
    requestWasSuccessful: (_req, res) => res.locals.loginOk === true,
    handler: (_req, res) => {
      res.status(429).json({ message: 'Te veel mislukte inlogpogingen. Probeer het over een kwartier opnieuw.' });
    },
  });

  router.post('/login', loginLimiter, async (req, res) => {
    const { username, password } = parse(loginSchema, req.body ?? {});
    const admin = username ? await store.leesBeheerder(username.trim()) : null;
    const ok = await verifyPassword(password, admin?.passwordHash ?? null);
    if (ok && admin) await security.startSession(req, res, admin.username);
    res.locals.loginOk = ok;
    res.json(ok);
  });

  router.post('/logout', async (req, res) => {
    await security.endSession(req, res);
    res.status(204).end();
  });

  return router;
}
