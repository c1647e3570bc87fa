/**
 * The traffic of bench:rush (rush.ts): parents' phones as HTTP clients, each with its own
 * session and loopback address, the live streams, the rush of attempts itself, and the
 * summary of one rush. Kept apart from the rounds and the printing.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loopbackAdres } from '../functions/src/platform/testing/client';
import { ADMIN } from '../functions/src/platform/testing/server';

export const MAXIMUM = 300;
export const LIVE_CONNECTIONS = Number(process.env.LIVE ?? 500);
export const ATTEMPTS = 1000;
export const CONCURRENCY = 200;

export interface Reply {
  status: number;
  body: string;
  cookies: string[];
}

export function request(
  agent: http.Agent,
  url: string,
  method: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: text, cookies: res.headers['set-cookie'] ?? [] }),
      );
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A server closes an idle keep-alive connection (ours after 10 s, the bare one after Node's
      // 5 s); one reused at that moment is reset before the request arrives. Node's documentation
      // advises sending it again, as a browser does; on a loaded machine the set-up between two
      // uses of a connection can take that long.
      if (req.reusedSocket && error.code === 'ECONNRESET')
        request(agent, url, method, headers, body).then(resolve, reject);
      else reject(error);
    });
    req.end(body);
  });
}

/**
 * What the page does when a phone opens it (web/src/data/session.tsx and live.ts): its session,
 * then the public state. Answers the session's reply.
 */
export async function laadPagina(agent: http.Agent, base: string): Promise<Reply> {
  const sessie = await request(agent, `${base}/api/session`, 'GET', { Accept: 'application/json' });
  await request(agent, `${base}/api/public`, 'GET', { Accept: 'application/json' });
  return sessie;
}

/** A phone with the page open: the `__session` cookie and the CSRF token from GET /api/session. */
export async function visitor(agent: http.Agent, base: string) {
  const res = await laadPagina(agent, base);
  const cookie = res.cookies.map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = JSON.parse(res.body) as { csrfToken: string };
  return { Cookie: cookie, 'X-XSRF-TOKEN': csrfToken };
}

/**
 * What a phone sends to the bare server: a session cookie and CSRF token of the same form as
 * `visitor`'s, which it ignores. The same request bytes to both servers, so the phones' work
 * and Node's parsing of them are the same for both, and only what the servers do differs.
 */
