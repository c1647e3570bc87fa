/**
 * The one HTTP client of the web app. Sends the CSRF token (cookie XSRF-TOKEN, header
 * X-XSRF-TOKEN, the spec's default names) with every state-changing call, and turns a
 * failed answer into an ApiError carrying the server's Dutch message.
 */
import type { SessieAntwoord } from '@backend/kern/api-types';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The Dutch message to show for a failed call: the server's own, or a general one. */
export const foutTekst = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Er is iets foutgegaan, probeer het opnieuw';

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
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'Geen verbinding met de server. Controleer je internetverbinding.');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : 'Er is iets foutgegaan, probeer het opnieuw';
    throw new ApiError(response.status, message);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
  postText: <T>(path: string, text: string) => request<T>('POST', path, text, 'text'),
};
