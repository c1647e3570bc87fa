// `npm test`: every test, in order: types, lint, the boundaries and import cycles
// (.dependency-cruiser.cjs), the backend (node:test) on SQLite and the
// in-process Firestore stand-in, the web app's unit tests (node:test: the till's logic), the
// Firestore parts again on the official Firestore emulator (transactions isolated, rules
// enforced), then the web app is built, every benchmark runs once with its smallest settings
// (scripts/bench-rook.mjs), the shared API suite runs against both runtimes (the
// standalone server and the Firebase emulators: Hosting + Functions + Firestore), and the
// browser tests run against both, and once more behind Caddy over https. The official
// emulator is required: without Java or its jar this fails and says what to install, rather than
// skipping what only it can show.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { OpstartFout, startFirestoreJar } from './firebase-emulators.mjs';

const root = join(import.meta.dirname, '..');

/** The Firestore test files that the official emulator runs (functions/scripts/run-tests.mjs filters). */
const FIRESTORE_TESTS = [
  'store/firestore',
  'app/store/live-firestore',
  'platform/testing/firestore-teller',
  'firebase',
];

const steps = [
  ['Typen controleren', 'npm', ['run', 'typecheck']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Grenzen tussen gebieden en lagen, geen importkringen', 'npm', ['run', 'grenzen']],
  ['Backend-tests', 'npm', ['test', '-w', 'functions']],
  ['Web-unittests (de logica van de kassa)', 'npm', ['run', 'test:unit', '-w', 'web']],
  [
    'Backend-tests op de officiële Firestore-emulator',
    'npm',
    ['test', '-w', 'functions', '--', ...FIRESTORE_TESTS],
    'firestore',
  ],
  ['Bouwen', 'npm', ['run', 'build']],
  // After the build: the benchmarks that need functions/lib or web/dist find them fresh.
  ['Benchmarks starten (kleinste instellingen; Firestore-kosten: groei ≤ 1,1)', 'node', ['scripts/bench-rook.mjs']],
  ['API-suite op beide runtimes (standalone en de Firebase-emulators)', 'npm', ['run', 'test:api']],
  ['Browsertests', 'npm', ['run', 'e2e', '-w', 'web']],
  // Caddy (tls internal) in front of the standalone server, as docs/BEHEER.md sets it up; fails
  // with what to install when caddy or certutil is missing.
  ['Browsertests achter Caddy (https, eigen server)', 'npm', ['run', 'e2e:caddy', '-w', 'web']],
  ['Browsertests op de Firebase-emulators', 'npm', ['run', 'e2e:firebase', '-w', 'web']],
];

async function run(command, args, env) {
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? 'true', ...env },
  });
  return status === 0;
}

const results = [];
for (const [name, command, args, nodig] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  let ok;
  if (nodig === 'firestore') {
    let firestore;
    try {
      firestore = await startFirestoreJar();
      ok = await run(command, args, { FIRESTORE_EMULATOR_HOST: firestore.host });
    } catch (error) {
      if (!(error instanceof OpstartFout)) throw error;
      console.error(`\nDe officiële Firestore-emulator kon niet starten: ${error.message}`);
      ok = false;
    } finally {
      await firestore?.stop();
    }
  } else {
    ok = await run(command, args);
  }
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok) break;
}
console.log('\n=== Samenvatting');
for (const r of results) console.log(`${r.ok ? 'OK   ' : 'FOUT '} ${r.name} (${r.seconds} s)`);
const failed = results.some((r) => !r.ok) || results.length < steps.length;
process.exit(failed ? 1 : 0);
