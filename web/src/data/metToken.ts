import { haal, lees } from './http';

/**
 * How long a device waits for an answer. On a school's Wi-Fi a request can hang without failing;
 * the till and the desks send one call after another, so one hanging call would hold back every
 * receipt and step after it. Cut off, it counts as no network and is simply sent again (the server
 * stores each receipt and step once per id, so a repeat of one that did arrive changes nothing).
 */
export const WACHT_OP_ANTWOORD_MS = 20_000;

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
  return lees<T>(
    await haal(path, { method, headers, body: payload, credentials: 'omit', cache: 'no-store', signal: tijdslimiet() }),
  );
}

/** Browsers before 2022 lack AbortSignal.timeout: they wait as long as the browser does. */
function tijdslimiet(): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(WACHT_OP_ANTWOORD_MS) : undefined;
}
