/** The till on SQLite: desks per fair, and one row per receipt keyed by its device-chosen id. */
import type { Betaalwijze, Bon, BonRegel, Kassa, KassaInstellingen } from '../../domein/kassa';
import type { PinBesluit } from '../../domein/ontvangst';
import { kassaInstellingenUit } from '../../domein/kassa';
import type { KassaStore } from '../port';
import { nieuweKassa, nieuweKassaSleutel } from '../sleutels';
import {
  bonnenVanBeurs,
  inBonVolgorde,
  opgeslagenBon,
  opgeslagenBonId,
  weigerAnnulering,
  weigerPinBesluit,
} from '../bonnen';
import { statements, type SqliteContext } from '../../../platform/sqlite/context';

/**
 * A desk's columns under the domain's names: a row read with them is a Kassa. `taak` is never
 * NULL (its column's default is 'verkopen', platform/sqlite/migraties.ts).
 */
const KASSA_KOLOMMEN = `id, aflevering_id AS afleveringId, naam, ruimte, taak, sleutel, aangemaakt, ingetrokken,
  laatste_contact AS laatsteContact, wachtend, oudste_wachtend AS oudsteWachtend`;

interface BonRij {
  id: string;
  kassa_id: string;
  aflevering_id: string;
  regels: string;
  totaal_cent: number;
  te_betalen_cent: number;
  ontvangen_cent: number;
  wisselgeld_cent: number;
  gesloten: string;
  ontvangen_op: string;
  /** 'contant' for every row of before pin existed (the column's default, platform/sqlite/migraties.ts). */
  betaalwijze: Betaalwijze;
  /** NULL when the device's time was believed; 0/1; JSON of a PinBesluit, absent in bonnen_na_afsluiting. */
  gesloten_op_apparaat: string | null;
  pin_terwijl_uit: number;
  pin_besluit?: string | null;
  /** Absent in bonnen_na_afsluiting: a receipt after closing cannot be voided. */
  geannuleerd_door?: string | null;
  geannuleerd_op?: string | null;
}

const naarBon = (r: BonRij): Bon => ({
  id: r.id,
  kassaId: r.kassa_id,
  afleveringId: r.aflevering_id,
  regels: JSON.parse(r.regels) as BonRegel[],
  totaalCent: r.totaal_cent,
  teBetalenCent: r.te_betalen_cent,
  ontvangenCent: r.ontvangen_cent,
  wisselgeldCent: r.wisselgeld_cent,
  gesloten: r.gesloten,
  ontvangenOp: r.ontvangen_op,
  betaalwijze: r.betaalwijze ?? 'contant',
  geannuleerd: r.geannuleerd_door && r.geannuleerd_op ? { door: r.geannuleerd_door, op: r.geannuleerd_op } : null,
  // Only what was decided on arrival: a receipt read back equals the receipt as it was made.
  ...(r.gesloten_op_apparaat === null ? {} : { geslotenOpApparaat: r.gesloten_op_apparaat }),
  ...(r.pin_terwijl_uit ? { pinTerwijlUit: true } : {}),
  ...(r.pin_besluit ? { pinBesluit: JSON.parse(r.pin_besluit) as PinBesluit } : {}),
});

/** A receipt's row as written: the new receipt has no decision yet. */
const naarRij = (bon: Bon) => ({
  ...bon,
  regels: JSON.stringify(bon.regels),
  geslotenOpApparaat: bon.geslotenOpApparaat ?? null,
  pinTerwijlUit: bon.pinTerwijlUit ? 1 : 0,
});

