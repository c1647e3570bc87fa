/** The settlement per fair: settings, drop-off retour marks, counted cash, and the frozen result. */
import { diepBevroren } from '../../../kern/bevroren';
import { type Afrekening } from '../../domein/afrekening';
import { type RegelBesluit } from '../../domein/nakijken';
import { STANDAARD_AFREKENING_INSTELLINGEN, type AfrekeningInstellingen } from '../../../kern/afrekening-instellingen';
import { MELDING_AFREKENING_GESLOTEN, MELDING_AL_GESLOTEN } from '../../domein/weergave';
import {
  afrekenInvoer,
  grondslagVeranderd,
  ingeleverdPerVerkoper,
  type AfrekenBronnen,
  type AfrekenInvoer,
} from '../../domein/invoer';
import { conflict, nietGevonden } from '../../../kern/errors';
import type { MailBericht, Uitbetaling } from '../../../kern/types';
import {
  MELDING_AL_UITBETAALD,
  MELDING_NOG_NIET_GESLOTEN,
  MELDING_UITBETALING_VAST,
  meldingNietPerBank,
  publiekeInstellingen,
  type Uitbetaald,
} from '../../domein/uitbetaling';
import type { AfrekeningStaat, AfrekeningStore, UitbetalingsBericht } from '../port';
import { andersBetaaldVan, bankrekeningNu, bewaarRekeningBijAfsluiten, nabetalingSqlite } from './nabetaling';
import { statements, type SqliteContext } from '../../../platform/sqlite/context';
import type { AfrekeningSqliteContext } from './buren';

const sql = statements((db) => ({
  instellingen: db.prepare<[], { json: string }>('SELECT json FROM afrekening_instellingen WHERE id = 1'),
  zetInstellingen: db.prepare<[string]>(
    'INSERT INTO afrekening_instellingen (id, json) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET json = excluded.json',
  ),
  gesloten: db.prepare<[string], { gesloten_op: string; json: string }>(
    'SELECT gesloten_op, json FROM afrekeningen WHERE aflevering_id = ?',
  ),
  uitbetaald: db.prepare<[string], { uitbetaald: string | null }>(
    'SELECT uitbetaald FROM afrekeningen WHERE aflevering_id = ?',
  ),
  zetUitbetaald: db.prepare<[string, string]>('UPDATE afrekeningen SET uitbetaald = ? WHERE aflevering_id = ?'),
  zetBankrekening: db.prepare<[string, string]>(
    `INSERT INTO bankrekening (id, iban, tenaamstelling) VALUES (1, ?, ?)
     ON CONFLICT (id) DO UPDATE SET iban = excluded.iban, tenaamstelling = excluded.tenaamstelling`,
  ),
  wisBankrekening: db.prepare('DELETE FROM bankrekening'),
  zetUitbetaling: db.prepare<[string | null, string]>('UPDATE deelnemers SET uitbetaling = ? WHERE id = ?'),
  uitbetalingVan: db.prepare<[string], { uitbetaling: string | null }>(
    'SELECT uitbetaling FROM deelnemers WHERE id = ?',
  ),
  uitbetalingMetNummer: db.prepare<[number], { id: string; uitbetaling: string | null }>(
    'SELECT id, uitbetaling FROM deelnemers WHERE nummer = ?',
  ),
  wisUitbetalingVan: db.prepare<[number]>('UPDATE deelnemers SET uitbetaling = NULL WHERE nummer = ?'),
  bankgegevens: db.prepare<[], { nummer: number; uitbetaling: string }>(
    'SELECT nummer, uitbetaling FROM deelnemers WHERE uitbetaling IS NOT NULL ORDER BY nummer',
  ),
  isGesloten: db.prepare<[string], { x: number }>('SELECT 1 AS x FROM afrekeningen WHERE aflevering_id = ?'),
  geslotenOp: db.prepare<[string], { gesloten_op: string }>(
    'SELECT gesloten_op FROM afrekeningen WHERE aflevering_id = ?',
  ),
  sluit: db.prepare<[string, string, string]>(
    'INSERT INTO afrekeningen (aflevering_id, gesloten_op, json) VALUES (?, ?, ?)',
  ),
  retour: db.prepare<[string], { verkopersnummer: number }>(
    'SELECT verkopersnummer FROM afrekening_retour WHERE aflevering_id = ? ORDER BY verkopersnummer',
  ),
  zetRetour: db.prepare<[string, number]>(
    'INSERT OR IGNORE INTO afrekening_retour (aflevering_id, verkopersnummer) VALUES (?, ?)',
  ),
  wisRetour: db.prepare<[string, number]>(
    'DELETE FROM afrekening_retour WHERE aflevering_id = ? AND verkopersnummer = ?',
  ),
  geteld: db.prepare<[string], { kassa: string; cent: number }>(
    'SELECT kassa, cent FROM afrekening_geteld WHERE aflevering_id = ?',
  ),
  zetGeteld: db.prepare<[string, string, number]>(
    `INSERT INTO afrekening_geteld (aflevering_id, kassa, cent) VALUES (?, ?, ?)
     ON CONFLICT (aflevering_id, kassa) DO UPDATE SET cent = excluded.cent`,
  ),
  wisGeteld: db.prepare<[string, string]>('DELETE FROM afrekening_geteld WHERE aflevering_id = ? AND kassa = ?'),
  besluiten: db.prepare<
    [string],
    { bon_id: string; regel: number; besluit: string; reden: string; door: string; op: string }
  >(
    `SELECT bon_id, regel, besluit, reden, door, op FROM afrekening_besluit WHERE aflevering_id = ?
     ORDER BY bon_id, regel`,
  ),
  zetBesluit: db.prepare<[string, string, number, string, string, string, string]>(
    `INSERT INTO afrekening_besluit (aflevering_id, bon_id, regel, besluit, reden, door, op) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (aflevering_id, bon_id, regel) DO UPDATE SET
       besluit = excluded.besluit, reden = excluded.reden, door = excluded.door, op = excluded.op`,
  ),
  wisBesluit: db.prepare<[string, string, number]>(
    'DELETE FROM afrekening_besluit WHERE aflevering_id = ? AND bon_id = ? AND regel = ?',
  ),
}));

