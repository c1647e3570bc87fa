/**
 * `npm run bench:rush`: the opening minute of registration, measured.
 *
 * The standalone server (functions/src/standalone.ts) runs in its own process with
 * registration open and a maximum of 300. 500 visitors open the page as a browser does (their
 * session and the public state) and hold the live stream (GET /api/live), 200 phones open the page
 * too, then 1,000 registration attempts arrive from those 200 concurrent clients, each with its own
 * session and CSRF token and, as distinct parents, its own address (127.0.x.y: Linux routes
 * all of 127/8 to the loopback device), so the limit per address does not refuse them; each
 * client sends 5 attempts, the limit's default. The live streams come from their own addresses too. Afterwards the same 1,000 attempts from 200 clients (the same bytes, after the
 * same page requests) go to a bare Node `http` server doing the same SQLite work, the same mail
 * included (bench/baseline.ts), and our throughput is printed
 * as a ratio of it. Both run compiled by tsc, as `npm start` runs the server (bench/gebouwd.ts).
 *
 * `npm run bench:rush -- --rounds=5` measures 5 rounds instead of 3 (medians are printed);
 * `npm run bench:rush -- --historie=10000` first fills the database with 10,000 people of eight
 * earlier fairs through the Store, the retention rules erasing whoever took no part for a year
 * (bench/historie.ts; at 10,000 the numbers are at the top, so new sellers get reused ones), and both servers of every round start
 * from a copy of that one file; `--historie=0,2000,10000` measures each, round by round (so a
 * machine that slows down meanwhile slows every size alike), and ends with one table of them. `npm run bench:rush -- --profile` also writes CPU profiles of our server
 * (open them in Chrome DevTools, Performance tab) to a folder in the system's temp directory,
 * and prints where the time went (bench/profiel.ts).
 */
import http from 'node:http';
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loopbackAdres } from '../functions/src/platform/testing/client';
import { startServerProcess } from '../functions/src/platform/testing/server';
import { createSqliteStore } from '../functions/src/app/store/sqlite';
import { bouwServers } from './gebouwd';
import { vulHistorie, type Historie } from './historie';
import { grootsteVerschillen, onderdelenTabel, perOnderdeel, vatSamen } from './profiel';
import {
  ATTEMPTS,
  CONCURRENCY,
  cpuMs,
  LIVE_CONNECTIONS,
  MAXIMUM,
  monotonicUs,
  ms,
  laadPagina,
  openInschrijving,
  openLive,
  phone,
  request,
  rush,
  zelfdeKoppen,
  summarise,
  visitor,
} from './rush-verkeer';

const FINAL_COUNT_WAIT_MS = 10_000;
const profile = process.argv.includes('--profile');
const PROFILE_DIR = join(tmpdir(), 'kinderkledingbeurs-rush-profiles');
/** The bare server's profiles, for the table per part of a request (bench/profiel.ts perOnderdeel). */
const PROFILE_DIR_KAAL = join(PROFILE_DIR, 'kaal');
/** The machine is often shared: each round measures both servers (which first alternates), and medians are printed. */
const ROUNDS = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length) ?? 3);
/** The numbers of people of earlier fairs to measure with, in turn. */
const HISTORIE = (process.argv.find((a) => a.startsWith('--historie='))?.slice('--historie='.length) ?? '0')
  .split(',')
  .map(Number);
/** `--op-de-top`: the history's numbers reach 9,999, so the rush reuses numbers at any size (bench/historie.ts). */
const OP_DE_TOP = process.argv.includes('--op-de-top');
const DATABASE = 'beurs.sqlite';
/** Both servers compiled as production compiles them (bench/gebouwd.ts). */
const SERVERS = bouwServers();
/**
 * `--kernen`: the server (ours or the bare one) on core 0 and this process, the phones, on
 * core 1 (taskset), as on the fair's server, which does not share its CPU with the visitors.
 * Without it both share the machine's cores and the figures move with whatever else runs.
 */
const KERNEN = process.argv.includes('--kernen');
if (KERNEN) execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
/** Pins a server process to core 0 (with --kernen), its threads included. */
function pin(pid: number | undefined) {
  if (KERNEN && pid !== undefined) execFileSync('taskset', ['-a', '-p', '-c', '0', String(pid)], { stdio: 'ignore' });
}

