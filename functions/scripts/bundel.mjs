// The Cloud Function as one file: after tsc has built functions/lib, lib/firebase.js (the `main`
// that Firebase loads at every cold start of an instance) is replaced by an esbuild bundle of
// src/firebase.ts. Loading 170 of our modules and 120 of small packages one file at a time was
// half of the function's own cold start (bench:koude-start); one file is read and compiled at once.
//
// Bundled: our code and the small packages every request needs. Left to node_modules: the
// platform (firebase-functions, firebase-admin, Express: loaded by every function, the floor of
// bench:koude-start), what loads on first use only (pdf-lib, bwip-js, sanitize-html, nodemailer),
// and what is never used on Firebase (better-sqlite3). lib/standalone.js stays tsc's output.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const functions = join(import.meta.dirname, '..');

/** Packages bundled into the function; every other import stays a require of node_modules. */
const MEE = new Set(['zod', 'helmet', 'cookie-parser', 'express-rate-limit', 'ip-address']);

const pakket = (pad) => (pad.startsWith('@') ? pad.split('/').slice(0, 2).join('/') : pad.split('/')[0]);

await build({
  entryPoints: [join(functions, 'src', 'firebase.ts')],
  outfile: join(functions, 'lib', 'firebase.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  // Node 20 runs the emulators and the tests here; Firebase runs Node 22 (firebase.json).
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'alleen-mee',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          MEE.has(pakket(args.path)) || args.path.startsWith('node:') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// The build's identity (src/platform/bouw.ts): a hash of the bundle, written over its placeholder
// at the same length (the source map's columns stay right). What an instance computed and kept in
// the database (the settlement) is then only ever answered by the same code.
const bundel = join(functions, 'lib', 'firebase.js');
const PLAATSHOUDER = '@@BOUW:0000000000000000000000000000000000000000000000000000000@@';
const code = readFileSync(bundel, 'utf8');
if (code.split(PLAATSHOUDER).length !== 2) throw new Error(`${PLAATSHOUDER} staat niet precies één keer in de bundel`);
const hash = createHash('sha256').update(code).digest('hex');
writeFileSync(bundel, code.replace(PLAATSHOUDER, hash));
