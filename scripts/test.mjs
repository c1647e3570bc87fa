// `npm test`: every test, in order: types, lint, backend (node:test), then the web app is
// built and the browser tests run against the real standalone server.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const steps = [
  ['Typen controleren', 'npm', ['run', 'typecheck']],
  ['Lint', 'npm', ['run', 'lint']],
  ['Backend-tests', 'npm', ['test', '-w', 'functions']],
  ['Bouwen', 'npm', ['run', 'build']],
  ['Browsertests', 'npm', ['run', 'e2e', '-w', 'web']],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? 'true' },
  });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0) break;
}
console.log('\n=== Samenvatting');
for (const r of results) console.log(`${r.ok ? 'OK   ' : 'FOUT '} ${r.name} (${r.seconds} s)`);
const failed = results.some((r) => !r.ok) || results.length < steps.length;
process.exit(failed ? 1 : 0);
