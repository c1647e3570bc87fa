/** Privacy: retention, the erasure log, and the reminder with its opt-out (privacy/domein/bewaren.ts). */
import { herinneringSturen } from '../../domein/bewaren';
import { emailSleutel } from '../../../registratie/domein';
import { wissingBewaartermijn, wissingOpVerzoek, type BewaarLogRegel, type WisPlan } from '../../domein/wissen';
import { mailAdressenWeg, type BewaarWachtende, type WisWachtende } from '../../domein/wachtenden';
import type { BevorderOptions } from '../../../registratie';
import type { MailIeder } from '../../../mail';
import type { HerinneringOptions, PrivacyStore } from '../port';
import type { Aflevering, Deelnemer } from '../../../kern/types';
import { statements, type SqliteContext } from '../../../platform/sqlite/context';

/**
 * The database, with what these adapters use of other areas' data in their transactions: named
 * here and wired in app/store/sqlite.ts, as no adapter imports another area's.
 */
export interface PrivacySqliteContext extends SqliteContext {
  buren: {
    /** seizoen: the current fair (the latest aflevering), and every fair. */
    leesLaatsteAflevering(): Aflevering | null;
    leesAfleveringen(): Aflevering[];
    /** registratie: everyone, and one person. */
    alleDeelnemers(): Deelnemer[];
    leesDeelnemer(id: string): Deelnemer | null;
    /** registratie: `wijziging` (an erasure), then the promotion from the reserve list of the places it freed. */
    metBevordering<T>(bevorder: BevorderOptions | undefined, wijziging: () => T): T;
    /** mail: a mail to each of many people, in this transaction. */
    mailIeder: MailIeder;
    /** registratie: the numbers of the people deleted come free for reuse (issue 53). */
    geefNummersVrij(nummers: readonly number[]): void;
  };
}

