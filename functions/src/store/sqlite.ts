/**
 * The Store on one SQLite file (better-sqlite3, WAL): the standalone server's database.
 * better-sqlite3 is synchronous, so each method does its work in one go and every atomic
 * operation is one transaction; the async signatures only follow the port.
 */
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { DomainError, notFound } from '../domain/errors';
import { bewaarPlan, teDoen } from '../domain/bewaren';
import { isBeschermd, nieuweDeelnemer, registratieToegang, toegangMelding } from '../domain/registratie';
import type {
  Admin,
  Aflevering,
  Beurs,
  Contactpersoon,
  Deelnemer,
  DeelnemerAflevering,
  MailStatus,
  Nieuws,
  OutboxMail,
  Sessie,
  Settings,
} from '../domain/types';
import type { AfleveringInvoer, DeelnemerUpdate } from '../domain/validatie';
import { STANDAARD_BEURS, STANDAARD_SETTINGS } from './defaults';
import type { BewaarLogRegel, Store } from './port';

export interface SqliteStore extends Store {
  /** Copies the live database to `destinationFile` while it stays in use (online backup). */
  backup(destinationFile: string): Promise<void>;
}

/** Bump and add a step to `migrate` when the schema changes. */
const SCHEMA_VERSION = 2;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  -- The small public documents (settings, nieuws, beurs), stored whole as JSON.
  CREATE TABLE IF NOT EXISTS documenten (
    naam TEXT PRIMARY KEY,
    json TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS deelnemers (
    id TEXT PRIMARY KEY,
    nummer INTEGER NOT NULL UNIQUE,
    naam TEXT NOT NULL,
    email TEXT NOT NULL,
    telefoon TEXT NOT NULL,
    actief INTEGER NOT NULL,
    vrijwilliger_vrijdag INTEGER NOT NULL,
    vrijwilliger_zaterdag INTEGER NOT NULL,
    -- isBeschermd(naam), kept beside the row so the active count is one indexed query.
    beschermd INTEGER NOT NULL,
    aangemeld TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS deelnemers_telling ON deelnemers (actief, beschermd);
  -- A deelnemer's afleveringen as the admin saved them: a copy of volgnummer and datum, so the
  -- history stays when an aflevering is changed or deleted later.
  CREATE TABLE IF NOT EXISTS deelnemer_afleveringen (
    deelnemer_id TEXT NOT NULL REFERENCES deelnemers (id) ON DELETE CASCADE,
    positie INTEGER NOT NULL,
    aflevering_id TEXT NOT NULL,
    volgnummer INTEGER NOT NULL,
    datum TEXT NOT NULL,
    actief INTEGER NOT NULL,
    PRIMARY KEY (deelnemer_id, positie)
  );
  CREATE TABLE IF NOT EXISTS afleveringen (
    id TEXT PRIMARY KEY,
    volgnummer INTEGER NOT NULL UNIQUE,
    datum TEXT NOT NULL,
    naam TEXT
  );
  CREATE TABLE IF NOT EXISTS contactpersonen (
    id TEXT PRIMARY KEY,
    naam TEXT NOT NULL,
    telefoon TEXT NOT NULL,
    email TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS admins (
    username TEXT PRIMARY KEY,
    password_hash TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS sessies (
    id TEXT PRIMARY KEY,
    username TEXT NOT NULL,
    expires INTEGER NOT NULL
  );
  -- Times in ms since epoch, so 'due' and 'leased' are integer comparisons.
  CREATE TABLE IF NOT EXISTS outbox (
    id TEXT PRIMARY KEY,
    ontvanger TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    html TEXT NOT NULL,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    error TEXT,
    created INTEGER NOT NULL,
    next_attempt INTEGER,
    leased_until INTEGER,
    sent INTEGER
  );
  CREATE INDEX IF NOT EXISTS outbox_wachtrij ON outbox (status, next_attempt);
  CREATE INDEX IF NOT EXISTS outbox_volgorde ON outbox (created);
`;

/** Version 2: the reminder's opt-out and marker per person, and the erasure log. */
const MIGRATIE_2 = `
  ALTER TABLE deelnemers ADD COLUMN geen_herinnering INTEGER NOT NULL DEFAULT 0;
  -- The aflevering whose reminder this person was sent last.
  ALTER TABLE deelnemers ADD COLUMN herinnerd_voor TEXT;
  -- Seller numbers only (JSON arrays), never the erased data.
  CREATE TABLE bewaar_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    tijd TEXT NOT NULL,
    reden TEXT NOT NULL,
    telefoon_gewist TEXT NOT NULL,
    verwijderd TEXT NOT NULL
  );
`;

/** The meta key of the last seller number handed out: numbers are never reused. */
const LAATSTE_NUMMER = 'laatsteNummer';

interface DeelnemerRij {
  id: string;
  nummer: number;
  naam: string;
  email: string;
  telefoon: string;
  actief: number;
  vrijwilliger_vrijdag: number;
  vrijwilliger_zaterdag: number;
  aangemeld: string;
}

interface KoppelingRij {
  deelnemer_id: string;
  aflevering_id: string;
  volgnummer: number;
  datum: string;
  actief: number;
}

interface AfleveringRij {
  id: string;
  volgnummer: number;
  datum: string;
  naam: string | null;
}

interface OutboxRij {
  id: string;
  ontvanger: string;
  subject: string;
  text: string;
  html: string;
  status: MailStatus;
  attempts: number;
  error: string | null;
  created: number;
  next_attempt: number | null;
  sent: number | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const naarAflevering = (rij: AfleveringRij): Aflevering =>
  rij.naam === null
    ? { id: rij.id, volgnummer: rij.volgnummer, datum: rij.datum }
    : { id: rij.id, volgnummer: rij.volgnummer, datum: rij.datum, naam: rij.naam };

const naarKoppeling = (rij: KoppelingRij): DeelnemerAflevering => ({
  id: rij.aflevering_id,
  volgnummer: rij.volgnummer,
  datum: rij.datum,
  actief: rij.actief === 1,
});

const naarDeelnemer = (rij: DeelnemerRij, afleveringen: DeelnemerAflevering[]): Deelnemer => ({
  id: rij.id,
  nummer: rij.nummer,
  naam: rij.naam,
  email: rij.email,
  telefoon: rij.telefoon,
  actief: rij.actief === 1,
  vrijwilligerVrijdag: rij.vrijwilliger_vrijdag === 1,
  vrijwilligerZaterdag: rij.vrijwilliger_zaterdag === 1,
  afleveringen,
  aangemeld: rij.aangemeld,
});

const naarMail = (rij: OutboxRij): OutboxMail => ({
  id: rij.id,
  to: rij.ontvanger,
  subject: rij.subject,
  text: rij.text,
  html: rij.html,
  status: rij.status,
  attempts: rij.attempts,
  error: rij.error,
  created: new Date(rij.created).toISOString(),
  nextAttempt: iso(rij.next_attempt),
  sent: iso(rij.sent),
});

function migrate(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > SCHEMA_VERSION) {
    throw new Error(
      `De database heeft schemaversie ${version}, deze versie van de server kent tot ${SCHEMA_VERSION}. Werk de server bij.`,
    );
  }
  db.transaction(() => {
    db.exec(SCHEMA);
    if (version < 2) db.exec(MIGRATIE_2);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}

/** Opens the database and prepares every statement once. */
function openDatabase(file: string) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);

  const sql = {
    getMeta: db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?'),
    setMeta: db.prepare<[string, string]>(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ),
    getDocument: db.prepare<[string], { json: string }>('SELECT json FROM documenten WHERE naam = ?'),
    setDocument: db.prepare<[string, string]>(
      'INSERT INTO documenten (naam, json) VALUES (?, ?) ON CONFLICT (naam) DO UPDATE SET json = excluded.json',
    ),

    countActief: db.prepare<[], { aantal: number }>(
      'SELECT count(*) AS aantal FROM deelnemers WHERE actief = 1 AND beschermd = 0',
    ),
    maxNummer: db.prepare<[], { nummer: number | null }>('SELECT max(nummer) AS nummer FROM deelnemers'),
    listDeelnemers: db.prepare<[], DeelnemerRij>('SELECT * FROM deelnemers ORDER BY nummer'),
    listKoppelingen: db.prepare<[], KoppelingRij>(
      'SELECT * FROM deelnemer_afleveringen ORDER BY deelnemer_id, positie',
    ),
    getDeelnemer: db.prepare<[string], DeelnemerRij>('SELECT * FROM deelnemers WHERE id = ?'),
    getDeelnemerByNummer: db.prepare<[number], DeelnemerRij>('SELECT * FROM deelnemers WHERE nummer = ?'),
    koppelingenVan: db.prepare<[string], KoppelingRij>(
      'SELECT * FROM deelnemer_afleveringen WHERE deelnemer_id = ? ORDER BY positie',
    ),
    insertDeelnemer: db.prepare(
      `INSERT INTO deelnemers (id, nummer, naam, email, telefoon, actief, vrijwilliger_vrijdag,
         vrijwilliger_zaterdag, beschermd, aangemeld)
       VALUES (@id, @nummer, @naam, @email, @telefoon, @actief, @vrijwilligerVrijdag,
         @vrijwilligerZaterdag, @beschermd, @aangemeld)`,
    ),
    updateDeelnemer: db.prepare(
      `UPDATE deelnemers SET naam = @naam, email = @email, telefoon = @telefoon, actief = @actief,
         vrijwilliger_vrijdag = @vrijwilligerVrijdag, vrijwilliger_zaterdag = @vrijwilligerZaterdag,
         beschermd = @beschermd
       WHERE id = @id`,
    ),
    deleteDeelnemer: db.prepare<[string]>('DELETE FROM deelnemers WHERE id = ?'),
    insertKoppeling: db.prepare(
      `INSERT INTO deelnemer_afleveringen (deelnemer_id, positie, aflevering_id, volgnummer, datum, actief)
       VALUES (@deelnemerId, @positie, @id, @volgnummer, @datum, @actief)`,
    ),
    deleteKoppelingen: db.prepare<[string]>('DELETE FROM deelnemer_afleveringen WHERE deelnemer_id = ?'),

    listAfleveringen: db.prepare<[], AfleveringRij>('SELECT * FROM afleveringen ORDER BY volgnummer'),
    lastAflevering: db.prepare<[], AfleveringRij>('SELECT * FROM afleveringen ORDER BY volgnummer DESC LIMIT 1'),
    getAflevering: db.prepare<[string], AfleveringRij>('SELECT * FROM afleveringen WHERE id = ?'),
    volgnummerBezet: db.prepare<[number, string], { id: string }>(
      'SELECT id FROM afleveringen WHERE volgnummer = ? AND id <> ?',
    ),
    insertAflevering: db.prepare<[string, number, string]>(
      'INSERT INTO afleveringen (id, volgnummer, datum) VALUES (?, ?, ?)',
    ),
    updateAflevering: db.prepare<[number, string, string]>(
      'UPDATE afleveringen SET volgnummer = ?, datum = ? WHERE id = ?',
    ),
    deleteAflevering: db.prepare<[string]>('DELETE FROM afleveringen WHERE id = ?'),

    listContactpersonen: db.prepare<[], Contactpersoon>(
      'SELECT id, naam, telefoon, email FROM contactpersonen ORDER BY rowid',
    ),
    getContactpersoon: db.prepare<[string], Contactpersoon>(
      'SELECT id, naam, telefoon, email FROM contactpersonen WHERE id = ?',
    ),
    insertContactpersoon: db.prepare(
      'INSERT INTO contactpersonen (id, naam, telefoon, email) VALUES (@id, @naam, @telefoon, @email)',
    ),
    updateContactpersoon: db.prepare(
      'UPDATE contactpersonen SET naam = @naam, telefoon = @telefoon, email = @email WHERE id = @id',
    ),
    deleteContactpersoon: db.prepare<[string]>('DELETE FROM contactpersonen WHERE id = ?'),

    getAdmin: db.prepare<[string], { username: string; password_hash: string }>(
      'SELECT username, password_hash FROM admins WHERE username = ?',
    ),
    saveAdmin: db.prepare<[string, string]>(
      `INSERT INTO admins (username, password_hash) VALUES (?, ?)
       ON CONFLICT (username) DO UPDATE SET password_hash = excluded.password_hash`,
    ),
    countAdmins: db.prepare<[], { aantal: number }>('SELECT count(*) AS aantal FROM admins'),
    createSessie: db.prepare<[string, string, number]>(
      'INSERT OR REPLACE INTO sessies (id, username, expires) VALUES (?, ?, ?)',
    ),
    getSessie: db.prepare<[string], Sessie>('SELECT id, username, expires FROM sessies WHERE id = ?'),
    deleteSessie: db.prepare<[string]>('DELETE FROM sessies WHERE id = ?'),

    insertMail: db.prepare(
      `INSERT INTO outbox (id, ontvanger, subject, text, html, status, attempts, error, created,
         next_attempt, leased_until, sent)
       VALUES (@id, @to, @subject, @text, @html, 'wachtend', 0, NULL, @now, @now, NULL, NULL)`,
    ),
    getMail: db.prepare<[string], OutboxRij>('SELECT * FROM outbox WHERE id = ?'),
    dueMails: db.prepare<[number, number, number], OutboxRij>(
      `SELECT * FROM outbox
       WHERE status = 'wachtend' AND next_attempt <= ? AND (leased_until IS NULL OR leased_until <= ?)
       ORDER BY created, rowid LIMIT ?`,
    ),
    leaseMail: db.prepare<[number, string]>('UPDATE outbox SET leased_until = ? WHERE id = ?'),
    markSent: db.prepare<[number, string]>(
      `UPDATE outbox SET status = 'verzonden', sent = ?, attempts = attempts + 1, error = NULL,
         next_attempt = NULL, leased_until = NULL
       WHERE id = ?`,
    ),
    markFailed: db.prepare<[MailStatus, string, number | null, string]>(
      `UPDATE outbox SET status = ?, error = ?, next_attempt = ?, attempts = attempts + 1, leased_until = NULL
       WHERE id = ?`,
    ),
    retryMail: db.prepare<[number, string]>(
      `UPDATE outbox SET status = 'wachtend', next_attempt = ?, leased_until = NULL WHERE id = ?`,
    ),
    emailInGebruik: db.prepare<[string], { id: string }>('SELECT id FROM deelnemers WHERE email = ? LIMIT 1'),
    deleteMailsTo: db.prepare<[string]>('DELETE FROM outbox WHERE ontvanger = ?'),
    wisTelefoon: db.prepare<[string]>("UPDATE deelnemers SET telefoon = '' WHERE id = ?"),
    insertBewaarLog: db.prepare<[string, string, string, string]>(
      'INSERT INTO bewaar_log (tijd, reden, telefoon_gewist, verwijderd) VALUES (?, ?, ?, ?)',
    ),
    listBewaarLog: db.prepare<
      [number],
      { tijd: string; reden: BewaarLogRegel['reden']; telefoon_gewist: string; verwijderd: string }
    >('SELECT * FROM bewaar_log ORDER BY id DESC LIMIT ?'),
    setGeenHerinnering: db.prepare<[string]>('UPDATE deelnemers SET geen_herinnering = 1 WHERE id = ?'),
    getHerinnering: db.prepare<[string], { geen_herinnering: number; herinnerd_voor: string | null }>(
      'SELECT geen_herinnering, herinnerd_voor FROM deelnemers WHERE id = ?',
    ),
    setHerinnerdVoor: db.prepare<[string, string]>('UPDATE deelnemers SET herinnerd_voor = ? WHERE id = ?'),
    listMails: db.prepare<[], OutboxRij>('SELECT * FROM outbox ORDER BY created, rowid'),
    listMailsMetStatus: db.prepare<[MailStatus], OutboxRij>(
      'SELECT * FROM outbox WHERE status = ? ORDER BY created, rowid',
    ),
  };
  return { db, sql };
}

export function createSqliteStore(file: string): SqliteStore {
  // Opened on first use, so a caller that touches the store before init() still finds the schema.
  let open: ReturnType<typeof openDatabase> | null = null;
  const database = () => (open ??= openDatabase(file));
  const sql = () => database().sql;
  const transaction = <A extends unknown[], R>(fn: (...args: A) => R) => {
    const compiled = new WeakMap<Database.Database, Database.Transaction<(...args: A) => R>>();
    // IMMEDIATE takes the write lock at the start, so a read-then-write never sees stale data.
    return (...args: A): R => {
      const { db } = database();
      let tx = compiled.get(db);
      if (!tx) compiled.set(db, (tx = db.transaction(fn)));
      return tx.immediate(...args);
    };
  };

  const document = <T>(naam: string, standaard: T): T => {
    const rij = sql().getDocument.get(naam);
    return rij ? { ...standaard, ...(JSON.parse(rij.json) as Partial<T>) } : { ...standaard };
  };
  const settings = () => document<Settings>('settings', STANDAARD_SETTINGS);
  const beurs = () => document<Beurs>('beurs', STANDAARD_BEURS);
  const nieuws = () => document<Nieuws>('nieuws', { tekst: '' });
  const countActief = () => sql().countActief.get()!.aantal;
  const lastAflevering = () => {
    const rij = sql().lastAflevering.get();
    return rij ? naarAflevering(rij) : null;
  };
  const listAfleveringen = () => sql().listAfleveringen.all().map(naarAflevering);

  const metKoppelingen = (rij: DeelnemerRij | undefined) =>
    rij ? naarDeelnemer(rij, sql().koppelingenVan.all(rij.id).map(naarKoppeling)) : null;

  const bewaarKoppelingen = (deelnemerId: string, afleveringen: DeelnemerAflevering[]) => {
    sql().deleteKoppelingen.run(deelnemerId);
    afleveringen.forEach((a, positie) =>
      sql().insertKoppeling.run({ deelnemerId, positie, ...a, actief: a.actief ? 1 : 0 }),
    );
  };

  const deelnemerVelden = (d: Omit<Deelnemer, 'nummer' | 'aangemeld'>) => ({
    id: d.id,
    naam: d.naam,
    email: d.email,
    telefoon: d.telefoon,
    actief: d.actief ? 1 : 0,
    vrijwilligerVrijdag: d.vrijwilligerVrijdag ? 1 : 0,
    vrijwilligerZaterdag: d.vrijwilligerZaterdag ? 1 : 0,
    beschermd: isBeschermd(d) ? 1 : 0,
  });

  const enqueue = (mail: { to: string; subject: string; text: string; html: string }, now: Date) => {
    const id = randomUUID();
    sql().insertMail.run({
      id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      now: now.getTime(),
    });
    return naarMail(sql().getMail.get(id)!);
  };

  const register = transaction((input: Parameters<Store['register']>[0], options: Parameters<Store['register']>[1]) => {
    const toegang = registratieToegang(settings(), countActief(), options.bypassGate);
    if (toegang !== 'formulier') throw new DomainError(409, toegangMelding(toegang, beurs().email));

    // The counter survives deletes; max(nummer) covers a database whose counter was lost.
    const vorige = Math.max(Number(sql().getMeta.get(LAATSTE_NUMMER)?.value ?? 0), sql().maxNummer.get()!.nummer ?? 0);
    const nummer = vorige + 1;
    sql().setMeta.run(LAATSTE_NUMMER, String(nummer));

    const laatste = lastAflevering();
    const deelnemer = nieuweDeelnemer(input, { id: randomUUID(), nummer, laatste, now: options.now });
    sql().insertDeelnemer.run({ ...deelnemerVelden(deelnemer), nummer, aangemeld: deelnemer.aangemeld });
    bewaarKoppelingen(deelnemer.id, deelnemer.afleveringen);
    if (options.mail) enqueue(options.mail(deelnemer), options.now);
    return deelnemer;
  });

  const updateDeelnemer = transaction((update: DeelnemerUpdate) => {
    const bestaand = sql().getDeelnemer.get(update.id);
    if (!bestaand) throw notFound('Deelnemer');
    sql().updateDeelnemer.run(deelnemerVelden(update));
    bewaarKoppelingen(update.id, update.afleveringen);
    return metKoppelingen(sql().getDeelnemer.get(update.id))!;
  });

  const deleteDeelnemer = transaction((id: string) => {
    const bestaand = metKoppelingen(sql().getDeelnemer.get(id));
    if (bestaand) sql().deleteDeelnemer.run(id);
    return bestaand;
  });

  const saveAflevering = transaction((invoer: AfleveringInvoer) => {
    const id = invoer.id ?? randomUUID();
    if (invoer.id !== undefined && !sql().getAflevering.get(invoer.id)) throw notFound('Aflevering');
    if (sql().volgnummerBezet.get(invoer.volgnummer, id)) {
      throw new DomainError(409, `Er bestaat al een aflevering met volgnummer ${invoer.volgnummer}`);
    }
    if (invoer.id === undefined) sql().insertAflevering.run(id, invoer.volgnummer, invoer.datum);
    else sql().updateAflevering.run(invoer.volgnummer, invoer.datum, id);
    return listAfleveringen();
  });

  const deleteAflevering = transaction((id: string) => {
    const rij = sql().getAflevering.get(id);
    if (!rij) return null;
    sql().deleteAflevering.run(id);
    return naarAflevering(rij);
  });

  const saveContactpersoon = transaction((invoer: Parameters<Store['saveContactpersoon']>[0]) => {
    const contact: Contactpersoon = {
      id: invoer.id ?? randomUUID(),
      naam: invoer.naam,
      telefoon: invoer.telefoon,
      email: invoer.email,
    };
    if (invoer.id === undefined) sql().insertContactpersoon.run(contact);
    else if (sql().updateContactpersoon.run(contact).changes === 0) throw notFound('Contactpersoon');
    return contact;
  });

  const deleteContactpersoon = transaction((id: string) => {
    const contact = sql().getContactpersoon.get(id) ?? null;
    if (contact) sql().deleteContactpersoon.run(id);
    return contact;
  });

  const updateSettings = transaction((patch: Partial<Settings>) => {
    const samen = { ...settings(), ...patch };
    sql().setDocument.run('settings', JSON.stringify(samen));
    return samen;
  });

  const alleDeelnemers = () => {
    const koppelingen = new Map<string, DeelnemerAflevering[]>();
    for (const rij of sql().listKoppelingen.all()) {
      const lijst = koppelingen.get(rij.deelnemer_id) ?? [];
      lijst.push(naarKoppeling(rij));
      koppelingen.set(rij.deelnemer_id, lijst);
    }
    return sql()
      .listDeelnemers.all()
      .map((rij) => naarDeelnemer(rij, koppelingen.get(rij.id) ?? []));
  };

  const logErasure = (regel: BewaarLogRegel) =>
    sql().insertBewaarLog.run(
      regel.tijd,
      regel.reden,
      JSON.stringify(regel.telefoonGewist),
      JSON.stringify(regel.verwijderd),
    );

  const vergeetMails = (email: string) =>
    sql().emailInGebruik.get(email) ? 0 : sql().deleteMailsTo.run(email).changes;

  const applyRetention = transaction((now: Date, graceDagen: number): BewaarLogRegel | null => {
    const alle = alleDeelnemers();
    const stappen = teDoen(bewaarPlan(alle, graceDagen), now);
    if (stappen.length === 0) return null;
    const emails = new Map(alle.map((d) => [d.id, d.email]));
    const regel: BewaarLogRegel = {
      tijd: now.toISOString(),
      reden: 'bewaartermijn',
      telefoonGewist: [],
      verwijderd: [],
    };
    for (const stap of stappen) {
      if (stap.actie === 'verwijderen') {
        sql().deleteDeelnemer.run(stap.id);
        regel.verwijderd.push(stap.nummer);
      } else {
        sql().wisTelefoon.run(stap.id);
        regel.telefoonGewist.push(stap.nummer);
      }
    }
    for (const stap of stappen) if (stap.actie === 'verwijderen') vergeetMails(emails.get(stap.id)!);
    logErasure(regel);
    return regel;
  });

  const sendHerinneringen = transaction((afleveringId: string, options: Parameters<Store['sendHerinneringen']>[1]) => {
    let aantal = 0;
    for (const deelnemer of alleDeelnemers()) {
      const stand = sql().getHerinnering.get(deelnemer.id)!;
      if (stand.geen_herinnering === 1 || stand.herinnerd_voor === afleveringId || !options.wie(deelnemer)) continue;
      enqueue(options.mail(deelnemer), options.now);
      sql().setHerinnerdVoor.run(afleveringId, deelnemer.id);
      aantal++;
    }
    return aantal;
  });

  const claimMails = transaction((now: Date, limit: number, leaseMs: number) => {
    const nu = now.getTime();
    const mails = sql().dueMails.all(nu, nu, limit);
    for (const mail of mails) sql().leaseMail.run(nu + leaseMs, mail.id);
    return mails.map(naarMail);
  });

  const retryMail = transaction((id: string, now: Date) => {
    if (sql().retryMail.run(now.getTime(), id).changes === 0) return null;
    return naarMail(sql().getMail.get(id)!);
  });

  return {
    async init() {
      database();
    },
    async close() {
      open?.db.close();
      open = null;
    },
    async backup(destinationFile: string) {
      await database().db.backup(destinationFile);
    },

    async getSettings() {
      return settings();
    },
    async updateSettings(patch) {
      return updateSettings(patch);
    },
    async getNieuws() {
      return nieuws();
    },
    async saveNieuws(tekst) {
      sql().setDocument.run('nieuws', JSON.stringify({ tekst }));
      return { tekst };
    },
    async getBeurs() {
      return beurs();
    },
    async saveBeurs(nieuw) {
      sql().setDocument.run('beurs', JSON.stringify(nieuw));
      return beurs();
    },
    async countActief() {
      return countActief();
    },
    async getPublicState() {
      return database().db.transaction(() => ({
        settings: settings(),
        aantalActief: countActief(),
        nieuws: nieuws(),
        beurs: beurs(),
        datum: lastAflevering()?.datum ?? null,
      }))();
    },

    async register(input, options) {
      return register(input, options);
    },
    async listDeelnemers() {
      // Two queries for the whole list: the people, then all their links, grouped here.
      return database().db.transaction(alleDeelnemers)();
    },
    async getDeelnemer(id) {
      return metKoppelingen(sql().getDeelnemer.get(id));
    },
    async getDeelnemerByNummer(nummer) {
      return metKoppelingen(sql().getDeelnemerByNummer.get(nummer));
    },
    async updateDeelnemer(update) {
      return updateDeelnemer(update);
    },
    async deleteDeelnemer(id) {
      return deleteDeelnemer(id);
    },

    async listAfleveringen() {
      return listAfleveringen();
    },
    async lastAflevering() {
      return lastAflevering();
    },
    async saveAflevering(aflevering) {
      return saveAflevering(aflevering);
    },
    async deleteAflevering(id) {
      return deleteAflevering(id);
    },

    async listContactpersonen() {
      return sql().listContactpersonen.all();
    },
    async saveContactpersoon(contact) {
      return saveContactpersoon(contact);
    },
    async deleteContactpersoon(id) {
      return deleteContactpersoon(id);
    },

    async getAdmin(username): Promise<Admin | null> {
      const rij = sql().getAdmin.get(username);
      return rij ? { username: rij.username, passwordHash: rij.password_hash } : null;
    },
    async saveAdmin(admin) {
      sql().saveAdmin.run(admin.username, admin.passwordHash);
    },
    async countAdmins() {
      return sql().countAdmins.get()!.aantal;
    },
    async createSessie(sessie) {
      sql().createSessie.run(sessie.id, sessie.username, sessie.expires);
    },
    async getSessie(id) {
      return sql().getSessie.get(id) ?? null;
    },
    async deleteSessie(id) {
      sql().deleteSessie.run(id);
    },

    async enqueueMail(mail, now) {
      return enqueue(mail, now);
    },
    async claimMails(now, limit, leaseMs) {
      return claimMails(now, limit, leaseMs);
    },
    async markMailSent(id, now) {
      sql().markSent.run(now.getTime(), id);
    },
    async markMailFailed(id, error, nextAttempt) {
      if (nextAttempt) sql().markFailed.run('wachtend', error, nextAttempt.getTime(), id);
      else sql().markFailed.run('mislukt', error, null, id);
    },
    async listMails(status) {
      return (status ? sql().listMailsMetStatus.all(status) : sql().listMails.all()).map(naarMail);
    },
    async retryMail(id, now) {
      return retryMail(id, now);
    },

    async applyRetention(now, graceDagen) {
      return applyRetention(now, graceDagen);
    },
    async deleteMailsTo(email) {
      return transaction(vergeetMails)(email);
    },
    async logErasure(regel) {
      logErasure(regel);
    },
    async listErasureLog(limit) {
      return sql()
        .listBewaarLog.all(limit)
        .map((rij) => ({
          tijd: rij.tijd,
          reden: rij.reden,
          telefoonGewist: JSON.parse(rij.telefoon_gewist) as number[],
          verwijderd: JSON.parse(rij.verwijderd) as number[],
        }));
    },
    async setHerinneringAfgemeld(id) {
      return sql().setGeenHerinnering.run(id).changes > 0;
    },
    async isHerinneringAfgemeld(id) {
      return sql().getHerinnering.get(id)?.geen_herinnering === 1;
    },
    async sendHerinneringen(afleveringId, options) {
      return sendHerinneringen(afleveringId, options);
    },

    async getMeta(key) {
      return sql().getMeta.get(key)?.value ?? null;
    },
    async setMeta(key, value) {
      sql().setMeta.run(key, value);
    },
  };
}
