/** The deelnemers (sellers), their afleveringen, and registration with its gate and number. */
import { emailSleutel, isIngeschrevenVoor, magBevestigingOpnieuw, MELDING_AL_INGESCHREVEN } from '../../domein/dubbel';
import { nietGevonden, conflict } from '../../../kern/errors';
import { isActieveDeelnemer, isBeschermd, registratieToegang, toegangMelding } from '../../domein/registratie';
import type { Deelnemer, NieuweDeelnemer } from '../../../kern/types';
import { type DeelnemerUpdate } from '../../domein/schemas';
import { meldingNummerBezet, nummerVrij } from '../../domein/verkopersnummer';
import { type BevorderOptions, type DeelnemersStore, type RegisterOptions } from '../port';
import { leesLaatsteAflevering } from '../../../seizoen/store/sqlite/afleveringen';
import { LAATSTE_NUMMER } from '../sleutels';
import { leesMeta, zetMeta } from '../../../beheer/store/sqlite/beheer';
import { type SqliteContext } from '../../../platform/sqlite/context';
import { beurs, telActief, settings } from '../../../seizoen/store/sqlite/documenten';
import { bevorderVanReservelijst, situatie } from './bevorderen';
import {
  alleDeelnemers,
  deelnemersVan,
  bewaarKoppelingen,
  deelnemerSql,
  deelnemerVelden,
  leesDeelnemer,
  mailBevestiging,
  metKoppelingen,
  neemWeerDeel,
  schrijfNieuweDeelnemer,
} from './inschrijving';

const sql = deelnemerSql;

export function deelnemersSqlite(ctx: SqliteContext): DeelnemersStore {
  const weerMeedoen = ctx.transaction((id: string, options: Omit<RegisterOptions, 'bypassGate'>): Deelnemer => {
    const deelnemer = leesDeelnemer(ctx, id);
    if (!deelnemer || isBeschermd(deelnemer)) throw nietGevonden('Deelnemer');
    const laatste = leesLaatsteAflevering(ctx);
    if (isActieveDeelnemer(deelnemer, laatste)) return deelnemer;
    const toegang = registratieToegang(settings(ctx), telActief(ctx), false);
    if (toegang !== 'formulier') throw conflict(toegangMelding(toegang, beurs(ctx).email));
    return neemWeerDeel(ctx, deelnemer, laatste, options);
  });

  /**
   * The refusal of a second registration is thrown after the commit: the confirmation that
   * went out again must be kept, and a throw inside would roll it back. With group commit: the
   * registrations of one turn share a transaction, each in its own savepoint and in the order
   * they were made (store/sqlite/groepscommit.ts), the opening rush's dearest write.
   */
  const schrijfInTransactie = ctx.groepsTransactie(
    (input: NieuweDeelnemer, options: RegisterOptions): Deelnemer | 'dubbel' => {
      const toegang = registratieToegang(settings(ctx), telActief(ctx), options.bypassGate);
      if (toegang !== 'formulier') throw conflict(toegangMelding(toegang, beurs(ctx).email));

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
            mailBevestiging(ctx, rij.id, options.mail(deelnemer), options.now);
            sql(ctx).zetBevestigdOp.run(options.now.toISOString(), rij.id);
          }
          return 'dubbel';
        }
        // Known from an earlier fair: the same person, with the same number (registratie/domein/registratie.ts).
        const terug = zelfde.find(({ deelnemer }) => !isBeschermd(deelnemer))?.deelnemer;
        if (terug) return neemWeerDeel(ctx, { ...terug, naam: input.naam, telefoon: input.telefoon }, laatste, options);
      }

      return schrijfNieuweDeelnemer(ctx, input, laatste, options);
    },
  );

  const wijzigDeelnemer = ctx.transaction((update: DeelnemerUpdate, bevorder?: BevorderOptions) => {
    const bestaand = sql(ctx).leesDeelnemer.get(update.id);
    if (!bestaand) throw nietGevonden('Deelnemer');
    const voor = situatie(ctx);
    sql(ctx).wijzigDeelnemer.run(deelnemerVelden(update));
    bewaarKoppelingen(ctx, update.id, update.afleveringen);
    bevorderVanReservelijst(ctx, voor, bevorder);
    return leesDeelnemer(ctx, update.id)!;
  });

  const geefNummer = ctx.transaction((id: string, nummer: number): Deelnemer => {
    const bestaand = leesDeelnemer(ctx, id);
    if (!bestaand) throw nietGevonden('Deelnemer');
    if (bestaand.nummer === nummer) return bestaand;
    const teller = Number(leesMeta(ctx, LAATSTE_NUMMER) ?? 0);
    if (!nummerVrij(nummer, teller, sql(ctx).maxNummer.get()!.nummer)) {
      throw conflict(meldingNummerBezet(nummer));
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
      // Its place in the order is taken here, at the call: the batch runs calls in that order.
      options.ontvangen?.();
      const uitkomst = await schrijfInTransactie(input, options);
      if (uitkomst === 'dubbel') throw conflict(MELDING_AL_INGESCHREVEN);
      return uitkomst;
    },
    async weerMeedoen(id, options) {
      return weerMeedoen(id, options);
    },
    async leesDeelnemers() {
      return ctx.db().transaction(() => alleDeelnemers(ctx))();
    },
    async leesDeelnemersVan(afleveringId) {
      return ctx.db().transaction(() => deelnemersVan(ctx, afleveringId))();
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