const sql = statements((db) => ({
  metAdres: db.prepare<[string], { id: string; email: string }>('SELECT id, email FROM deelnemers WHERE email = ?'),
  metSleutel: db.prepare<[string], { id: string }>('SELECT id FROM deelnemers WHERE email_sleutel = ?'),
  aanmeldingenVan: db.prepare<[string, string], { id: string; email: string; deelnemerId: string | null }>(
    'SELECT id, email, deelnemer_id AS deelnemerId FROM vrijwilligers WHERE deelnemer_id = ? OR email_sleutel = ?',
  ),
  alleAanmeldingen: db.prepare<
    [],
    { id: string; afleveringId: string; telefoon: string; aangemeld: string; email: string }
  >('SELECT id, aflevering_id AS afleveringId, telefoon, aangemeld, email FROM vrijwilligers'),
  deleteAanmelding: db.prepare<[string]>('DELETE FROM vrijwilligers WHERE id = ?'),
  deleteDeelnemer: db.prepare<[string]>('DELETE FROM deelnemers WHERE id = ?'),
  wisAanmeldingTelefoon: db.prepare<[string]>("UPDATE vrijwilligers SET telefoon = '' WHERE id = ?"),
  // All addresses (a JSON array) in one pass over the outbox, which has no index on the
  // address: a fair's draw can take thousands of addresses with it. Exact, as the plan's are
  // (privacy/domein/wachtenden.ts mailAdressenWeg).
  deleteMailsAan: db.prepare<[string]>('DELETE FROM outbox WHERE ontvanger IN (SELECT value FROM json_each(?))'),
  // The number as compared goes with it (one place per household, kern/telefoon.ts).
  wisTelefoon: db.prepare<[string]>("UPDATE deelnemers SET telefoon = '', telefoon_sleutel = '' WHERE id = ?"),
  insertBewaarLog: db.prepare<[string, string, string, string, number, number]>(
    `INSERT INTO bewaar_log (tijd, reden, telefoon_gewist, verwijderd, reservelijst, aanvragen)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ),
  listBewaarLog: db.prepare<
    [number],
    {
      tijd: string;
      reden: BewaarLogRegel['reden'];
      telefoon_gewist: string;
      verwijderd: string;
      reservelijst: number;
      aanvragen: number;
    }
  >('SELECT * FROM bewaar_log ORDER BY id DESC LIMIT ?'),
  // The reserve list and the draw's applications (privacy/domein/wachtenden.ts).
  alleReserveplaatsen: db.prepare<[], BewaarWachtende>(
    'SELECT id, aflevering_id AS afleveringId, aangemeld FROM reservelijst',
  ),
  alleLotingaanvragen: db.prepare<[], BewaarWachtende>(
    'SELECT id, aflevering_id AS afleveringId, aangemeld FROM loting_aanvragen',
  ),
  // With the address, for the erasure only: its mails go with the row (privacy/domein/wissen.ts mailsWeg).
  wisReserveplaatsen: db.prepare<[], WisWachtende>(
    'SELECT id, aflevering_id AS afleveringId, aangemeld, email FROM reservelijst',
  ),
  wisLotingaanvragen: db.prepare<[], WisWachtende>(
    'SELECT id, aflevering_id AS afleveringId, aangemeld, email FROM loting_aanvragen',
  ),
  reserveplaatsenOpSleutel: db.prepare<[string], { id: string; email: string }>(
    'SELECT id, email FROM reservelijst WHERE email_sleutel = ?',
  ),
  lotingaanvragenOpSleutel: db.prepare<[string], { id: string; email: string }>(
    'SELECT id, email FROM loting_aanvragen WHERE email_sleutel = ?',
  ),
  deleteReserveplaats: db.prepare<[string]>('DELETE FROM reservelijst WHERE id = ?'),
  // The draw's state (loting) stays: it holds no one's data, and its order of ids keeps the public check working.
  deleteLotingaanvraag: db.prepare<[string]>('DELETE FROM loting_aanvragen WHERE id = ?'),
  setGeenHerinnering: db.prepare<[string]>('UPDATE deelnemers SET geen_herinnering = 1 WHERE id = ?'),
  getHerinnering: db.prepare<[string], { geen_herinnering: number; herinnerd_voor: string | null }>(
    'SELECT geen_herinnering, herinnerd_voor FROM deelnemers WHERE id = ?',
  ),
  telHerinnerd: db.prepare<[string], { aantal: number }>(
    'SELECT count(*) AS aantal FROM deelnemers WHERE herinnerd_voor = ?',
  ),
  setHerinnerdVoor: db.prepare<[string, string]>('UPDATE deelnemers SET herinnerd_voor = ? WHERE id = ?'),
  // Which of these addresses (a JSON array) a row still holds exactly: a deelnemer, a sign-up, a
  // place or an application. One pass over each table, however many addresses an erasure takes.
  houders: db.prepare<[{ adressen: string }], { email: string }>(
    `WITH gevraagd(adres) AS (SELECT value FROM json_each(@adressen))
     SELECT email FROM deelnemers WHERE email IN gevraagd
     UNION SELECT email FROM vrijwilligers WHERE email IN gevraagd
     UNION SELECT email FROM reservelijst WHERE email IN gevraagd
     UNION SELECT email FROM loting_aanvragen WHERE email IN gevraagd`,
  ),
  wisRekening: db.prepare<[string]>('UPDATE deelnemers SET uitbetaling = NULL WHERE id = ?'),
}));

/**
 * In the caller's transaction, after it deleted rows (an erasure, or the administrator removing a
 * volunteer's sign-up): the outbox mails to `adressen` go when no row holds the address any more
 * (wachtenden.ts mailAdressenWeg).
 */
export function wisMailsZonderHouder(ctx: SqliteContext, adressen: readonly string[]): void {
  if (adressen.length === 0) return;
  const houders = sql(ctx)
    .houders.all({ adressen: JSON.stringify(adressen) })
    .map((r) => r.email);
  const weg = mailAdressenWeg(adressen, houders);
  if (weg.length > 0) sql(ctx).deleteMailsAan.run(JSON.stringify(weg));
}

export function privacySqlite(ctx: PrivacySqliteContext): PrivacyStore {
  const { buren } = ctx;
  const logErasure = (regel: BewaarLogRegel) =>
    sql(ctx).insertBewaarLog.run(
      regel.tijd,
      regel.reden,
      JSON.stringify(regel.telefoonGewist),
      JSON.stringify(regel.verwijderd),
      regel.reservelijst ?? 0,
      regel.aanvragen ?? 0,
    );

  /** Executes an erasure (privacy/domein/wissen.ts); the active count follows by the triggers of platform/sqlite/schema.ts. */
  const voerUit = (plan: WisPlan) => {
    for (const id of plan.verwijderen) sql(ctx).deleteDeelnemer.run(id);
    buren.geefNummersVrij(plan.regel.verwijderd);
    for (const id of plan.telefoonWissen) sql(ctx).wisTelefoon.run(id);
    for (const id of plan.rekeningWissen) sql(ctx).wisRekening.run(id);
    for (const id of plan.aanmeldingen.verwijderen) sql(ctx).deleteAanmelding.run(id);
    for (const id of plan.aanmeldingen.telefoonWissen) sql(ctx).wisAanmeldingTelefoon.run(id);
    for (const id of plan.reservelijst) sql(ctx).deleteReserveplaats.run(id);
    for (const id of plan.aanvragen) sql(ctx).deleteLotingaanvraag.run(id);
    // After the rows are gone, and checked against every row that stays: the plan of a request
    // knows only the rows of the person's address and key, and a sign-up linked to them may hold
    // another address that someone else (a seller, a place of theirs) still has.
    wisMailsZonderHouder(ctx, plan.mailsWeg);
    logErasure(plan.regel);
    return plan.regel;
  };

  const pasBewaartermijnToe = ctx.wisTransactie((now: Date, graceDagen: number): BewaarLogRegel | null => {
    const plan = wissingBewaartermijn(buren.alleDeelnemers(), graceDagen, now, buren.leesLaatsteAflevering(), {
      aanmeldingen: sql(ctx).alleAanmeldingen.all(),
      afleveringen: buren.leesAfleveringen(),
      reservelijst: sql(ctx).wisReserveplaatsen.all(),
      aanvragen: sql(ctx).wisLotingaanvragen.all(),
    });
    return plan && voerUit(plan);
  });

  const wisOpVerzoek = ctx.wisTransactie((id: string, now: Date, bevorder?: BevorderOptions) => {
    const deelnemer = buren.leesDeelnemer(id);
    if (!deelnemer) return null;
    const sleutel = emailSleutel(deelnemer.email);
    const regel = buren.metBevordering(bevorder, () =>
      voerUit(
        wissingOpVerzoek(deelnemer, sql(ctx).metAdres.all(deelnemer.email), now, buren.leesLaatsteAflevering(), {
          aanmeldingen: sql(ctx).aanmeldingenVan.all(deelnemer.id, sleutel),
          metZelfdeSleutel: sql(ctx).metSleutel.all(sleutel),
          reservelijst: sql(ctx).reserveplaatsenOpSleutel.all(sleutel),
          aanvragen: sql(ctx).lotingaanvragenOpSleutel.all(sleutel),
        }),
      ),
    );
    return { deelnemer, regel };
  });

  const mailHerinneringen = ctx.transaction((afleveringId: string, options: HerinneringOptions) =>
    buren.mailIeder(
      buren.alleDeelnemers(),
      options,
      (deelnemer) => {
        const rij = sql(ctx).getHerinnering.get(deelnemer.id)!;
        const stand = { geenHerinnering: rij.geen_herinnering === 1, herinnerdVoor: rij.herinnerd_voor };
        return herinneringSturen(deelnemer, stand, afleveringId, options.wie);
      },
      (deelnemer) => sql(ctx).setHerinnerdVoor.run(afleveringId, deelnemer.id),
    ),
  );

  return {
    async pasBewaartermijnToe(now, graceDagen) {
      return pasBewaartermijnToe(now, graceDagen);
    },
    async wisOpVerzoek(id, now, bevorder) {
      return wisOpVerzoek(id, now, bevorder);
    },
    async leesWislog(limit) {
      return sql(ctx)
        .listBewaarLog.all(limit)
        .map((rij) => ({
          tijd: rij.tijd,
          reden: rij.reden,
          telefoonGewist: JSON.parse(rij.telefoon_gewist) as number[],
          verwijderd: JSON.parse(rij.verwijderd) as number[],
          ...(rij.reservelijst > 0 ? { reservelijst: rij.reservelijst } : {}),
          ...(rij.aanvragen > 0 ? { aanvragen: rij.aanvragen } : {}),
        }));
    },
    async leesWachtenden() {
      return ctx.db().transaction(() => ({
        reservelijst: sql(ctx).alleReserveplaatsen.all(),
        aanvragen: sql(ctx).alleLotingaanvragen.all(),
      }))();
    },
    async zetHerinneringAfgemeld(id) {
      return sql(ctx).setGeenHerinnering.run(id).changes > 0;
    },
    async leesHerinneringAfgemeld(id) {
      return sql(ctx).getHerinnering.get(id)?.geen_herinnering === 1;
    },
    async mailHerinneringen(afleveringId, options) {
      return mailHerinneringen(afleveringId, options);
    },
    async telHerinnerd(afleveringId) {
      return sql(ctx).telHerinnerd.get(afleveringId)!.aantal;
    },
  };
}
