/** Volunteers: the shifts per fair and the sign-ups, with the capacity check in the claim. */
import { randomUUID } from 'node:crypto';
import { emailSleutel } from '../../../registratie/domein';
import type { MailBericht } from '../../../kern/types';
import {
  aanmelden,
  aanmeldingUit,
  dienstenUit,
  rosterVolgorde,
  vlaggenNaAfmelden,
  type Aanmelding,
  type DienstInstelling,
  type DienstSoort,
} from '../../domein/vrijwilligers';
import type { VrijwilligersStore } from '../port';
import { statements, velden, type SqliteContext } from '../../../platform/sqlite/context';

interface AanmeldingRij {
  id: string;
  aflevering_id: string;
  dienst: DienstSoort;
  naam: string;
  email: string;
  telefoon: string;
  deelnemer_id: string | null;
  aangemeld: string;
}

interface VlaggenRij {
  id: string;
  vrijwilliger_vrijdag: number;
  vrijwilliger_zaterdag: number;
}

const naarAanmelding = (rij: AanmeldingRij): Aanmelding => aanmeldingUit(rij.id, velden(rij));

const sql = statements((db) => ({
  instellingen: db.prepare<[string], DienstInstelling & { dienst: DienstSoort }>(
    'SELECT dienst, tijd, capaciteit FROM diensten WHERE aflevering_id = ?',
  ),
  bezetting: db.prepare<[string], { dienst: DienstSoort; bezet: number }>(
    'SELECT dienst, count(*) AS bezet FROM vrijwilligers WHERE aflevering_id = ? GROUP BY dienst',
  ),
  bewaarDienst: db.prepare<[string, string, string, number]>(
    `INSERT INTO diensten (aflevering_id, dienst, tijd, capaciteit) VALUES (?, ?, ?, ?)
     ON CONFLICT (aflevering_id, dienst) DO UPDATE SET tijd = excluded.tijd, capaciteit = excluded.capaciteit`,
  ),
  aanmeldingen: db.prepare<[string], AanmeldingRij>('SELECT * FROM vrijwilligers WHERE aflevering_id = ?'),
  aanmelding: db.prepare<[string], AanmeldingRij>('SELECT * FROM vrijwilligers WHERE id = ?'),
  vanPersoon: db.prepare<[string, string, string | null], AanmeldingRij>(
    'SELECT * FROM vrijwilligers WHERE aflevering_id = ? AND (email_sleutel = ? OR deelnemer_id = ?)',
  ),
  vanDeelnemer: db.prepare<[string, string], AanmeldingRij>(
    'SELECT * FROM vrijwilligers WHERE aflevering_id = ? AND deelnemer_id = ?',
  ),
  insert: db.prepare(
    `INSERT INTO vrijwilligers (id, aflevering_id, dienst, naam, email, email_sleutel, telefoon, deelnemer_id, aangemeld)
     VALUES (@id, @afleveringId, @dienst, @naam, @email, @emailSleutel, @telefoon, @deelnemerId, @aangemeld)`,
  ),
  verwijder: db.prepare<[string]>('DELETE FROM vrijwilligers WHERE id = ?'),
  zetDeelnemer: db.prepare<[string, string]>('UPDATE vrijwilligers SET deelnemer_id = ? WHERE id = ?'),
  deelnemer: db.prepare<[string], VlaggenRij>(
    'SELECT id, vrijwilliger_vrijdag, vrijwilliger_zaterdag FROM deelnemers WHERE id = ?',
  ),
  deelnemerMetEmail: db.prepare<[string], VlaggenRij>(
    'SELECT id, vrijwilliger_vrijdag, vrijwilliger_zaterdag FROM deelnemers WHERE email_sleutel = ? ORDER BY nummer LIMIT 1',
  ),
  zetVlaggen: db.prepare<[number, number, string]>(
    'UPDATE deelnemers SET vrijwilliger_vrijdag = ?, vrijwilliger_zaterdag = ? WHERE id = ?',
  ),
}));

const vlaggenVan = (rij: VlaggenRij) => ({
  vrijwilligerVrijdag: rij.vrijwilliger_vrijdag === 1,
  vrijwilligerZaterdag: rij.vrijwilliger_zaterdag === 1,
});

function diensten(ctx: SqliteContext, afleveringId: string) {
  const instellingen = new Map(
    sql(ctx)
      .instellingen.all(afleveringId)
      .map((r) => [r.dienst, r]),
  );
  const bezet = new Map(
    sql(ctx)
      .bezetting.all(afleveringId)
      .map((r) => [r.dienst, r.bezet]),
  );
  return dienstenUit(
    (dienst) => {
      const rij = instellingen.get(dienst);
      return rij && { tijd: rij.tijd, capaciteit: rij.capaciteit };
    },
    (dienst) => bezet.get(dienst) ?? 0,
  );
}

