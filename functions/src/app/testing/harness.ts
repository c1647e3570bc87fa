/**
 * Test harness: the real app on a real port, backed by a given store, with the test client
 * (platform/testing/client.ts) that talks to it. It composes the whole app, so it lives in app/.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../app';
import type { AppDeps } from '../deps';
import { hashPassword } from '../../beheer/passwords';
import type { Store } from '../store/port';
import { createSqliteStore } from '../store/sqlite';
import { ADMIN, Client } from '../../platform/testing/client';

export { ADMIN, Client, csvRegels, loopbackAdres, type Answer } from '../../platform/testing/client';

export interface Harness {
  url: string;
  store: Store;
  /** A visitor; with a local address (loopbackAdres) one who is another person. */
  client(localAddress?: string): Client;
  admin(): Promise<Client>;
  /** How many answers the registration's early path wrote, before Express took the request (registratie/api/vooraan.ts). */
  vooraan(): number;
  close(): Promise<void>;
}

/** The app's configuration in tests; a test that needs other limits spreads it. */
export const TEST_CONFIG: AppDeps['config'] = {
  product: 'kinderkledingbeurs',
  publicUrl: 'http://localhost:8080',
  secureCookies: false,
  live: { mode: 'sse' },
};

export async function startHarness(store: Store, extra: Partial<Omit<AppDeps, 'store'>> = {}): Promise<Harness> {
  await store.bewaarBeheerder({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) });
  let vooraan = 0;
  const app = createApp({
    naVooraan: () => vooraan++,
    store,
    secret: async () => 'test-secret',
    config: TEST_CONFIG,
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
    client: (localAddress?: string) => new Client(url, localAddress),
    async admin() {
      const c = new Client(url);
      const ok = await c.login();
      if (ok.body !== true) throw new Error('test admin could not log in');
      return c;
    },
    vooraan: () => vooraan,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A running API for one test: the harness, a logged-in administrator, and what stops both. */
export interface Api {
  h: Harness;
  admin: Client;
  /** Closes the server and the store. */
  stop(): Promise<void>;
}

/**
 * The app on a fresh store (by default SQLite in memory), initialised, with the administrator
 * logged in: what an API test starts with, in `beforeEach(async () => ({ h, admin, stop } = await startApi()))`.
 */
export async function startApi(
  extra: Partial<Omit<AppDeps, 'store'>> = {},
  store: Store = createSqliteStore(':memory:'),
): Promise<Api> {
  const h = await startHarness(store, extra);
  await store.init();
  const admin = await h.admin();
  return {
    h,
    admin,
    async stop() {
      await h.close();
      await store.close();
    },
  };
}
