import { defineConfig, devices } from '@playwright/test';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  BACKEND_PORT,
  HOME,
  HOSTNAAM,
  HTTPS_URL,
  LIVE_PER_ADRES,
  MAP,
  PORT,
  ROOT_CERT,
} from './e2e-caddy/omgeving';

/** The site behind Caddy over https (e2e-caddy/): see e2e-caddy/omgeving.ts and server.mjs. */
export default defineConfig({
  testDir: './e2e-caddy',
  globalTeardown: './e2e-caddy/opruimen.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/caddy' }]],
  use: {
    baseURL: HTTPS_URL,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Certificate errors are errors: Chromium trusts Caddy's root through the NSS db in HOME.
    ignoreHTTPSErrors: false,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Chromium on Linux reads the certificates it trusts from $HOME/.pki/nssdb.
      env: { ...process.env, HOME },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The domain points at this machine only.
        `--host-resolver-rules=MAP ${HOSTNAAM} 127.0.0.1`,
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node e2e-caddy/server.mjs',
    // The server starts last, once Caddy serves its certificate and the NSS db trusts the root.
    url: `http://127.0.0.1:${BACKEND_PORT}/api/session`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_PORT: String(PORT),
      E2E_BACKEND_PORT: String(BACKEND_PORT),
      E2E_HOSTNAAM: HOSTNAAM,
      E2E_MAP: MAP,
      E2E_HOME: HOME,
      E2E_ROOT_CERT: ROOT_CERT,
      E2E_LIVE_PER_ADRES: String(LIVE_PER_ADRES),
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
    },
  },
});
