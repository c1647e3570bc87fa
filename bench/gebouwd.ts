/**
 * The two servers bench:rush compares, as they run in production: `npm start` runs
 * functions/lib, compiled by tsc, not the sources through tsx. tsx (esbuild with keepNames)
 * wraps every named function and closure in a `__name(...)` call that defines its name, also
 * each one created per request; measured that way, the dev-mode compiler's cost counted as the
 * server's (0.63-0.67 against 0.57 ms CPU per attempt). Both servers, ours and the bare
 * yardstick, are compiled here by one tsc run with the production build's options
 * (functions/tsconfig.bench-build.json), so they differ only in what lies around the
 * transaction.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const FUNCTIONS = join(__dirname, '..', 'functions');
const UIT = join(FUNCTIONS, '.bench-build');

export function bouwServers(): { standalone: string; baseline: string } {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.bench-build.json'], {
    cwd: FUNCTIONS,
    stdio: 'inherit',
  });
  return {
    standalone: join(UIT, 'functions', 'src', 'standalone.js'),
    baseline: join(UIT, 'bench', 'baseline.js'),
  };
}
