import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { MELDING_AL_INGESCHREVEN } from '../../registratie/domein/dubbel';
import { maakBon } from '../../kassa/domein/kassa';
import { describeStoreContract } from './contract';
import { createSqliteStore } from './sqlite';
import { SCHEMA_VERSION } from '../../platform/sqlite/schema';

async function tijdelijkeMap() {
  const dir = await mkdtemp(join(tmpdir(), 'beurs-sqlite-'));
  return { dir, opruimen: () => rm(dir, { recursive: true, force: true }) };
}

/** A database file in that folder, at today's schema: a test then makes it old by hand. */
async function nieuweDatabase(dir: string) {
  const file = join(dir, 'beurs.sqlite');
  const oud = createSqliteStore(file);
  await oud.init();
  return { file, oud };
}

/** A fair on 14 March 2026 and one till in it. */
async function beursMetKassa(store: ReturnType<typeof createSqliteStore>) {
  const beurs = (await store.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' }))[0]!.id;
  const kassa = await store.maakKassa(beurs, { naam: 'Kleding 1', ruimte: 'Kleding' }, new Date());
  return { beurs, kassa };
}

/** What version 10 added (the active count per fair), removed to make a database of an older version. */
const ZONDER_TELLING = `DROP TRIGGER telling_koppeling_erbij;
  DROP TRIGGER telling_koppeling_eraf;
  DROP TRIGGER telling_koppeling_gewijzigd;
  DROP TRIGGER telling_deelnemer_erbij;
  DROP TRIGGER telling_deelnemer_gewijzigd;
  DROP TRIGGER telling_beschermd_gewijzigd;
  DROP TRIGGER telling_deelnemer_weg;
  DROP TABLE actief_telling;`;

describeStoreContract(
  'SQLite',
  async () => {
    const { dir, opruimen } = await tijdelijkeMap();
    const store = createSqliteStore(join(dir, 'beurs.sqlite'));
    return {
      store,
      cleanup: async () => {
        await store.close();
        await opruimen();
      },
    };
  },
  { isolatesConcurrentTransactions: true },
);

describe('SQLite-store', () => {
  it('bewaart de gegevens na sluiten en opnieuw openen van hetzelfde bestand', async () => {
    const { dir, opruimen } = await tijdelijkeMap();
    try {
      const file = join(dir, 'beurs.sqlite');
      const eerste = createSqliteStore(file);
      await eerste.init();
      await eerste.bewaarAflevering({ volgnummer: 1, datum: '2026-09-12' });
      await eerste.wijzigInstellingen({ inschrijvingGeopend: true });
      const anne = await eerste.schrijfIn(
        { naam: 'Anne', email: 'anne@voorbeeld.nl', telefoon: '' },
        { bypassGate: false, now: new Date('2026-03-01T10:00:00Z') },
      );
      const tweede = await eerste.schrijfIn(
        { naam: 'Bas', email: 'bas@voorbeeld.nl', telefoon: '' },
        { bypassGate: false, now: new Date('2026-03-01T10:00:00Z') },
      );
      await eerste.verwijderDeelnemer(tweede.id);
      await eerste.close();

      const opnieuw = createSqliteStore(file);
      await opnieuw.init();
      assert.deepEqual(await opnieuw.leesDeelnemers(), [anne]);
      assert.equal((await opnieuw.leesInstellingen()).inschrijvingGeopend, true);
      const derde = await opnieuw.schrijfIn(
        { naam: 'Cor', email: 'cor@voorbeeld.nl', telefoon: '' },
        { bypassGate: false, now: new Date('2026-03-01T10:00:00Z') },
      );
      assert.equal(derde.nummer, 3, 'het nummer van de verwijderde Bas wordt ook na herstart niet hergebruikt');
      await opnieuw.close();
    } finally {
      await opruimen();
    }
  });

  it('draait in WAL-modus, met een schemaversie, en ruimt koppelingen op via foreign keys', async () => {
    const { dir, opruimen } = await tijdelijkeMap();
    try {
      const file = join(dir, 'beurs.sqlite');
      const store = createSqliteStore(file);
      await store.init();
      await store.bewaarAflevering({ volgnummer: 1, datum: '2026-09-12' });
      const anne = await store.schrijfIn(
        { naam: 'Anne', email: 'anne@voorbeeld.nl', telefoon: '' },
        { bypassGate: true, now: new Date('2026-03-01T10:00:00Z') },
      );
      assert.equal(anne.afleveringen.length, 1);
      await store.verwijderDeelnemer(anne.id);
      await store.close();

      const db = new Database(file, { readonly: true });
      assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
      assert.equal(db.pragma('user_version', { simple: true }), SCHEMA_VERSION);
      assert.deepEqual(db.prepare('SELECT count(*) AS n FROM deelnemer_afleveringen').get(), { n: 0 });
      db.close();
    } finally {
      await opruimen();
    }
  });

  it('werkt een database van schemaversie 1 bij: bestaande deelnemers houden hun gegevens', async () => {
    const { dir, opruimen } = await tijdelijkeMap();
    try {
      const { file, oud } = await nieuweDatabase(dir);
      const anne = await oud.schrijfIn(
        { naam: 'Anne', email: 'anne@voorbeeld.nl', telefoon: '06-12345678' },
        { bypassGate: true, now: new Date('2026-03-01T10:00:00Z') },
      );
      await oud.close();
      // Back to version 1: without what versions 2 and 3 added.
      const db = new Database(file);
      db.exec(`${ZONDER_TELLING}
        DROP INDEX deelnemers_email;
        ALTER TABLE deelnemers DROP COLUMN email_sleutel;
        ALTER TABLE deelnemers DROP COLUMN bevestigd_op;
        DROP TABLE bewaar_log;
        ALTER TABLE deelnemers DROP COLUMN geen_herinnering;
        ALTER TABLE deelnemers DROP COLUMN herinnerd_voor;
        PRAGMA user_version = 1;`);
      db.close();

      const nieuw = createSqliteStore(file);
      await nieuw.init();
      assert.deepEqual(await nieuw.leesDeelnemer(anne.id), anne);
      assert.equal(await nieuw.leesHerinneringAfgemeld(anne.id), false);
      assert.equal(await nieuw.zetHerinneringAfgemeld(anne.id), true);
      assert.deepEqual((await nieuw.pasBewaartermijnToe(new Date('2027-03-02T10:00:00Z'), 7))?.verwijderd, [
        anne.nummer,
      ]);
      await nieuw.close();
      const na = new Database(file, { readonly: true });
      assert.equal(na.pragma('user_version', { simple: true }), SCHEMA_VERSION);
      na.close();
    } finally {
      await opruimen();
    }
  });

  it('werkt een database van schemaversie 2 bij: wie al ingeschreven was, telt mee voor één inschrijving per adres', async () => {
    const { dir, opruimen } = await tijdelijkeMap();
    try {
      const { file, oud } = await nieuweDatabase(dir);
      await oud.wijzigInstellingen({ inschrijvingGeopend: true, inschrijvingGesloten: false });
      const anne = await oud.schrijfIn(
        { naam: 'Anne', email: ' Anne@Voorbeeld.nl', telefoon: '' },
        { bypassGate: true, now: new Date('2026-03-01T10:00:00Z') },
      );
      await oud.close();
      const db = new Database(file);
      db.exec(`${ZONDER_TELLING}
        DROP INDEX deelnemers_email;
        ALTER TABLE deelnemers DROP COLUMN email_sleutel;
        ALTER TABLE deelnemers DROP COLUMN bevestigd_op;
        PRAGMA user_version = 2;`);
      db.close();

      const nieuw = createSqliteStore(file);
      await nieuw.init();
      assert.deepEqual(await nieuw.leesDeelnemer(anne.id), anne);
      await assert.rejects(
        nieuw.schrijfIn(
          { naam: 'Anne', email: 'anne@voorbeeld.nl', telefoon: '' },
          { bypassGate: false, now: new Date('2026-03-01T11:00:00Z') },
        ),
        { soort: 'conflict', message: MELDING_AL_INGESCHREVEN },
      );
      await nieuw.close();
    } finally {
      await opruimen();
    }
  });

  it('werkt een database van schemaversie 3 bij: wie aan de laatste aflevering gekoppeld is, blijft meetellen', async () => {
    const { dir, opruimen } = await tijdelijkeMap();
    try {
      const { file, oud } = await nieuweDatabase(dir);
      await oud.bewaarAflevering({ volgnummer: 1, datum: '2026-09-12' });
      const als = { bypassGate: true, now: new Date('2026-03-01T10:00:00Z') };
      const anne = await oud.schrijfIn({ naam: 'Anne', email: 'anne@voorbeeld.nl', telefoon: '' }, als);
      const bas = await oud.schrijfIn({ naam: 'Bas', email: 'bas@voorbeeld.nl', telefoon: '' }, als);
      await oud.close();
      // Version 3 counted the person's own flag; a link could say otherwise.
      const db = new Database(file);
      db.exec(`${ZONDER_TELLING}
        UPDATE deelnemer_afleveringen SET actief = 0;
        UPDATE deelnemers SET actief = 0 WHERE id = '${bas.id}';
        DROP INDEX deelnemer_afleveringen_telling;
        PRAGMA user_version = 3;`);
      db.close();

      const nieuw = createSqliteStore(file);
      await nieuw.init();
      assert.equal(await nieuw.telActief(), 1);
      assert.equal((await nieuw.leesDeelnemer(anne.id))?.afleveringen[0]?.actief, true);
      assert.equal((await nieuw.leesDeelnemer(bas.id))?.afleveringen[0]?.actief, false);
      await nieuw.close();
    } finally {
      await opruimen();
    }
  });

  it('werkt een database van schemaversie 9 bij: de telling per beurs begint bij wat er al is', async () => {
    const { dir, opruimen } = await tijdelijkeMap();
    try {
      const { file, oud } = await nieuweDatabase(dir);
      const als = { bypassGate: true, now: new Date('2026-03-01T10:00:00Z') };
      await oud.bewaarAflevering({ volgnummer: 1, datum: '2026-03-14' });
      await oud.schrijfIn({ naam: 'Kledingmaat', email: 'maat@voorbeeld.nl', telefoon: '' }, als);
      for (const naam of ['Anne', 'Bas', 'Cor']) {
        await oud.schrijfIn({ naam, email: `${naam}@voorbeeld.nl`, telefoon: '' }, als);
      }
      const lijst = await oud.bewaarAflevering({ volgnummer: 2, datum: '2026-10-10' });
      await oud.schrijfIn({ naam: 'Dirk', email: 'dirk@voorbeeld.nl', telefoon: '' }, als);
      await oud.close();
      const db = new Database(file);
      db.exec(`${ZONDER_TELLING}
        PRAGMA user_version = 9;`);
      db.close();

      const nieuw = createSqliteStore(file);
      await nieuw.init();
      assert.equal(await nieuw.telActief(), 1, 'de huidige beurs: Dirk');
      await nieuw.verwijderAflevering(lijst[1]!.id);
      assert.equal(await nieuw.telActief(), 3, 'de vorige beurs, zonder de beschermde rij');
      await nieuw.verwijderAflevering(lijst[0]!.id);
      assert.equal(await nieuw.telActief(), 4, 'zonder aflevering telt de eigen vlag');
      await nieuw.close();
    } finally {
      await opruimen();
    }
  });

  it('werkt een database van schemaversie 10 bij: een bon na het afsluiten wordt apart bewaard', async () => {
    const { dir, opruimen } = await tijdelijkeMap();
    try {
      const { file, oud } = await nieuweDatabase(dir);
      const { beurs, kassa } = await beursMetKassa(oud);
      await oud.close();
      const db = new Database(file);
      db.prepare(
        "INSERT INTO afrekeningen (aflevering_id, gesloten_op, json) VALUES (?, '2026-03-14T16:00:00Z', '{}')",
      ).run(beurs);
      db.exec(`DROP TABLE bonnen_na_afsluiting;
        PRAGMA user_version = 10;`);
      db.close();

      const nieuw = createSqliteStore(file);
      await nieuw.init();
      const bon = maakBon(
        {
          id: randomUUID(),
          regels: [{ verkopersnummer: 1, artikelnummer: null, prijsCent: 250 }],
          ontvangenCent: 250,
          gesloten: '2026-03-14T16:05:00Z',
        },
        kassa,
        new Date('2026-03-14T16:06:00Z'),
        { pinnen: true },
      );
      assert.deepEqual(await nieuw.bewaarBon(bon), { bon, nieuw: true, naAfsluiting: true });
      assert.deepEqual(await nieuw.leesBonnenNaAfsluiting(beurs), [bon]);
      assert.deepEqual(await nieuw.leesBonnen(beurs), []);
      await nieuw.close();
    } finally {
      await opruimen();
    }
  });

  it('werkt een database van schemaversie 15 bij: bonnen van toen zijn contant, pinnen staat uit en een pinbon wordt bewaard (issue 36)', async () => {
    const { dir, opruimen } = await tijdelijkeMap();
    try {
      const { file, oud } = await nieuweDatabase(dir);
      const { beurs, kassa } = await beursMetKassa(oud);
      const regels = [{ verkopersnummer: 1, artikelnummer: null, prijsCent: 252 }];
      const contant = maakBon(
        { id: randomUUID(), regels, ontvangenCent: 500, gesloten: '2026-03-14T10:00:00Z' },
        kassa,
        new Date('2026-03-14T10:01:00Z'),
        { pinnen: true },
      );
      await oud.bewaarBon(contant);
      await oud.close();
      // As version 15 had it: no betaalwijze column, no till settings.
      const db = new Database(file);
      db.exec(`ALTER TABLE bonnen DROP COLUMN betaalwijze;
        ALTER TABLE bonnen_na_afsluiting DROP COLUMN betaalwijze;
        DROP TABLE kassa_instellingen;
        PRAGMA user_version = 15;`);
      db.close();

      const nieuw = createSqliteStore(file);
      await nieuw.init();
      assert.deepEqual(await nieuw.leesKassaInstellingen(), { pinnen: false });
      const pin = maakBon(
        { id: randomUUID(), regels, ontvangenCent: 0, gesloten: '2026-03-14T10:05:00Z', betaalwijze: 'pin' },
        kassa,
        new Date('2026-03-14T10:06:00Z'),
        { pinnen: true },
      );
      assert.equal((await nieuw.bewaarBon(pin)).nieuw, true);
      assert.deepEqual(
        (await nieuw.leesBonnen(beurs)).map((b) => [b.id, b.betaalwijze, b.teBetalenCent]),
        [
          [contant.id, 'contant', 250],
          [pin.id, 'pin', 252],
        ],
      );
      await nieuw.close();
      const na = new Database(file, { readonly: true });
      assert.equal(na.pragma('user_version', { simple: true }), SCHEMA_VERSION);
      na.close();
    } finally {
      await opruimen();
    }
  });

  it('werkt een database van schemaversie 14 bij: een kassa van toen verkoopt, en inleveren kan', async () => {
    const { dir, opruimen } = await tijdelijkeMap();
    try {
      const { file, oud } = await nieuweDatabase(dir);
      const { beurs, kassa } = await beursMetKassa(oud);
      await oud.close();
      // As version 14 had it: no task column, no drop-off table.
      const db = new Database(file);
      db.exec(`DROP TABLE inleveringen;
        ALTER TABLE kassas DROP COLUMN taak;
        PRAGMA user_version = 14;`);
      db.close();

      const nieuw = createSqliteStore(file);
      await nieuw.init();
      assert.equal((await nieuw.leesKassa(kassa.id))?.taak, 'verkopen');
      const stap = await nieuw.zetInleverStap(
        beurs,
        1,
        { soort: 'ingeleverd', artikelnummers: [1] },
        { door: 'Balie 1', now: new Date() },
      );
      assert.deepEqual(stap.inlevering.ingeleverd, [1]);
      await nieuw.close();
    } finally {
      await opruimen();
    }
  });

  it('werkt een database van schemaversie 15 bij: iedereen contant, en een verkoper kan daarna per bank kiezen (issue 36)', async () => {
    const { dir, opruimen } = await tijdelijkeMap();
    try {
      const { file, oud } = await nieuweDatabase(dir);
      const beurs = (await oud.bewaarAflevering({ volgnummer: 1, datum: '2026-11-28' }))[0]!.id;
      const anne = await oud.schrijfIn(
        { naam: 'Anne', email: 'anne@voorbeeld.nl', telefoon: '' },
        { bypassGate: true, now: new Date('2026-11-01T10:00:00Z') },
      );
      await oud.close();
      // As version 15 had it: no payout column, no account table, no mark.
      const db = new Database(file);
      db.exec(`DROP TABLE bankrekening;
        ALTER TABLE deelnemers DROP COLUMN uitbetaling;
        ALTER TABLE afrekeningen DROP COLUMN uitbetaald;
        PRAGMA user_version = 15;`);
      db.close();

      const nieuw = createSqliteStore(file);
      await nieuw.init();
      assert.equal((await nieuw.leesDeelnemer(anne.id))?.uitbetaling, undefined);
      assert.equal(await nieuw.leesBankrekening(), null);
      await nieuw.zetUitbetaling(
        anne.id,
        beurs,
        {
          wijze: 'bank',
          iban: 'NL91ABNA0417164300',
          tenaamstelling: 'Anne',
        },
        () => null,
        new Date(),
      );
      assert.deepEqual(await nieuw.leesBankgegevens(), [
        { nummer: anne.nummer, iban: 'NL91ABNA0417164300', tenaamstelling: 'Anne' },
      ]);
      await nieuw.close();
    } finally {
      await opruimen();
    }
  });

  it('werkt ook als de aanroeper vóór init() al iets opslaat', async () => {
    const store = createSqliteStore(':memory:');
    await store.bewaarBeheerder({ username: 'admin', passwordHash: 'hash' });
    await store.init();
    assert.equal(await store.telBeheerders(), 1);
    await store.close();
  });

  it('backup() maakt een bestand dat opent en de gegevens bevat', async () => {
    const { dir, opruimen } = await tijdelijkeMap();
    try {
      const store = createSqliteStore(join(dir, 'beurs.sqlite'));
      await store.init();
      await store.bewaarNieuws('<p>Bewaard</p>');
      const anne = await store.schrijfIn(
        { naam: 'Anne', email: 'anne@voorbeeld.nl', telefoon: '06-12345678' },
        { bypassGate: true, now: new Date('2026-03-01T10:00:00Z') },
      );
      const kopie = join(dir, 'kopie.sqlite');
      await store.backup(kopie);
      await store.close();

      const hersteld = createSqliteStore(kopie);
      await hersteld.init();
      assert.deepEqual(await hersteld.leesDeelnemers(), [anne]);
      assert.deepEqual(await hersteld.leesNieuws(), { tekst: '<p>Bewaard</p>' });
      await hersteld.close();
    } finally {
      await opruimen();
    }
  });
});
