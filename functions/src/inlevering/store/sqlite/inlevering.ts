/**
 * Drop-off and pick-up on SQLite: one row per seller per fair (`inleveringen`), the record as
 * JSON. A step is one IMMEDIATE transaction: read the row and the closed flag, apply the domain's
 * step, write, and queue its mail, so a step sent twice changes nothing the second time.
 */
import { genormaliseerd, legeInlevering, mailMoment, type Inlevering } from '../../domein/inlevering';
import { pasGenummerdeStapToe, stapBoekVan, type BalieStap, type StapBoek } from '../../domein/stapboek';
import type { InleverStapOpties, InleveringStore } from '../port';
import type { MailBericht } from '../../../kern/types';
import { statements, type SqliteContext } from '../../../platform/sqlite/context';

const sql = statements((db) => ({
  lees: db.prepare<[string, number], { gegevens: string }>(
    'SELECT gegevens FROM inleveringen WHERE aflevering_id = ? AND verkopersnummer = ?',
  ),
  alle: db.prepare<[string], { gegevens: string }>(
    'SELECT gegevens FROM inleveringen WHERE aflevering_id = ? ORDER BY verkopersnummer',
  ),
  zet: db.prepare<[string, number, string]>(
    `INSERT INTO inleveringen (aflevering_id, verkopersnummer, gegevens) VALUES (?, ?, ?)
     ON CONFLICT (aflevering_id, verkopersnummer) DO UPDATE SET gegevens = excluded.gegevens`,
  ),
}));

const uit = (gegevens: string) => genormaliseerd(JSON.parse(gegevens) as Inlevering);

function lees(ctx: SqliteContext, afleveringId: string, verkopersnummer: number): Inlevering {
  return leesMetBoek(ctx, afleveringId, verkopersnummer).inlevering;
}

/** The record and its book of steps (inlevering/domein/stapboek.ts), stored in the same JSON. */
function leesMetBoek(ctx: SqliteContext, afleveringId: string, verkopersnummer: number) {
  const rij = sql(ctx).lees.get(afleveringId, verkopersnummer);
  if (!rij) return { inlevering: legeInlevering(afleveringId, verkopersnummer), boek: stapBoekVan(undefined) };
  const gegevens = JSON.parse(rij.gegevens) as Inlevering & { boek?: unknown };
  return { inlevering: genormaliseerd(gegevens), boek: stapBoekVan(gegevens.boek) };
}

const schrijf = (ctx: SqliteContext, inlevering: Inlevering, boek: StapBoek) =>
  sql(ctx).zet.run(inlevering.afleveringId, inlevering.verkopersnummer, JSON.stringify({ ...inlevering, boek }));

/** Every record of a fair, inside the caller's transaction (the settlement's closing reads them). */
export const inleveringenVan = (ctx: SqliteContext, afleveringId: string): Inlevering[] =>
  sql(ctx)
    .alle.all(afleveringId)
    .map((r) => uit(r.gegevens));

/**
 * The database, with what these adapters use of other areas' data in their transactions: named
 * here and wired in app/store/sqlite.ts, as no adapter imports another area's.
 */
export interface InleveringSqliteContext extends SqliteContext {
  buren: {
    /** afrekening: whether the fair's settlement is closed (drop-off and pick-up depend on it). */
    isAfrekeningGesloten(afleveringId: string): boolean;
    /** mail: a mail into the outbox. */
    zetMailInWachtrij(mail: MailBericht, now: Date): unknown;
  };
}

export function inleveringSqlite(ctx: InleveringSqliteContext): InleveringStore {
  const stap = ctx.transaction(
    (afleveringId: string, verkopersnummer: number, stap: BalieStap, opties: InleverStapOpties) => {
      const { inlevering: voor, boek } = leesMetBoek(ctx, afleveringId, verkopersnummer);
      const uitkomst = pasGenummerdeStapToe(voor, boek, verkopersnummer, stap, opties, {
        gesloten: ctx.buren.isAfrekeningGesloten(afleveringId),
        door: opties.door,
        now: opties.now,
        terugTeGeven: opties.terugTeGeven,
        beheerder: opties.beheerder,
      });
      const { na } = uitkomst;
      if (uitkomst.schrijven) schrijf(ctx, na, uitkomst.boek);
      const moment = mailMoment(voor, na);
      const bericht = moment && opties.mail ? opties.mail(na, moment) : null;
      if (bericht) ctx.buren.zetMailInWachtrij(bericht, opties.now);
      return { inlevering: na, gewijzigd: uitkomst.gewijzigd, mail: bericht !== null, retour: uitkomst.boek.retour };
    },
  );
  const nietOpgehaald = ctx.transaction((afleveringId: string, nummer: number, door: string, now: Date) => {
    const { inlevering: voor, boek } = leesMetBoek(ctx, afleveringId, nummer);
    if (voor.opgehaald || voor.nietOpgehaald) return false;
    schrijf(ctx, { ...voor, nietOpgehaald: { op: now.toISOString(), door } }, boek);
    return true;
  });

  return {
    async leesInlevering(afleveringId, verkopersnummer) {
      return lees(ctx, afleveringId, verkopersnummer);
    },
    async leesInleveringen(afleveringId) {
      return inleveringenVan(ctx, afleveringId);
    },
    async zetInleverStap(afleveringId, verkopersnummer, s, opties) {
      return stap(afleveringId, verkopersnummer, s, opties);
    },
    async markeerNietOpgehaald(afleveringId, verkopersnummers, door, now) {
      return verkopersnummers.filter((n) => nietOpgehaald(afleveringId, n, door, now));
    },
  };
}
