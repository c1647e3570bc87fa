// The web app's unit tests: every web/src/**/*.test.ts with Node's own test runner, TypeScript
// through tsx, which reads web/tsconfig.json (so `@backend/...` resolves as in the app). Below the
// browser: the till's logic (its send queue and its open receipt). Extra arguments filter by path.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const web = join(import.meta.dirname, '..');
const filters = process.argv.slice(2);
const tests = readdirSync(join(web, 'src'), { recursive: true })
  .filter((pad) => pad.endsWith('.test.ts') && (filters.length === 0 || filters.some((f) => pad.includes(f))))
  .map((pad) => join('src', pad))
  .sort();

if (tests.length === 0) {
  console.error('Geen testbestanden gevonden');
  process.exit(1);
}
const args = ['--import', 'tsx', '--test', '--test-reporter=spec', ...tests];
const { status } = spawnSync(process.execPath, args, { cwd: web, stdio: 'inherit' });
process.exit(status ?? 1);
