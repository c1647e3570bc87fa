import { haal, lees } from './http';

/** A call with a bearer token instead of cookies (the till's link), never from the HTTP cache. */
export async function metToken<T>(
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = { ...extra, Accept: 'application/json', Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return lees<T>(await haal(path, { method, headers, body: payload, credentials: 'omit', cache: 'no-store' }));
}
