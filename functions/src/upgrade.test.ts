/**
 * Upgrading between fairs (docs/BEHEER.md, "Op een eigen server"): a database made by an
 * earlier release (functions/fixtures/upgrade/, schema version 14, before drop-off and pick-up)
 * opens with today's server. Every seller, number, item, receipt and mail in it is still there,
 * and a second start changes nothing: every table reads the same after the first and the
 * second start.
 */
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { Client } from './platform/testing/client';
import { ADMIN, FUNCTIONS_DIR, startServerProcess } from './platform/testing/server';

const FIXTURE = join(FUNCTIONS_DIR, 'fixtures', 'upgrade', 'beurs-v14.sqlite');
const root = mkdtempSync(join(tmpdir(), 'upgrade-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** Starts the server on `dataDir`, runs `use` against it, stops it with SIGTERM as systemd does. */
async function metServer(dataDir: string, use: (url: string) => Promise<void> = async () => undefined) {
  const server = await startServerProcess({ dataDir });
  try {
    await use(server.url);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/** Every table, every row, in a fixed order: what a start may not change. */
function dump(file: string): Record<string, unknown[]> {
  const db = new Database(file, { readonly: true });
  try {
    const tabellen = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all();
    return {
      user_version: [db.pragma('user_version', { simple: true })],
      ...Object.fromEntries(
        tabellen.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY 1, 2`).raw().all()]),
      ),
    };
  } finally {
    db.close();
  }
}

function lees<T>(file: string, sql: string): T[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

describe('een database van een eerdere versie (schema 14)', () => {
  const dataDir = join(root, 'data');
  const file = join(dataDir, 'beurs.sqlite');

  it('opent met de huidige server: alle verkopers, nummers, artikelen, bonnen en mails zijn er nog', async () => {
    mkdirSync(dataDir, { recursive: true });
    copyFileSync(FIXTURE, file);
    assert.equal(dump(file).user_version[0], 14);

    await metServer(dataDir, async (url) => {
      const admin = new Client(url);
      assert.equal((await admin.login(ADMIN.username, ADMIN.password)).body, true);
      const kassas = await admin.get<{
        bonnen: { id: string; teBetalenCent: number; betaalwijze: string }[];
        overzicht: { totaal: { contantCent: number; pinCent: number } };
        instellingen: { pinnen: boolean };
      }>('/api/kassas');
      assert.equal(kassas.status, 200, kassas.text);
      // Receipts of before pin existed (issue 36) were paid in cash, and pin is off.
      assert.deepEqual(kassas.body.bonnen.map((b) => [b.id, b.teBetalenCent, b.betaalwijze]).sort(), [
        ['00000000-0000-4000-8000-000000000001', 1_500, 'contant'],
        ['00000000-0000-4000-8000-000000000002', 150, 'contant'],
      ]);
      assert.deepEqual(kassas.body.overzicht.totaal.contantCent, 1_650);
      assert.deepEqual(kassas.body.overzicht.totaal.pinCent, 0);
      assert.deepEqual(kassas.body.instellingen, { pinnen: false });
    });

    assert.ok((dump(file).user_version[0] as number) > 14, 'de migraties hebben het schema bijgewerkt');
    assert.deepEqual(lees(file, 'SELECT nummer, naam, email, telefoon FROM deelnemers ORDER BY nummer'), [
      { nummer: 1, naam: 'Anna de Vries', email: 'anna@voorbeeld.nl', telefoon: '06-12345678' },
      { nummer: 2, naam: 'Bram Jansen', email: 'bram@voorbeeld.nl', telefoon: '' },
      { nummer: 3, naam: 'Chantal Öztürk', email: 'chantal@voorbeeld.nl', telefoon: '' },
    ]);
    assert.deepEqual(
      lees(
        file,
        'SELECT verkopersnummer, artikelnummer, omschrijving, prijs_cent AS prijsCent FROM artikelen ORDER BY 1, 2',
      ),
      [
        { verkopersnummer: 1, artikelnummer: 1, omschrijving: 'Winterjas blauw', prijsCent: 750 },
        { verkopersnummer: 1, artikelnummer: 2, omschrijving: 'Spijkerbroek', prijsCent: 400 },
        { verkopersnummer: 1, artikelnummer: 3, omschrijving: 'Puzzel 100 stukjes', prijsCent: 250 },
        { verkopersnummer: 2, artikelnummer: 1, omschrijving: 'Winterjas blauw', prijsCent: 750 },
        { verkopersnummer: 2, artikelnummer: 2, omschrijving: 'Spijkerbroek', prijsCent: 400 },
        { verkopersnummer: 3, artikelnummer: 1, omschrijving: 'Winterjas blauw', prijsCent: 750 },
      ],
    );
    assert.deepEqual(lees(file, 'SELECT naam, taak FROM kassas'), [{ naam: 'Kleding 1', taak: 'verkopen' }]);
    // Schema 17 (issue 36): every seller of before is paid in cash, and no account is stored yet.
    assert.deepEqual(lees(file, 'SELECT nummer, uitbetaling FROM deelnemers ORDER BY nummer'), [
      { nummer: 1, uitbetaling: null },
      { nummer: 2, uitbetaling: null },
      { nummer: 3, uitbetaling: null },
    ]);
    assert.deepEqual(lees(file, 'SELECT * FROM bankrekening'), []);
    assert.deepEqual(lees(file, 'SELECT ontvanger, subject, text FROM outbox ORDER BY ontvanger'), [
      { ontvanger: 'anna@voorbeeld.nl', subject: 'Je inschrijving voor de beurs', text: 'Welkom, Anna.' },
      { ontvanger: 'bram@voorbeeld.nl', subject: 'Je verkopersnummer', text: 'Je nummer staat vast.' },
    ]);
  });

  it('een tweede start verandert niets', async () => {
    const eerste = dump(file);
    await metServer(dataDir);
    assert.deepEqual(dump(file), eerste);
  });
});
