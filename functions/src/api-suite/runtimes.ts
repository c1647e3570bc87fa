/**
 * The shared API suite: the same HTTP tests against both runtimes, the way the Store contract
 * suite runs against both adapters. `npm run test:api` (scripts/api-suite.mjs, part of
 * `npm test`) starts the standalone server (`functions/lib/standalone.js`, as `npm start` runs
 * it) and the Firebase stack on the official emulators (Hosting + the `api` function + the
 * Firestore emulator), and hands their addresses to the suite in API_RUNTIMES.
 *
 * Both runtimes are long-lived and shared by every file of the suite, which run one after the
 * other and never in parallel (behind the emulator a second request at once starts a second
 * function instance, with limits and caches of its own): a test sets up the state it relies on
 * (the registration's settings, its own persons) and never assumes an empty database.
 */
import { describe } from 'node:test';
import { ADMIN, Client, loopbackAdres } from '../platform/testing/client';

export type RuntimeNaam = 'standalone' | 'firebase';

export interface Runtime {
  naam: RuntimeNaam;
  /** The site's origin: the standalone server, or the Hosting emulator. */
  url: string;
}

/** The runtimes the runner started; without the runner there are none, and the suite says so. */
export function runtimes(): Runtime[] {
  const waarde = process.env.API_RUNTIMES;
  if (!waarde) {
    throw new Error('API_RUNTIMES ontbreekt: draai de API-suite met `npm run test:api` (scripts/api-suite.mjs).');
  }
  return JSON.parse(waarde) as Runtime[];
}

/** Declares the same tests once per runtime, each in a describe named after it. */
export function opElkeRuntime(wat: string, tests: (rt: Runtime) => void): void {
  for (const rt of runtimes()) describe(`${wat} (${rt.naam})`, () => tests(rt));
}

/**
 * A visitor of the runtime. `adres` (loopbackAdres) makes it another person to the standalone
 * server; behind the Hosting emulator the function sees no address at all (firebase.ts
 * vertrouwdeHops), so there every visitor is the same one to the per-address limits.
 */
export function bezoeker(rt: Runtime, adres?: number): Client {
  return new Client(rt.url, adres === undefined ? undefined : loopbackAdres(adres));
}

const beheerders = new Map<string, Client>();

/**
 * The administrator, logged in once per runtime and file: every login counts against the
 * per-address login limit, and behind the emulator all visitors share one address.
 */
export async function beheerder(rt: Runtime): Promise<Client> {
  const bekend = beheerders.get(rt.url);
  if (bekend) return bekend;
  const client = new Client(rt.url);
  const ok = await client.login(ADMIN.username, ADMIN.password);
  if (ok.body !== true) throw new Error(`de beheerder kon niet inloggen op ${rt.naam}: ${ok.status} ${ok.text}`);
  beheerders.set(rt.url, client);
  return client;
}

/** An answer must never show a stack trace or a file path of the server. */
export const GEEN_STACK = /(\bat [\w.<>]+ \(|node_modules|\/(work|home|usr|srv)\/|[A-Z]:\\)/;