const sql = statements((db) => ({
  insertKassa: db.prepare(
    `INSERT INTO kassas (id, aflevering_id, naam, ruimte, taak, sleutel, aangemaakt)
     VALUES (@id, @afleveringId, @naam, @ruimte, @taak, @sleutel, @aangemaakt)`,
  ),
  kassas: db.prepare<[string], Kassa>(
    `SELECT ${KASSA_KOLOMMEN} FROM kassas WHERE aflevering_id = ? ORDER BY ruimte, naam, id`,
  ),
  kassa: db.prepare<[string], Kassa>(`SELECT ${KASSA_KOLOMMEN} FROM kassas WHERE id = ?`),
  trekIn: db.prepare<[string, string]>('UPDATE kassas SET ingetrokken = coalesce(ingetrokken, ?) WHERE id = ?'),
  vernieuw: db.prepare<[string, string]>('UPDATE kassas SET sleutel = ?, ingetrokken = NULL WHERE id = ?'),
  contact: db.prepare<[string, number, string | null, string]>(
    'UPDATE kassas SET laatste_contact = ?, wachtend = ?, oudste_wachtend = ? WHERE id = ?',
  ),
  // OR IGNORE: the receipt's id is its primary key, so a second send is a no-op.
  insertBon: db.prepare(
    `INSERT OR IGNORE INTO bonnen (id, kassa_id, aflevering_id, regels, totaal_cent, te_betalen_cent,
       ontvangen_cent, wisselgeld_cent, gesloten, ontvangen_op, betaalwijze, gesloten_op_apparaat, pin_terwijl_uit)
     VALUES (@id, @kassaId, @afleveringId, @regels, @totaalCent, @teBetalenCent,
       @ontvangenCent, @wisselgeldCent, @gesloten, @ontvangenOp, @betaalwijze, @geslotenOpApparaat, @pinTerwijlUit)`,
  ),
  insertNaAfsluiting: db.prepare(
    `INSERT OR IGNORE INTO bonnen_na_afsluiting (id, kassa_id, aflevering_id, regels, totaal_cent, te_betalen_cent,
       ontvangen_cent, wisselgeld_cent, gesloten, ontvangen_op, betaalwijze, gesloten_op_apparaat, pin_terwijl_uit)
     VALUES (@id, @kassaId, @afleveringId, @regels, @totaalCent, @teBetalenCent,
       @ontvangenCent, @wisselgeldCent, @gesloten, @ontvangenOp, @betaalwijze, @geslotenOpApparaat, @pinTerwijlUit)`,
  ),
  naAfsluiting: db.prepare<[string], BonRij>('SELECT * FROM bonnen_na_afsluiting WHERE id = ?'),
  bonnenNaAfsluiting: db.prepare<[string], BonRij>('SELECT * FROM bonnen_na_afsluiting WHERE aflevering_id = ?'),
  bon: db.prepare<[string], BonRij>('SELECT * FROM bonnen WHERE id = ?'),
  bonnen: db.prepare<[string], BonRij>('SELECT * FROM bonnen WHERE aflevering_id = ?'),
  annuleer: db.prepare<[string, string, string]>(
    'UPDATE bonnen SET geannuleerd_door = ?, geannuleerd_op = ? WHERE id = ?',
  ),
  pinBesluit: db.prepare<[string | null, string]>('UPDATE bonnen SET pin_besluit = ? WHERE id = ?'),
  instellingen: db.prepare<[], { json: string }>('SELECT json FROM kassa_instellingen WHERE id = 1'),
  zetInstellingen: db.prepare<[string]>(
    'INSERT INTO kassa_instellingen (id, json) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET json = excluded.json',
  ),
}));

/** A fair's desks, read in the caller's transaction. */
export const kassasVan = (ctx: SqliteContext, afleveringId: string) => sql(ctx).kassas.all(afleveringId);

/** A fair's receipts, read in the caller's transaction. */
export const bonnenVan = (ctx: SqliteContext, afleveringId: string) =>
  bonnenVanBeurs(sql(ctx).bonnen.all(afleveringId).map(naarBon));

/**
 * The database, with what these adapters use of other areas' data in their transactions: named
 * here and wired in app/store/sqlite.ts, as no adapter imports another area's.
 */
export interface KassaSqliteContext extends SqliteContext {
  buren: {
    /** afrekening, on the floor above: whether the fair's settlement is closed. */
    isAfrekeningGesloten(afleveringId: string): boolean;
  };
}

