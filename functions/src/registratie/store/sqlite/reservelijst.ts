/** The reserve list per fair, and the promotion from it inside every change that frees a place. */
import { randomUUID } from 'node:crypto';
import { emailSleutel, isIngeschrevenVoor } from '../../domein/dubbel';
import { DomainError, notFound } from '../../../kern/errors';
import { MELDING_NIET_GEOPEND, registratieToegang } from '../../domein/registratie';
import {
  bevorderPlan,
  MELDING_AL_OP_RESERVELIJST,
  MELDING_RESERVE_AL_INGESCHREVEN,
  nieuwePlaats,
  reservelijstWeigering,
  reservePlaats,
  verplaats,
  type ReservePlaats,
  type Situatie,
} from '../../domein/reservelijst';
import type { Deelnemer, MailBericht, NieuweDeelnemer } from '../../../kern/types';
import type { BevorderOptions, ReservelijstStore } from '../port';
import { RESERVELIJST_AUTOMATISCH } from '../../../kassa/store/sleutels';
import { leesLaatsteAflevering } from '../../../seizoen/store/sqlite/afleveringen';
import { leesMeta, zetMeta } from '../../../beheer/store/sqlite/beheer';
import { statements, velden, type SqliteContext } from '../../../store/sqlite/context';
import { deelnemerSql, leesDeelnemer, schrijfInschrijving } from './deelnemers';
import { enqueue } from '../../../mail/store/sqlite/outbox';
import { telActief, settings } from '../../../seizoen/store/sqlite/publiek';

interface ReserveRij {
  id: string;
  naam: string;
  email: string;
  telefoon: string;
  email_sleutel: string;
  aflevering_id: string;
  positie: number;
  aangemeld: string;
}

const naarPlaats = (rij: ReserveRij): ReservePlaats => reservePlaats(rij.id, velden(rij));

const sql = statements((db) => ({
  lijst: db.prepare<[string], ReserveRij>('SELECT * FROM reservelijst WHERE aflevering_id = ? ORDER BY positie'),
  get: db.prepare<[string], ReserveRij>('SELECT * FROM reservelijst WHERE id = ?'),
  metSleutel: db.prepare<[string, string], ReserveRij>(
    'SELECT * FROM reservelijst WHERE aflevering_id = ? AND email_sleutel = ?',
  ),
  hoogste: db.prepare<[string], { positie: number | null }>(
    'SELECT max(positie) AS positie FROM reservelijst WHERE aflevering_id = ?',
  ),
  insert: db.prepare(
    `INSERT INTO reservelijst (id, naam, email, telefoon, email_sleutel, aflevering_id, positie, aangemeld)
     VALUES (@id, @naam, @email, @telefoon, @emailSleutel, @afleveringId, @positie, @aangemeld)`,
  ),
  zetPositie: db.prepare<[number, string]>('UPDATE reservelijst SET positie = ? WHERE id = ?'),
  verwijder: db.prepare<[string]>('DELETE FROM reservelijst WHERE id = ?'),
}));

/** The fair the list is for: the latest aflevering, '' before any exists. */
const huidigeBeurs = (ctx: SqliteContext) => leesLaatsteAflevering(ctx)?.id ?? '';

const automatisch = (ctx: SqliteContext) => leesMeta(ctx, RESERVELIJST_AUTOMATISCH) !== 'uit';

/** What decides a promotion, as it stands now in the caller's transaction. */
export const situatie = (ctx: SqliteContext): Situatie => ({
  settings: settings(ctx),
  aantalActief: telActief(ctx),
  automatisch: automatisch(ctx),
});

/**
 * Inside the caller's transaction, after its change: registers the people bevorderPlan names
 * (from `voor` to now), each with a number and the mail, and takes them off the list.
 */
