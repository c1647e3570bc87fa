/**
 * What registratie's SQLite adapters use of other areas' data inside their own transactions. An
 * adapter imports no other area's adapter: it names what it needs here, and app/store/sqlite.ts
 * wires those areas' adapters in.
 */
import type { Aflevering, Beurs, MailBericht, Settings } from '../../../kern/types';
import type { ArtikelStand } from '../../domein/verkopersnummer';
import type { SqliteContext } from '../../../platform/sqlite/context';

export interface RegistratieBurenSqlite {
  /**
   * seizoen: the current fair (the latest aflevering), the fair's facts, the active count, and the
   * gate's settings, which live in seizoen's public document and which registratie changes.
   */
  leesLaatsteAflevering(): Aflevering | null;
  beurs(): Beurs;
  telActief(): number;
  settings(): Settings;
  zetSettings(settings: Settings): void;
  /** beheer: the small key-value facts (the number counter, the reserve list's switch). */
  leesMeta(key: string): string | null;
  zetMeta(key: string, value: string): void;
  /** mail: a mail into the outbox. */
  zetMailInWachtrij(mail: MailBericht, now: Date): unknown;
  /** seizoen: every fair (the last two guard a reused number's labels). */
  leesAfleveringen(): Aflevering[];
  /**
   * artikelen and inlevering, when a number comes free (issue 53): its items as they stand, the
   * retiring of those handed back, the fair of its last printed labels, and what the pick-up
   * handed back.
   */
  artikelenVanNummer(nummer: number): ArtikelStand[];
  verwijderArtikelen(nummer: number, artikelnummers: readonly number[]): void;
  labelsGeprintIn(nummer: number): string | null;
  teruggegevenVan(nummer: number): Set<number>;
}

/** The database, with what these adapters use of the other areas. */
export interface RegistratieSqliteContext extends SqliteContext {
  buren: RegistratieBurenSqlite;
}
