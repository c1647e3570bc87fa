/**
 * A database from before secure_delete (schema 19 and older) still holds erased data in its free
 * pages; opened by this version it is rewritten once without them (issue 50), and it says so in
 * the file's bytes, where `grep -a` would look.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { openDatabase, SCHEMA_VERSION } from './schema';

const map = mkdtempSync(join(tmpdir(), 'opschonen-'));
after(() => rmSync(map, { recursive: true, force: true }));

const IBAN = 'NL91ABNA0417164300';
const inBestanden = (file: string) =>
  [file, `${file}-wal`].some((f) => existsSync(f) && readFileSync(f).includes(IBAN));

describe('een oude database wordt één keer zonder vrije pagina’s herschreven', () => {
  it('wat vóór secure_delete gewist was, staat daarna niet meer in het bestand', () => {
    const file = join(map, 'oud.sqlite');
    // Made as the previous version left it: a schema of version 19, the erased row in a free page.
    const nieuw = openDatabase(file);
    nieuw.close();
    const oud = new Database(file);
    oud.pragma('secure_delete = OFF');
    oud.pragma('user_version = 19');
    oud.exec('CREATE TABLE oud_spoor (tekst TEXT)');
    const rij = oud.prepare('INSERT INTO oud_spoor (tekst) VALUES (?)');
    for (let i = 0; i < 200; i++) rij.run(`${IBAN} ${'x'.repeat(200)}`);
    oud.exec('DELETE FROM oud_spoor');
    oud.pragma('wal_checkpoint(TRUNCATE)');
    oud.close();
    assert.ok(inBestanden(file), 'het gewiste IBAN staat nog in de vrije pagina’s');

    const db = openDatabase(file);
    try {
      assert.equal(db.pragma('user_version', { simple: true }), SCHEMA_VERSION);
      assert.equal(inBestanden(file), false);
    } finally {
      db.close();
    }
    assert.equal(inBestanden(file), false);
  });
});
