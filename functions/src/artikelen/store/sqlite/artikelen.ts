/** Items and their settings per fair (artikelen/domein/artikelen.ts), on SQLite. */
import type { ArtikelSleutel } from '../../domein/artikelcode';
import {
  artikelVolgorde,
  nieuwArtikel,
  nogVanDeVerkoperBij,
  weigerAlsWeggegaan,
  type Artikel,
  type ArtikelInvoer,
  type Soort,
} from '../../domein/artikelen';
import { instellingenUit, type ArtikelInstellingen } from '../../domein/instellingen';
import { nietGevonden } from '../../../kern/errors';
import type { Aflevering, Deelnemer } from '../../../kern/types';
import type { ArtikelenStore } from '../port';
import type { HerinneringOptions, MailIeder } from '../../../mail';
import { statements, type SqliteContext } from '../../../platform/sqlite/context';

/**
 * The database, with what these adapters use of other areas' data in their transactions: named
 * here and wired in app/store/sqlite.ts, as no adapter imports another area's.
 */
export interface ArtikelenSqliteContext extends SqliteContext {
  buren: {
    /** seizoen: every fair, by volgnummer. */
    leesAfleveringen(): Aflevering[];
    /** registratie: everyone. */
    alleDeelnemers(): Deelnemer[];
    /** registratie: the people taking part in a fair. */
    deelnemersVan(afleveringId: string): Deelnemer[];
    /** mail: a mail to each of many people, in this transaction. */
    mailIeder: MailIeder;
  };
}

interface ArtikelRij {
  verkopersnummer: number;
  artikelnummer: number;
  omschrijving: string;
  soort: Soort;
  maat: string | null;
  prijs_cent: number;
  retour: number;
  mag_afgeprijsd: number;
  label_afgeprijsd: number | null;
  aangemaakt: string;
  eerste_aflevering_id: string;
  verkocht_in: string | null;
  goed_doel_in: string | null;
  verwijderd: number;
}

const naarArtikel = (rij: ArtikelRij): Artikel => ({
  verkopersnummer: rij.verkopersnummer,
  artikelnummer: rij.artikelnummer,
  omschrijving: rij.omschrijving,
  soort: rij.soort,
  maat: rij.maat,
  prijsCent: rij.prijs_cent,
  retour: rij.retour === 1,
  magAfgeprijsd: rij.mag_afgeprijsd === 1,
  labelAfgeprijsd: rij.label_afgeprijsd === null ? null : rij.label_afgeprijsd === 1,
  aangemaakt: rij.aangemaakt,
  eersteAfleveringId: rij.eerste_aflevering_id,
  verkochtIn: rij.verkocht_in,
  goedDoelIn: rij.goed_doel_in,
});

