// Starts what the browser test behind Caddy needs (playwright.caddy.config.ts passes the paths):
// Caddy with `tls internal` on https://beurs.test:E2E_PORT, its root certificate trusted in an NSS
// database in the test's own HOME (certutil, as Chromium on Linux reads it), then the standalone
// server behind it on E2E_PORT + 1 with PUBLIC_URL=https://… and TRUST_PROXY=true, as
// docs/BEHEER.md ("Op een eigen server") sets it up. Everything listens on 127.0.0.1 only.
// Without caddy or certutil it stops with what to install: the test fails, it is never skipped.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { setTimeout as wacht } from 'node:timers/promises';

const root = join(import.meta.dirname, '..', '..');
const env = process.env;
const [port, backend, map, home, rootCert] = [
  env.E2E_PORT,
  env.E2E_BACKEND_PORT,
  env.E2E_MAP,
  env.E2E_HOME,
  env.E2E_ROOT_CERT,
];
const host = env.E2E_HOSTNAAM;

function stop(melding) {
  console.error(`\nTest achter Caddy: ${melding}\n`);
  process.exit(1);
}

const heeft = (programma) => spawnSync('sh', ['-c', `command -v ${programma}`]).status === 0;
if (!heeft('caddy')) stop("caddy ontbreekt. Installeer het uit Debian: 'apt-get install caddy'.");
if (!heeft('certutil')) stop("certutil ontbreekt. Installeer het uit Debian: 'apt-get install libnss3-tools'.");
for (const [file, what] of [
  [join(root, 'functions', 'lib', 'standalone.js'), 'de server'],
  [join(root, 'web', 'dist', 'index.html'), 'de web-app'],
]) {
  if (!existsSync(file)) stop(`${file} ontbreekt: bouw eerst ${what} met 'npm run build' in de hoofdmap.`);
}

rmSync(map, { recursive: true, force: true });
mkdirSync(join(home, '.pki', 'nssdb'), { recursive: true });
const caddyfile = join(map, 'Caddyfile');
// deploy/Caddyfile as the organiser installs it (docs/BEHEER.md), with three changes for a machine
// without a domain: the site is https://beurs.test:PORT on 127.0.0.1 with a certificate of Caddy's
// own authority instead of Let's Encrypt, and the server listens on PORT + 1. Global options keep
// Caddy unprivileged: high ports, no admin endpoint, its storage in this run's folder.
const site = readFileSync(join(root, 'deploy', 'Caddyfile'), 'utf8')
  .split('\n')
  .filter((regel) => !regel.startsWith('#'))
  .join('\n');
if (!site.includes('beurs.example.nl {') || !site.includes('reverse_proxy 127.0.0.1:8080')) {
  stop('deploy/Caddyfile heeft geen site beurs.example.nl met reverse_proxy 127.0.0.1:8080 meer.');
}
writeFileSync(
  caddyfile,
  `{
	admin off
	http_port ${Number(port) + 2}
	https_port ${port}
	auto_https disable_redirects
	skip_install_trust
	storage file_system ${join(map, 'caddy')}
}
` +
    site
      .replace('beurs.example.nl {', `https://${host}:${port} {\n\tbind 127.0.0.1\n\ttls internal`)
      .replace('reverse_proxy 127.0.0.1:8080', `reverse_proxy 127.0.0.1:${backend}`),
);

const kinderen = [];
const opruimen = () => {
  for (const kind of kinderen) kind.kill('SIGTERM');
  rmSync(map, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    opruimen();
    process.exit(0);
  });
}
/** Starts a child; what it prints is kept and shown only if it stops before the test ends. */
function start(naam, command, args, extra) {
  const kind = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, ...extra } });
  kinderen.push(kind);
  let uitvoer = '';
  const bewaar = (stuk) => (uitvoer = (uitvoer + stuk.toString()).slice(-20_000));
  kind.stdout.on('data', bewaar);
  kind.stderr.on('data', bewaar);
  kind.on('exit', (code, signal) => stop(`${naam} stopte (${code ?? signal}):\n${uitvoer}`));
  return kind;
}

start('caddy', 'caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
  HOME: home,
  XDG_DATA_HOME: join(map, 'xdg-data'),
  XDG_CONFIG_HOME: join(map, 'xdg-config'),
});

/** One https request to Caddy that must verify against its root: resolves once the TLS works. */
const handdruk = () =>
  new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        servername: host,
        path: '/',
        headers: { Host: `${host}:${port}` },
        ca: readFileSync(rootCert),
      },
      (res) => {
        res.resume();
        resolve(res.statusCode);
      },
    );
    req.on('error', reject);
    req.end();
  });
let klaar = false;
for (let i = 0; i < 100 && !klaar; i++) {
  await wacht(100);
  klaar =
    existsSync(rootCert) &&
    (await handdruk().then(
      () => true,
      () => false,
    ));
}
if (!klaar) stop(`Caddy serveert na 10 s nog geen geldig certificaat voor ${host} (${rootCert}).`);

const nss = `sql:${join(home, '.pki', 'nssdb')}`;
for (const args of [
  ['-N', '-d', nss, '--empty-password'],
  ['-A', '-d', nss, '-n', 'Caddy Local Authority (test)', '-t', 'C,,', '-i', rootCert],
]) {
  const r = spawnSync('certutil', args, { encoding: 'utf8' });
  if (r.status !== 0) stop(`certutil ${args.join(' ')}: ${r.stderr || r.stdout}`);
}

const dataDir = join(map, 'data');
mkdirSync(dataDir, { recursive: true });
start('de server', process.execPath, [join(root, 'functions', 'lib', 'standalone.js')], {
  PORT: backend,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST: join(root, 'web', 'dist'),
  PUBLIC_URL: `https://${host}:${port}`,
  TRUST_PROXY: 'true',
  SEED_DEMO: 'true',
  SMTP_URL: '',
  LIVE_PER_ADRES: env.E2E_LIVE_PER_ADRES,
});
