// A smoke run of every benchmark in `npm test`: each with its smallest settings, so a benchmark that no
// longer starts fails the build (a benchmark nobody runs rots). It checks that each ends well and
// prints its table, not its timings; where a benchmark measures counts rather than time, the
// count it promises is checked too (bench:firestore-kosten: `groei` at most 1.1, issue 35).
// Every `bench:*` script in package.json must have an entry here: a new benchmark without one fails.
// `node scripts/bench-rook.mjs bench:kassa bench:web` runs only those.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
/** Longer than any benchmark takes here; one that hangs fails rather than holding up `npm test`. */
const TIJDSLIMIET_MS = 10 * 60_000;

/** The first of `regels` ([pattern, what it is]) that the output lacks, as an error; null if all are there. */
function verwacht(uitvoer, regels) {
  const ontbreekt = regels.find(([patroon]) => !patroon.test(uitvoer));
  return ontbreekt ? `${ontbreekt[1]} ontbreekt` : null;
}

const BENCHMARKS = [
  {
    naam: 'bench:rush',
    // One round on a history (bench/historie.ts, the copied database) whose numbers reach 9,999,
    // as at 10,000 people: the retention rules erased people and the rush reuses their numbers
    // (issue 55: --historie=10000 once stopped here unseen, every registration 'nummers op').
    args: ['--rounds=1', '--historie=1000', '--op-de-top'],
    controleer: (uitvoer) =>
      verwacht(uitvoer, [
        [
          /^Historie: 1000 personen .*nummers: 0 nooit uitgegeven, [1-9]\d* vrij/m,
          'de regel van de historie op de top',
        ],
        [/^round 1, 1000 people .*\| ratio /m, 'de regel van ronde 1'],
        [/^accepted \(200\) +300 /m, 'de regel "accepted (200)" met 300 van 300'],
        [/^Standalone server \(per round/m, 'de tabel van de standalone server'],
        [/^Bare Node http server/m, 'de tabel van de kale server'],
        [/^throughput ratio \(ours \/ bare\) +\d/m, 'de regel "throughput ratio"'],
      ]),
  },
  {
    naam: 'bench:rush-doorlopend',
    args: ['--runs=1'],
    controleer: (uitvoer) =>
      verwacht(uitvoer, [
        [/^\| persons already in the database \| registrations per second \|/m, 'de kop van de tabel'],
        [/^\| 0 → [\d,]+ \| \d+ \| \d+ ms \| \d+ ms \| \d+ \| [\d.]+ ms \|$/m, 'de rij van de run'],
      ]),
  },
  {
    // No option needed: two shapes of 1,000 registrations on the in-process stand-in, ± 20 s.
    naam: 'bench:rush-firestore',
    args: [],
    controleer: (uitvoer) =>
      verwacht(uitvoer, [
        [/^burst: all at once$/m, 'de tabel "burst"'],
        [/^spread: 1000 in 10 s$/m, 'de tabel "spread"'],
        [
          /^ {2}accepted +\d+ \(target 300\)(?:.|\n)*^ {2}accepted +\d+ \(target 300\)/m,
          'de regel "accepted" van beide',
        ],
        [/^ {2}served before a later request +\S/m, 'de regel "served before a later request"'],
      ]),
  },
  {
    // Builds functions/lib itself (npm run build in functions), as the default does.
    naam: 'bench:koude-start',
    args: ['--rondes=1'],
    controleer: (uitvoer) =>
      verwacht(uitvoer, [
        [/^Koude start van de functie api, 1 rondes/m, 'de kop'],
        [/^vloer \(trigger, admin, Firestore, Express\) +\d+ ms/m, 'de regel van de vloer'],
        [/^functions\/lib\/firebase\.js +\d+ ms .* modules$/m, 'de regel van functions/lib/firebase.js'],
        [/^zwaar bij de start geladen: /m, 'de regel "zwaar bij de start geladen"'],
        [/^verhouding \d/m, 'de regel "verhouding"'],
      ]),
  },
  {
    naam: 'bench:firestore-kosten',
    args: ['--snel'],
    controleer(uitvoer) {
      if (!/^kassa openen .*\|.*\|/m.test(uitvoer)) return 'de tabel per operatie ontbreekt';
      const groei = /^groei (\d+(?:\.\d+)?)$/m.exec(uitvoer);
      if (!groei) return 'de laatste regel "groei <getal>" ontbreekt';
      if (Number(groei[1]) > 1.1) return `groei ${groei[1]}: een operatie leest met historie meer dan 1,1 keer zoveel`;
      return null;
    },
  },
  {
    // Builds first when web/dist or functions/lib is missing or stale (this step comes before
    // npm test's build). --alleen-meten: a budget missed on a busy machine is printed, not an error.
    naam: 'bench:web',
    args: ['--paginas=/home', '--runs=1', '--alleen-meten'],
    controleer: (uitvoer) =>
      verwacht(uitvoer, [
        [/^Lighthouse 1× per pagina/m, 'de kop van de tabel'],
        [/│ *pagina *│ *perf *│ *a11y *│/, 'de kolommen van de tabel'],
        [/│ *'\/home' *│ *'\d+ \(\d+–\d+\)' *│/, 'de rij van /home'],
        [/^Budget: performance/m, 'de regel met de budgetten'],
      ]),
  },
  {
    // No option for the 300-seller PDF (± 10 s): one warm round of the one-seller PDF.
    naam: 'bench:labels',
    args: ['--rondes=1'],
    controleer: (uitvoer) =>
      verwacht(uitvoer, [
        [/^Eén verkoper, 48 labels/m, 'de kop van één verkoper'],
        [/^ {2}daarna, mediaan van 1: \d+ ms/m, 'de regel "daarna"'],
        [/^Alle verkopers, 300 × 48 = 14400 labels/m, 'de kop van alle verkopers'],
        [/^ {2}[\d.]+ s, pdf [\d.]+ MB, heap erbij/m, 'de regel van alle verkopers'],
      ]),
  },
  {
    // Small: 300 applications for 30 places on both stores, 100 arriving over 5 s.
    naam: 'bench:loting',
    args: ['--aanvragen=300', '--plaatsen=30', '--binnen=100', '--seconden=5'],
    controleer: (uitvoer) =>
      verwacht(uitvoer, [
        [/^SQLite$/m, 'de kop van SQLite'],
        [/^ {2}draw +\d+ ms: 30 placed, 270 on the reserve list$/m, 'de regel van de trekking'],
        [/^Firestore \(/m, 'de kop van Firestore'],
        [/^ {2}second run +\d+ ms, nothing changed: yes$/m, 'de regel van de tweede run'],
        [/^ {2}errors +0 \(202: 100\)$/m, 'de regel "errors 0"'],
      ]),
  },
  {
    naam: 'bench:afrekening',
    args: ['--runs=1'],
    controleer: (uitvoer) =>
      verwacht(uitvoer, [
        [/^Gevuld in \d+ ms: 300 verkopers/m, 'de regel "Gevuld"'],
        [/^GET \/api\/afrekening \(open\) +mediaan/m, 'de regel van de pagina'],
        [/^GET \/api\/afrekening\/enveloppen\.pdf +mediaan/m, 'de regel van de envelop-PDF'],
        [/^GET \/api\/afrekening\/overzicht\.pdf +mediaan/m, 'de regel van het overzicht'],
        [/^GET \/api\/afrekening\/export\.csv +mediaan/m, 'de regel van de CSV'],
        [/^POST \/api\/afrekening\/sluiten +\d+ ms/m, 'de regel van het afsluiten'],
        [/^GET \/api\/afrekening \(afgesloten\) +mediaan/m, 'de regel van de pagina daarna'],
      ]),
  },
  {
    // Builds first when web/dist is missing or stale. 500 items, 20 scans (one receipt), part 3 for
    // 6 s: long enough for each of the 10 desks, which start 0.5 s apart, to send a receipt.
    naam: 'bench:kassa',
    args: ['--artikelen=500', '--scans=20', '--minuten=0.1'],
    controleer: (uitvoer) =>
      verwacht(uitvoer, [
        [/^1\. Regel na Enter, 500 artikelen op het apparaat, .*20 scans \(load [\d.]+ \/ [\d.]+\):$/m, 'deel 1'],
        [/^ {3}in de pagina \(Enter tot het eerste beeld met de regel\): p50 /m, 'de regel "in de pagina" van deel 1'],
        [/^2\. 1000 bonnen in de wachtrij verzonden in [\d.]+ s/m, 'deel 2'],
        [/^3\. 10 kassa's, /m, 'deel 3'],
        [/^ {3}\d+ bonnen, \d+ verzoeken, \d+ fouten; antwoordtijd p50 /m, 'de uitkomst van deel 3'],
      ]),
  },
  {
    // 20 sellers of 10 items, 20 openings per measurement (sequential and at a desk's pace, 4 s),
    // the screens refreshing their progress as by default. It ends with 1 itself when a check fails.
    naam: 'bench:inlevering',
    args: ['--verkopers=20', '--artikelen=10', '--metingen=20'],
    controleer: (uitvoer) =>
      verwacht(uitvoer, [
        [/^1\. Een verkoper openen bij het inleveren, 20 keer na elkaar:$/m, 'meting 1'],
        [/^ {3}in het tempo van een balie \(1 per 200 ms/m, 'de meting in het tempo van een balie'],
        [/^2\. 3 inleverbalies tegelijk, alle 20 verkopers: /m, 'meting 2'],
        [/^3\. De kassa verkocht \d+ artikelen/m, 'meting 3'],
        [/^ {3}3 ophaalbalies tegelijk, alle 20 verkopers: /m, 'de ophaalbalies van meting 3'],
        [/^0 errors, 0 lost check-ins, 0 lost pick-ups; /m, 'de slotregel zonder fouten'],
      ]),
  },
  {
    // Builds first when web/dist is missing or stale. One seller of 10 items through the browser.
    naam: 'bench:inlevering-scan',
    args: ['--verkopers=10', '--artikelen=10', '--gescand=1'],
    controleer: (uitvoer) =>
      verwacht(uitvoer, [
        [/^Drie beurzen, de huidige met 10 verkopers × 10 artikelen\.$/m, 'de regel met de beurzen'],
        [/^Scan tot zichtbaar 'Ingeleverd' \(10 scans, /m, 'de kop van de meting'],
        [/^ {2}in de pagina \(Enter tot het eerste frame met de markering\): p50 /m, 'de regel "in de pagina"'],
        [/^ {2}vanuit Playwright \(bovengrens/m, 'de regel "vanuit Playwright"'],
        [/^Op de server: alles aangekomen \(0 kwijt\)$/m, 'de regel "Op de server: alles aangekomen"'],
      ]),
  },
];

const scripts = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts);
const zonderRook = scripts.filter((s) => s.startsWith('bench:') && !BENCHMARKS.some((b) => b.naam === s));
const onbekend = BENCHMARKS.filter((b) => !scripts.includes(b.naam)).map((b) => b.naam);

const gekozen = process.argv.slice(2);
const onbekendGekozen = gekozen.filter((naam) => !BENCHMARKS.some((b) => b.naam === naam));
if (onbekendGekozen.length) {
  console.error(`Geen benchmark in scripts/bench-rook.mjs: ${onbekendGekozen.join(', ')}`);
  process.exit(1);
}

/** Every process below `pid` (Linux: /proc), deepest first; a browser in its own process group too. */
function nakomelingen(pid) {
  const ouders = new Map();
  for (const naam of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      // The parent's pid is the 4th field of /proc/<pid>/stat, after the name in parentheses.
      const stat = readFileSync(`/proc/${naam}/stat`, 'utf8');
      const ouder = Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[1]);
      ouders.set(ouder, [...(ouders.get(ouder) ?? []), Number(naam)]);
    } catch {
      // ended meanwhile
    }
  }
  const onder = (p) => (ouders.get(p) ?? []).flatMap((kind) => [...onder(kind), kind]);
  return onder(pid);
}

/** Stops a benchmark and everything it started (servers, browsers). */
function stop(kind) {
  for (const pid of [...nakomelingen(kind.pid), kind.pid]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Runs one benchmark through its npm script, its output shown as it comes. */
function draai(bench) {
  return new Promise((resolve) => {
    const kind = spawn('npm', ['run', '--silent', bench.naam, '--', ...bench.args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    kind.stdout.setEncoding('utf8').on('data', (deel) => {
      stdout += deel;
      process.stdout.write(deel);
    });
    kind.stderr.on('data', (deel) => process.stderr.write(deel));
    let verlopen = false;
    const onderbroken = () => {
      stop(kind);
      process.exit(130);
    };
    const klok = setTimeout(() => {
      verlopen = true;
      stop(kind);
    }, TIJDSLIMIET_MS);
    process.once('SIGINT', onderbroken).once('SIGTERM', onderbroken);
    const klaar = (fout) => {
      clearTimeout(klok);
      process.off('SIGINT', onderbroken).off('SIGTERM', onderbroken);
      resolve({ fout, stdout });
    };
    kind.once('error', (fout) => klaar(fout.message));
    kind.once('close', (status, signaal) => {
      if (verlopen) klaar(`niet klaar binnen ${TIJDSLIMIET_MS / 60_000} minuten`);
      else if (status !== 0) klaar(`eindigde met ${status === null ? `signaal ${signaal}` : `code ${status}`}`);
      else klaar(null);
    });
  });
}

const uitslagen = [];
for (const bench of BENCHMARKS.filter((b) => gekozen.length === 0 || gekozen.includes(b.naam))) {
  console.log(`\n--- ${bench.naam} ${bench.args.join(' ')}`);
  const start = Date.now();
  const { fout, stdout } = await draai(bench);
  uitslagen.push({
    naam: bench.naam,
    fout: fout ?? bench.controleer(stdout),
    seconden: Math.round((Date.now() - start) / 1000),
  });
}

console.log('\n--- Benchmarks, kleinste instellingen');
for (const { naam, fout, seconden } of uitslagen) {
  if (fout) console.error(`FOUT ${naam} (${seconden} s): ${fout}`);
  else console.log(`OK   ${naam} (${seconden} s)`);
}
// Only on a full run: a run of a few chosen benchmarks says nothing about the others.
if (gekozen.length === 0) {
  for (const naam of zonderRook)
    console.error(`FOUT ${naam}: staat in package.json maar niet in scripts/bench-rook.mjs`);
  for (const naam of onbekend) console.error(`FOUT ${naam}: staat in scripts/bench-rook.mjs maar niet in package.json`);
}
const fouten =
  uitslagen.filter((u) => u.fout).length + (gekozen.length === 0 ? zonderRook.length + onbekend.length : 0);
console.log(`Samen ${uitslagen.reduce((s, u) => s + u.seconden, 0)} s`);
process.exit(fouten === 0 ? 0 : 1);
