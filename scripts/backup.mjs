// `npm run backup`: a consistent copy of the standalone database while the server keeps
// serving. VACUUM INTO reads one snapshot in one read transaction (WAL mode lets the server
// write meanwhile), so the copy is never half a transaction, and writes it as a new database:
// only live rows travel, no free pages and no free space inside pages, so what was erased
// before the backup (an IBAN after "Uitbetaald", a deleted seller) is not in the copy
// (functions/src/platform/sqlite/wissen.ts). Its output is in rollback-journal mode: one
// self-contained file, no -wal beside it. Restoring is described in
// the README (stop the server, put the copy in place as DATA_DIR/beurs.sqlite, remove the
// -wal and -shm files, start the server).
//
//   npm run backup                    -> DATA_DIR/backups/beurs-<date>T<time>.sqlite
//   npm run backup -- /pad/naar/kopie.sqlite
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';

const dataDir = resolve(process.env.DATA_DIR || './data');
const source = join(dataDir, 'beurs.sqlite');
const stamp = new Date().toISOString().replace(/:/g, '').replace(/\..*/, '');
const destination = resolve(process.argv[2] ?? join(dataDir, 'backups', `beurs-${stamp}.sqlite`));

if (!existsSync(source)) {
  console.error(`Geen database gevonden in ${source}. Zet DATA_DIR op de map van de server.`);
  process.exit(1);
}
if (existsSync(destination)) {
  console.error(`${destination} bestaat al; kies een andere bestemming.`);
  process.exit(1);
}
mkdirSync(dirname(destination), { recursive: true });

const db = new Database(source, { fileMustExist: true });
db.pragma('busy_timeout = 5000');
try {
  db.prepare('VACUUM INTO ?').run(destination);
} finally {
  db.close();
}

// The copy is checked before we say so.
const copy = new Database(destination);
try {
  const check = copy.pragma('integrity_check', { simple: true });
  if (check !== 'ok') throw new Error(`de kopie is beschadigd: ${check}`);
  const { aantal } = copy.prepare('SELECT count(*) AS aantal FROM deelnemers').get();
  console.log(`Back-up gemaakt: ${destination} (${aantal} deelnemers, integriteit ok).`);
} catch (error) {
  console.error(`Back-up mislukt: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  copy.close();
}
