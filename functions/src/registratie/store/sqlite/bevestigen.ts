/**
 * Confirming places (issue 53): the rules in registratie/domein/bevestigen.ts, each change one
 * transaction that re-reads the people it changes, so a run twice, or at once with a confirm,
 * changes nothing twice.
 */
import { conflict, nietGevonden, ongeldig } from '../../../kern/errors';
import type { Deelnemer } from '../../../kern/types';
import {
  artikelenVoorBevestigen,
  bevestigenVan,
  bevestigWeigering,
  koppelingVoor,
  magBevestigen,
  MELDING_DOET_NIET_MEE,
  MELDING_TERMIJN_VOORBIJ,
  metBevestiging,
  metHerinnering,
  metTermijn,
  metVrijgave,
  moetHerinneren,
  moetVrijgeven,
  termijnFout,
  vrijgevenOp,
} from '../../domein/bevestigen';
import { doetMeeAan } from '../../domein/registratie';
import type { BevestigenRust } from '../../domein/bevestigen-rust';
import type { BevestigenStore } from '../port';
import type { RegistratieSqliteContext } from './buren';
import { bevorderVanReservelijst, situatie } from './bevorderen';
import { bewaarKoppelingen, deelnemerSql, deelnemerVelden, leesDeelnemer } from './inschrijving';

const sql = deelnemerSql;

type Herinner = Parameters<BevestigenStore['herinnerAanBevestigen']>;
type GeefVrij = Parameters<BevestigenStore['geefPlaatsenVrij']>;

export function bevestigenSqlite(ctx: RegistratieSqliteContext): BevestigenStore {
  /**
   * The person as they stand, taking part in the current fair (else 404 / 409, or 409 with
   * what `weigering` says first).
   */
  const deelnemerInHuidige = (
    id: string,
    weigering: (d: Deelnemer, afleveringId: string | undefined) => string | null = () => null,
  ) => {
    const d = leesDeelnemer(ctx, id);
    if (!d) throw nietGevonden('Deelnemer');
    const huidige = ctx.buren.leesLaatsteAflevering();
    const nee = weigering(d, huidige?.id);
    if (nee) throw conflict(nee);
    if (!huidige || !doetMeeAan(d, huidige)) throw conflict(MELDING_DOET_NIET_MEE);
    return { d, huidige };
  };
  const schrijf = (d: Deelnemer) => {
    sql(ctx).wijzigDeelnemer.run(deelnemerVelden(d));
    bewaarKoppelingen(ctx, d.id, d.afleveringen);
    return d;
  };

  const bevestig = ctx.transaction((id: string, now: Date, ookTeLaat: boolean) => {
    // Re-read: a place released since the click says so (bevestigWeigering).
    const { d, huidige } = deelnemerInHuidige(id, bevestigWeigering);
    // The deadline as it stands in this transaction: past it, the seller's own confirmation
    // would undo a release that is due.
    const link = koppelingVoor(d, huidige.id)!;
    if (!magBevestigen(link, bevestigenVan(ctx.buren.settings(), huidige), now, ookTeLaat)) {
      throw conflict(MELDING_TERMIJN_VOORBIJ);
    }
    return schrijf(metBevestiging(d, huidige.id, now));
  });

  const zetTermijn = ctx.transaction((id: string, tot: string, now: Date) => {
    const { d, huidige } = deelnemerInHuidige(id);
    const bevestigen = bevestigenVan(ctx.buren.settings(), huidige);
    // Checked against the person's deadline as it stands in this transaction (never shorter).
    const fout = bevestigen && termijnFout(koppelingVoor(d, huidige.id)!, bevestigen, tot, now);
    if (fout) throw ongeldig(fout.melding, fout.veld);
    return schrijf(metTermijn(d, huidige.id, tot));
  });

  const herinner = ctx.transaction((ids: Herinner[0], { now, mail }: Herinner[1]): Deelnemer[] => {
    const huidige = ctx.buren.leesLaatsteAflevering();
    const settings = bevestigenVan(ctx.buren.settings(), huidige);
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
    const settings = bevestigenVan(ctx.buren.settings(), huidige);
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
    async bevestigPlaats(id, now, { ookTeLaat }) {
      return bevestig(id, now, ookTeLaat);
    },
    async zetBevestigTermijn(id, tot, now) {
      return zetTermijn(id, tot, now);
    },
    async herinnerAanBevestigen(ids, options) {
      return herinner(ids, options);
    },
    async geefPlaatsenVrij(ids, options) {
      return geefVrij(ids, options);
    },
    // Reading the fair's people here is one query of a local file: every run of the clock looks,
    // so it never writes a note; it keeps one as the port asks (the contract test), in the meta table.
    async bevestigenStempel() {
      return null;
    },
    async leesBevestigenRust() {
      const tekst = ctx.buren.leesMeta(RUST);
      return tekst === null ? null : (JSON.parse(tekst) as BevestigenRust);
    },
    async bewaarBevestigenRust(rust) {
      ctx.buren.zetMeta(RUST, JSON.stringify(rust));
    },
  };
}

/** The meta key of the clock's note (domein/bevestigen-rust.ts). */
const RUST = 'bevestigenRust';
