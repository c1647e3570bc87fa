/**
 * The live channel of the standalone server: Server-Sent Events carrying the whole public
 * snapshot. Changes are coalesced: however many registrations arrive, the snapshot is read
 * and serialised once per window and the same bytes are written to every connection, so the
 * fan-out cost grows with connections, not with registrations x connections.
 */
import type { Request, Response } from 'express';
import type { PublicState } from '../domain/types';

export interface SseHubOptions {
  snapshot: () => Promise<PublicState>;
  /** How long changes are gathered before one broadcast. */
  coalesceMs?: number;
  /** Comment lines that keep proxies from closing idle connections. */
  heartbeatMs?: number;
  log?: (message: string, error: unknown) => void;
}

export function createSseHub({ snapshot, coalesceMs = 50, heartbeatMs = 25_000, log }: SseHubOptions) {
  const clients = new Set<Response>();
  let last: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let flushing = false;
  let dirty = false;
  let closed = false;

  const frame = (state: PublicState) => `event: state\ndata: ${JSON.stringify(state)}\n\n`;

  async function flush() {
    timer = null;
    if (flushing) {
      dirty = true;
      return;
    }
    flushing = true;
    try {
      const message = frame(await snapshot());
      if (message !== last) {
        last = message;
        // Encoded once: written as a string, every connection would encode it again.
        const bytes = Buffer.from(message);
        for (const res of clients) res.write(bytes);
      }
    } catch (error) {
      log?.('Live-update mislukt', error);
    } finally {
      flushing = false;
      if (dirty) {
        dirty = false;
        schedule();
      }
    }
  }

  function schedule() {
    if (!timer && !closed) timer = setTimeout(flush, coalesceMs);
  }

  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': \n\n');
  }, heartbeatMs);
  heartbeat.unref();

  return {
    changed: schedule,

    async handle(req: Request, res: Response) {
      res.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
      res.write('retry: 2000\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      try {
        last ??= frame(await snapshot());
        res.write(last);
      } catch (error) {
        log?.('Live-verbinding: eerste stand niet gelezen', error);
      }
    },

    get connections() {
      return clients.size;
    },

    /** Ends every stream cleanly (graceful shutdown). */
    close() {
      closed = true;
      clearInterval(heartbeat);
      if (timer) clearTimeout(timer);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}

export type SseHub = ReturnType<typeof createSseHub>;
