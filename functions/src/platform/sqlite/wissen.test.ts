import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { openDatabase } from './schema';
import { wisserVoor, type WisCheckpoint } from './wissen';

const IBAN = 'NL91ABNA0417164300';
const map = mkdtempSync(join(tmpdir(), 'wisser-'));
after(() => rmSync(map, { recursive: true, force: true }));

let volgnummer = 0;
/** A database as the server opens it, with an IBAN in a committed row (in the WAL, not yet checkpointed). */
function databaseMetIban() {
  const file = join(map, `beurs-${++volgnummer}.sqlite`);
  const db = openDatabase(file);
  db.exec('CREATE TABLE rekeningen (id INTEGER PRIMARY KEY, iban TEXT)');
  const vul = db.prepare('INSERT INTO rekeningen (iban) VALUES (?)');
  for (let i = 0; i < 20; i++) vul.run(`NL00TEST00000000${String(i).padStart(2, '0')}`);
  vul.run(IBAN);
  return { file, db, wis: () => db.prepare('UPDATE rekeningen SET iban = NULL WHERE iban = ?').run(IBAN) };
}

const bevat = (file: string) => existsSync(file) && readFileSync(file).includes(IBAN);
const walGrootte = (file: string) => (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);

describe('wissen: gewist is ook uit het bestand weg', () => {
  it('zet gewiste bytes op nul en kort de WAL in tot 0 bytes', () => {
    const { file, db, wis } = databaseMetIban();
    const uitkomsten: WisCheckpoint[] = [];
    const wisser = wisserVoor(db, { opCheckpoint: (u) => uitkomsten.push(u) });
    assert.equal(db.pragma('secure_delete', { simple: true }), 1);
    assert.ok(bevat(`${file}-wal`), 'eerst staat het IBAN in de WAL');

    wis();
    assert.ok(bevat(`${file}-wal`), 'de oude versie van de pagina blijft in de WAL staan tot de checkpoint');
    wisser.gewist();
    assert.deepEqual(uitkomsten, [{ busy: 0, log: 0, checkpointed: 0 }]);
    assert.equal(walGrootte(file), 0);
    assert.equal(bevat(file), false, 'secure_delete: de pagina in het bestand heeft het IBAN niet meer');
    db.close();
  });

  it('wacht niet op een lezer met een oudere momentopname, en probeert het daarna opnieuw', async () => {
    const { file, db, wis } = databaseMetIban();
    const uitkomsten: WisCheckpoint[] = [];
    const meldingen: string[] = [];
    const wisser = wisserVoor(db, { opCheckpoint: (u) => uitkomsten.push(u), log: (m) => meldingen.push(m) });
    wisser.gewist();
    // `npm run backup` in another process, in the middle of its copy: a read transaction.
    const lezer = new Database(file, { readonly: true });
    lezer.prepare('BEGIN').run();
    lezer.prepare('SELECT count(*) FROM rekeningen').get();

    wis();
    const start = Date.now();
    wisser.gewist();
    assert.ok(Date.now() - start < 500, 'de server wacht niet op de busy-timeout van 5 s');
    assert.equal(db.pragma('busy_timeout', { simple: true }), 5000, 'en krijgt zijn busy-timeout terug');
    assert.equal(uitkomsten.at(-1)?.busy, 1);
    assert.ok(bevat(file) || bevat(`${file}-wal`), 'de lezer leest het nog');

    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(uitkomsten.at(-1)?.busy, 1, 'zolang de lezer leest, opnieuw geprobeerd');
    lezer.prepare('COMMIT').run();
    lezer.close();
    const tot = Date.now() + 2000;
    while (uitkomsten.at(-1)?.busy !== 0 && Date.now() < tot) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(uitkomsten.at(-1)?.busy, 0);
    assert.equal(walGrootte(file), 0);
    assert.equal(bevat(file), false);
    assert.deepEqual(meldingen, [], 'een korte lezer is geen melding waard');
    wisser.stop();
    db.close();
  });

  it('stop() laat een wachtende nieuwe poging vallen', async () => {
    const { file, db, wis } = databaseMetIban();
    let gevraagd = 0;
    const wisser = wisserVoor(db, { opCheckpoint: () => gevraagd++ });
    const lezer = new Database(file, { readonly: true });
    lezer.prepare('BEGIN').run();
    lezer.prepare('SELECT count(*) FROM rekeningen').get();
    wis();
    wisser.gewist();
    wisser.stop();
    lezer.prepare('COMMIT').run();
    lezer.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(gevraagd, 1);
    db.close();
    assert.equal(bevat(file), false, 'de laatste verbinding die sluit, neemt de WAL mee');
  });
});
