/**
 * The test client: a cookie-keeping browser that sends the CSRF token like the web app does,
 * from a loopback address of its own when a test needs distinct visitors. It knows HTTP only;
 * the app on a real port that it talks to is app/testing/harness.ts.
 */
import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';

export const ADMIN = { username: 'beheerder', password: 'een-lang-wachtwoord' };

export interface Answer<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** The n-th loopback address after 127.0.0.1 (127.0.x.y), for clients that are distinct people. */
export function loopbackAdres(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 250 * 250) throw new Error(`no loopback address number ${n}`);
  return `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

/** fetch cannot choose its source address; node:http can. Answers like fetch's Response. */
function sendFrom(
  agent: Agent,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method, headers: init.headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const headers = new Headers();
        for (const [key, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(key, v);
        }
        resolve({ status: res.statusCode ?? 0, headers, text });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/**
 * A browser-like client: keeps cookies, sends X-XSRF-TOKEN on writes. Given a local address
 * (see loopbackAdres), it connects from there, so the server sees a different visitor.
 */
export class Client {
  private cookies = new Map<string, string>();
  private agent: Agent | null;
  constructor(
    readonly base: string,
    localAddress?: string,
  ) {
    this.agent = localAddress ? new Agent({ keepAlive: true, localAddress }) : null;
  }

  /** The Cookie header this browser sends. */
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** The same browser, with its cookies, talking to a server at another address (after a restart). */
  at(base: string): Client {
    const same = new Client(base);
    same.cookies = this.cookies;
    return same;
  }

  csrf() {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
  }

  async call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    options: { contentType?: string; raw?: string; csrf?: string | null; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    if (method !== 'GET' && !this.cookies.has('__session')) await this.call('GET', '/api/session');
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const cookie = this.cookieHeader();
    if (cookie) headers.Cookie = cookie;
    const token = options.csrf === undefined ? this.csrf() : options.csrf;
    if (method !== 'GET' && token !== null) headers['X-XSRF-TOKEN'] = token;
    let payload: string | undefined;
    if (options.raw !== undefined) {
      payload = options.raw;
      headers['Content-Type'] = options.contentType ?? 'application/json';
    } else if (body !== undefined && method !== 'GET') {
      payload = JSON.stringify(body);
      headers['Content-Type'] = options.contentType ?? 'application/json';
    }
    const init = { method, headers, body: payload };
    const res = this.agent
      ? await sendFrom(this.agent, this.base + path, init)
      : await fetch(this.base + path, init).then(async (r) => ({
          status: r.status,
          headers: r.headers,
          text: await r.text(),
        }));
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const text = res.text;
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  }

  get<T = unknown>(path: string) {
    return this.call<T>('GET', path);
  }
  /** A GET whose answer is bytes (a PDF), with this client's cookies. */
  async download(path: string): Promise<{ status: number; type: string; bytes: Buffer }> {
    const res = await fetch(this.base + path, { headers: { Cookie: this.cookieHeader() } });
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  }
  post<T = unknown>(path: string, body?: unknown) {
    return this.call<T>('POST', path, body);
  }
  put<T = unknown>(path: string, body?: unknown) {
    return this.call<T>('PUT', path, body);
  }
  delete<T = unknown>(path: string) {
    return this.call<T>('DELETE', path);
  }

  async login(username = ADMIN.username, password = ADMIN.password) {
    return this.post<boolean>('/api/login', { username, password });
  }
}

/**
 * An export as Excel opens it: answered 200 as text/csv, then its lines without the byte-order
 * mark and the last line break (CSV lines end in CRLF).
 */
export async function csvRegels(client: Client, pad: string): Promise<string[]> {
  const res = await client.get(pad);
  assert.equal(res.status, 200, pad);
  assert.match(res.headers.get('content-type') ?? '', /text\/csv/, pad);
  assert.ok(res.text.endsWith('\r\n'), `${pad}: elke regel eindigt op CRLF`);
  return res.text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}
