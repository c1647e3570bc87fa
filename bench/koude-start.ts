/**
 * `npm run bench:koude-start`: the cold start of the `api` Cloud Function. On Firebase every new
 * instance loads the function's module before it answers its first request, and at the opening
 * of the registration Cloud Functions starts many instances at once: each parent who lands on a
 * new one waits for this load.
 *
 * Measured on the built function (functions/lib/firebase.js, as deployed), in a fresh Node process
 * per measurement: the time to load it and the number of modules loaded, beside the floor of its
 * platform (firebase-functions' HTTPS trigger, firebase-admin's app and Firestore, and Express,
 * loaded together), in alternating order, in the same run. It also names which of the heavy
 * packages that almost no request needs were loaded at start.
 *
 *   npm run bench:koude-start                      7 rounds (builds functions/lib first)
 *   npm run bench:koude-start -- --rondes=15 --zonder-bouwen
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const FUNCTIONS = join(__dirname, '..', 'functions');
const args = process.argv.slice(2);
const optie = (naam: string) => args.find((a) => a.startsWith(`--${naam}=`))?.split('=')[1];
const RONDES = Number(optie('rondes') ?? 7);

/** What almost no request needs: PDFs, barcodes, HTML sanitising, SMTP (standalone only). */
const ZWAAR = ['pdf-lib', 'bwip-js', 'sanitize-html', 'postcss', 'nodemailer'];

const VLOER = ['firebase-functions/v2/https', 'firebase-admin/app', 'firebase-admin/firestore', 'express'];
const FUNCTIE = ['./lib/firebase.js'];

interface Meting {
  ms: number;
  modules: number;
  zwaar: string[];
}

/** Loads `modules` in a fresh process and reports how long that took and what it loaded. */
function meet(modules: string[]): Meting {
  const script = `
    const start = process.hrtime.bigint();
    for (const m of ${JSON.stringify(modules)}) require(m);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    const geladen = Object.keys(require.cache);
    const zwaar = ${JSON.stringify(ZWAAR)}.filter((z) => geladen.some((p) => p.includes('/node_modules/' + z + '/')));
    process.stdout.write(JSON.stringify({ ms, modules: geladen.length, zwaar }));
  `;
  const uit = execFileSync(process.execPath, ['-e', script], {
    cwd: FUNCTIONS,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  return JSON.parse(uit) as Meting;
}

const mediaan = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const ms = (x: number) => `${Math.round(x)} ms`;

// The function as `npm run build` makes it for a deploy: tsc, then the bundle (functions/scripts/bundel.mjs).
// `--zonder-bouwen` measures what is there, but builds still when nothing is (it once stopped
// with "Cannot find module './lib/firebase.js'" on a fresh checkout, issue 55).
const gebouwd = existsSync(join(FUNCTIONS, 'lib', 'firebase.js'));
if (!gebouwd && args.includes('--zonder-bouwen')) console.log('functions/lib ontbreekt: toch eerst gebouwd.');
if (!gebouwd || !args.includes('--zonder-bouwen'))
  execFileSync('npm', ['run', 'build'], { cwd: FUNCTIONS, stdio: 'inherit' });

const vloer: Meting[] = [];
const functie: Meting[] = [];
// One process of each first, unmeasured: the file system's cache is then warm for both alike.
meet(VLOER);
meet(FUNCTIE);
for (let i = 0; i < RONDES; i++) {
  if (i % 2 === 0) {
    vloer.push(meet(VLOER));
    functie.push(meet(FUNCTIE));
  } else {
    functie.push(meet(FUNCTIE));
    vloer.push(meet(VLOER));
  }
}

const rij = (naam: string, m: Meting[]) => {
  const tijden = m.map((x) => x.ms);
  return `${naam.padEnd(34)} ${ms(mediaan(tijden)).padStart(7)}  (${ms(Math.min(...tijden))}–${ms(Math.max(...tijden))})  ${String(m[0]!.modules).padStart(5)} modules`;
};
console.log(`Koude start van de functie api, ${RONDES} rondes (mediaan, min–max):`);
console.log(rij('vloer (trigger, admin, Firestore, Express)', vloer));
console.log(rij('functions/lib/firebase.js', functie));
const zwaar = functie[0]!.zwaar;
console.log(`zwaar bij de start geladen: ${zwaar.length ? zwaar.join(', ') : 'niets'}`);
console.log(`verhouding ${(mediaan(functie.map((x) => x.ms)) / mediaan(vloer.map((x) => x.ms))).toFixed(2)}`);
