/** The deelnemers (sellers), their afleveringen, and registration with its gate and number. */
import { randomUUID } from 'node:crypto';
import { emailSleutel, isIngeschrevenVoor, magBevestigingOpnieuw, MELDING_AL_INGESCHREVEN } from '../../domein/dubbel';
import { DomainError, notFound } from '../../../kern/errors';
import {
  doeWeerMee,
  isActieveDeelnemer,
  isBeschermd,
  nieuweDeelnemer,
  registratieToegang,
  toegangMelding,
} from '../../domein/registratie';
import type { Aflevering, Deelnemer, DeelnemerAflevering, MailBericht, NieuweDeelnemer } from '../../../kern/types';
import type { DeelnemerUpdate } from '../../../kern/validatie';
import { meldingNummerBezet, nummerVrij, volgendNummer } from '../../domein/verkopersnummer';
import type { BevorderOptions, DeelnemersStore, RegisterOptions } from '../port';
import { leesLaatsteAflevering } from '../../../seizoen/store/sqlite/afleveringen';
import { LAATSTE_NUMMER } from '../../../kassa/store/sleutels';
import { leesMeta, zetMeta } from '../../../beheer/store/sqlite/beheer';
import { statements, type SqliteContext } from '../../../store/sqlite/context';
import { enqueue } from '../../../mail/store/sqlite/outbox';
import { beurs, telActief, settings } from '../../../seizoen/store/sqlite/publiek';
import { bevorderVanReservelijst, situatie } from './reservelijst';

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
  /** When the confirmation last went out again; null: only at registration. */
  bevestigd_op: string | null;
}

interface KoppelingRij {
  deelnemer_id: string;
  aflevering_id: string;
  volgnummer: number;
  datum: string;
  actief: number;
}

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

const deelnemerVelden = (d: Omit<Deelnemer, 'nummer' | 'aangemeld'>) => ({
  id: d.id,
  naam: d.naam,
  email: d.email,
  telefoon: d.telefoon,
  actief: d.actief ? 1 : 0,
  vrijwilligerVrijdag: d.vrijwilligerVrijdag ? 1 : 0,
  vrijwilligerZaterdag: d.vrijwilligerZaterdag ? 1 : 0,
  beschermd: isBeschermd(d) ? 1 : 0,
  emailSleutel: emailSleutel(d.email),
});

export const deelnemerSql = statements((db) => ({
  maxNummer: db.prepare<[], { nummer: number | null }>('SELECT max(nummer) AS nummer FROM deelnemers'),
  leesDeelnemers: db.prepare<[], DeelnemerRij>('SELECT * FROM deelnemers ORDER BY nummer'),
  listKoppelingen: db.prepare<[], KoppelingRij>('SELECT * FROM deelnemer_afleveringen ORDER BY deelnemer_id, positie'),
  leesDeelnemer: db.prepare<[string], DeelnemerRij>('SELECT * FROM deelnemers WHERE id = ?'),
  leesDeelnemerMetNummer: db.prepare<[number], DeelnemerRij>('SELECT * FROM deelnemers WHERE nummer = ?'),
  metEmailSleutel: db.prepare<[string], DeelnemerRij>(
    'SELECT * FROM deelnemers WHERE email_sleutel = ? ORDER BY nummer',
  ),
  zetBevestigdOp: db.prepare<[string, string]>('UPDATE deelnemers SET bevestigd_op = ? WHERE id = ?'),
  koppelingenVan: db.prepare<[string], KoppelingRij>(
    'SELECT * FROM deelnemer_afleveringen WHERE deelnemer_id = ? ORDER BY positie',
  ),
  insertDeelnemer: db.prepare(
    `INSERT INTO deelnemers (id, nummer, naam, email, telefoon, actief, vrijwilliger_vrijdag,
       vrijwilliger_zaterdag, beschermd, email_sleutel, aangemeld)
     VALUES (@id, @nummer, @naam, @email, @telefoon, @actief, @vrijwilligerVrijdag,
       @vrijwilligerZaterdag, @beschermd, @emailSleutel, @aangemeld)`,
  ),
  wijzigDeelnemer: db.prepare(
    `UPDATE deelnemers SET naam = @naam, email = @email, telefoon = @telefoon, actief = @actief,
       vrijwilliger_vrijdag = @vrijwilligerVrijdag, vrijwilliger_zaterdag = @vrijwilligerZaterdag,
       beschermd = @beschermd, email_sleutel = @emailSleutel
     WHERE id = @id`,
  ),
  verwijderDeelnemer: db.prepare<[string]>('DELETE FROM deelnemers WHERE id = ?'),
  zetNummer: db.prepare<[number, string]>('UPDATE deelnemers SET nummer = ? WHERE id = ?'),
  insertKoppeling: db.prepare(
    `INSERT INTO deelnemer_afleveringen (deelnemer_id, positie, aflevering_id, volgnummer, datum, actief)
     VALUES (@deelnemerId, @positie, @id, @volgnummer, @datum, @actief)`,
  ),
  deleteKoppelingen: db.prepare<[string]>('DELETE FROM deelnemer_afleveringen WHERE deelnemer_id = ?'),
}));
const sql = deelnemerSql;

