/**
 * The reserve list inside every change that frees a place: the situation before the change, and
 * the promotion after it (registration's deletion, a higher maximum, the list's own changes).
 * Below both deelnemers.ts and reservelijst.ts, so neither needs the other.
 */
import { randomUUID } from 'node:crypto';
import { beslis } from '../../domein/beslissing';
import { emailSleutel, isIngeschrevenVoor } from '../../domein/dubbel';
import { huishoudenWeigert, isEenPerHuishouden } from '../../domein/huishouden';
import { telefoonSleutel } from '../../../kern/telefoon';
import { bevorderPlan, reservePlaats, type ReservePlaats, type Situatie } from '../../domein/reservelijst';
import type { Deelnemer } from '../../../kern/types';
import { type BevorderOptions } from '../port';
import { RESERVELIJST_AUTOMATISCH } from '../sleutels';
import { statements, velden } from '../../../platform/sqlite/context';
import type { RegistratieSqliteContext } from './buren';
import {
  deelnemerSql,
  leesDeelnemer,
  leesNummers,
  schrijfPersoon,
  zelfdeAdres,
  metTelefoonSleutel,
} from './inschrijving';

export interface ReserveRij {
  id: string;
  naam: string;
  email: string;
  telefoon: string;
  email_sleutel: string;
  /** The number as compared (kern/telefoon.ts), '' for none: one place per household. */
  telefoon_sleutel: string;
  aflevering_id: string;
  positie: number;
  aangemeld: string;
}

export const naarPlaats = (rij: ReserveRij): ReservePlaats => reservePlaats(rij.id, velden(rij));

export const reserveSql = statements((db) => ({
  lijst: db.prepare<[string], ReserveRij>('SELECT * FROM reservelijst WHERE aflevering_id = ? ORDER BY positie'),
  get: db.prepare<[string], ReserveRij>('SELECT * FROM reservelijst WHERE id = ?'),
  metSleutel: db.prepare<[string, string], ReserveRij>(
    'SELECT * FROM reservelijst WHERE aflevering_id = ? AND email_sleutel = ?',
  ),
  metTelefoon: db.prepare<[string, string], { id: string }>(
    'SELECT id FROM reservelijst WHERE aflevering_id = ? AND telefoon_sleutel = ? LIMIT 1',
  ),
  hoogste: db.prepare<[string], { positie: number | null }>(
    'SELECT max(positie) AS positie FROM reservelijst WHERE aflevering_id = ?',
  ),
  insert: db.prepare(
    `INSERT INTO reservelijst (id, naam, email, telefoon, email_sleutel, telefoon_sleutel, aflevering_id, positie, aangemeld)
     VALUES (@id, @naam, @email, @telefoon, @emailSleutel, @telefoonSleutel, @afleveringId, @positie, @aangemeld)`,
  ),
  zetPositie: db.prepare<[number, string]>('UPDATE reservelijst SET positie = ? WHERE id = ?'),
  verwijder: db.prepare<[string]>('DELETE FROM reservelijst WHERE id = ?'),
}));

/** A place's row as inserted: the place, with its address and number as compared. */
export const plaatsRij = (plaats: ReservePlaats) => ({
  ...plaats,
  emailSleutel: emailSleutel(plaats.email),
  telefoonSleutel: telefoonSleutel(plaats.telefoon),
});

/** The fair the list is for: the latest aflevering, '' before any exists. */
export const huidigeBeurs = (ctx: RegistratieSqliteContext) => ctx.buren.leesLaatsteAflevering()?.id ?? '';

export const automatisch = (ctx: RegistratieSqliteContext) => ctx.buren.leesMeta(RESERVELIJST_AUTOMATISCH) !== 'uit';

/** What decides a promotion, as it stands now in the caller's transaction. */
export const situatie = (ctx: RegistratieSqliteContext): Situatie => ({
  settings: ctx.buren.settings(),
  aantalActief: ctx.buren.telActief(),
  automatisch: automatisch(ctx),
});

/**
 * Inside the caller's transaction, after its change: registers the people bevorderPlan names
 * (from `voor` to now), each with a number and the mail, and takes them off the list.
 */
export function bevorderVanReservelijst(
  ctx: RegistratieSqliteContext,
  voor: Situatie,
  bevorder: BevorderOptions | undefined,
): Deelnemer[] {
  if (!bevorder) return [];
  const laatste = ctx.buren.leesLaatsteAflevering();
  const wachtenden = reserveSql(ctx).lijst.all(laatste?.id ?? '');
  const na = situatie(ctx);
  // One place per household (domein/huishouden.ts): a household with a place leaves the list too.
  const perHuishouden = isEenPerHuishouden(na.settings);
  const { bevorderen, vervallen } = bevorderPlan(
    voor,
    na,
    wachtenden,
    (rij) =>
      deelnemerSql(ctx)
        .metEmailSleutel.all(rij.email_sleutel)
        .some((d) => isIngeschrevenVoor(leesDeelnemer(ctx, d.id)!, laatste)) ||
      (perHuishouden &&
        rij.telefoon_sleutel !== '' &&
        huishoudenWeigert(na.settings, metTelefoonSleutel(ctx, rij.telefoon_sleutel), laatste)),
    perHuishouden ? (rij) => rij.telefoon_sleutel : undefined,
  );
  for (const rij of vervallen) reserveSql(ctx).verwijder.run(rij.id);
  return bevorderen.flatMap((rij) => {
    // The plan gave the place; the decision says who takes it: a returning seller or a new number.
    const beslissing = beslis(
      { laatste },
      {
        soort: 'bevordering',
        invoer: { naam: rij.naam, email: rij.email, telefoon: rij.telefoon },
        zelfdeAdres: zelfdeAdres(ctx, rij.email),
        nummers: leesNummers(ctx),
        nieuwId: randomUUID(),
        now: bevorder.now,
      },
    );
    // No number left (MELDING_NUMMERS_OP): the person keeps their place on the list.
    if (beslissing.soort === 'geweigerd') return [];
    reserveSql(ctx).verwijder.run(rij.id);
    return [schrijfPersoon(ctx, beslissing, bevorder)];
  });
}

/**
 * Inside the caller's transaction: `wijziging`, then the promotion of the places it freed (from
 * the situation before it to the one after). Registration's deletion and change, and privacy's
 * erasure (given this by app/store/sqlite.ts), change people this way.
 */
export function metBevordering<T>(
  ctx: RegistratieSqliteContext,
  bevorder: BevorderOptions | undefined,
  wijziging: () => T,
): T {
  const voor = situatie(ctx);
  const uitkomst = wijziging();
  bevorderVanReservelijst(ctx, voor, bevorder);
  return uitkomst;
}
