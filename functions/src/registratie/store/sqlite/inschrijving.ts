/**
 * The people inside the caller's transaction: what the registration decision reads
 * (registratie/domein/beslissing.ts), and the writing of what it decided: the rows, their links
 * to the fairs, a new number or a returning seller's own (deelnemers.ts, bevorderen.ts).
 */
import type { Nieuw, Stand, Terug, ZelfdeAdres } from '../../domein/beslissing';
import { emailSleutel } from '../../domein/dubbel';
import { isBeschermd } from '../../domein/registratie';
import { bevestigenVan, bevestigenVelden, bijPlaatsing } from '../../domein/bevestigen';
import { isEenPerHuishouden, type ZelfdeTelefoon } from '../../domein/huishouden';
import { telefoonSleutel } from '../../../kern/telefoon';
import type {
  Aflevering,
  Deelnemer,
  DeelnemerAflevering,
  MailBericht,
  Settings,
  Uitbetaling,
} from '../../../kern/types';
import { gemaskeerdeUitbetaling } from '../../../kern/iban';
import { leesNummers, neemNummer } from './nummers';
import { LAATSTE_NUMMER } from '../sleutels';
import { statements, type SqliteContext } from '../../../platform/sqlite/context';
import type { RegistratieSqliteContext } from './buren';

export interface DeelnemerRij {
  id: string;
  nummer: number;
  naam: string;
  email: string;
  telefoon: string;
  actief: number;
  vrijwilliger_vrijdag: number;
  vrijwilliger_zaterdag: number;
  aangemeld: string;
  /** When the confirmation last went out again; null: only at registration. */
  bevestigd_op: string | null;
  /** How the seller is paid (JSON of Uitbetaling, the IBAN in full); null: cash (schema 16). */
  uitbetaling?: string | null;
}

export interface KoppelingRij {
  deelnemer_id: string;
  aflevering_id: string;
  volgnummer: number;
  datum: string;
  actief: number;
  /** Confirming the place (issue 53, schema 22): null until it happens. */
  bevestigd?: string | null;
  termijn_tot?: string | null;
  herinnerd?: string | null;
  vrijgegeven?: string | null;
  vrijgegeven_reden?: string | null;
}

export const naarKoppeling = (rij: KoppelingRij): DeelnemerAflevering => ({
  id: rij.aflevering_id,
  volgnummer: rij.volgnummer,
  datum: rij.datum,
  actief: rij.actief === 1,
  // Only the marks that are set: a link without them reads as before (registratie/domein/bevestigen.ts).
  ...bevestigenVelden({
    bevestigd: rij.bevestigd,
    termijnTot: rij.termijn_tot,
    herinnerd: rij.herinnerd,
    vrijgegeven: rij.vrijgegeven,
    vrijgegevenReden: rij.vrijgegeven_reden,
  }),
});

export const naarDeelnemer = (rij: DeelnemerRij, afleveringen: DeelnemerAflevering[]): Deelnemer => ({
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
  // Masked on every read: only the export's own method reads the full IBAN (afrekening's leesBankgegevens).
  ...(rij.uitbetaling ? { uitbetaling: gemaskeerdeUitbetaling(JSON.parse(rij.uitbetaling) as Uitbetaling) } : {}),
});

export const deelnemerVelden = (d: Omit<Deelnemer, 'nummer' | 'aangemeld'>) => ({
  id: d.id,
  naam: d.naam,
  email: d.email,
  telefoon: d.telefoon,
  actief: d.actief ? 1 : 0,
  vrijwilligerVrijdag: d.vrijwilligerVrijdag ? 1 : 0,
  vrijwilligerZaterdag: d.vrijwilligerZaterdag ? 1 : 0,
  beschermd: isBeschermd(d) ? 1 : 0,
  emailSleutel: emailSleutel(d.email),
  // Kept on every write, the administrator's too, so the rule finds the number once it is on.
  telefoonSleutel: telefoonSleutel(d.telefoon),
});