/** Every deelnemer with their afleveringen, in two queries: the people, then all their links. */
export function alleDeelnemers(ctx: SqliteContext): Deelnemer[] {
  const koppelingen = new Map<string, DeelnemerAflevering[]>();
  for (const rij of sql(ctx).listKoppelingen.all()) {
    const lijst = koppelingen.get(rij.deelnemer_id) ?? [];
    lijst.push(naarKoppeling(rij));
    koppelingen.set(rij.deelnemer_id, lijst);
  }
  return sql(ctx)
    .leesDeelnemers.all()
    .map((rij) => naarDeelnemer(rij, koppelingen.get(rij.id) ?? []));
}

const metKoppelingen = (ctx: SqliteContext, rij: DeelnemerRij | undefined) =>
  rij ? naarDeelnemer(rij, sql(ctx).koppelingenVan.all(rij.id).map(naarKoppeling)) : null;

/** One deelnemer with their afleveringen, or null. */
export const leesDeelnemer = (ctx: SqliteContext, id: string) => metKoppelingen(ctx, sql(ctx).leesDeelnemer.get(id));

function bewaarKoppelingen(ctx: SqliteContext, deelnemerId: string, afleveringen: DeelnemerAflevering[]) {
  sql(ctx).deleteKoppelingen.run(deelnemerId);
  afleveringen.forEach((a, positie) =>
    sql(ctx).insertKoppeling.run({ deelnemerId, positie, ...a, actief: a.actief ? 1 : 0 }),
  );
}

/**
 * Inside the caller's transaction: a new person with the next seller number (never reused),
 * linked to the latest aflevering, and their mail. Registration and the reserve list's
 * promotion both add people this way.
 */
export function schrijfNieuweDeelnemer(
  ctx: SqliteContext,
  input: NieuweDeelnemer,
  laatste: Aflevering | null,
  options: { now: Date; mail?: (deelnemer: Deelnemer) => MailBericht },
): Deelnemer {
  const nummer = volgendNummer(Number(leesMeta(ctx, LAATSTE_NUMMER) ?? 0), sql(ctx).maxNummer.get()!.nummer);
  zetMeta(ctx, LAATSTE_NUMMER, String(nummer));

  const deelnemer = nieuweDeelnemer(input, { id: randomUUID(), nummer, laatste, now: options.now });
  sql(ctx).insertDeelnemer.run({ ...deelnemerVelden(deelnemer), nummer, aangemeld: deelnemer.aangemeld });
  bewaarKoppelingen(ctx, deelnemer.id, deelnemer.afleveringen);
  if (options.mail) enqueue(ctx, options.mail(deelnemer), options.now);
  return deelnemer;
}

/** Inside the caller's transaction: a returning seller joins the current fair, keeping their record and number; with the mail. */
function neemWeerDeel(
  ctx: SqliteContext,
  deelnemer: Deelnemer,
  laatste: Aflevering | null,
  options: { now: Date; mail?: (deelnemer: Deelnemer) => MailBericht },
): Deelnemer {
  const bijgewerkt = doeWeerMee(deelnemer, laatste);
  sql(ctx).wijzigDeelnemer.run(deelnemerVelden(bijgewerkt));
  bewaarKoppelingen(ctx, bijgewerkt.id, bijgewerkt.afleveringen);
  if (options.mail) enqueue(ctx, options.mail(bijgewerkt), options.now);
  return bijgewerkt;
}

/**
 * Inside the caller's transaction: the person known from an earlier fair by this address (not
 * the protected row), whose record and number return (domain/registratie.ts doeWeerMee), with
 * naam and telefoon as given now; or null for a new address.
 */
function bekendVanEerder(ctx: SqliteContext, input: NieuweDeelnemer): Deelnemer | null {
  const terug = sql(ctx)
    .metEmailSleutel.all(emailSleutel(input.email))
    .map((rij) => metKoppelingen(ctx, rij)!)
    .find((deelnemer) => !isBeschermd(deelnemer));
  return terug ? { ...terug, naam: input.naam, telefoon: input.telefoon } : null;
}

/**
 * Inside the caller's transaction, the reserve list's promotion: a person known from an
 * earlier fair keeps their record and number, anyone else is a new person.
 */
export function schrijfInschrijving(
  ctx: SqliteContext,
  input: NieuweDeelnemer,
  laatste: Aflevering | null,
  options: { now: Date; mail?: (deelnemer: Deelnemer) => MailBericht },
): Deelnemer {
  const terug = bekendVanEerder(ctx, input);
  return terug ? neemWeerDeel(ctx, terug, laatste, options) : schrijfNieuweDeelnemer(ctx, input, laatste, options);
}