/** A data folder holding a copy of the filled database (`template`), or an empty one. */
function dataDirFrom(prefix: string, template: string | null): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  if (template) copyFileSync(template, join(dataDir, DATABASE));
  return dataDir;
}

/** The database with `n` people of earlier fairs, written once per run; null for the empty one. */
async function filledDatabase(
  n: number,
): Promise<{ template: string | null; historie: Historie | null; cleanup(): void }> {
  if (n === 0) return { template: null, historie: null, cleanup: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'bench-rush-historie-'));
  const file = join(dir, DATABASE);
  const store = createSqliteStore(file);
  await store.init();
  const historie = await vulHistorie(store, n, new Date(), { opDeTop: OP_DE_TOP });
  // Closing checkpoints the WAL into the file, so a copy of the file is the whole database.
  await store.close();
  return { template: file, historie, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function measureStandalone(template: string | null) {
  const dataDir = dataDirFrom('bench-rush-', template);
  const server = await startServerProcess({
    dataDir,
    script: SERVERS.standalone,
    nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
  });
  pin(server.child.pid);
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const liveAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    await openInschrijving(agent, server.url, MAXIMUM);

    // Each watcher opens the page as a browser does: its session and the public state, then the stream.
    const live = await Promise.all(
      Array.from({ length: LIVE_CONNECTIONS }, async (_, n) => {
        const pagina = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: loopbackAdres(n) });
        await laadPagina(pagina, server.url);
        pagina.destroy();
        return openLive(liveAgent, server.url, loopbackAdres(n));
      }),
    );
    const phones = Array.from({ length: CONCURRENCY }, (_, n) => phone(n));
    const clients = await Promise.all(
      phones.map(async (phoneAgent) => ({ agent: phoneAgent, headers: await visitor(phoneAgent, server.url) })),
    );
    const cpuBefore = cpuMs(server.child.pid);
    const window = { from: monotonicUs(), to: 0 };
    const vanaf = performance.now();
    const result = await rush(`${server.url}/api/geregistreerde/save`, clients);

    const final = (
      JSON.parse((await request(agent, `${server.url}/api/public`, 'GET')).body) as { aantalActief: number }
    ).aantalActief;
    const deadline = performance.now() + FINAL_COUNT_WAIT_MS;
    const seen = () => live.map((l) => l.frames.find((f) => f.aantalActief === final)?.at);
    while (seen().some((t) => t === undefined) && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    const times = seen();
    const missing = times.filter((t) => t === undefined).length;
    const finalSeenMs = Math.max(...times.map((t) => t ?? Infinity)) - result.lastAcceptance;
    const cpuPerAttempt = (cpuMs(server.child.pid) - cpuBefore) / ATTEMPTS;
    window.to = monotonicUs();
    /** The part of the window in which places were still given: the dearer requests. */
    const acceptWindow = { from: window.from, to: window.from + (result.lastAcceptance - vanaf) * 1000 };
    const frames = live.map((l) => l.frames.length).sort((a, b) => a - b);
    for (const l of live) l.close();
    agent.destroy();
    for (const p of phones) p.destroy();

    server.child.kill('SIGTERM');
    await server.exited;
    return {
      result,
      final,
      missing,
      finalSeenMs,
      cpuPerAttempt,
      window,
      acceptWindow,
      framesMedian: frames[frames.length >> 1],
      framesMax: frames[frames.length - 1],
    };
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureBaseline(template: string | null) {
  const dataDir = dataDirFrom('bench-bare-', template);
  const profileArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR_KAAL}`] : [];
  const child = spawn(process.execPath, [...profileArgs, SERVERS.baseline], {
    cwd: join(__dirname, '..', 'functions'),
    env: { ...process.env, DATA_DIR: dataDir, MAXIMUM: String(MAXIMUM) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  pin(child.pid);
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /draait op (\S+)/.exec(out);
        if (match) resolve(match[1]);
      });
      void exited.then(() => reject(new Error('baseline server stopped')));
    });
    const phones = Array.from({ length: CONCURRENCY }, (_, n) => phone(n));
    // The phones open the page as they do ours (answered 204 here), which also connects them beforehand.
    await Promise.all(phones.map((p) => laadPagina(p, url)));
    const cpuBefore = cpuMs(child.pid);
    const window = { from: monotonicUs(), to: 0 };
    const vanaf = performance.now();
    const result = await rush(
      `${url}/register`,
      phones.map((p) => ({ agent: p, headers: zelfdeKoppen() })),
    );
    const cpuPerAttempt = (cpuMs(child.pid) - cpuBefore) / ATTEMPTS;
    window.to = monotonicUs();
    const acceptWindow = { from: window.from, to: window.from + (result.lastAcceptance - vanaf) * 1000 };
    for (const p of phones) p.destroy();
    child.kill('SIGTERM');
    await exited;
    return { ...result, cpuPerAttempt, window, acceptWindow };
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const each = (xs: number[]) => xs.join(' / ');

/** A database with `n` people of earlier fairs, filled once; its rounds and loads are added as they run. */
async function prepare(n: number) {
  const database = await filledDatabase(n);
  if (database.historie) {
    const h = database.historie;
    console.log(
      `Historie: ${h.personen} personen over eerdere beurzen, ${h.bewaard} nog bewaard (de rest gewist door de ` +
        `bewaartermijn; ${h.opReservelijst} op een reservelijst niet bevorderd, ${h.vrijwilligers} vrijwilligers); ` +
        `nummers: ${h.nummersOver} nooit uitgegeven, ${h.herbruikbaar} vrij om opnieuw te geven; ` +
        `via de Store geschreven in ${h.seconden.toFixed(1)} s\n`,
    );
  }
  return { n, database, rounds: [] as Round[], loads: [] as number[] };
}

type Round = Awaited<ReturnType<typeof oneRound>>;

/**
 * One round on a database: our server and the bare one, on copies of it. `kaleEerst`: the bare
 * one first. The order alternates from round to round, so that neither always meets the
 * machine as the other left it (while ours always went first, the first round's bare server was
 * the slowest of every run).
 */
async function oneRound(template: string | null, kaleEerst: boolean) {
  const bare = kaleEerst ? await measureBaseline(template) : null;
  const ours = await measureStandalone(template);
  const kaal = bare ?? (await measureBaseline(template));
  return vergelijk(ours, kaal);
}

function vergelijk(
  ours: Awaited<ReturnType<typeof measureStandalone>>,
  bare: Awaited<ReturnType<typeof measureBaseline>>,
) {
  const a = summarise(ours.result);
  const b = summarise(bare);
  // A ratio against a yardstick that failed says nothing (a crashed bare server once made
  // 700 of 1,000 attempts 'fast' connection errors): stop rather than print it.
  if (b.errors > 0 || b.accepted !== MAXIMUM) {
    throw new Error(
      `De kale server faalde: ${b.accepted} geaccepteerd, ${b.errors} fouten (${bare.failures[0] ?? 'geen voorbeeld'})`,
    );
  }
  return { ours, bare, a, b, ratio: a.perSecond / b.perSecond };
}

/** Prints the rounds of one database size and answers their medians. */
function report(
  { n, database, rounds, loads }: Awaited<ReturnType<typeof prepare>>,
  gestart: number,
  laatste: boolean,
) {
  if (HISTORIE.length > 1) console.log(`\n=== ${n} people of earlier fairs ===`);
  const row = (label: string, value: string, target = '') =>
    console.log(`${label.padEnd(36)} ${value.padStart(22)}  ${target}`);
  const ours = (f: (x: (typeof rounds)[number]) => number) => rounds.map(f);

  console.log(`\nStandalone server (per round, or the median of ${ROUNDS} rounds)`);
  row('accepted (200)', each(ours((x) => x.a.accepted)), `target ${MAXIMUM}`);
  row('refused (409)', each(ours((x) => x.a.refused)));
  row('distinct numbers', each(ours((x) => x.a.distinct)), `target ${MAXIMUM}`);
  row('errors (not 200 or 409)', each(ours((x) => x.a.errors)), 'target 0');
  row('registrations per second', median(ours((x) => x.a.perSecond)).toFixed(0), 'median');
  row('latency p50', ms(median(ours((x) => x.a.p50))), 'median');
  row('latency p95', ms(median(ours((x) => x.a.p95))), 'median');
  row('latency p99', ms(median(ours((x) => x.a.p99))), 'median; target <= 250 ms');
  row('  of the acceptances alone', ms(median(ours((x) => x.a.p99Accepted))), 'median');
  row('final count on the live stream', each(ours((x) => x.ours.final)));
  row(
    'every live connection saw it',
    ms(median(ours((x) => x.ours.finalSeenMs))),
    'median, after the last acceptance; target <= 1000 ms',
  );
  row('  (slowest round)', ms(Math.max(...ours((x) => x.ours.finalSeenMs))));
  row('live connections that never saw it', each(ours((x) => x.ours.missing)), 'target 0');
  row(
    'server CPU per attempt',
    `${median(ours((x) => x.ours.cpuPerAttempt)).toFixed(2)} ms`,
    'median, including the live fan-out',
  );
  row(
    'state frames per live connection',
    each(ours((x) => x.ours.framesMax)),
    `for ${MAXIMUM} registrations (coalesced)`,
  );
  console.log('\nBare Node http server, same SQLite transaction');
  row('accepted', each(ours((x) => x.b.accepted)));
  row('distinct numbers', each(ours((x) => x.b.distinct)));
  row('errors', each(ours((x) => x.b.errors)));
  row('registrations per second', median(ours((x) => x.b.perSecond)).toFixed(0), 'median');
  row(
    'latency p50 / p95 / p99',
    `${median(ours((x) => x.b.p50)).toFixed(0)} / ${median(ours((x) => x.b.p95)).toFixed(0)} / ${median(ours((x) => x.b.p99)).toFixed(0)} ms`,
    'median',
  );
  row('  p99 of the acceptances alone', ms(median(ours((x) => x.b.p99Accepted))), 'median');
  row('server CPU per attempt', `${median(ours((x) => x.bare.cpuPerAttempt)).toFixed(2)} ms`, 'median');
  console.log();
  row(
    'CPU cost ratio (bare / ours)',
    median(ours((x) => x.bare.cpuPerAttempt / x.ours.cpuPerAttempt)).toFixed(2),
    'what the throughput ratio tends to when the server has a core to itself',
  );
  row(
    'throughput ratio (ours / bare)',
    median(ours((x) => x.ratio)).toFixed(2),
    `median of ${each(ours((x) => Number(x.ratio.toFixed(2))))}; target >= 0.60`,
  );
  row(
    'p99 ratio (ours / bare)',
    median(ours((x) => x.a.p99 / x.b.p99)).toFixed(2),
    `median of ${each(ours((x) => Number((x.a.p99 / x.b.p99).toFixed(2))))}; target <= 1.30`,
  );
  // The newest profile is of the last round measured: the last size's.
  if (profile && laatste) {
    // One file per thread (CPU.<date>.<time>.<pid>.<thread>.<n>): the main thread is thread 0,
    // the others are tsx's loader and the checkpoint worker. Only our server is profiled.
    const nieuwsteIn = (map: string) =>
      readdirSync(map)
        .filter((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f))
        .map((f) => join(map, f))
        .filter((f) => statSync(f).mtimeMs >= gestart)
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
    const nieuwste = nieuwsteIn(PROFILE_DIR);
    const kaal = nieuwsteIn(PROFILE_DIR_KAAL);
    console.log(`\nCPU-profielen: ${PROFILE_DIR}`);
    if (nieuwste) {
      console.log(`Het laatste (${nieuwste}), van de eerste inschrijving tot de laatste live-update:`);
      console.log(vatSamen(nieuwste, rounds.at(-1)!.ours.window));
      console.log('\nAlleen zolang er plaatsen gegeven werden (tot de laatste acceptatie):');
      console.log(vatSamen(nieuwste, rounds.at(-1)!.ours.acceptWindow, 20));
      if (kaal) {
        // Both windows cover the 1,000 attempts (ours also until the live streams saw the end).
        console.log(`\nPer deel van een poging, CPU per poging (de laatste ronde; de kale server: ${kaal}):`);
        const ons = perOnderdeel(nieuwste, rounds.at(-1)!.ours.window, ATTEMPTS);
        const bare = perOnderdeel(kaal, rounds.at(-1)!.bare.window, ATTEMPTS);
        console.log(onderdelenTabel(ons, bare));
        console.log('\nDe functies met het grootste verschil in eigen tijd per poging (deel | functie):');
        console.log(grootsteVerschillen(ons, bare));
        // The p99 lies in the first part: 200 attempts at once, each a place, a number and a mail.
        console.log('\nAlleen zolang er plaatsen gegeven werden, per geaccepteerde inschrijving (de p99 ligt hier):');
        const onsA = perOnderdeel(nieuwste, rounds.at(-1)!.ours.acceptWindow, MAXIMUM);
        const bareA = perOnderdeel(kaal, rounds.at(-1)!.bare.acceptWindow, MAXIMUM);
        console.log(onderdelenTabel(onsA, bareA));
        console.log(grootsteVerschillen(onsA, bareA, 15));
      }
    }
  }
  for (const failure of rounds.flatMap((x) => [...x.ours.result.failures, ...x.bare.failures])) {
    console.log(`  voorbeeld fout: ${failure}`);
  }
  database.cleanup();
  return {
    n,
    accepted: median(ours((x) => x.a.accepted)),
    errors: Math.max(...ours((x) => x.a.errors)),
    perSecond: median(ours((x) => x.a.perSecond)),
    p99: median(ours((x) => x.a.p99)),
    liveMs: Math.max(...ours((x) => x.ours.finalSeenMs)),
    cpuPerAttempt: median(ours((x) => x.ours.cpuPerAttempt)),
    bareCpuPerAttempt: median(ours((x) => x.bare.cpuPerAttempt)),
    ratio: median(ours((x) => x.ratio)),
    bareP99: median(ours((x) => x.b.p99)),
    p99Ratio: median(ours((x) => x.a.p99 / x.b.p99)),
    loads,
  };
}

async function main() {
  console.log(
    `Rush: ${LIVE_CONNECTIONS} live connections, ${ATTEMPTS} attempts from ${CONCURRENCY} clients, maximum ${MAXIMUM}; ` +
      `${ROUNDS} rounds, each our server and the bare one, in turn first; people of earlier fairs: ${HISTORIE.join(', ')}\n`,
  );
  const gestart = Date.now();
  const databases = [];
  for (const n of HISTORIE) databases.push(await prepare(n));
  // Round by round through every size: a machine that slows down meanwhile slows all sizes
  // alike, so 'vs. empty DB' compares like with like.
  for (let r = 1; r <= ROUNDS; r++) {
    for (const d of databases) {
      d.loads.push(loadavg()[0]!);
      const round = await oneRound(d.database.template, r % 2 === 0);
      d.rounds.push(round);
      const { a, b, ours } = round;
      console.log(
        `round ${r}, ${d.n} people (load ${d.loads.at(-1)!.toFixed(1)}): ours ${a.perSecond.toFixed(0)}/s, p99 ${a.p99.toFixed(0)} ms, live ${ours.finalSeenMs.toFixed(0)} ms | ` +
          `bare ${b.perSecond.toFixed(0)}/s, p99 ${b.p99.toFixed(0)} ms | ratio ${round.ratio.toFixed(2)}`,
      );
    }
  }
  const results = databases.map((d, i) => report(d, gestart, i === databases.length - 1));
  if (results.length < 2) return;
  // The table of bench/README.md: medians of the rounds, the slowest round for the live stream.
  const leeg = results.find((r) => r.n === 0);
  console.log(
    '\n| people of earlier fairs | load before the rounds | accepted | errors | registrations/s | p99 | live sees final count | CPU per attempt | vs. empty DB | bare server CPU per attempt | throughput ratio to bare | bare p99 | p99 ratio to bare |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const verschil = leeg
      ? `${r.cpuPerAttempt >= leeg.cpuPerAttempt ? '+' : ''}${((100 * r.cpuPerAttempt) / leeg.cpuPerAttempt - 100).toFixed(0)} %`
      : '';
    console.log(
      `| ${r.n.toLocaleString('en')} | ${r.loads.map((l) => l.toFixed(1)).join(', ')} | ${r.accepted} of ${MAXIMUM} | ${r.errors} | ${r.perSecond.toFixed(0)} | ${r.p99.toFixed(0)} ms | ` +
        `${r.liveMs.toFixed(0)} ms | ${r.cpuPerAttempt.toFixed(2)} ms | ${verschil} | ${r.bareCpuPerAttempt.toFixed(2)} ms | ${r.ratio.toFixed(2)} | ${r.bareP99.toFixed(0)} ms | ${r.p99Ratio.toFixed(2)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