/**
 * The database, with what these adapters use of other areas' data in their transactions: named
 * here and wired in app/store/sqlite.ts, as no adapter imports another area's.
 */
export interface VrijwilligersSqliteContext extends SqliteContext {
  buren: {
    /** mail: a mail into the outbox. */
    zetMailInWachtrij(mail: MailBericht, now: Date): unknown;
    /** privacy: the outbox mails to these addresses go, unless a row still holds one. */
    wisMailsZonderHouder(adressen: readonly string[]): void;
  };
}

export function vrijwilligersSqlite(ctx: VrijwilligersSqliteContext): VrijwilligersStore {
  const meldAan = ctx.transaction(
    (
      afleveringId: string,
      invoer: Parameters<VrijwilligersStore['meldAan']>[1],
      options: Parameters<VrijwilligersStore['meldAan']>[2],
    ) => {
      const sleutel = emailSleutel(invoer.email);
      const deelnemer = invoer.deelnemerId ? sql(ctx).deelnemer.get(invoer.deelnemerId) : undefined;
      const bestaande = sql(ctx)
        .vanPersoon.all(afleveringId, sleutel, deelnemer?.id ?? null)
        .map(naarAanmelding);
      const { nieuw, overgenomen, vlaggen } = aanmelden(
        afleveringId,
        invoer,
        diensten(ctx, afleveringId),
        bestaande,
        deelnemer && { id: deelnemer.id, vlaggen: vlaggenVan(deelnemer) },
        { now: options.now, id: randomUUID },
      );
      for (const a of nieuw) sql(ctx).insert.run({ ...a, emailSleutel: sleutel });
      for (const a of overgenomen) sql(ctx).zetDeelnemer.run(a.deelnemerId, a.id);
      if (deelnemer && vlaggen) {
        sql(ctx).zetVlaggen.run(+vlaggen.vrijwilligerVrijdag, +vlaggen.vrijwilligerZaterdag, deelnemer.id);
      }
      const alles = [...nieuw, ...overgenomen];
      if (options.mail) ctx.buren.zetMailInWachtrij(options.mail(alles), options.now);
      const verkoper = deelnemer ? undefined : sql(ctx).deelnemerMetEmail.get(sleutel);
      if (verkoper && options.verkoperMail) ctx.buren.zetMailInWachtrij(options.verkoperMail(verkoper.id), options.now);
      return alles;
    },
  );

  const verwijderAanmelding = ctx.wisTransactie((id: string): Aanmelding | null => {
    const rij = sql(ctx).aanmelding.get(id);
    if (!rij) return null;
    sql(ctx).verwijder.run(id);
    // Its confirmation and a shift's mails name the volunteer: they go with the last row that has the address.
    ctx.buren.wisMailsZonderHouder([rij.email]);
    const deelnemer = rij.deelnemer_id ? sql(ctx).deelnemer.get(rij.deelnemer_id) : undefined;
    if (deelnemer) {
      const over = sql(ctx)
        .vanDeelnemer.all(rij.aflevering_id, deelnemer.id)
        .map((r) => r.dienst);
      const vlaggen = vlaggenNaAfmelden(vlaggenVan(deelnemer), rij.dienst, over);
      sql(ctx).zetVlaggen.run(+vlaggen.vrijwilligerVrijdag, +vlaggen.vrijwilligerZaterdag, deelnemer.id);
    }
    return naarAanmelding(rij);
  });

  const mailDienst = ctx.transaction(
    (afleveringId: string, dienst: DienstSoort, mail: (a: Aanmelding) => MailBericht, now: Date) => {
      const ontvangers = sql(ctx)
        .aanmeldingen.all(afleveringId)
        .map(naarAanmelding)
        .filter((a) => a.dienst === dienst);
      for (const a of ontvangers) ctx.buren.zetMailInWachtrij(mail(a), now);
      return ontvangers.length;
    },
  );

  return {
    async leesDiensten(afleveringId) {
      return ctx.db().transaction(() => diensten(ctx, afleveringId))();
    },
    async bewaarDienst(afleveringId, dienst, instelling) {
      sql(ctx).bewaarDienst.run(afleveringId, dienst, instelling.tijd, instelling.capaciteit);
      return diensten(ctx, afleveringId).find((d) => d.dienst === dienst)!;
    },
    async leesAanmeldingen(afleveringId) {
      return sql(ctx).aanmeldingen.all(afleveringId).map(naarAanmelding).sort(rosterVolgorde);
    },
    async meldAan(afleveringId, invoer, options) {
      return meldAan(afleveringId, invoer, options);
    },
    async verwijderAanmelding(id) {
      return verwijderAanmelding(id);
    },
    async mailDienst(afleveringId, dienst, mail, now) {
      return mailDienst(afleveringId, dienst, mail, now);
    },
  };
}