export function deelnemersSqlite(ctx: SqliteContext): DeelnemersStore {
  const weerMeedoen = ctx.transaction((id: string, options: Omit<RegisterOptions, 'bypassGate'>): Deelnemer => {
    const deelnemer = leesDeelnemer(ctx, id);
    if (!deelnemer || isBeschermd(deelnemer)) throw notFound('Deelnemer');
    const laatste = leesLaatsteAflevering(ctx);
    if (isActieveDeelnemer(deelnemer, laatste)) return deelnemer;
    const toegang = registratieToegang(settings(ctx), telActief(ctx), false);
    if (toegang !== 'formulier') throw new DomainError(409, toegangMelding(toegang, beurs(ctx).email));
    return neemWeerDeel(ctx, deelnemer, laatste, options);
  });

  /**
   * The refusal of a second registration is thrown after the commit: the confirmation that
   * went out again must be kept, and a throw inside would roll it back.
   */
  const schrijfInTransactie = ctx.transaction(
    (input: NieuweDeelnemer, options: RegisterOptions): Deelnemer | 'dubbel' => {
      const toegang = registratieToegang(settings(ctx), telActief(ctx), options.bypassGate);
      if (toegang !== 'formulier') throw new DomainError(409, toegangMelding(toegang, beurs(ctx).email));

      const laatste = leesLaatsteAflevering(ctx);
      // Administrators enter registrations for others, such as two sellers of one household.
      if (!options.bypassGate) {
        const zelfde = sql(ctx)
          .metEmailSleutel.all(emailSleutel(input.email))
          .map((rij) => ({ rij, deelnemer: metKoppelingen(ctx, rij)! }));
        const bestaand = zelfde.find(({ deelnemer }) => isIngeschrevenVoor(deelnemer, laatste));
        if (bestaand) {
          const { rij, deelnemer } = bestaand;
          if (options.mail && magBevestigingOpnieuw(rij.bevestigd_op ?? rij.aangemeld, options.now)) {
            enqueue(ctx, options.mail(deelnemer), options.now);
            sql(ctx).zetBevestigdOp.run(options.now.toISOString(), rij.id);
          }
          return 'dubbel';
        }
        // Known from an earlier fair: the same person, with the same number (domain/registratie.ts).
        const terug = zelfde.find(({ deelnemer }) => !isBeschermd(deelnemer))?.deelnemer;
        if (terug) return neemWeerDeel(ctx, { ...terug, naam: input.naam, telefoon: input.telefoon }, laatste, options);
      }

      return schrijfNieuweDeelnemer(ctx, input, laatste, options);
    },
  );

  const wijzigDeelnemer = ctx.transaction((update: DeelnemerUpdate, bevorder?: BevorderOptions) => {
    const bestaand = sql(ctx).leesDeelnemer.get(update.id);
    if (!bestaand) throw notFound('Deelnemer');
    const voor = situatie(ctx);
    sql(ctx).wijzigDeelnemer.run(deelnemerVelden(update));
    bewaarKoppelingen(ctx, update.id, update.afleveringen);
    bevorderVanReservelijst(ctx, voor, bevorder);
    return leesDeelnemer(ctx, update.id)!;
  });

  const geefNummer = ctx.transaction((id: string, nummer: number): Deelnemer => {
    const bestaand = leesDeelnemer(ctx, id);
    if (!bestaand) throw notFound('Deelnemer');
    if (bestaand.nummer === nummer) return bestaand;
    const teller = Number(leesMeta(ctx, LAATSTE_NUMMER) ?? 0);
    if (!nummerVrij(nummer, teller, sql(ctx).maxNummer.get()!.nummer)) {
      throw new DomainError(409, meldingNummerBezet(nummer));
    }
    sql(ctx).zetNummer.run(nummer, id);
    zetMeta(ctx, LAATSTE_NUMMER, String(nummer));
    return leesDeelnemer(ctx, id)!;
  });

  const verwijderDeelnemer = ctx.transaction((id: string, bevorder?: BevorderOptions) => {
    const bestaand = leesDeelnemer(ctx, id);
    if (!bestaand) return null;
    const voor = situatie(ctx);
    sql(ctx).verwijderDeelnemer.run(id);
    bevorderVanReservelijst(ctx, voor, bevorder);
    return bestaand;
  });

  return {
    async schrijfIn(input, options) {
      // One synchronous transaction per call: requests are decided in the order they are made.
      options.ontvangen?.();
      const uitkomst = schrijfInTransactie(input, options);
      if (uitkomst === 'dubbel') throw new DomainError(409, MELDING_AL_INGESCHREVEN);
      return uitkomst;
    },
    async weerMeedoen(id, options) {
      return weerMeedoen(id, options);
    },
    async leesDeelnemers() {
      return ctx.db().transaction(() => alleDeelnemers(ctx))();
    },
    async leesDeelnemer(id) {
      return leesDeelnemer(ctx, id);
    },
    async leesDeelnemerMetNummer(nummer) {
      return metKoppelingen(ctx, sql(ctx).leesDeelnemerMetNummer.get(nummer));
    },
    async wijzigDeelnemer(update, bevorder) {
      return wijzigDeelnemer(update, bevorder);
    },
    async verwijderDeelnemer(id, bevorder) {
      return verwijderDeelnemer(id, bevorder);
    },
    async geefNummer(id, nummer) {
      return geefNummer(id, nummer);
    },
  };
}
