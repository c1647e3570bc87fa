/**
 * Issue 23: a registration must cost the same in the third season as in the first. Every
 * statement the registration path runs (new, returning and repeated registrations, 'Ik doe weer
 * mee', the reserve list and its promotion, and the public state the live stream reads) is
 * recorded while it runs on a database with people of earlier fairs, and SQLite's plan for each
 * must look rows up through an index: a SCAN of the people, their participations, the reserve
 * list or the outbox makes every registration slower as the database fills.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import type { Deelnemer, MailBericht } from '../../../kern/types';
import { createSqliteStore } from '../../../app/store/sqlite';

/**
 * A SCAN reads a whole table (or index). Only these stay: the constant row of a scalar query,
 * and the latest aflevering, read as the first entry of the volgnummer index (LIMIT 1).
 */
const GEEN_VOLLEDIGE_SCAN = [/^SCAN CONSTANT ROW$/, /^SCAN afleveringen USING INDEX sqlite_autoindex_afleveringen_2$/];

describe('SQLite: het pad van een inschrijving', () => {
  const uitgevoerd = new Map<string, { db: Database.Database; args: unknown[] }>();
  const prototype = Database.prototype as unknown as { prepare: (this: Database.Database, sql: string) => unknown };
  const prepare = prototype.prepare;
  let opnemen = false;

  before(() => {
    // Every prepared statement notes its SQL and last parameters while `opnemen` is on.
    prototype.prepare = function (this: Database.Database, sql: string) {
      const statement = prepare.call(this, sql) as Record<string, (...args: unknown[]) => unknown>;
      for (const methode of ['run', 'get', 'all', 'iterate']) {
        const origineel = statement[methode]!;
        // An arrow function: `this` stays the database the statement belongs to.
        statement[methode] = (...args: unknown[]) => {
          if (opnemen) uitgevoerd.set(sql, { db: this, args });
          return origineel.apply(statement, args);
        };
      }
      return statement;
    };
  });
  after(() => {
    prototype.prepare = prepare;
  });

  it('zoekt alles via een index of de telling, nooit door alle personen', async () => {
    const store = createSqliteStore(':memory:');
    await store.init();
    const now = new Date('2026-09-01T10:00:00Z');
    const mail = (d: Deelnemer | { email: string }): MailBericht => ({
      to: d.email,
      subject: 's',
      text: 't',
      html: 'h',
    });
    const persoon = (i: number) => ({ naam: `Ouder ${i}`, email: `ouder${i}@voorbeeld.nl`, telefoon: '' });
    for (let beurs = 1; beurs <= 3; beurs++) {
      await store.bewaarAflevering({ volgnummer: beurs, datum: `202${4 + beurs}-03-14` });
      for (let i = beurs * 40 - 60; i < beurs * 40; i++)
        if (i >= 0) await store.schrijfIn(persoon(i), { bypassGate: true, now });
    }
    await store.bewaarAflevering({ volgnummer: 4, datum: '2026-10-10' });
    await store.wijzigInstellingen({
      inschrijvingGeopend: true,
      inschrijvingGesloten: false,
      maximumAantalDeelnemers: 3,
    });
    const terug = (await store.leesDeelnemerMetNummer(5))!;

    opnemen = true;
    await store.schrijfIn(persoon(1000), { bypassGate: false, now, mail });
    await store.schrijfIn(persoon(1), { bypassGate: false, now, mail });
    await store.schrijfIn(persoon(1), { bypassGate: false, now, mail }).catch(() => 'al ingeschreven');
    await store.weerMeedoen(terug.id, { now, mail });
    await store.schrijfIn(persoon(1001), { bypassGate: false, now, mail }).catch(() => 'vol');
    await store.zetOpReservelijst(persoon(1002), { now, mail });
    await store.leesPubliekeStaat();
    await store.telActief();
    await store.leesReservelijst();
    opnemen = false;
    // Freeing a place promotes from the list: an administrator's action, in the same transaction.
    const plaats = (await store.leesDeelnemerMetNummer(5))!;
    opnemen = true;
    await store.verwijderDeelnemer(plaats.id, { now, mail });
    opnemen = false;
    assert.equal(await store.telActief(), 3, 'de plaats ging naar de reservelijst');

    const scans = [...uitgevoerd].flatMap(([sql, { db, args }]) => {
      const plan = (prepare.call(db, `EXPLAIN QUERY PLAN ${sql}`) as Database.Statement).all(...args) as {
        detail: string;
      }[];
      return plan
        .map((r) => r.detail)
        .filter((detail) => detail.startsWith('SCAN ') && !GEEN_VOLLEDIGE_SCAN.some((mag) => mag.test(detail)))
        .map((detail) => `${sql.replace(/\s+/g, ' ')}\n    ${detail}`);
    });
    assert.ok(uitgevoerd.size > 10, `${uitgevoerd.size} statements opgenomen`);
    assert.deepEqual(scans, []);
    await store.close();
  });
});
