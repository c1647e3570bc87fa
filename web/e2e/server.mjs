// Starts the standalone server for the browser tests: a fresh temporary DATA_DIR (so every
// run begins with the demo content only), removed again when Playwright stops the server.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const server = join(root, 'functions', 'lib', 'standalone.js');
const dist = join(root, 'web', 'dist', 'index.html');
for (const [file, what] of [
  [server, 'de server'],
  [dist, 'de web-app'],
]) {
  if (!existsSync(file)) {
    console.error(`${file} ontbreekt: bouw eerst ${what} met 'npm run build' in de hoofdmap.`);
    process.exit(1);
  }
}

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'beurs-e2e-'));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const child = spawn(process.execPath, [server], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: join(root, 'web', 'dist'),
    SEED_DEMO: 'true',
    SMTP_URL: '',
    // Every browser of the run comes from 127.0.0.1, as no real visitors do; the limits per
    // address have their own tests (functions/src/api/limits.test.ts, standalone.limieten.test.ts).
    REGISTRATIE_LIMIET: '100000',
    LIVE_PER_ADRES: '100000',
  },
});

const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
