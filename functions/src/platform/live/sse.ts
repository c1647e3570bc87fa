/**
 * The live channel of the standalone server: Server-Sent Events carrying the whole public
 * snapshot. Changes are coalesced: however many registrations arrive, the snapshot is read
 * and serialised once per window and the same bytes are written to every connection, so the
 * fan-out cost grows with connections, not with registrations x connections.
 *
 * The fan-out stays off the registrations' path (issue 55). A publication waits until the
 * changes have been still for `coalesceMs`, but never longer than `maxWachtMs` after the first
 * change it carries: while the places of an opening go, one after another a fraction of a
 * millisecond apart, the 500 writes (each a system call) wait until they are gone, or go every
 * `maxWachtMs` when a fair has that many places that it lasts; the final count goes out
 * `coalesceMs` after the last place. After a publication the next waits until `rustMs` have
 * passed. And the bytes go to the connections in slices of `perSlag`, with the event loop free
 * between slices, so an attempt that arrives meanwhile is answered after one slice.
 */
import type { Request, Response } from 'express';
import type { PublicState } from '../../kern/types';
import { clientAdres } from '../http/adres';
import { API_CACHE } from '../http/headers';

export interface SseHubOptions {
  snapshot: () => Promise<PublicState>;
  /** How long the changes must have been still before a broadcast. */
  coalesceMs?: number;
  /** The longest a change waits for the others to be still. */
  maxWachtMs?: number;
  /** The least time between the starts of two broadcasts. */
  rustMs?: number;
  /** Connections written to before the event loop gets a turn. */
  perSlag?: number;
  /** Comment lines that keep proxies from closing idle connections. */
  heartbeatMs?: number;
  log?: (message: string, error: unknown) => void;
  /** Streams per client address (req.ip, so behind a trusted proxy the visitor's). */
  perAdres?: number;
  /** Streams in all: each holds a socket, and open files are finite. */
  maximum?: number;
}

export const MELDING_TE_VEEL_STREAMS_ADRES =
  'Vanaf dit adres staan al te veel pagina’s open die de beurs live volgen. Sluit er een paar en probeer het opnieuw.';
export const MELDING_TE_VEEL_STREAMS =
  'Er volgen op dit moment te veel bezoekers de beurs live. We proberen het zo automatisch opnieuw.';
/** Seconds a refused browser is asked to wait; the live hook adds its own backoff and jitter. */
const OPNIEUW_NA_S = { adres: 30, totaal: 10 };

export function createSseHub({
  snapshot,
  // Still for 150 ms: the places of an opening are given in batches (platform/sqlite/groepscommit.ts)
  // that can lie 50 ms apart while the server is busiest, and with 50 ms a publication fell between
  // two of them (bench/README.md).
  coalesceMs = 150,
  maxWachtMs = 400,
  rustMs = 150,
  perSlag = 200,
  heartbeatMs = 25_000,
  log,
  perAdres = 20,
  maximum = 5000,
}: SseHubOptions) {
  const clients = new Set<Response>();
  const perAdresOpen = new Map<string, number>();
  let last: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let flushing = false;
  let closed = false;
  /** When the last broadcast started (performance.now()), for rustMs. */
  let vorige = -Infinity;
  /**
   * The first and the last change not yet broadcast (performance.now()); null when there is none.
   * A change during a broadcast is kept here too, and armed for when that broadcast is done.
   */
  let eerste: number | null = null;
  let laatste = -Infinity;

  const frame = (state: PublicState) => `event: state\ndata: ${JSON.stringify(state)}\n\n`;

  /** When the changes so far may go out: still for coalesceMs, or waited maxWachtMs, and rustMs after the last. */
  const wanneer = () => Math.max(vorige + rustMs, Math.min(laatste + coalesceMs, (eerste ?? laatste) + maxWachtMs));

  /** A timer for the changes not yet broadcast, unless one runs, a broadcast is being written, or there are none. */
  function arm() {
    if (timer || flushing || closed || eerste === null) return;
    timer = setTimeout(flush, wanneer() - performance.now());
  }

  async function flush() {
    timer = null;
    // Changes came while this timer ran: it is armed again rather than on every change.
    const nu = performance.now();
    if (nu < wanneer()) {
      timer = setTimeout(flush, wanneer() - nu);
      return;
    }
    eerste = null;
    flushing = true;
    vorige = nu;
    try {
      const message = frame(await snapshot());
      if (message !== last) {
        last = message;
        // Encoded once: written as a string, every connection would encode it again. The
        // connections as they are now: one that opens meanwhile gets `last` itself.
        const bytes = Buffer.from(message);
        const lijst = [...clients];
        for (let i = 0; i < lijst.length; i += perSlag) {
          if (i > 0) await new Promise((r) => setImmediate(r));
          for (const res of lijst.slice(i, i + perSlag)) if (clients.has(res)) res.write(bytes);
        }
      }
    } catch (error) {
      log?.('Live-update mislukt', error);
    } finally {
      flushing = false;
      arm();
    }
  }

  function schedule() {
    if (closed) return;
    laatste = performance.now();
    eerste ??= laatste;
    arm();
  }

  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': \n\n');
  }, heartbeatMs);
  heartbeat.unref();

  return {
    changed: schedule,

    async handle(req: Request, res: Response) {
      const adres = clientAdres(req);
      const open = perAdresOpen.get(adres) ?? 0;
      if (clients.size >= maximum || open >= perAdres) {
        const totaal = clients.size >= maximum;
        res
          .status(totaal ? 503 : 429)
          .set('Retry-After', String(totaal ? OPNIEUW_NA_S.totaal : OPNIEUW_NA_S.adres))
          .json({ message: totaal ? MELDING_TE_VEEL_STREAMS : MELDING_TE_VEEL_STREAMS_ADRES });
        return;
      }
      perAdresOpen.set(adres, open + 1);
      // Not chunked: the stream ends only when the connection does, so the body needs no framing,
      // and each frame is then one write to the socket, where chunked encoding made it four
      // buffers joined on the next tick (the fan-out writes to every connection: issue 55).
      // Node then answers `Connection: close`, which is what a stream's end means anyway.
      res.useChunkedEncodingByDefault = false;
      res.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': API_CACHE,
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
      res.write('retry: 2000\n\n');
      clients.add(res);
      req.on('close', () => {
        clients.delete(res);
        const over = (perAdresOpen.get(adres) ?? 1) - 1;
        if (over > 0) perAdresOpen.set(adres, over);
        else perAdresOpen.delete(adres);
      });
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
      perAdresOpen.clear();
    },
  };
}

export type SseHub = ReturnType<typeof createSseHub>;