export const deelnemerSql = statements((db) => ({
  maxNummer: db.prepare<[], { nummer: number | null }>('SELECT max(nummer) AS nummer FROM deelnemers'),
  leesDeelnemers: db.prepare<[], DeelnemerRij>('SELECT * FROM deelnemers ORDER BY nummer'),
  listKoppelingen: db.prepare<[], KoppelingRij>('SELECT * FROM deelnemer_afleveringen ORDER BY deelnemer_id, positie'),
  // The people taking part in one fair (doetMeeAan), through the index on the links.
  deelnemersVan: db.prepare<[string], DeelnemerRij>(
    `SELECT d.* FROM deelnemers d
     WHERE d.id IN (SELECT deelnemer_id FROM deelnemer_afleveringen WHERE aflevering_id = ? AND actief = 1)
     ORDER BY d.nummer`,
  ),
  koppelingenVanDeelnemersVan: db.prepare<[string], KoppelingRij>(
    `SELECT k.* FROM deelnemer_afleveringen k
     WHERE k.deelnemer_id IN (SELECT deelnemer_id FROM deelnemer_afleveringen WHERE aflevering_id = ? AND actief = 1)
     ORDER BY k.deelnemer_id, k.positie`,
  ),
  leesDeelnemer: db.prepare<[string], DeelnemerRij>('SELECT * FROM deelnemers WHERE id = ?'),
  leesDeelnemerMetNummer: db.prepare<[number], DeelnemerRij>('SELECT * FROM deelnemers WHERE nummer = ?'),
  metEmailSleutel: db.prepare<[string], DeelnemerRij>(
    'SELECT * FROM deelnemers WHERE email_sleutel = ? ORDER BY nummer',
  ),
  // One place per household (registratie/domein/huishouden.ts): the people with the number.
  metTelefoonSleutel: db.prepare<[string], DeelnemerRij>(
    'SELECT * FROM deelnemers WHERE telefoon_sleutel = ? ORDER BY nummer',
  ),
  zetBevestigdOp: db.prepare<[string, string]>('UPDATE deelnemers SET bevestigd_op = ? WHERE id = ?'),
  zetArtikelLinkVoor: db.prepare<[string, string]>('UPDATE deelnemers SET artikel_link_voor = ? WHERE id = ?'),
  koppelingenVan: db.prepare<[string], KoppelingRij>(
    'SELECT * FROM deelnemer_afleveringen WHERE deelnemer_id = ? ORDER BY positie',
  ),
  insertDeelnemer: db.prepare(
    `INSERT INTO deelnemers (id, nummer, naam, email, telefoon, actief, vrijwilliger_vrijdag,
       vrijwilliger_zaterdag, beschermd, email_sleutel, telefoon_sleutel, aangemeld)
     VALUES (@id, @nummer, @naam, @email, @telefoon, @actief, @vrijwilligerVrijdag,
       @vrijwilligerZaterdag, @beschermd, @emailSleutel, @telefoonSleutel, @aangemeld)`,
  ),
  wijzigDeelnemer: db.prepare(
    `UPDATE deelnemers SET naam = @naam, email = @email, telefoon = @telefoon, actief = @actief,
       vrijwilliger_vrijdag = @vrijwilligerVrijdag, vrijwilliger_zaterdag = @vrijwilligerZaterdag,
       beschermd = @beschermd, email_sleutel = @emailSleutel, telefoon_sleutel = @telefoonSleutel
     WHERE id = @id`,
  ),
  verwijderDeelnemer: db.prepare<[string]>('DELETE FROM deelnemers WHERE id = ?'),
  zetNummer: db.prepare<[number, string]>('UPDATE deelnemers SET nummer = ? WHERE id = ?'),
  insertKoppeling: db.prepare(
    `INSERT INTO deelnemer_afleveringen (deelnemer_id, positie, aflevering_id, volgnummer, datum, actief,
       bevestigd, termijn_tot, herinnerd, vrijgegeven, vrijgegeven_reden)
     VALUES (@deelnemerId, @positie, @id, @volgnummer, @datum, @actief,
       @bevestigd, @termijnTot, @herinnerd, @vrijgegeven, @vrijgegevenReden)`,
  ),
  deleteKoppelingen: db.prepare<[string]>('DELETE FROM deelnemer_afleveringen WHERE deelnemer_id = ?'),
}));
const sql = deelnemerSql;

/** Every deelnemer with their afleveringen, in two queries: the people, then all their links. */
function samen(rijen: DeelnemerRij[], koppelingRijen: KoppelingRij[]): Deelnemer[] {
  const koppelingen = new Map<string, DeelnemerAflevering[]>();
  for (const rij of koppelingRijen) {
    const lijst = koppelingen.get(rij.deelnemer_id) ?? [];
    lijst.push(naarKoppeling(rij));
    koppelingen.set(rij.deelnemer_id, lijst);
  }
  return rijen.map((rij) => naarDeelnemer(rij, koppelingen.get(rij.id) ?? []));
}

export const alleDeelnemers = (ctx: SqliteContext): Deelnemer[] =>
  samen(sql(ctx).leesDeelnemers.all(), sql(ctx).listKoppelingen.all());

/** The people taking part in one fair, each with all their links, by number. */
export const deelnemersVan = (ctx: SqliteContext, afleveringId: string): Deelnemer[] =>
  samen(sql(ctx).deelnemersVan.all(afleveringId), sql(ctx).koppelingenVanDeelnemersVan.all(afleveringId));

export const metKoppelingen = (ctx: SqliteContext, rij: DeelnemerRij | undefined) =>
  rij ? naarDeelnemer(rij, sql(ctx).koppelingenVan.all(rij.id).map(naarKoppeling)) : null;

/** One deelnemer with their afleveringen, or null. */
export const leesDeelnemer = (ctx: SqliteContext, id: string) => metKoppelingen(ctx, sql(ctx).leesDeelnemer.get(id));

