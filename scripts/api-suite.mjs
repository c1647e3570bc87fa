// `npm run test:api` (part of `npm test`): the shared API suite (functions/src/api-suite/*.suite.ts)
// against both runtimes at once: the standalone server as `npm start` runs it (functions/lib,
// serving web/dist) and the Firebase stack on the official emulators (Hosting serving web/dist
// with firebase.json's headers and rewrites, the `api` function, the Firestore emulator with its
// rules). Both need the build (`npm run build`); `npm test` builds first.
//
//   npm run test:api                     every suite file
//   npm run test:api -- lichamen         only the files whose name contains 'lichamen'
//
// The suite files run one after the other against the same two servers; the last file is the
// one that exhausts the login limit (inloglimiet), which behind the emulator every visitor shares.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpstartFout, root, startStack, vrijePoort } from './firebase-emulators.mjs';
// Run through tsx (package.json test:api): the standalone server is started by the same helper as
// the tests' and benchmarks' (functions/src/platform/testing/server.ts), with the same administrator.
// Required as CommonJS, as the functions package is: there its __dirname holds.
const { ADMIN: BEHEERDER, startServerProcess } = createRequire(import.meta.url)(
  '../functions/src/platform/testing/server.ts',
);

const functions = join(root, 'functions');
const suiteMap = join(functions, 'src', 'api-suite');
const filters = process.argv.slice(2);

const ADMIN = { ADMIN_USERNAME: BEHEERDER.username, ADMIN_PASSWORD: BEHEERDER.password };

/**
 * The same limits on both runtimes. Behind the emulator the function sees no client address, so
 * every visitor of the suite shares one allowance: the registration and labels limits are raised
 * for the suite (their counting is tested on its own, functions/src/standalone.limieten.test.ts);
 * the login limit keeps its default, which the suite's last file proves on both.
 */
const LIMIETEN = { REGISTRATIE_LIMIET: '1000', LABELS_PER_ADRES_PER_MINUUT: '1000' };

/** The suite's files, the login limit last. */
function suiteBestanden() {
  const alle = readdirSync(suiteMap)
    .filter((naam) => naam.endsWith('.suite.ts'))
    .filter((naam) => filters.length === 0 || filters.some((f) => naam.includes(f)))
    .sort((a, b) => Number(a.startsWith('inloglimiet')) - Number(b.startsWith('inloglimiet')) || a.localeCompare(b));
  return alle.map((naam) => join('src', 'api-suite', naam));
}

/** The standalone server as `npm start` runs it (functions/lib), with an empty database of its own. */
async function startStandalone() {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-suite-'));
  const server = await startServerProcess({
    dataDir,
    script: 'lib/standalone.js',
    env: { WEB_DIST: join(root, 'web', 'dist'), ...LIMIETEN },
  });
  const stop = async () => {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: server.url, stop };
}

const ontbreekt = ['functions/lib/standalone.js', 'functions/lib/firebase.js', 'web/dist/app.html'].filter(
  (pad) => !existsSync(join(root, pad)),
);
if (ontbreekt.length > 0) {
  console.error(`De API-suite heeft de build nodig (npm run build); ontbreekt: ${ontbreekt.join(', ')}`);
  process.exit(1);
}
const bestanden = suiteBestanden();
if (bestanden.length === 0) {
  console.error(`Geen suitebestanden gevonden${filters.length ? ` voor ${filters.join(', ')}` : ''}`);
  process.exit(1);
}

const gestart = [];
let status = 1;
try {
  const poorten = {
    hosting: await vrijePoort(),
    functions: await vrijePoort(),
    firestore: await vrijePoort(),
    hub: await vrijePoort(),
    logging: await vrijePoort(),
  };
  const begin = Date.now();
  const uitkomsten = await Promise.allSettled([
    startStandalone(),
    startStack({ poorten, env: { ...ADMIN, ...LIMIETEN, SEED_DEMO: 'false' }, stdio: 'ignore' }),
  ]);
  for (const u of uitkomsten) if (u.status === 'fulfilled') gestart.push(u.value);
  const mislukt = uitkomsten.find((u) => u.status === 'rejected');
  if (mislukt) throw mislukt.reason;
  const [standalone, firebase] = gestart;
  console.log(
    `API-suite: standalone op ${standalone.url}, Firebase-emulators op ${firebase.url} (gestart in ${Math.round((Date.now() - begin) / 1000)} s)`,
  );
  const runtimes = [
    { naam: 'standalone', url: standalone.url },
    { naam: 'firebase', url: firebase.url },
  ];
  const resultaat = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...bestanden],
    { cwd: functions, stdio: 'inherit', env: { ...process.env, API_RUNTIMES: JSON.stringify(runtimes) } },
  );
  status = resultaat.status ?? 1;
} catch (error) {
  if (!(error instanceof OpstartFout)) throw error;
  console.error(`\nDe runtimes voor de API-suite konden niet starten: ${error.message}`);
} finally {
  for (const s of gestart) await s.stop();
}
process.exit(status);