export function bevorderVanReservelijst(
  ctx: SqliteContext,
  voor: Situatie,
  bevorder: BevorderOptions | undefined,
): Deelnemer[] {
  if (!bevorder) return [];
  const laatste = leesLaatsteAflevering(ctx);
  const wachtenden = sql(ctx).lijst.all(laatste?.id ?? '');
  const { bevorderen, vervallen } = bevorderPlan(voor, situatie(ctx), wachtenden, (rij) =>
    deelnemerSql(ctx)
      .metEmailSleutel.all(rij.email_sleutel)
      .some((d) => isIngeschrevenVoor(leesDeelnemer(ctx, d.id)!, laatste)),
  );
  for (const rij of vervallen) sql(ctx).verwijder.run(rij.id);
  return bevorderen.map((rij) => {
    sql(ctx).verwijder.run(rij.id);
    return schrijfInschrijving(ctx, { naam: rij.naam, email: rij.email, telefoon: rij.telefoon }, laatste, bevorder);
  });
}

export function reservelijstSqlite(ctx: SqliteContext): ReservelijstStore {
  const zetOpReservelijst = ctx.transaction(
    (input: NieuweDeelnemer, options: { now: Date; mail: (plaats: ReservePlaats) => MailBericht }) => {
      const toegang = registratieToegang(settings(ctx), telActief(ctx), false);
      const weigering = reservelijstWeigering(toegang, MELDING_NIET_GEOPEND);
      if (weigering) throw new DomainError(409, weigering);
      const laatste = leesLaatsteAflevering(ctx);
      const afleveringId = laatste?.id ?? '';
      const sleutel = emailSleutel(input.email);
      if (sql(ctx).metSleutel.get(afleveringId, sleutel)) throw new DomainError(409, MELDING_AL_OP_RESERVELIJST);
      const ingeschreven = deelnemerSql(ctx)
        .metEmailSleutel.all(sleutel)
        .some((d) => isIngeschrevenVoor(leesDeelnemer(ctx, d.id)!, laatste));
      if (ingeschreven) throw new DomainError(409, MELDING_RESERVE_AL_INGESCHREVEN);
      const plaats = nieuwePlaats(input, {
        id: randomUUID(),
        afleveringId,
        laatstePositie: sql(ctx).hoogste.get(afleveringId)!.positie ?? 0,
        now: options.now,
      });
      sql(ctx).insert.run({ ...plaats, emailSleutel: sleutel });
      enqueue(ctx, options.mail(plaats), options.now);
      return plaats;
    },
  );

  const verplaatsOp = ctx.transaction((id: string, richting: 'omhoog' | 'omlaag') => {
    const rij = sql(ctx).get.get(id);
    if (!rij) throw notFound('Reservering');
    const lijst = sql(ctx).lijst.all(rij.aflevering_id);
    verplaats(lijst, id, richting).forEach((r, i) => sql(ctx).zetPositie.run(i + 1, r.id));
    return sql(ctx).lijst.all(rij.aflevering_id).map(naarPlaats);
  });

  const verwijder = ctx.transaction((id: string) => {
    const rij = sql(ctx).get.get(id);
    if (rij) sql(ctx).verwijder.run(id);
    return rij ? naarPlaats(rij) : null;
  });

  const zetAutomatisch = ctx.transaction((aan: boolean, bevorder: BevorderOptions) => {
    const voor = situatie(ctx);
    zetMeta(ctx, RESERVELIJST_AUTOMATISCH, aan ? 'aan' : 'uit');
    return bevorderVanReservelijst(ctx, voor, bevorder);
  });

  return {
    async zetOpReservelijst(input, options) {
      return zetOpReservelijst(input, options);
    },
    async leesReservelijst() {
      return ctx.db().transaction(() => sql(ctx).lijst.all(huidigeBeurs(ctx)).map(naarPlaats))();
    },
    async verwijderVanReservelijst(id) {
      return verwijder(id);
    },
    async verplaatsOpReservelijst(id, richting) {
      return verplaatsOp(id, richting);
    },
    async leesAutomatischBevorderen() {
      return automatisch(ctx);
    },
    async zetAutomatischBevorderen(aan, bevorder) {
      return zetAutomatisch(aan, bevorder);
    },
  };
}
