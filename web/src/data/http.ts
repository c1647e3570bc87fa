/**
 * The one HTTP client of the web app, for its three kinds of call:
 * - the site and the management (`api`, `request`): the session cookie, and the CSRF token
 *   (cookie XSRF-TOKEN, header X-XSRF-TOKEN, the spec's default names) with every state-changing call;
 * - the till and the desks (`metToken`, data/metToken.ts): its link's token as
 *   `Authorization: Bearer`, no cookies;
 * - files (`download`, data/download.ts): a PDF or CSV saved as bytes.
 * The last two live in modules of their own: only the desks and the admin screens use them, and
 * all of this module is in every visitor's download (bench/README.md, bench:web).
 * A failed answer of any of them becomes one ApiError: the server's Dutch message, and `veld`,
 * the input field a refusal concerns (the server answers `{ message, veld? }`).
 */
import type { SessieAntwoord } from '@backend/kern/api-types';

export const ALGEMENE_FOUT = 'Er is iets foutgegaan, probeer het opnieuw';
const GEEN_VERBINDING = 'Geen verbinding met de server. Controleer je internetverbinding.';

/**
 * A failed call. `status` 0 means no network. `veld` names the input field of a refusal (400),
 * so a form shows the message at that field. A 429 says in `opnieuwNaSeconden` (its Retry-After)
 * when the server takes calls again.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly veld: string | null = null,
    readonly opnieuwNaSeconden: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The Dutch message to show for a failed call: the server's own, or a general one. */
export const foutTekst = (error: unknown) => (error instanceof ApiError ? error.message : ALGEMENE_FOUT);

/** The field a refusal is about when it is one of `velden`, else null. */
export function foutVeld<V extends string>(error: unknown, velden: readonly V[]): V | null {
  if (!(error instanceof ApiError) || error.veld === null) return null;
  return velden.find((v) => v === error.veld) ?? null;
}

let csrfFromSession = '';

/** The session answer carries the token too: Firebase Hosting passes only `__session` on. */
export const setCsrfToken = (token: string) => {
  csrfFromSession = token;
};

function csrfToken(): string {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/);
  return match ? decodeURIComponent(match[1]) : csrfFromSession;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function opnieuwNa(response: Response): number | null {
  if (response.status !== 429) return null;
  const seconden = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconden) && seconden > 0 ? seconden : 60;
}

/** Fetches, or throws ApiError: status 0 without network, the server's message and field on a refusal. */
export async function haal(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, GEEN_VERBINDING);
  }
  if (response.ok) return response;
  const data = leesJson(await response.text().catch(() => ''));
  const velden = data && typeof data === 'object' ? (data as { message?: unknown; veld?: unknown }) : {};
  throw new ApiError(
    response.status,
    typeof velden.message === 'string' ? velden.message : ALGEMENE_FOUT,
    typeof velden.veld === 'string' ? velden.veld : null,
    opnieuwNa(response),
  );
}

/** The answer's body; a connection lost (or cut off) halfway is no network, as before the answer. */
export async function lees<T>(response: Response): Promise<T> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiError(0, GEEN_VERBINDING);
  }
  return (text ? leesJson(text) : undefined) as T;
}

function leesJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  contentType: 'json' | 'text' = 'json',
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET' && !csrfToken()) {
    // A write before the app's own session request has answered (a quick visitor on a page
    // that was on the screen before its script): get the token first, or the server refuses.
    setCsrfToken((await request<SessieAntwoord>('GET', '/api/session')).csrfToken);
  }
  if (method !== 'GET') headers['X-XSRF-TOKEN'] = csrfToken();
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    headers['Content-Type'] = contentType === 'json' ? 'application/json' : 'text/plain';
    payload = contentType === 'json' ? JSON.stringify(body) : String(body);
  }
  return lees<T>(await haal(path, { method, headers, body: payload, credentials: 'same-origin' }));
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
  postText: <T>(path: string, text: string) => request<T>('POST', path, text, 'text'),
};