/** Whether this fair's settlement is closed; receipts are refused then (see kassa). */
export function isAfrekeningGesloten(ctx: SqliteContext, afleveringId: string): boolean {
  return sql(ctx).isGesloten.get(afleveringId) !== undefined;
}

/**
 * The settings as saved, or the defaults; the public state shows them too (app/store/sqlite.ts),
 * so never the organisation's account, which has a table of its own.
 */
export function instellingen(ctx: SqliteContext): AfrekeningInstellingen {
  const rij = sql(ctx).instellingen.get();
  return rij
    ? publiekeInstellingen({
        ...STANDAARD_AFREKENING_INSTELLINGEN,
        ...(JSON.parse(rij.json) as Partial<AfrekeningInstellingen>),
      })
    : STANDAARD_AFREKENING_INSTELLINGEN;
}

/** What the administrator recorded for the fair: the retour marks, counted cash, decisions on lines. */
function aantekeningen(ctx: SqliteContext, afleveringId: string) {
  const s = sql(ctx);
  return {
    retourBijAfgifte: s.retour.all(afleveringId).map((r) => r.verkopersnummer),
    geteld: Object.fromEntries(s.geteld.all(afleveringId).map((r) => [r.kassa, r.cent])),
    besluiten: s.besluiten.all(afleveringId).map((r): RegelBesluit => ({
      bonId: r.bon_id,
      regel: r.regel,
      besluit: r.besluit as RegelBesluit['besluit'],
      reden: r.reden,
      door: r.door,
      op: r.op,
    })),
  };
}

/**
 * Everything the fair's settlement is computed from, as stored now: the one list of its inputs,
 * which the settlement page reads (leesAfrekenBronnen) and the closing transaction reads again
 * to see that nothing changed, so the two read the same by construction. In the caller's
 * transaction when there is one.
 */
