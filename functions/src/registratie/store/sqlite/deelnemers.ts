/**
 * The deelnemers (sellers), their afleveringen, and registration: read in the transaction,
 * decided by registratie/domein/beslissing.ts, written here.
 */
import { randomUUID } from 'node:crypto';
import { beslis, weerMeedoenOfFout } from '../../domein/beslissing';
import { MELDING_AL_INGESCHREVEN } from '../../domein/dubbel';
import { naBeheerdersOpslag } from '../../domein/bevestigen';
import { nietGevonden, conflict } from '../../../kern/errors';
import type { Deelnemer, NieuweDeelnemer } from '../../../kern/types';
import { type DeelnemerUpdate } from '../../domein/schemas';
import { bovenkant, meldingNummerBezet, nummerVrij } from '../../domein/verkopersnummer';
import { type BevorderOptions, type DeelnemersStore, type RegisterOptions } from '../port';
import { geefNummersVrij, geefOvergeslagenVrij, leesNummerStand, neemNummer } from './nummers';
import type { RegistratieSqliteContext } from './buren';
import { metBevordering } from './bevorderen';
import {
  alleDeelnemers,
  deelnemersVan,
  bewaarKoppelingen,
  deelnemerSql,
  deelnemerVelden,
  leesDeelnemer,
  leesNummers,
  leesStand,
  mailBevestiging,
  metKoppelingen,
  schrijfPersoon,
  zelfdeAdres,
  zelfdeTelefoon,
} from './inschrijving';

const sql = deelnemerSql;

export function deelnemersSqlite(ctx: RegistratieSqliteContext): DeelnemersStore {
  /** "Ik doe weer mee": the person by the link's id, through the visitor's gate, in one transaction. */
  const weerMeedoen = ctx.transaction((id: string, options: Omit<RegisterOptions, 'bypassGate'>): Deelnemer => {
    const laatste = ctx.buren.leesLaatsteAflevering();
    const stand = leesStand(ctx, laatste);
    const deelnemer = leesDeelnemer(ctx, id);
    const beslissing = weerMeedoenOfFout(
      beslis(stand, {
        soort: 'weerMeedoen',
        deelnemer,
        now: options.now,
        zelfdeTelefoon: deelnemer ? zelfdeTelefoon(ctx, stand.settings, deelnemer.telefoon) : undefined,
      }),
    );
    return beslissing.soort === 'doetAlMee' ? beslissing.deelnemer : schrijfPersoon(ctx, beslissing, options);
  });

  /**
   * The refusal of a second registration is thrown after the commit: the confirmation that
   * went out again must be kept, and a throw inside would roll it back. With group commit: the
   * registrations of one turn share a transaction, each in its own savepoint and in the order
   * they were made (platform/sqlite/groepscommit.ts), the opening rush's dearest write. Everything
   * the decision reads is read inside it, so no registration decides on a state another changed.
   */
  const schrijfInTransactie = ctx.groepsTransactie(
    (input: NieuweDeelnemer, options: RegisterOptions): Deelnemer | 'dubbel' => {
      const laatste = ctx.buren.leesLaatsteAflevering();
      const door = options.bypassGate ? 'beheerder' : 'bezoeker';
      const stand = leesStand(ctx, laatste);
      const beslissing = beslis(stand, {
        soort: 'inschrijving',
        door,
        invoer: input,
        // An administrator's registration is not compared by address (a household's sellers).
        zelfdeAdres: door === 'beheerder' ? [] : zelfdeAdres(ctx, input.email),
        nummers: leesNummers(ctx),
        metMail: options.mail !== undefined,
        nieuwId: randomUUID(),
        now: options.now,
        voorrang: options.voorrang,
        // One place per household, read only while the rule is on; not for an administrator.
        zelfdeTelefoon: door === 'beheerder' ? undefined : zelfdeTelefoon(ctx, stand.settings, input.telefoon),
      });
      switch (beslissing.soort) {
        case 'geweigerd':
          throw conflict(beslissing.melding, beslissing.veld);
        case 'alIngeschreven': {
          const { deelnemer } = beslissing.wie;
          if (options.mail && beslissing.bevestigOpnieuw) {
            mailBevestiging(ctx, deelnemer.id, options.mail(deelnemer), options.now);
            sql(ctx).zetBevestigdOp.run(options.now.toISOString(), deelnemer.id);
          }
          return 'dubbel';
        }
        case 'nieuw':
        case 'terug':
          return schrijfPersoon(ctx, beslissing, options);
      }
    },
  );

  const wijzigDeelnemer = ctx.transaction((update: DeelnemerUpdate, bevorder?: BevorderOptions) => {
    const bestaand = sql(ctx).leesDeelnemer.get(update.id);
    if (!bestaand) throw nietGevonden('Deelnemer');
    const oud = leesDeelnemer(ctx, update.id)!.afleveringen;
    // The marks of confirming stay as stored; a released place comes back only on purpose, and
    // switched on it counts as confirmed by the administrator (issue 53).
    const na = naBeheerdersOpslag(oud, update, ctx.buren.leesLaatsteAflevering()?.id, bevorder?.now ?? new Date());
    metBevordering(ctx, bevorder, () => {
      sql(ctx).wijzigDeelnemer.run(deelnemerVelden({ ...update, actief: na.actief }));
      bewaarKoppelingen(ctx, update.id, na.afleveringen);
    });
    return leesDeelnemer(ctx, update.id)!;
  });

  const geefNummer = ctx.transaction((id: string, nummer: number): Deelnemer => {
    const bestaand = leesDeelnemer(ctx, id);
    if (!bestaand) throw nietGevonden('Deelnemer');
    if (bestaand.nummer === nummer) return bestaand;
    const { teller, hoogste } = leesNummers(ctx);
    if (!nummerVrij(nummer, teller, hoogste)) {
      throw conflict(meldingNummerBezet(nummer));
    }
    sql(ctx).zetNummer.run(nummer, id);
    // The old number and the ones the jump skips are nobody's: free for reuse at the top.
    geefOvergeslagenVrij(ctx, bovenkant(teller, hoogste), nummer);
    geefNummersVrij(ctx, [bestaand.nummer]);
    neemNummer(ctx, nummer);
    return leesDeelnemer(ctx, id)!;
  });

  const verwijderDeelnemer = ctx.wisTransactie((id: string, bevorder?: BevorderOptions) => {
    const bestaand = leesDeelnemer(ctx, id);
    if (!bestaand) return null;
    metBevordering(ctx, bevorder, () => {
      sql(ctx).verwijderDeelnemer.run(id);
      geefNummersVrij(ctx, [bestaand.nummer]);
    });
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
    async leesNummerStand() {
      return ctx.db().transaction(() => leesNummerStand(ctx))();
    },
  };
}