export function kassaSqlite(ctx: KassaSqliteContext): KassaStore {
  const { isAfrekeningGesloten } = ctx.buren;
  const bewaarBon = ctx.transaction((bon: Bon) => {
    const bestaand = sql(ctx).bon.get(bon.id);
    if (bestaand) return { bon: naarBon(bestaand), nieuw: false, naAfsluiting: false };
    const laat = sql(ctx).naAfsluiting.get(bon.id);
    if (laat) return { bon: naarBon(laat), nieuw: false, naAfsluiting: true };
    const rij = naarRij(bon);
    // Read in the write transaction: once the fair's settlement is closed (frozen), a new
    // receipt would change nothing in it, so it is kept apart as cash after closing.
    if (isAfrekeningGesloten(bon.afleveringId)) {
      sql(ctx).insertNaAfsluiting.run(rij);
      return { bon: naarBon(sql(ctx).naAfsluiting.get(bon.id)!), nieuw: true, naAfsluiting: true };
    }
    sql(ctx).insertBon.run(rij);
    return { bon: naarBon(sql(ctx).bon.get(bon.id)!), nieuw: true, naAfsluiting: false };
  });
  const annuleerBon = ctx.transaction((id: string, door: string, op: string) => {
    // Read in the write transaction: a second administrator voiding at the same moment sees the first.
    const rij = sql(ctx).bon.get(id);
    if (!rij) return null;
    weigerAnnulering(naarBon(rij), isAfrekeningGesloten(rij.aflevering_id));
    sql(ctx).annuleer.run(door, op, id);
    return naarBon(sql(ctx).bon.get(id)!);
  });
  const zetPinBesluit = ctx.transaction((id: string, besluit: PinBesluit | null) => {
    const rij = sql(ctx).bon.get(id);
    if (!rij) return null;
    weigerPinBesluit(naarBon(rij), isAfrekeningGesloten(rij.aflevering_id));
    sql(ctx).pinBesluit.run(besluit === null ? null : JSON.stringify(besluit), id);
    return naarBon(sql(ctx).bon.get(id)!);
  });
  const kassa = (id: string) => sql(ctx).kassa.get(id) ?? null;

  return {
    async maakKassa(afleveringId, invoer, now) {
      const nieuw = nieuweKassa(afleveringId, invoer, now);
      sql(ctx).insertKassa.run(nieuw);
      return nieuw;
    },
    async leesKassas(afleveringId) {
      return kassasVan(ctx, afleveringId);
    },
    async leesKassa(id) {
      return kassa(id);
    },
    async trekKassaIn(id, now) {
      sql(ctx).trekIn.run(now.toISOString(), id);
      return kassa(id);
    },
    async vernieuwKassaSleutel(id) {
      sql(ctx).vernieuw.run(nieuweKassaSleutel(), id);
      return kassa(id);
    },
    async meldKassaContact(id, now, wachtend, oudsteWachtend) {
      sql(ctx).contact.run(now.toISOString(), wachtend, oudsteWachtend, id);
    },
    async bewaarBon(bon) {
      return bewaarBon(opgeslagenBon(bon));
    },
    async leesBonnen(afleveringId) {
      return bonnenVan(ctx, afleveringId);
    },
    async leesBonnenNaAfsluiting(afleveringId) {
      return inBonVolgorde(sql(ctx).bonnenNaAfsluiting.all(afleveringId).map(naarBon));
    },
    async annuleerBon(id, annulering) {
      const opgeslagen = opgeslagenBonId(id);
      return opgeslagen === null ? null : annuleerBon(opgeslagen, annulering.door, annulering.op);
    },
    async zetPinBesluit(id, besluit) {
      const opgeslagen = opgeslagenBonId(id);
      return opgeslagen === null ? null : zetPinBesluit(opgeslagen, besluit);
    },
    async leesKassaInstellingen() {
      const rij = sql(ctx).instellingen.get();
      return kassaInstellingenUit(rij ? (JSON.parse(rij.json) as Partial<KassaInstellingen>) : undefined);
    },
    async bewaarKassaInstellingen(instellingen) {
      sql(ctx).zetInstellingen.run(JSON.stringify(instellingen));
      return instellingen;
    },
  };
}
