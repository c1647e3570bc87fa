// `npm start`: builds what is missing or out of date, then runs the standalone server
// (web app and /api on http://localhost:8080 by default, SQLite under ./data).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function newest(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newest(path) : statSync(path).mtimeMs;
    return Math.max(max, time);
  }, 0);
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

const builds = [
  {
    name: 'functions',
    output: join(root, 'functions/lib/standalone.js'),
    sources: [join(root, 'functions/src')],
  },
  {
    name: 'web',
    output: join(root, 'web/dist/index.html'),
    sources: [
      join(root, 'web/src'),
      join(root, 'web/public'),
      join(root, 'web/index.html'),
      // The web app imports the backend's pure rules (kern/ and each area's domein/).
      join(root, 'functions/src'),
    ],
  },
];

for (const build of builds) {
  const built = mtime(build.output);
  const changed = Math.max(
    ...build.sources.map((s) => (statSync(s, { throwIfNoEntry: false })?.isDirectory() ? newest(s) : mtime(s))),
  );
  if (built && built >= changed) continue;
  console.log(built ? `${build.name} is gewijzigd: opnieuw bouwen...` : `${build.name} is nog niet gebouwd: bouwen...`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'functions/lib/standalone.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