const sql = statements((db) => ({
  artikelLinkVoor: db.prepare<[string], { artikel_link_voor: string | null }>(
    'SELECT artikel_link_voor FROM deelnemers WHERE id = ?',
  ),
  setArtikelLinkVoor: db.prepare<[string, string]>('UPDATE deelnemers SET artikel_link_voor = ? WHERE id = ?'),
  instellingen: db.prepare<[string], { json: string }>('SELECT json FROM artikel_instellingen WHERE aflevering_id = ?'),
  saveInstellingen: db.prepare<[string, string]>(
    `INSERT INTO artikel_instellingen (aflevering_id, json) VALUES (?, ?)
     ON CONFLICT (aflevering_id) DO UPDATE SET json = excluded.json`,
  ),
  vanVerkoper: db.prepare<[number], ArtikelRij>(
    `SELECT * FROM artikelen
     WHERE verkopersnummer = ? AND verwijderd = 0 AND verkocht_in IS NULL AND goed_doel_in IS NULL
     ORDER BY artikelnummer`,
  ),
  // Only the items of the sellers taking part in the fair (doetMeeAan, in SQL): the index on
  // deelnemer_afleveringen and the items' primary key, so earlier fairs' sellers cost nothing.
  vanDeelnemers: db.prepare<[string], ArtikelRij>(
    `SELECT a.* FROM artikelen a
     WHERE a.verwijderd = 0 AND a.verkopersnummer IN (
       SELECT d.nummer FROM deelnemer_afleveringen da JOIN deelnemers d ON d.id = da.deelnemer_id
       WHERE da.aflevering_id = ? AND da.actief = 1)`,
  ),
  artikel: db.prepare<[number, number], ArtikelRij>(
    'SELECT * FROM artikelen WHERE verkopersnummer = ? AND artikelnummer = ?',
  ),
  telling: db.prepare<[number], { hoogste: number | null; open: number }>(
    `SELECT max(artikelnummer) AS hoogste,
            count(*) FILTER (WHERE verwijderd = 0 AND verkocht_in IS NULL AND goed_doel_in IS NULL) AS open
     FROM artikelen WHERE verkopersnummer = ?`,
  ),
  insert: db.prepare(
    `INSERT INTO artikelen (verkopersnummer, artikelnummer, omschrijving, soort, maat, prijs_cent, retour,
       mag_afgeprijsd, aangemaakt, eerste_aflevering_id, verkocht_in, verwijderd)
     VALUES (@verkopersnummer, @artikelnummer, @omschrijving, @soort, @maat, @prijsCent, @retour,
       @magAfgeprijsd, @aangemaakt, @eersteAfleveringId, NULL, 0)`,
  ),
  update: db.prepare(
    `UPDATE artikelen SET omschrijving = @omschrijving, soort = @soort, maat = @maat, prijs_cent = @prijsCent,
       retour = @retour, mag_afgeprijsd = @magAfgeprijsd
     WHERE verkopersnummer = @verkopersnummer AND artikelnummer = @artikelnummer`,
  ),
  labelGeprint: db.prepare<[{ label: number; verkopersnummer: number; artikelnummer: number }]>(
    `UPDATE artikelen SET label_afgeprijsd = @label
     WHERE verkopersnummer = @verkopersnummer AND artikelnummer = @artikelnummer AND verwijderd = 0
       AND label_afgeprijsd IS NOT @label`,
  ),
  verwijder: db.prepare<[number, number]>(
    'UPDATE artikelen SET verwijderd = 1 WHERE verkopersnummer = ? AND artikelnummer = ?',
  ),
  verkocht: db.prepare<[string, number, number]>(
    `UPDATE artikelen SET verkocht_in = ?
     WHERE verkopersnummer = ? AND artikelnummer = ? AND verwijderd = 0 AND verkocht_in IS NULL`,
  ),
  goedDoelTerug: db.prepare<[number, number, string]>(
    `UPDATE artikelen SET goed_doel_in = NULL
     WHERE verkopersnummer = ? AND artikelnummer = ? AND goed_doel_in = ?`,
  ),
  goedDoel: db.prepare<[string, number, number]>(
    `UPDATE artikelen SET goed_doel_in = ?
     WHERE verkopersnummer = ? AND artikelnummer = ? AND verwijderd = 0 AND verkocht_in IS NULL
       AND goed_doel_in IS NULL`,
  ),
}));

const kolommen = (sleutel: ArtikelSleutel, invoer: ArtikelInvoer & { magAfgeprijsd: boolean }) => ({
  verkopersnummer: sleutel.verkopersnummer,
  artikelnummer: sleutel.artikelnummer,
  omschrijving: invoer.omschrijving,
  soort: invoer.soort,
  maat: invoer.maat,
  prijsCent: invoer.prijsCent,
  retour: +invoer.retour,
  magAfgeprijsd: +invoer.magAfgeprijsd,
});

/** The fair's item settings, read in the caller's transaction (the settlement's halve prijs). */
export function artikelInstellingenVan(ctx: SqliteContext, afleveringId: string): ArtikelInstellingen {
  const rij = sql(ctx).instellingen.get(afleveringId);
  return instellingenUit(rij && (JSON.parse(rij.json) as Partial<ArtikelInstellingen>));
}

/** The items on offer at a fair, read in the caller's transaction. */
export function artikelenVoorBeurs(ctx: ArtikelenSqliteContext, afleveringId: string): Artikel[] {
  const afleveringen = ctx.buren.leesAfleveringen();
  const beurs = afleveringen.find((a) => a.id === afleveringId);
  if (!beurs) return [];
  const volgnummer = new Map(afleveringen.map((a) => [a.id, a.volgnummer]));
  // The sellers are selected in SQL (opAanbodIn's doetMeeAan); the item's own half here.
  return sql(ctx)
    .vanDeelnemers.all(afleveringId)
    .map(naarArtikel)
    .filter((a) => nogVanDeVerkoperBij(a, beurs, (id) => volgnummer.get(id)))
    .sort(artikelVolgorde);
}