export function bewaarKoppelingen(ctx: SqliteContext, deelnemerId: string, afleveringen: DeelnemerAflevering[]) {
  sql(ctx).deleteKoppelingen.run(deelnemerId);
  afleveringen.forEach((a, positie) =>
    sql(ctx).insertKoppeling.run({
      deelnemerId,
      positie,
      id: a.id,
      volgnummer: a.volgnummer,
      datum: a.datum,
      actief: a.actief ? 1 : 0,
      bevestigd: a.bevestigd ?? null,
      termijnTot: a.termijnTot ?? null,
      herinnerd: a.herinnerd ?? null,
      vrijgegeven: a.vrijgegeven ?? null,
      vrijgegevenReden: a.vrijgegevenReden ?? null,
    }),
  );
}

/**
 * Inside the caller's transaction: what the registration decision (registratie/domein/beslissing.ts)
 * reads. The gate's settings, the active count and the fair's address (the closed message names it).
 */
export const leesStand = ({ buren }: RegistratieSqliteContext, laatste: Aflevering | null): Stand => ({
  settings: buren.settings(),
  aantalActief: buren.telActief(),
  laatste,
  beursEmail: buren.beurs().email,
});

/** The counter, the highest number present and at the top the free numbers (nummers.ts). */
export { leesNummers };

/** The stored people with this address (one registration per address per fair), by number. */
export const zelfdeAdres = (ctx: SqliteContext, email: string): ZelfdeAdres[] =>
  sql(ctx)
    .metEmailSleutel.all(emailSleutel(email))
    .map((rij) => ({ deelnemer: metKoppelingen(ctx, rij)!, laatsteBevestiging: rij.bevestigd_op ?? rij.aangemeld }));

/**
 * The stored people with this phone number, for one place per household, only while the fair's
 * rule is on (`settings` as read in the transaction): with it off, the opening rush reads nothing more.
 */
export function zelfdeTelefoon(
  ctx: SqliteContext,
  settings: Pick<Settings, 'toewijzing'>,
  telefoon: string,
): ZelfdeTelefoon[] | undefined {
  const sleutel = isEenPerHuishouden(settings) ? telefoonSleutel(telefoon) : '';
  return sleutel === '' ? undefined : metTelefoonSleutel(ctx, sleutel);
}

/** The stored people with this number as compared (kern/telefoon.ts telefoonSleutel). */
export const metTelefoonSleutel = (ctx: SqliteContext, sleutel: string): ZelfdeTelefoon[] =>
  sql(ctx)
    .metTelefoonSleutel.all(sleutel)
    .map((rij) => ({ deelnemer: metKoppelingen(ctx, rij)! }));

/**
 * Inside the caller's transaction: the person the decision made, and their mail. A new one
 * (`nieuw`) is inserted and their number recorded as handed out; a returning one (`terug`)
 * keeps their record and number. Registration, the reserve list's promotion and "Ik doe weer
 * mee" all write people this way.
 */
export function schrijfPersoon(
  ctx: RegistratieSqliteContext,
  beslissing: Nieuw | Terug<unknown>,
  options: { now: Date; mail?: (deelnemer: Deelnemer) => MailBericht },
): Deelnemer {
  // Placed now: the link starts afresh, with a term of its own after the deadline (issue 53).
  const laatste = ctx.buren.leesLaatsteAflevering();
  const deelnemer = bijPlaatsing(
    beslissing.deelnemer,
    laatste?.id,
    bevestigenVan(ctx.buren.settings(), laatste),
    options.now,
  );
  if (beslissing.soort === 'nieuw') {
    // Below the top the counter moves, as ever; a reused number is taken off the free ones (nummers.ts).
    if (beslissing.hergebruikt) neemNummer(ctx, deelnemer.nummer);
    else ctx.buren.zetMeta(LAATSTE_NUMMER, String(deelnemer.nummer));
    sql(ctx).insertDeelnemer.run({
      ...deelnemerVelden(deelnemer),
      nummer: deelnemer.nummer,
      aangemeld: deelnemer.aangemeld,
    });
  } else {
    sql(ctx).wijzigDeelnemer.run(deelnemerVelden(deelnemer));
  }
  bewaarKoppelingen(ctx, deelnemer.id, deelnemer.afleveringen);
  if (options.mail) mailBevestiging(ctx, deelnemer.id, options.mail(deelnemer), options.now);
  return deelnemer;
}

/**
 * Inside the caller's transaction: the person's confirmation into the outbox; one that carries
 * the items link marks the person (artikel_link_voor), so switching entry on does not mail it again.
 */
export function mailBevestiging(
  ctx: RegistratieSqliteContext,
  deelnemerId: string,
  bericht: MailBericht,
  now: Date,
): void {
  ctx.buren.zetMailInWachtrij(bericht, now);
  if (bericht.artikelLinkVoor) sql(ctx).zetArtikelLinkVoor.run(bericht.artikelLinkVoor, deelnemerId);
}
