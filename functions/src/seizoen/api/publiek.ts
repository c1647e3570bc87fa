import { Router } from 'express';
import { DomainError } from '../../kern/errors';
import type { RouteContext } from '../../platform/http/context';
import type { SeizoenDeps } from '../deps';
import type { LiveKanaal } from '../../platform/http/deps';

/** The public snapshot, its live stream, and the fair date for the product slug. */
export function publiekRoutes({ store, config }: RouteContext<SeizoenDeps>, sse: LiveKanaal | undefined) {
  const router = Router();

  router.get('/public', async (_req, res) => {
    res.json(await store.leesPubliekeStaat());
  });

  if (sse?.handle) {
    const handle = sse.handle.bind(sse);
    router.get('/live', (req, res) => handle(req, res));
  }

  router.get('/:product/nextdate', async (req, res) => {
    if (req.params.product !== config.product) {
      throw new DomainError('niet-gevonden', `Onbekend product: ${String(req.params.product).slice(0, 50)}`);
    }
    res.json((await store.leesLaatsteAflevering())?.datum ?? null);
  });

  return router;
}
