/**
 * Test harness: the real app on a real port, backed by a given store, with a cookie-keeping
 * client that sends the CSRF token like the web app does.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../app';
import type { AppDeps } from '../deps';
import { hashPassword } from '../passwords';
import type { Store } from '../../store/port';

export const ADMIN = { username: 'beheerder', password: 'een-lang-wachtwoord' };

export interface Answer<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/** A browser-like client: keeps cookies, sends X-XSRF-TOKEN on writes. */
export class Client {
  private cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
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
    const res = await fetch(this.base + path, { method, headers, body: payload });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const text = await res.text();
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

export interface Harness {
  url: string;
  store: Store;
  client(): Client;
  admin(): Promise<Client>;
  close(): Promise<void>;
}

export async function startHarness(store: Store, extra: Partial<Omit<AppDeps, 'store'>> = {}): Promise<Harness> {
  await store.saveAdmin({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) });
  const app = createApp({
    store,
    secret: async () => 'test-secret',
    config: {
      product: 'kinderkledingbeurs',
      publicUrl: 'http://localhost:8080',
      secureCookies: false,
      live: { mode: 'sse' },
    },
    log: () => undefined,
    ...extra,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    store,
    client: () => new Client(url),
    async admin() {
      const c = new Client(url);
      const ok = await c.login();
      if (ok.body !== true) throw new Error('test admin could not log in');
      return c;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