export function zelfdeKoppen() {
  const token = randomBytes(32).toString('base64url');
  return { Cookie: `__session=${randomBytes(32).toString('hex')}; XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token };
}

/**
 * Logs in as the administrator and opens registration with this maximum, as the organisers do
 * before an opening: each settings path changes only its own field.
 */
export async function openInschrijving(agent: http.Agent, base: string, maximum: number) {
  const admin = await visitor(agent, base);
  const login = await request(
    agent,
    `${base}/api/login`,
    'POST',
    { ...admin, 'Content-Type': 'application/json' },
    JSON.stringify(ADMIN),
  );
  const cookie = login.cookies.map((c) => c.split(';')[0]).join('; ');
  const headers = {
    Cookie: cookie,
    'X-XSRF-TOKEN': decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)![1]),
    'Content-Type': 'application/json',
  };
  const settings = { inschrijvingGeopend: true, inschrijvingGesloten: false, maximumAantalDeelnemers: maximum };
  for (const pad of ['maximumaantaldeelnemers', 'inschrijvinggesloten', 'inschrijvinggeopend']) {
    const res = await request(agent, `${base}/api/settings/${pad}`, 'PUT', headers, JSON.stringify(settings));
    if (res.status !== 200) throw new Error(`registration could not be opened: ${res.status} ${res.body}`);
  }
}

export interface Live {
  /** Time each state frame arrived, with its active count. */
  frames: { at: number; aantalActief: number }[];
  close(): void;
}

/** One visitor's page holding the live stream; resolves once the first state has arrived. */
export function openLive(agent: http.Agent, base: string, localAddress: string): Promise<Live> {
  return new Promise((resolve, reject) => {
    const frames: Live['frames'] = [];
    const req = http.get(
      `${base}/api/live`,
      { agent, localAddress, headers: { Accept: 'text/event-stream' } },
      (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = frame.split('\n').find((l) => l.startsWith('data: '));
            if (!frame.startsWith('event: state') || !data) continue;
            frames.push({
              at: performance.now(),
              aantalActief: (JSON.parse(data.slice(6)) as { aantalActief: number }).aantalActief,
            });
            if (frames.length === 1) resolve({ frames, close: () => req.destroy() });
          }
        });
        res.on('error', () => undefined);
      },
    );
    req.on('error', (error) => (frames.length === 0 ? reject(error) : undefined));
  });
}

export interface RushResult {
  statuses: Map<number, number>;
  numbers: number[];
  latencies: number[];
  /** The latencies of the acceptances alone: the first part of the rush, and the dearer one. */
  acceptLatencies: number[];
  seconds: number;
  lastAcceptance: number;
  failures: string[];
}

/** A parent's phone: its own connection from its own address, and its session headers. */
export interface RushClient {
  agent: http.Agent;
  headers: Record<string, string>;
}

/** The n-th of CONCURRENCY phones, connecting from its own loopback address. */
export const phone = (n: number) =>
  new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: loopbackAdres(LIVE_CONNECTIONS + n) });

/**
 * ATTEMPTS registrations, CONCURRENCY at a time; client c sends attempts c, c + CONCURRENCY, ...
 * Parent i is `Ouder ${vanaf + i}`: a later run on the same database starts after the earlier ones.
 */
export async function rush(url: string, clients: RushClient[], vanaf = 0): Promise<RushResult> {
  const result: RushResult = {
    statuses: new Map(),
    numbers: [],
    latencies: [],
    acceptLatencies: [],
    seconds: 0,
    lastAcceptance: 0,
    failures: [],
  };
  const started = performance.now();
  await Promise.all(
    clients.map(async ({ agent, headers }, c) => {
      for (let i = c; i < ATTEMPTS; i += clients.length) {
        const k = vanaf + i;
        const body = JSON.stringify({ naam: `Ouder ${k}`, email: `ouder${k}@voorbeeld.nl`, telefoon: '06-12345678' });
        const sent = performance.now();
        let status = 0;
        try {
          const res = await request(
            agent,
            url,
            'POST',
            { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
            body,
          );
          status = res.status;
          if (status === 200) result.numbers.push((JSON.parse(res.body) as { nummer: number }).nummer);
          else if (status !== 409 && result.failures.length < 5)
            result.failures.push(`${status} ${res.body.slice(0, 200)}`);
        } catch (error) {
          if (result.failures.length < 5) result.failures.push(String(error));
        }
        const done = performance.now();
        result.latencies.push(done - sent);
        result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
        if (status === 200) {
          result.lastAcceptance = Math.max(result.lastAcceptance, done);
          result.acceptLatencies.push(done - sent);
        }
      }
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/**
 * CPU time a process has used so far (user + system, Linux /proc), in ms. Unlike throughput it
 * hardly depends on what else the machine is doing, so it shows the cost per registration.
 */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS = 100;

/** Now on the monotonic clock V8 stamps its profile samples with (shared by all processes), in µs. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const ms = (n: number) => `${n.toFixed(1)} ms`;

export function summarise(r: RushResult) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const errors = [...r.statuses].filter(([s]) => s !== 200 && s !== 409).reduce((n, [, c]) => n + c, 0);
  return {
    accepted: r.statuses.get(200) ?? 0,
    refused: r.statuses.get(409) ?? 0,
    distinct: new Set(r.numbers).size,
    errors,
    perSecond: ATTEMPTS / r.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    p99Accepted: percentile(
      [...r.acceptLatencies].sort((a, b) => a - b),
      99,
    ),
  };
}
