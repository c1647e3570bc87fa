// `npm run test:api` (part of `npm test`): the shared API suite (functions/src/api-suite/*.suite.ts)
// against both runtimes at once: the standalone server as `npm start` runs it (functions/lib,
// serving web/dist) and the Firebase stack on the official emulators (Hosting serving web/dist
// with firebase.json's headers and rewrites, the `api` function, the Firestore emulator with its
// rules). Both need the build (`npm run build`); `npm test` builds first.
//
//   npm run test:api                     every suite file
//   npm run test:api -- lichamen         only the files whose name contains 'lichamen'
//
// The suite files run one after the other against the same two servers, never in parallel (the
// emulator would start a second function instance, with limits of its own). The login limit's
// file (inloglimiet) runs last, in a run of its own: it exhausts the limit that behind the
// emulator every visitor shares.
import { spawn } from 'node:child_process';
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

/**
 * The suite's files in the order they run: every file but the login limit's in one run of the
 * test runner, then that one on its own. (The runner sorts the files it is given, so a run of all
 * of them would not keep it last.)
 */
function suiteGroepen() {
  const alle = readdirSync(suiteMap)
    .filter((naam) => naam.endsWith('.suite.ts'))
    .filter((naam) => filters.length === 0 || filters.some((f) => naam.includes(f)))
    .sort()
    .map((naam) => join('src', 'api-suite', naam));
  const laatst = alle.filter((pad) => pad.endsWith('inloglimiet.suite.ts'));
  return [alle.filter((pad) => !laatst.includes(pad)), laatst].filter((groep) => groep.length > 0);
}

/** Runs the test runner on `bestanden` and resolves with its exit status; this process's loop keeps reading the servers' output meanwhile. */
function draai(bestanden, env) {
  const kind = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      '--test-timeout=120000',
      '--test-reporter=spec',
      ...bestanden,
    ],
    { cwd: functions, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  return new Promise((resolve) => kind.once('exit', (code) => resolve(code ?? 1)));
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
const groepen = suiteGroepen();
if (groepen.length === 0) {
  console.error(`Geen suitebestanden gevonden${filters.length ? ` voor ${filters.join(', ')}` : ''}`);
  process.exit(1);
}

const gestart = [];
let status = 1;
try {
  const begin = Date.now();
  // The standalone server first: it binds a port of the system's choosing, and the emulators'
  // free ports are picked after that, so the two cannot be handed the same one.
  const standalone = await startStandalone();
  gestart.push(standalone);
  const poorten = {
    hosting: await vrijePoort(),
    functions: await vrijePoort(),
    firestore: await vrijePoort(),
    hub: await vrijePoort(),
    logging: await vrijePoort(),
  };
  const firebase = await startStack({ poorten, env: { ...ADMIN, ...LIMIETEN, SEED_DEMO: 'false' }, stdio: 'ignore' });
  gestart.push(firebase);
  console.log(
    `API-suite: standalone op ${standalone.url}, Firebase-emulators op ${firebase.url} (gestart in ${Math.round((Date.now() - begin) / 1000)} s)`,
  );
  const runtimes = [
    { naam: 'standalone', url: standalone.url },
    { naam: 'firebase', url: firebase.url },
  ];
  status = 0;
  for (const groep of groepen) {
    const uitkomst = await draai(groep, { API_RUNTIMES: JSON.stringify(runtimes) });
    if (uitkomst !== 0) status = uitkomst;
  }
} catch (error) {
  if (!(error instanceof OpstartFout)) throw error;
  console.error(`\nDe runtimes voor de API-suite konden niet starten: ${error.message}`);
} finally {
  for (const s of gestart) await s.stop();
}
process.exit(status);
