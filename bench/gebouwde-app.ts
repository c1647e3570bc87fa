/**
 * The built app for the benchmarks that run it: bench:web serves functions/lib/standalone.js with
 * web/dist, bench:kassa and bench:inlevering-scan open web/dist in Chromium. `bouwAlsNodig()`
 * runs `npm run build` when either is missing or older than its sources, so a benchmark never
 * measures yesterday's app, and a fresh checkout (the smoke run in `npm test` comes before its
 * build step) needs no build first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/** Newest modification time under a path (files only), skipping build output and dependencies. */
function nieuwste(pad: string): number {
  const stat = statSync(pad);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let laatste = 0;
  for (const naam of readdirSync(pad)) {
    if (naam === 'node_modules' || naam === 'dist' || naam === 'lib') continue;
    laatste = Math.max(laatste, nieuwste(join(pad, naam)));
  }
  return laatste;
}

/** Builds (`npm run build`) when `altijd`, or when web/dist or functions/lib is missing or older than its sources. */
export function bouwAlsNodig(altijd = false): void {
  const server = join(ROOT, 'functions/lib/standalone.js');
  const index = join(ROOT, 'web/dist/index.html');
  const verouderd =
    altijd ||
    !existsSync(server) ||
    !existsSync(index) ||
    nieuwste(join(ROOT, 'functions/src')) > statSync(server).mtimeMs ||
    Math.max(
      nieuwste(join(ROOT, 'web/src')),
      nieuwste(join(ROOT, 'web/index.html')),
      nieuwste(join(ROOT, 'web/scripts')),
      nieuwste(join(ROOT, 'web/vite.config.ts')),
      nieuwste(join(ROOT, 'functions/src')),
    ) > statSync(index).mtimeMs;
  if (!verouderd) return;
  console.log('Bouwen (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build mislukte.');
}
