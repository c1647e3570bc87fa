/** The reserve list per fair, and the promotion from it inside every change that frees a place. */
import { randomUUID } from 'node:crypto';
import { beslis } from '../../domein/beslissing';
import { emailSleutel } from '../../domein/dubbel';
import { nietGevonden, conflict } from '../../../kern/errors';
import { verplaats, type ReservePlaats } from '../../domein/reservelijst';
import type { MailBericht, NieuweDeelnemer } from '../../../kern/types';
import { type BevorderOptions, type ReservelijstStore } from '../port';
import { RESERVELIJST_AUTOMATISCH } from '../sleutels';
import { leesStand, zelfdeAdres, zelfdeTelefoon } from './inschrijving';
import { telefoonSleutel } from '../../../kern/telefoon';
import type { RegistratieSqliteContext } from './buren';
import {
  automatisch,
  bevorderVanReservelijst,
  huidigeBeurs,
  naarPlaats,
  plaatsRij,
  reserveSql,
  situatie,
} from './bevorderen';

const sql = reserveSql;
export function reservelijstSqlite(ctx: RegistratieSqliteContext): ReservelijstStore {
  /** A place on the current fair's list: read in the transaction, decided by registratie/domein/beslissing.ts. */
  const zetOpReservelijst = ctx.transaction(
    (input: NieuweDeelnemer, options: { now: Date; mail: (plaats: ReservePlaats) => MailBericht }) => {
      const laatste = ctx.buren.leesLaatsteAflevering();
      const afleveringId = laatste?.id ?? '';
      const sleutel = emailSleutel(input.email);
      const stand = leesStand(ctx, laatste);
      // One place per household, read only while the rule is on: the number's people and place on the list.
      const huishouden = zelfdeTelefoon(ctx, stand.settings, input.telefoon);
      const beslissing = beslis(stand, {
        soort: 'reservelijst',
        invoer: input,
        alOpLijst: sql(ctx).metSleutel.get(afleveringId, sleutel) !== undefined,
        zelfdeAdres: zelfdeAdres(ctx, input.email),
        laatstePositie: sql(ctx).hoogste.get(afleveringId)!.positie ?? 0,
        nieuwId: randomUUID(),
        now: options.now,
        zelfdeTelefoon: huishouden,
        telefoonOpLijst:
          huishouden !== undefined &&
          sql(ctx).metTelefoon.get(afleveringId, telefoonSleutel(input.telefoon)) !== undefined,
      });
      if (beslissing.soort === 'geweigerd') throw conflict(beslissing.melding, beslissing.veld);
      const { plaats } = beslissing;
      sql(ctx).insert.run(plaatsRij(plaats));
      ctx.buren.zetMailInWachtrij(options.mail(plaats), options.now);
      return plaats;
    },
  );

  const verplaatsOp = ctx.transaction((id: string, richting: 'omhoog' | 'omlaag') => {
    const rij = sql(ctx).get.get(id);
    if (!rij) throw nietGevonden('Reservering');
    const lijst = sql(ctx).lijst.all(rij.aflevering_id);
    verplaats(lijst, id, richting).forEach((r, i) => sql(ctx).zetPositie.run(i + 1, r.id));
    return sql(ctx).lijst.all(rij.aflevering_id).map(naarPlaats);
  });

  const verwijder = ctx.wisTransactie((id: string) => {
    const rij = sql(ctx).get.get(id);
    if (rij) sql(ctx).verwijder.run(id);
    return rij ? naarPlaats(rij) : null;
  });

  const zetAutomatisch = ctx.transaction((aan: boolean, bevorder: BevorderOptions) => {
    const voor = situatie(ctx);
    ctx.buren.zetMeta(RESERVELIJST_AUTOMATISCH, aan ? 'aan' : 'uit');
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
