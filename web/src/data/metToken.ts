import { haal, lees } from './http';

/**
 * How long a device waits for an answer. On a school's Wi-Fi a request can hang without failing;
 * the till and the desks send one call after another, so one hanging call would hold back every
 * receipt and step after it. Cut off, it counts as no network and is simply sent again (the server
 * stores each receipt and step once per id, so a repeat of one that did arrive changes nothing).
 */
export const WACHT_OP_ANTWOORD_MS = 20_000;
/**
 * A whole fair at once (the till's items, a desk's sellers for offline use): a few MB on a slow
 * network, and nothing waits behind it, so it may take longer; a hanging one still ends.
 */
export const WACHT_OP_DOWNLOAD_MS = 120_000;

export interface MetTokenOpties {
  /** Extra request headers (a desk says what waits on its device). */
  koppen?: Record<string, string>;
  /** How long to wait for the whole answer, body included. */
  wachtMs?: number;
}

/** A call with a bearer token instead of cookies (the till's link), never from the HTTP cache. */
export async function metToken<T>(
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  { koppen = {}, wachtMs = WACHT_OP_ANTWOORD_MS }: MetTokenOpties = {},
): Promise<T> {
  const headers: Record<string, string> = { ...koppen, Accept: 'application/json', Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return lees<T>(
    await haal(path, {
      method,
      headers,
      body: payload,
      credentials: 'omit',
      cache: 'no-store',
      signal: tijdslimiet(wachtMs),
    }),
  );
}

/** Browsers before 2022 lack AbortSignal.timeout: they wait as long as the browser does. */
function tijdslimiet(ms: number): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined;
}
