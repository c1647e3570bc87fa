/**
 * Schema 23 (one place per household, issue 53): the rows of before get their phone number as
 * compared, the same as new rows, so the rule sees people who registered before the upgrade.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { openDatabase, SCHEMA_VERSION } from './schema';

const map = mkdtempSync(join(tmpdir(), 'huishouden-'));
after(() => rmSync(map, { recursive: true, force: true }));

describe('schemaversie 23: het telefoonnummer zoals het vergeleken wordt', () => {
  it('vult de sleutel voor deelnemers, de reservelijst en de loting van vóór de versie', () => {
    const file = join(map, 'oud.sqlite');
    openDatabase(file).close();
    // As version 21 left it: no telefoon_sleutel, with rows.
    const oud = new Database(file);
    oud.exec(`
      DROP INDEX deelnemers_telefoon; ALTER TABLE deelnemers DROP COLUMN telefoon_sleutel;
      DROP INDEX reservelijst_telefoon; ALTER TABLE reservelijst DROP COLUMN telefoon_sleutel;
      DROP INDEX loting_aanvragen_telefoon; ALTER TABLE loting_aanvragen DROP COLUMN telefoon_sleutel;
      INSERT INTO deelnemers (id, nummer, naam, email, telefoon, actief, vrijwilliger_vrijdag, vrijwilliger_zaterdag,
        beschermd, email_sleutel, aangemeld)
      VALUES ('a', 1, 'Anne', 'anne@voorbeeld.nl', '06-12345678', 1, 0, 0, 0, 'anne@voorbeeld.nl', '2026-03-01'),
             ('b', 2, 'Bas', 'bas@voorbeeld.nl', '', 1, 0, 0, 0, 'bas@voorbeeld.nl', '2026-03-01');
      INSERT INTO reservelijst (id, naam, email, telefoon, email_sleutel, aflevering_id, positie, aangemeld)
      VALUES ('r', 'Roos', 'roos@voorbeeld.nl', '0031 6 12345678', 'roos@voorbeeld.nl', '', 1, '2026-03-01');
      INSERT INTO loting_aanvragen (id, aflevering_id, naam, email, telefoon, email_sleutel, aangemeld)
      VALUES ('l', 'x', 'Lot', 'lot@voorbeeld.nl', '+31 6 12345678', 'lot@voorbeeld.nl', '2026-03-01');
      PRAGMA user_version = 21;`);
    oud.close();

    const db = openDatabase(file);
    try {
      assert.equal(db.pragma('user_version', { simple: true }), SCHEMA_VERSION);
      const sleutels = (tabel: string) =>
        db.prepare<[], { id: string; s: string }>(`SELECT id, telefoon_sleutel AS s FROM ${tabel} ORDER BY id`).all();
      assert.deepEqual(sleutels('deelnemers'), [
        { id: 'a', s: '+31612345678' },
        { id: 'b', s: '' },
      ]);
      assert.deepEqual(sleutels('reservelijst'), [{ id: 'r', s: '+31612345678' }]);
      assert.deepEqual(sleutels('loting_aanvragen'), [{ id: 'l', s: '+31612345678' }]);
    } finally {
      db.close();
    }
  });
});
