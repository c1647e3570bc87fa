/**
 * The cold start of the `api` function loads only what every request needs (issue 35): the
 * packages that almost no request uses load on first use. bench:koude-start measures the time;
 * this guards the list, so that one static import cannot bring them back unnoticed.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { it } from 'node:test';

const ZWAAR = ['pdf-lib', 'bwip-js', 'sanitize-html', 'postcss', 'nodemailer', 'better-sqlite3'];

it('laadt bij een koude start van de functie geen pdf-lib, bwip-js, sanitize-html, postcss, nodemailer of SQLite', () => {
  const script = `
    require('./src/firebase.ts');
    const geladen = Object.keys(require.cache);
    process.stdout.write(JSON.stringify(${JSON.stringify(ZWAAR)}.filter((z) => geladen.some((p) => p.includes('/node_modules/' + z + '/')))));
  `;
  const uit = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: join(__dirname, '..'),
    encoding: 'utf8',
  });
  assert.deepEqual(JSON.parse(uit), []);
});
