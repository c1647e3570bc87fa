// A smoke run of benchmarks in `npm test`: each with its smallest settings, so a benchmark that no
// longer starts fails the build (a benchmark nobody runs rots). It checks that each ends well and
// prints its table, not its timings; where a benchmark measures counts rather than time, the
// count it promises is checked too (bench:firestore-kosten: `groei` at most 1.1, issue 35).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

const BENCHMARKS = [
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
];

const gekozen = process.argv.slice(2);
let fouten = 0;
for (const bench of BENCHMARKS.filter((b) => gekozen.length === 0 || gekozen.includes(b.naam))) {
  console.log(`\n--- ${bench.naam} ${bench.args.join(' ')}`);
  const start = Date.now();
  const { status, stdout, stderr } = spawnSync('npm', ['run', '--silent', bench.naam, '--', ...bench.args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  const fout = status !== 0 ? `eindigde met code ${status}` : bench.controleer(stdout);
  const seconden = Math.round((Date.now() - start) / 1000);
  if (fout) {
    fouten++;
    console.error(`FOUT ${bench.naam} (${seconden} s): ${fout}`);
  } else {
    console.log(`OK   ${bench.naam} (${seconden} s)`);
  }
}
process.exit(fouten === 0 ? 0 : 1);
