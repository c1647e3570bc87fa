/**
 * Seller numbers on SQLite inside the caller's transaction (issue 53 part 3): the counter, and at
 * the top the free numbers (table vrije_nummers) that registratie/domein/verkopersnummer.ts
 * kiesNummer chooses from; a number taken again; numbers that come free when their holder goes.
 *
 * The free numbers are kept, not computed from who holds what: what blocks a number (an item of
 * it in circulation, a label printed at the last two fairs) is recorded when it comes free, when
 * it can still be read, and the same rows serve the count on /instellingen. Firestore keeps the
 * same list in one document (firestore/nummers.ts).
 */
import {
  artikelInOmloop,
  isOpDeTop,
  nummerStand,
  overgeslagen,
  recenteBeurzen,
  type Herbruik,
  type NummerStand,
  type Nummers,
  type VrijNummer,
} from '../../domein/verkopersnummer';
import { LAATSTE_NUMMER } from '../sleutels';
import { statements } from '../../../platform/sqlite/context';
import type { RegistratieSqliteContext } from './buren';

const sql = statements((db) => ({
  maxNummer: db.prepare<[], { nummer: number | null }>('SELECT max(nummer) AS nummer FROM deelnemers'),
  vrij: db.prepare<[], { nummer: number; in_omloop: number; labels_in: string | null }>(
    'SELECT nummer, in_omloop, labels_in FROM vrije_nummers ORDER BY nummer',
  ),
  zetVrij: db.prepare<[number, number, string | null]>(
    'INSERT OR REPLACE INTO vrije_nummers (nummer, in_omloop, labels_in) VALUES (?, ?, ?)',
  ),
  neem: db.prepare<[number]>('DELETE FROM vrije_nummers WHERE nummer = ?'),
}));

const teller = (ctx: RegistratieSqliteContext) => Number(ctx.buren.leesMeta(LAATSTE_NUMMER) ?? 0);

/**
 * The free numbers as recorded, lowest first, and the last two fairs. The rows are read as the
 * caller iterates (kiesNummer stops at the first it may reuse): at a fair at the top thousands
 * are free, and reading them all made each registration of the rush cost ~9 ms (bench/rush.ts
 * --historie=10000). Each iteration starts a fresh read, inside the caller's transaction.
 */
function leesHerbruik(ctx: RegistratieSqliteContext): Herbruik {
  const vrij = sql(ctx).vrij;
  return {
    vrij: {
      *[Symbol.iterator](): Iterator<VrijNummer> {
        for (const r of vrij.iterate()) yield { nummer: r.nummer, inOmloop: r.in_omloop === 1, labelsIn: r.labels_in };
      },
    },
    recenteBeurzen: recenteBeurzen(ctx.buren.leesAfleveringen()),
  };
}

/**
 * The counter and the highest number present: both guard the next number. The free numbers
 * only at the top, so below it a registration reads what it read before issue 53.
 */
export function leesNummers(ctx: RegistratieSqliteContext): Nummers {
  const nummers = { teller: teller(ctx), hoogste: sql(ctx).maxNummer.get()!.nummer };
  return isOpDeTop(nummers.teller, nummers.hoogste) ? { ...nummers, herbruik: leesHerbruik(ctx) } : nummers;
}

/** How many numbers were never handed out, and how many free ones may be reused now. */
export const leesNummerStand = (ctx: RegistratieSqliteContext): NummerStand =>
  nummerStand(teller(ctx), sql(ctx).maxNummer.get()!.nummer, leesHerbruik(ctx));

/**
 * A number handed out to a new person: it is no longer free, and the counter moves up to it if
 * it lies above (geefNummer's jump; a reused number lies below the counter, which stays).
 */
export function neemNummer(ctx: RegistratieSqliteContext, nummer: number): void {
  if (nummer > teller(ctx)) ctx.buren.zetMeta(LAATSTE_NUMMER, String(nummer));
  sql(ctx).neem.run(nummer);
}

/**
 * The numbers of people who went (deleted or erased) or left a number behind (renumbered), inside
 * that transaction. Their items handed back are retired (nobody's now); whether one is still in
 * circulation, and where the labels were last printed, is recorded with the number.
 */
export function geefNummersVrij(ctx: RegistratieSqliteContext, nummers: readonly number[]): void {
  for (const nummer of nummers) {
    const artikelen = ctx.buren.artikelenVanNummer(nummer);
    const terug = ctx.buren.teruggegevenVan(nummer);
    // Handed back: in circulation but for the pick-up.
    const teruggegeven = artikelen.filter((a) => artikelInOmloop(a, new Set()) && !artikelInOmloop(a, terug));
    ctx.buren.verwijderArtikelen(
      nummer,
      teruggegeven.map((a) => a.artikelnummer),
    );
    const inOmloop = artikelen.some((a) => artikelInOmloop(a, terug));
    sql(ctx).zetVrij.run(nummer, inOmloop ? 1 : 0, ctx.buren.labelsGeprintIn(nummer));
  }
}

/**
 * An administrator's jump from `voor` (the top before) to a higher number: the numbers between
 * were never handed out and have nothing in circulation.
 */
export function geefOvergeslagenVrij(ctx: RegistratieSqliteContext, voor: number, nummer: number): void {
  for (const vrij of overgeslagen(voor, nummer)) sql(ctx).zetVrij.run(vrij, 0, null);
}
