/**
 * The neighbourhood of the SQLite adapters. An area's adapter imports no other area's adapter: it
 * names in its own context (`buren`) what it reads or writes of other areas' data inside its
 * transactions, and here each of those is wired, once, to the adapter of the area that keeps it.
 * better-sqlite3 is synchronous and one connection serves them all, so a neighbour's function runs
 * inside the caller's transaction as it stands.
 */
import {
  artikelenVoorBeurs,
  artikelInstellingenVan,
  type ArtikelenSqliteContext,
} from '../../artikelen/store/sqlite/artikelen';
import { halvePrijsRegel } from '../../artikelen/domein';
import { artikelenVanNummer, labelsGeprintIn, verwijderArtikelen } from '../../artikelen/store/sqlite/nummers';
import { teruggegevenVan } from '../../inlevering/store/sqlite/teruggegeven';
import { geefNummersVrij } from '../../registratie/store/sqlite/nummers';
import { isAfrekeningGesloten } from '../../afrekening/store/sqlite/afrekening';
import type { AfrekeningSqliteContext } from '../../afrekening/store/sqlite/buren';
import { leesMeta, zetMeta } from '../../beheer/store/sqlite/beheer';
import { inleveringenVan, type InleveringSqliteContext } from '../../inlevering/store/sqlite/inlevering';
import { bonnenVan, kassasVan, type KassaSqliteContext } from '../../kassa/store/sqlite/kassa';
import { enqueue, mailIeder } from '../../mail/store/sqlite/outbox';
import type { SqliteContext } from '../../platform/sqlite/context';
import { wisMailsZonderHouder, type PrivacySqliteContext } from '../../privacy/store/sqlite/privacy';
import { metBevordering } from '../../registratie/store/sqlite/bevorderen';
import type { RegistratieSqliteContext } from '../../registratie/store/sqlite/buren';
import { alleDeelnemers, deelnemersVan, leesDeelnemer } from '../../registratie/store/sqlite/inschrijving';
import { leesAflevering, leesAfleveringen, leesLaatsteAflevering } from '../../seizoen/store/sqlite/afleveringen';
import { beurs, settings, telActief, zetSettings } from '../../seizoen/store/sqlite/documenten';
import type { VrijwilligersSqliteContext } from '../../vrijwilligers/store/sqlite/vrijwilligers';

/** The database with every area's neighbours: what each area's adapters are given. */
export type SqliteMetBuren = AfrekeningSqliteContext &
  ArtikelenSqliteContext &
  InleveringSqliteContext &
  KassaSqliteContext &
  PrivacySqliteContext &
  RegistratieSqliteContext &
  VrijwilligersSqliteContext;

export function metBuren(ctx: SqliteContext): SqliteMetBuren {
  const wijk: SqliteMetBuren = {
    ...ctx,
    buren: {
      // seizoen
      leesAflevering: (id) => leesAflevering(ctx, id),
      leesAfleveringen: () => leesAfleveringen(ctx),
      leesLaatsteAflevering: () => leesLaatsteAflevering(ctx),
      beurs: () => beurs(ctx),
      telActief: () => telActief(ctx),
      settings: () => settings(ctx),
      zetSettings: (waarde) => zetSettings(ctx, waarde),
      // beheer
      leesMeta: (key) => leesMeta(ctx, key),
      zetMeta: (key, value) => zetMeta(ctx, key, value),
      // mail
      zetMailInWachtrij: (mail, now) => enqueue(ctx, mail, now),
      mailIeder: (deelnemers, options, krijgt, gemaild) => mailIeder(ctx, deelnemers, options, krijgt, gemaild),
      // privacy
      wisMailsZonderHouder: (adressen) => wisMailsZonderHouder(ctx, adressen),
      // registratie
      alleDeelnemers: () => alleDeelnemers(ctx),
      deelnemersVan: (id) => deelnemersVan(ctx, id),
      leesDeelnemer: (id) => leesDeelnemer(ctx, id),
      metBevordering: (bevorder, wijziging) => metBevordering(wijk, bevorder, wijziging),
      geefNummersVrij: (nummers) => geefNummersVrij(wijk, nummers),
      // artikelen and inlevering, for a number that comes free (issue 53)
      artikelenVanNummer: (nummer) => artikelenVanNummer(ctx, nummer),
      verwijderArtikelen: (nummer, artikelnummers) => verwijderArtikelen(ctx, nummer, artikelnummers),
      labelsGeprintIn: (nummer) => labelsGeprintIn(ctx, nummer),
      teruggegevenVan: (nummer) => teruggegevenVan(ctx, nummer),
      // artikelen, kassa, afrekening, inlevering
      artikelenVoorBeurs: (id) => artikelenVoorBeurs(wijk, id),
      halvePrijsVan: (id) => halvePrijsRegel(artikelInstellingenVan(ctx, id)),
      kassasVan: (id) => kassasVan(ctx, id),
      bonnenVan: (id) => bonnenVan(ctx, id),
      isAfrekeningGesloten: (id) => isAfrekeningGesloten(ctx, id),
      inleveringenVan: (id) => inleveringenVan(ctx, id),
    },
  };
  return wijk;
}
