/**
 * The browser test of the Firebase half: the site as Firebase serves it, on the emulators
 * (scripts/emulators.mjs): Hosting serves web/dist with firebase.json's headers and rewrites
 * /api/** to the `api` function, which stores in the official Firestore emulator; the browser
 * reads the public documents live from that emulator, under the site's real
 * Content-Security-Policy. Ports of its own, so a person's `npm run emulators` may run beside it.
 */
import { defineConfig, devices } from '@playwright/test';
import basis from './playwright.config';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './e2e/omgeving';

const POORTEN = { hosting: 5180, functions: 5181, firestore: 8181, hub: 4481, logging: 4581 };
// Read by e2e/omgeving.ts, in this process and in the workers it starts.
process.env.E2E_PORT = String(POORTEN.hosting);
const BASE_URL = `http://127.0.0.1:${POORTEN.hosting}`;

export default defineConfig({
  ...basis,
  testDir: './e2e-firebase',
  // The function's cold start and Firestore's round trips are slower than the standalone server.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  use: { ...basis.use, baseURL: BASE_URL },
  projects: [{ name: 'firebase', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node ../scripts/emulators.mjs --zonder-bouwen',
    url: `${BASE_URL}/api/session`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      ...Object.fromEntries(
        Object.entries(POORTEN).map(([naam, poort]) => [`EMULATOR_${naam.toUpperCase()}_PORT`, String(poort)]),
      ),
    },
  },
});