export function leesAfrekenBronnen(ctx: AfrekeningSqliteContext, afleveringId: string): AfrekenBronnen {
  const { buren } = ctx;
  const beurs = buren.leesAflevering(afleveringId);
  return {
    beurs: beurs && { id: beurs.id },
    deelnemers: buren.deelnemersVan(afleveringId),
    artikelen: buren.artikelenVoorBeurs(afleveringId),
    kassas: buren.kassasVan(afleveringId),
    bonnen: buren.bonnenVan(afleveringId),
    ingeleverd: ingeleverdPerVerkoper(buren.inleveringenVan(afleveringId)),
    ...aantekeningen(ctx, afleveringId),
    instellingen: instellingen(ctx),
    halvePrijs: buren.halvePrijsVan(afleveringId),
  };
}

export function afrekeningSqlite(ctx: AfrekeningSqliteContext): AfrekeningStore {
  /*
   * The closed settlement, parsed once per fair and closing: it never changes once written, and
   * pick-up reads it at every seller and step (1.5 MB of JSON for 300 sellers, ~10 ms to parse;
   * bench:inlevering). Keyed by the closing time, read first, so a fair closed anew (after its
   * row was removed with the fair) is parsed anew.
   */
  const bevroren = new Map<string, { op: string; afrekening: Afrekening }>();
  const geslotenVan = (afleveringId: string) => {
    const s = sql(ctx);
    const op = s.geslotenOp.get(afleveringId)?.gesloten_op;
    if (op === undefined) {
      bevroren.delete(afleveringId);
      return null;
    }
    const bekend = bevroren.get(afleveringId);
    if (bekend?.op === op) return bekend;
    const rij = s.gesloten.get(afleveringId)!;
    const nieuw = { op: rij.gesloten_op, afrekening: diepBevroren(JSON.parse(rij.json) as Afrekening) };
    bevroren.set(afleveringId, nieuw);
    return nieuw;
  };
  const staat = (afleveringId: string): AfrekeningStaat => {
    const gesloten = geslotenVan(afleveringId);
    return {
      afleveringId,
      ...aantekeningen(ctx, afleveringId),
      gesloten: gesloten ? { op: gesloten.op, afrekening: gesloten.afrekening } : null,
      uitbetaald: uitbetaaldVan(afleveringId),
      andersBetaald: andersBetaaldVan(ctx, afleveringId),
    };
  };
  const uitbetaaldVan = (afleveringId: string): Uitbetaald | null => {
    const json = sql(ctx).uitbetaald.get(afleveringId)?.uitbetaald;
    return json ? (JSON.parse(json) as Uitbetaald) : null;
  };
  // Read in the write's transaction: a close that committed first makes the change a refusal.
  const nietGesloten = (afleveringId: string) => {
    if (isAfrekeningGesloten(ctx, afleveringId)) throw conflict(MELDING_AFREKENING_GESLOTEN);
  };

  const zetRetour = ctx.transaction((afleveringId: string, verkopersnummer: number, retour: boolean) => {
    nietGesloten(afleveringId);
    (retour ? sql(ctx).zetRetour : sql(ctx).wisRetour).run(afleveringId, verkopersnummer);
    return staat(afleveringId);
  });
  const zetGeteld = ctx.transaction((afleveringId: string, kassa: string, cent: number | null) => {
    nietGesloten(afleveringId);
    if (cent === null) sql(ctx).wisGeteld.run(afleveringId, kassa);
    else sql(ctx).zetGeteld.run(afleveringId, kassa, cent);
    return staat(afleveringId);
  });
  const zetBesluit = ctx.transaction(
    (afleveringId: string, { bonId, regel }: { bonId: string; regel: number }, besluit: RegelBesluit | null) => {
      nietGesloten(afleveringId);
      if (besluit === null) sql(ctx).wisBesluit.run(afleveringId, bonId, regel);
      else
        sql(ctx).zetBesluit.run(afleveringId, bonId, regel, besluit.besluit, besluit.reden, besluit.door, besluit.op);
      return staat(afleveringId);
    },
  );
  const zetBesluiten = ctx.transaction((afleveringId: string, besluiten: RegelBesluit[]) => {
    nietGesloten(afleveringId);
    for (const b of besluiten)
      sql(ctx).zetBesluit.run(afleveringId, b.bonId, b.regel, b.besluit, b.reden, b.door, b.op);
    return staat(afleveringId);
  });
  const sluit = ctx.transaction(
    (
      afleveringId: string,
      { afrekening, grondslag }: { afrekening: Afrekening; grondslag: AfrekenInvoer },
      now: Date,
    ) => {
      if (isAfrekeningGesloten(ctx, afleveringId)) throw conflict(MELDING_AL_GESLOTEN);
      // Everything the settlement was computed from, read again in the closing transaction: a
      // receipt, a mark, a counted amount, a decision on a line, an item, a participation or a setting saved after
      // the computing would otherwise be in neither the frozen settlement nor a refusal.
      const melding = grondslagVeranderd(grondslag, afrekenInvoer(leesAfrekenBronnen(ctx, afleveringId)));
      if (melding) throw conflict(melding);
      sql(ctx).sluit.run(afleveringId, now.toISOString(), JSON.stringify(afrekening));
      bewaarRekeningBijAfsluiten(ctx, afleveringId);
      return staat(afleveringId);
    },
  );

  const bewaarInstellingen = ctx.transaction((nieuw: AfrekeningInstellingen) => {
    sql(ctx).zetInstellingen.run(JSON.stringify(publiekeInstellingen(nieuw)));
    if (nieuw.iban && nieuw.tenaamstelling) sql(ctx).zetBankrekening.run(nieuw.iban, nieuw.tenaamstelling);
    else sql(ctx).wisBankrekening.run();
  });
  /**
   * Writes a payout and queues its mail, made from what this transaction read before: the old
   * payout in full, the person as every read answers them.
   */
  function schrijfUitbetaling(
    deelnemerId: string,
    oud: string | null,
    nieuw: Uitbetaling,
    bericht: UitbetalingsBericht,
    now: Date,
  ) {
    const voor = ctx.buren.leesDeelnemer(deelnemerId)!;
    sql(ctx).zetUitbetaling.run(nieuw.wijze === 'bank' ? JSON.stringify(nieuw) : null, deelnemerId);
    const mail = bericht(voor, oud === null ? undefined : (JSON.parse(oud) as Uitbetaling), nieuw);
    if (mail) ctx.buren.zetMailInWachtrij(mail, now);
    return ctx.buren.leesDeelnemer(deelnemerId)!;
  }
  // Erasing: a switch to cash, or a new account, leaves the old IBAN behind.
  const zetUitbetaling = ctx.wisTransactie(
    (deelnemerId: string, afleveringId: string, uitbetaling: Uitbetaling, bericht: UitbetalingsBericht, now: Date) => {
      if (isAfrekeningGesloten(ctx, afleveringId)) throw conflict(MELDING_UITBETALING_VAST);
      const rij = sql(ctx).uitbetalingVan.get(deelnemerId);
      if (!rij) throw nietGevonden('Deelnemer');
      return schrijfUitbetaling(deelnemerId, rij.uitbetaling, uitbetaling, bericht, now);
    },
  );
  const zetTenaamstelling = ctx.wisTransactie(
    (afleveringId: string, nummer: number, tenaamstelling: string, bericht: UitbetalingsBericht, now: Date) => {
      // Re-checked here: a correction after "Uitbetaald" would change a name the bank already paid.
      // An erasing transaction (wisTransactie): the old name leaves the WAL with it.
      if (uitbetaaldVan(afleveringId)) throw conflict(MELDING_AL_UITBETAALD);
      const rij = sql(ctx).uitbetalingMetNummer.get(nummer);
      if (!rij) throw nietGevonden('Verkoper');
      const oud = rij.uitbetaling === null ? undefined : (JSON.parse(rij.uitbetaling) as Uitbetaling);
      if (oud?.wijze !== 'bank') throw conflict(meldingNietPerBank(nummer));
      return schrijfUitbetaling(rij.id, rij.uitbetaling, { ...oud, tenaamstelling }, bericht, now);
    },
  );
  const markeerUitbetaald = ctx.wisTransactie(
    (
      afleveringId: string,
      uitbetaald: Uitbetaald,
      wissen: number[],
      mails: { nummer: number; mail: MailBericht }[],
      now: Date,
    ) => {
      if (!isAfrekeningGesloten(ctx, afleveringId)) throw conflict(MELDING_NOG_NIET_GESLOTEN);
      if (uitbetaaldVan(afleveringId)) throw conflict(MELDING_AL_UITBETAALD);
      sql(ctx).zetUitbetaald.run(JSON.stringify(uitbetaald), afleveringId);
      for (const nummer of wissen) sql(ctx).wisUitbetalingVan.run(nummer);
      for (const { mail } of mails) ctx.buren.zetMailInWachtrij(mail, now);
      return staat(afleveringId);
    },
  );

  return {
    ...nabetalingSqlite(ctx, { gesloten: geslotenVan, uitbetaald: uitbetaaldVan, staat }),
    async leesAfrekeningInstellingen() {
      return instellingen(ctx);
    },
    async bewaarAfrekeningInstellingen(nieuw) {
      bewaarInstellingen(nieuw);
      return nieuw;
    },
    async leesBankrekening() {
      return bankrekeningNu(ctx);
    },
    async zetUitbetaling(deelnemerId, afleveringId, uitbetaling, bericht, now) {
      return zetUitbetaling(deelnemerId, afleveringId, uitbetaling, bericht, now);
    },
    async zetTenaamstelling(afleveringId, nummer, tenaamstelling, bericht, now) {
      return zetTenaamstelling(afleveringId, nummer, tenaamstelling, bericht, now);
    },
    async leesBankgegevens() {
      return sql(ctx)
        .bankgegevens.all()
        .flatMap(({ nummer, uitbetaling }) => {
          const u = JSON.parse(uitbetaling) as Uitbetaling;
          return u.wijze === 'bank' ? [{ nummer, iban: u.iban, tenaamstelling: u.tenaamstelling }] : [];
        });
    },
    async markeerUitbetaald(afleveringId, uitbetaald, wissen, mails, now) {
      return markeerUitbetaald(afleveringId, uitbetaald, wissen, mails, now);
    },
    async leesAfrekeningGeslotenOp(afleveringId) {
      return sql(ctx).geslotenOp.get(afleveringId)?.gesloten_op ?? null;
    },
    async leesAfrekeningStaat(afleveringId) {
      return staat(afleveringId);
    },
    async leesAfrekenBronnen(afleveringId) {
      return leesAfrekenBronnen(ctx, afleveringId);
    },
    async leesActueleAfrekening(afleveringId, bereken) {
      // Computed at every view: reading the fair's rows from the local file costs milliseconds,
      // and nothing kept can then be stale. Frozen as Firestore's kept one is (shared between
      // views there): a caller that changed it would fail here too, not only on Firebase.
      return diepBevroren(bereken(leesAfrekenBronnen(ctx, afleveringId)));
    },
    async zetRetourBijAfgifte(afleveringId, verkopersnummer, retour) {
      return zetRetour(afleveringId, verkopersnummer, retour);
    },
    async zetGeteld(afleveringId, kassa, cent) {
      return zetGeteld(afleveringId, kassa, cent);
    },
    async zetRegelBesluiten(afleveringId, besluiten) {
      return zetBesluiten(afleveringId, besluiten);
    },
    async zetRegelBesluit(afleveringId, sleutel, besluit) {
      return zetBesluit(afleveringId, sleutel, besluit);
    },
    async sluitAfrekening(afleveringId, berekend, now) {
      return sluit(afleveringId, berekend, now);
    },
  };
}