export function artikelenSqlite(ctx: ArtikelenSqliteContext): Omit<ArtikelenStore, 'noteerLabelsVanBeurs'> {
  const levend = (sleutel: ArtikelSleutel) => {
    const rij = sql(ctx).artikel.get(sleutel.verkopersnummer, sleutel.artikelnummer);
    return rij && rij.verwijderd === 0 ? rij : undefined;
  };

  const voegToe = ctx.transaction(
    (verkopersnummer: number, invoer: ArtikelInvoer, options: Parameters<ArtikelenStore['voegArtikelToe']>[2]) => {
      // Both guards read in the write transaction, so two phones adding at once cannot both
      // take the last place or the same number.
      const { hoogste, open } = sql(ctx).telling.get(verkopersnummer)!;
      const artikel = nieuwArtikel(verkopersnummer, invoer, { hoogste: hoogste ?? 0, open }, options);
      sql(ctx).insert.run({
        ...kolommen(artikel, artikel),
        aangemaakt: artikel.aangemaakt,
        eersteAfleveringId: artikel.eersteAfleveringId,
      });
      return artikel;
    },
  );

  const wijzig = ctx.transaction((sleutel: ArtikelSleutel, invoer: ArtikelInvoer) => {
    const rij = levend(sleutel);
    if (!rij) throw nietGevonden('Artikel');
    weigerAlsWeggegaan(naarArtikel(rij));
    // Not in the body: the item keeps its own choice.
    sql(ctx).update.run(
      kolommen(sleutel, { ...invoer, magAfgeprijsd: invoer.magAfgeprijsd ?? rij.mag_afgeprijsd === 1 }),
    );
    return naarArtikel(sql(ctx).artikel.get(sleutel.verkopersnummer, sleutel.artikelnummer)!);
  });

  const verwijder = ctx.transaction((sleutel: ArtikelSleutel) => {
    const rij = levend(sleutel);
    if (!rij) return null;
    weigerAlsWeggegaan(naarArtikel(rij));
    sql(ctx).verwijder.run(sleutel.verkopersnummer, sleutel.artikelnummer);
    return naarArtikel(rij);
  });

  /** One transaction over the given items (sold, to charity, back): how many rows `zet` changed. */
  const elkArtikel = ctx.transaction((sleutels: ArtikelSleutel[], zet: (s: ArtikelSleutel) => number) => {
    let aantal = 0;
    for (const s of sleutels) aantal += zet(s);
    return aantal;
  });

  const mailLinks = ctx.transaction((afleveringId: string, options: HerinneringOptions) =>
    ctx.buren.mailIeder(
      ctx.buren.alleDeelnemers(),
      options,
      // Once per fair: who had this fair's link is passed by.
      (deelnemer) =>
        sql(ctx).artikelLinkVoor.get(deelnemer.id)?.artikel_link_voor !== afleveringId && options.wie(deelnemer),
      (deelnemer) => sql(ctx).setArtikelLinkVoor.run(afleveringId, deelnemer.id),
    ),
  );

  return {
    async mailArtikelLinks(afleveringId, options) {
      return mailLinks(afleveringId, options);
    },
    async leesArtikelInstellingen(afleveringId) {
      return artikelInstellingenVan(ctx, afleveringId);
    },
    async leesArtikelInstellingenBewaard(afleveringId) {
      return sql(ctx).instellingen.get(afleveringId) !== undefined;
    },
    async bewaarArtikelInstellingen(afleveringId, instellingen) {
      const bewaard = instellingenUit(instellingen);
      sql(ctx).saveInstellingen.run(afleveringId, JSON.stringify(bewaard));
      return bewaard;
    },
    async leesArtikelenVanVerkoper(verkopersnummer) {
      return sql(ctx).vanVerkoper.all(verkopersnummer).map(naarArtikel);
    },
    async leesArtikelenVoorBeurs(afleveringId) {
      // One read transaction: the fairs, the sellers and the items as of one moment.
      return ctx.db().transaction(() => artikelenVoorBeurs(ctx, afleveringId))();
    },
    async leesAanbodEnDeelnemers(afleveringId) {
      return ctx.db().transaction(() => ({
        artikelen: artikelenVoorBeurs(ctx, afleveringId),
        deelnemers: ctx.buren.deelnemersVan(afleveringId),
      }))();
    },
    async leesArtikel(sleutel) {
      const rij = levend(sleutel);
      return rij ? naarArtikel(rij) : null;
    },
    async voegArtikelToe(verkopersnummer, invoer, options) {
      return voegToe(verkopersnummer, invoer, options);
    },
    async wijzigArtikel(sleutel, invoer) {
      return wijzig(sleutel, invoer);
    },
    async verwijderArtikel(sleutel) {
      return verwijder(sleutel);
    },
    async markeerVerkocht(afleveringId, sleutels) {
      return elkArtikel(
        sleutels,
        (s) => sql(ctx).verkocht.run(afleveringId, s.verkopersnummer, s.artikelnummer).changes,
      );
    },
    async markeerGoedDoel(afleveringId, sleutels) {
      return elkArtikel(
        sleutels,
        (s) => sql(ctx).goedDoel.run(afleveringId, s.verkopersnummer, s.artikelnummer).changes,
      );
    },
    async markeerLabelsGeprint(labels) {
      return elkArtikel(labels, (s) => {
        const l = s as (typeof labels)[number];
        const { verkopersnummer, artikelnummer } = l;
        return sql(ctx).labelGeprint.run({ label: +l.magAfgeprijsd, verkopersnummer, artikelnummer }).changes;
      });
    },
    async herstelGoedDoel(afleveringId, sleutels) {
      return elkArtikel(
        sleutels,
        (s) => sql(ctx).goedDoelTerug.run(s.verkopersnummer, s.artikelnummer, afleveringId).changes,
      );
    },
  };
}
