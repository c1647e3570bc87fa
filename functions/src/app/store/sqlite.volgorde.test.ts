/**
 * First come, first served on the SQLite store, with group commit (sqlite/groepscommit.ts): the
 * registrations of one turn share a transaction, yet every write keeps the order of its call,
 * among registrations, against other writes, and on close.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { MELDING_MAXIMUM } from '../../registratie/domein/registratie';
import { createSqliteStore } from './sqlite';

/** A store in memory with registration open up to `maximum`. */
async function metOpenInschrijving(maximum: number) {
  const store = createSqliteStore(':memory:');
  await store.init();
  await store.wijzigInstellingen({
    inschrijvingGeopend: true,
    inschrijvingGesloten: false,
    maximumAantalDeelnemers: maximum,
  });
  return store;
}

describe('SQLite-store: wie eerst komt, wordt eerst bediend', () => {
  it('wie eerst komt, wordt eerst bediend: 1.000 gelijktijdige inschrijvingen bij maximum 300 krijgen nummers in volgorde van aanroep', async () => {
    const store = await metOpenInschrijving(300);
    try {
      // All started before any is awaited, as requests arrive on the server's event loop.
      const uitkomsten = await Promise.allSettled(
        Array.from({ length: 1000 }, (_, i) =>
          store.schrijfIn(
            { naam: `Ouder ${i}`, email: `ouder${i}@voorbeeld.nl`, telefoon: '' },
            { bypassGate: false, now: new Date('2026-03-01T10:00:00.000Z') },
          ),
        ),
      );
      assert.deepEqual(
        uitkomsten.map((u) => (u.status === 'fulfilled' ? u.value.nummer : (u.reason as Error).message)),
        Array.from({ length: 1000 }, (_, i) => (i < 300 ? i + 1 : MELDING_MAXIMUM)),
      );
      assert.equal(await store.telActief(), 300);
    } finally {
      await store.close();
    }
  });

  it('wie eerst komt, ook tussen soorten: een inschrijving vóór de laatste plaats op de reservelijst gaat eerst', async () => {
    const store = await metOpenInschrijving(1);
    try {
      const now = new Date('2026-03-01T10:00:00.000Z');
      // Both in one turn: the registration (group commit, sqlite/groepscommit.ts) was asked first.
      const inschrijving = store.schrijfIn(
        { naam: 'Anna', email: 'anna@voorbeeld.nl', telefoon: '' },
        { bypassGate: false, now },
      );
      const reserve = store.zetOpReservelijst(
        { naam: 'Bram', email: 'bram@voorbeeld.nl', telefoon: '' },
        {
          now,
          mail: (plaats) => ({
            to: plaats.email,
            subject: 'Reservelijst',
            text: 'Reservelijst',
            html: '<p>Reservelijst</p>',
          }),
        },
      );
      const [anna, bram] = await Promise.allSettled([inschrijving, reserve]);
      assert.equal(anna.status === 'fulfilled' && anna.value.nummer, 1);
      assert.equal(bram.status, 'fulfilled', 'de plaats was al genomen, dus Bram komt op de reservelijst');
      assert.deepEqual(
        (await store.leesReservelijst()).map((p) => p.naam),
        ['Bram'],
      );
    } finally {
      await store.close();
    }
  });

  it('wie eerst komt, ook tegenover de beheerder: een inschrijving van vóór het sluiten wordt nog beslist', async () => {
    const store = await metOpenInschrijving(10);
    try {
      const inschrijving = store.schrijfIn(
        { naam: 'Anna', email: 'anna@voorbeeld.nl', telefoon: '' },
        { bypassGate: false, now: new Date('2026-03-01T10:00:00.000Z') },
      );
      const dicht = store.wijzigInstellingen({ inschrijvingGesloten: true });
      assert.equal((await inschrijving).nummer, 1);
      assert.equal((await dicht).inschrijvingGesloten, true);
    } finally {
      await store.close();
    }
  });

  it('sluiten beslist en beantwoordt eerst de inschrijvingen die nog wachten, op deze database', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'beurs-volgorde-'));
    try {
      const file = join(dir, 'beurs.sqlite');
      const store = createSqliteStore(file);
      await store.init();
      const inschrijving = store.schrijfIn(
        { naam: 'Anna', email: 'anna@voorbeeld.nl', telefoon: '' },
        { bypassGate: true, now: new Date('2026-03-01T10:00:00.000Z') },
      );
      await store.close();
      assert.equal((await inschrijving).nummer, 1);
      // Written before the close: in the file, and no connection was opened again after it.
      assert.equal(existsSync(`${file}-wal`), false);
      const weer = createSqliteStore(file);
      assert.deepEqual(
        (await weer.leesDeelnemers()).map((d) => d.naam),
        ['Anna'],
      );
      await weer.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
