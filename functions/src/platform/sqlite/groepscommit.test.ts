import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { groepsTransactie } from './groepscommit';

function database() {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE rijen (naam TEXT PRIMARY KEY, volgnummer INTEGER NOT NULL)');
  return db;
}

describe('groepscommit', () => {
  it('de aanroepen van één beurt delen één transactie, in de volgorde waarin ze kwamen', async () => {
    const db = database();
    let commits = 0;
    const { schrijf: voegToe } = groepsTransactie(
      () => db,
      (naam: string) => {
        const { n } = db.prepare('SELECT count(*) AS n FROM rijen').get() as { n: number };
        db.prepare('INSERT INTO rijen (naam, volgnummer) VALUES (?, ?)').run(naam, n + 1);
        return n + 1;
      },
      () => commits++,
    );
    const nummers = await Promise.all(['a', 'b', 'c', 'd'].map((naam) => voegToe(naam)));
    assert.deepEqual(nummers, [1, 2, 3, 4]);
    assert.equal(commits, 1);
    // A later turn is a transaction of its own.
    assert.equal(await voegToe('e'), 5);
    assert.equal(commits, 2);
  });

  it('een aanroep die faalt, verliest alleen wat hij zelf schreef; de andere houden het hunne', async () => {
    const db = database();
    const { schrijf: voegToe } = groepsTransactie(
      () => db,
      (naam: string, faal: boolean) => {
        db.prepare('INSERT INTO rijen (naam, volgnummer) VALUES (?, 0)').run(naam);
        if (faal) throw new Error(`${naam} faalt na het schrijven`);
        return naam;
      },
    );
    const uitkomsten = await Promise.allSettled([voegToe('a', false), voegToe('b', true), voegToe('c', false)]);
    assert.deepEqual(
      uitkomsten.map((u) => (u.status === 'fulfilled' ? u.value : (u.reason as Error).message)),
      ['a', 'b faalt na het schrijven', 'c'],
    );
    assert.deepEqual(
      db
        .prepare('SELECT naam FROM rijen ORDER BY naam')
        .all()
        .map((r) => (r as { naam: string }).naam),
      ['a', 'c'],
    );
  });

  it('faalt de transactie als geheel, dan is niets geschreven en hoort iedereen het', async () => {
    const db = database();
    const { schrijf: voegToe } = groepsTransactie(
      () => db,
      (naam: string) => {
        db.prepare('INSERT INTO rijen (naam, volgnummer) VALUES (?, 0)').run(naam);
        // What SQLite does after some errors (a full disk): the whole transaction rolled back.
        if (naam === 'b') db.exec('ROLLBACK');
        return naam;
      },
    );
    const uitkomsten = await Promise.allSettled([voegToe('a'), voegToe('b'), voegToe('c')]);
    assert.deepEqual(
      uitkomsten.map((u) => u.status),
      ['rejected', 'rejected', 'rejected'],
    );
    assert.equal((db.prepare('SELECT count(*) AS n FROM rijen').get() as { n: number }).n, 0);
  });

  it('verwerk() beslist de wachtende aanroepen meteen, vóór ander schrijfwerk, en maar één keer', async () => {
    const db = database();
    let commits = 0;
    const { schrijf, verwerk } = groepsTransactie(
      () => db,
      (naam: string) => db.prepare('INSERT INTO rijen (naam, volgnummer) VALUES (?, 1)').run(naam).changes,
      () => commits++,
    );
    const a = schrijf('a');
    verwerk();
    // Written now, before anything else in this turn.
    assert.equal((db.prepare('SELECT count(*) AS n FROM rijen').get() as { n: number }).n, 1);
    assert.equal(await a, 1);
    await new Promise((klaar) => setImmediate(klaar));
    assert.equal(commits, 1);
  });
});
