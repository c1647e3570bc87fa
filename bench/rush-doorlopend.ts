/**
 * `npm run bench:rush-doorlopend`: issue 23's own measurement. One standalone server, the limit
 * per address raised so no request is refused, a maximum of 100,000, and run after run of 1,000
 * registrations from 200 clients (each its own loopback address and session) on the same
 * database, so every run starts with the people of the runs before it. Every attempt is an
 * acceptance: the dearer kind. Printed per run: the people already there, registrations per
 * second, p50 and p99, errors and the server's CPU per registration.
 *
 * `-- --runs=N` (default 4). The first run meets a freshly started server (code not yet
 * optimised by V8); the later ones a warm one, as at a real opening, when the server has been
 * up for days.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../functions/src/platform/testing/server';
import { bouwServers } from './gebouwd';
import { ATTEMPTS, CONCURRENCY, cpuMs, openInschrijving, phone, rush, summarise, visitor } from './rush-verkeer';

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 4);
const MAXIMUM = 100_000;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-doorlopend-'));
  // Compiled by tsc, as `npm start` runs it (bench/gebouwd.ts).
  const { standalone } = bouwServers();
  const server = await startServerProcess({
    dataDir,
    script: standalone,
    env: { REGISTRATIE_LIMIET: String(MAXIMUM) },
  });
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    await openInschrijving(agent, server.url, MAXIMUM);
    agent.destroy();

    console.log(
      `Rush run after run: ${ATTEMPTS} registrations per run from ${CONCURRENCY} clients, maximum ${MAXIMUM}, ` +
        `limit per address raised; load ${loadavg()[0].toFixed(1)}\n`,
    );
    console.log(
      '| persons already in the database | registrations per second | p50 | p99 | errors | CPU per registration |',
    );
    console.log('|---|---|---|---|---|---|');
    for (let run = 0; run < RUNS; run++) {
      const eerder = run * ATTEMPTS;
      // Fresh phones per run, each from an address of its own, as new parents would be.
      const phones = Array.from({ length: CONCURRENCY }, (_, n) => phone(run * CONCURRENCY + n));
      const clients = await Promise.all(phones.map(async (p) => ({ agent: p, headers: await visitor(p, server.url) })));
      const cpuBefore = cpuMs(server.child.pid);
      const uitkomst = summarise(await rush(`${server.url}/api/geregistreerde/save`, clients, eerder));
      const cpu = (cpuMs(server.child.pid) - cpuBefore) / ATTEMPTS;
      // Every attempt should be accepted here: anything else, a refusal too, is an error.
      const errors = ATTEMPTS - uitkomst.accepted;
      console.log(
        `| ${eerder.toLocaleString('en')} → ${(eerder + uitkomst.accepted).toLocaleString('en')} | ` +
          `${Math.round(uitkomst.perSecond)} | ${Math.round(uitkomst.p50)} ms | ` +
          `${Math.round(uitkomst.p99)} ms | ${errors} | ${cpu.toFixed(2)} ms |`,
      );
      for (const p of phones) p.destroy();
    }
    server.child.kill('SIGTERM');
    await server.exited;
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
