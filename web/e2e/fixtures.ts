/**
 * Helpers shared by all browser tests (public and admin): an administrator's API context,
 * settings that tests reset at their start, and logging in through the browser.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, request, test as base, type APIRequestContext, type Page } from '@playwright/test';
import type { PublicState, Registratie, Settings } from '../../functions/src/kern/types';
import type { DienstSoort } from '../../functions/src/vrijwilligers/domein/vrijwilligers';
import { ADMIN_PASSWORD, ADMIN_USERNAME, BASE_URL } from './omgeving';

export { ADMIN_PASSWORD, ADMIN_USERNAME, BASE_URL };

export interface AdminApi {
  request: APIRequestContext;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
  /** Merges into the current settings; the live stream carries the change to open pages. */
  setSettings(partial: Partial<Settings>): Promise<Settings>;
  publicState(): Promise<PublicState>;
  /** POST /api/nieuws/save takes the HTML as text/plain. */
  saveNieuws(html: string): Promise<{ tekst: string }>;
  dispose(): Promise<void>;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A logged-in API client: session cookie from GET /api/session, login, then X-XSRF-TOKEN on writes. */
export async function createAdminApi(): Promise<AdminApi> {
  const ctx = await request.newContext({ baseURL: BASE_URL });
  await json(await ctx.get('/api/session'), 'GET /api/session');
  let token = '';
  const refreshToken = async () => {
    token = (await json<{ csrfToken: string }>(await ctx.get('/api/session'), 'GET /api/session')).csrfToken;
  };
  await refreshToken();
  const ok = await json<boolean>(
    await ctx.post('/api/login', {
      data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
      headers: { 'X-XSRF-TOKEN': token },
    }),
    'POST /api/login',
  );
  if (ok !== true) throw new Error('Inloggen als beheerder mislukt');
  await refreshToken();
  const write =
    (method: 'post' | 'put' | 'delete') =>
    async <T>(path: string, body?: unknown) =>
      json<T>(
        await ctx[method](path, { data: body, headers: { 'X-XSRF-TOKEN': token } }),
        `${method.toUpperCase()} ${path}`,
      );
  const api: AdminApi = {
    request: ctx,
    get: async <T>(path: string) => json<T>(await ctx.get(path), `GET ${path}`),
    post: write('post'),
    put: write('put'),
    delete: write('delete'),
    publicState: () => api.get<PublicState>('/api/public'),
    saveNieuws: async (html) =>
      json<{ tekst: string }>(
        await ctx.post('/api/nieuws/save', {
          data: html,
          headers: { 'Content-Type': 'text/plain', 'X-XSRF-TOKEN': token },
        }),
        'POST /api/nieuws/save',
      ),
    // Each settings path changes only the field it names, so every changed field goes to its own.
    setSettings: async (partial) => {
      const { settings } = await api.publicState();
      const nieuw = { ...settings, ...partial };
      for (const veld of Object.keys(partial) as (keyof Settings)[]) {
        await api.put<Settings>(`/api/settings/${veld.toLowerCase()}`, nieuw);
      }
      return (await api.publicState()).settings;
    },
    dispose: () => ctx.dispose(),
  };
  return api;
}

/** A visitor's registration through the API, as someone else on another phone would. */
export async function registreerViaApi(naam: string, email: string): Promise<Registratie> {
  const ctx = await request.newContext({ baseURL: BASE_URL });
  try {
    const { csrfToken } = await json<{ csrfToken: string }>(await ctx.get('/api/session'), 'GET /api/session');
    return await json<Registratie>(
      await ctx.post('/api/geregistreerde/save', {
        data: { naam, email, telefoon: '' },
        headers: { 'X-XSRF-TOKEN': csrfToken },
      }),
      'POST /api/geregistreerde/save',
    );
  } finally {
    await ctx.dispose();
  }
}

/** Someone else signing up as a volunteer on their own phone. */
export async function meldAanViaApi(naam: string, email: string, diensten: DienstSoort[]) {
  const ctx = await request.newContext({ baseURL: BASE_URL });
  try {
    const { csrfToken } = (await (await ctx.get('/api/session')).json()) as { csrfToken: string };
    const res = await ctx.post('/api/vrijwilligers/aanmelden', {
      data: { naam, email, telefoon: '06-87654321', diensten },
      headers: { 'X-XSRF-TOKEN': csrfToken },
    });
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    await ctx.dispose();
  }
}

/** A full axe run of the page as it is: no violations, each named with where it is. */
export async function geenAxeFouten(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Logs in through the login page, as an administrator would. */
export async function loginInBrowser(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Gebruikersnaam').fill(ADMIN_USERNAME);
  await page.getByLabel('Wachtwoord').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Uitloggen', includeHidden: true }).first()).toBeAttached();
}

/** `test` with an `admin` fixture: a logged-in API client, disposed after the test. */
export const test = base.extend<{ admin: AdminApi }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
  admin: async ({}, use) => {
    const admin = await createAdminApi();
    await use(admin);
    await admin.dispose();
  },
});

export { expect };

/** The settings most tests start from: registration open, with room. */
export const OPEN: Settings = { inschrijvingGeopend: true, inschrijvingGesloten: false, maximumAantalDeelnemers: 250 };
