/**
 * Confirming places (issue 53): the rules in registratie/domein/bevestigen.ts, each change one
 * transaction that re-reads the people it changes, so a run twice, or at once with a confirm,
 * changes nothing twice.
 */
import { conflict, nietGevonden } from '../../../kern/errors';
import type { Deelnemer } from '../../../kern/types';
import {
  artikelenVoorBevestigen,
  bevestigWeigering,
  koppelingVoor,
  MELDING_DOET_NIET_MEE,
  metBevestiging,
  metHerinnering,
  metTermijn,
  metVrijgave,
  moetHerinneren,
  moetVrijgeven,
  vrijgevenOp,
} from '../../domein/bevestigen';
import { doetMeeAan } from '../../domein/registratie';
import type { BevestigenStore } from '../port';
import type { RegistratieSqliteContext } from './buren';
import { bevorderVanReservelijst, situatie } from './bevorderen';
import { bewaarKoppelingen, deelnemerSql, deelnemerVelden, leesDeelnemer } from './inschrijving';

const sql = deelnemerSql;

type Herinner = Parameters<BevestigenStore['herinnerAanBevestigen']>;
type GeefVrij = Parameters<BevestigenStore['geefPlaatsenVrij']>;

export function bevestigenSqlite(ctx: RegistratieSqliteContext): BevestigenStore {
  /** The person as they stand, taking part in the current fair (else 404 / 409). */
  const deelnemerInHuidige = (id: string) => {
    const d = leesDeelnemer(ctx, id);
    if (!d) throw nietGevonden('Deelnemer');
    const huidige = ctx.buren.leesLaatsteAflevering();
    if (!huidige || !doetMeeAan(d, huidige)) throw conflict(MELDING_DOET_NIET_MEE);
    return { d, huidige };
  };
  const schrijf = (d: Deelnemer) => {
    sql(ctx).wijzigDeelnemer.run(deelnemerVelden(d));
    bewaarKoppelingen(ctx, d.id, d.afleveringen);
    return d;
  };

  const bevestig = ctx.transaction((id: string, now: Date) => {
    const d = leesDeelnemer(ctx, id);
    if (!d) throw nietGevonden('Deelnemer');
    // Re-read: a place released since the click says so (bevestigWeigering).
    const huidige = ctx.buren.leesLaatsteAflevering();
    const weigering = bevestigWeigering(d, huidige?.id);
    if (weigering || !huidige) throw conflict(weigering ?? MELDING_DOET_NIET_MEE);
    return schrijf(metBevestiging(d, huidige.id, now));
  });

  const zetTermijn = ctx.transaction((id: string, tot: string) => {
    const { d, huidige } = deelnemerInHuidige(id);
    return schrijf(metTermijn(d, huidige.id, tot));
  });

  const herinner = ctx.transaction((ids: Herinner[0], { now, mail }: Herinner[1]): Deelnemer[] => {
    const huidige = ctx.buren.leesLaatsteAflevering();
    const settings = ctx.buren.settings();
    return ids.flatMap((id) => {
      // Re-read: confirmed, released or reminded since the caller looked, it is left alone.
      const d = leesDeelnemer(ctx, id);
      const link = d && koppelingVoor(d, huidige?.id);
      if (!d || !link || !moetHerinneren(link, settings, now)) return [];
      const deadline = vrijgevenOp(link, settings)!;
      const na = { ...d, afleveringen: d.afleveringen.map((a) => (a === link ? metHerinnering(a, deadline) : a)) };
      bewaarKoppelingen(ctx, d.id, na.afleveringen);
      ctx.buren.zetMailInWachtrij(mail(na, deadline), now);
      return [na];
    });
  });

  const geefVrij = ctx.transaction((ids: GeefVrij[0], { now, mail, bevorder, artikelen }: GeefVrij[1]) => {
    const huidige = ctx.buren.leesLaatsteAflevering();
    const settings = ctx.buren.settings();
    const voor = situatie(ctx);
    const vrijgegeven = ids.flatMap((id) => {
      // Re-read: a place confirmed, extended or released since the caller looked stays as it is.
      const d = leesDeelnemer(ctx, id);
      const link = d && koppelingVoor(d, huidige?.id);
      if (!d || !huidige || !link || !moetVrijgeven(link, settings, now)) return [];
      // The items as they stand now: enough confirm the place, for good (never counted again).
      if (
        artikelen != null &&
        artikelenVoorBevestigen(ctx.buren.artikelenVanNummer(d.nummer), huidige.id) >= artikelen
      ) {
        schrijf(metBevestiging(d, huidige.id, now));
        return [];
      }
      const na = schrijf(metVrijgave(d, huidige.id, now));
      ctx.buren.zetMailInWachtrij(mail(na), now);
      return [na];
    });
    // The freed places go to the reserve list in order, in this same transaction.
    const bevorderd = vrijgegeven.length > 0 ? bevorderVanReservelijst(ctx, voor, bevorder) : [];
    return { vrijgegeven, bevorderd };
  });

  return {
    async bevestigPlaats(id, now) {
      return bevestig(id, now);
    },
    async zetBevestigTermijn(id, tot) {
      return zetTermijn(id, tot);
    },
    async herinnerAanBevestigen(ids, options) {
      return herinner(ids, options);
    },
    async geefPlaatsenVrij(ids, options) {
      return geefVrij(ids, options);
    },
  };
}
