/**
 * The privacy's part of the Store port (app/store/port.ts puts the areas' ports together).
 */
import type { Deelnemer } from '../../kern/types';
import type { HerinneringOptions } from '../../mail';
import type { BevorderOptions } from '../../registratie';
import type { BewaarLogRegel } from '../domein/wissen';
import type { BewaarWachtende } from '../domein/wachtenden';

export type { HerinneringOptions } from '../../mail';

/** Privacy: retention, erasure, the reminder and its opt-out (privacy/domein/bewaren.ts, privacy/domein/wissen.ts). */
export interface PrivacyStore {
  /**
   * In ONE transaction: applies the steps of bewaarPlan(all deelnemers, graceDagen) that are
   * due at `now` (phone numbers erased, persons deleted with their outbox mails, the active
   * count kept right), and the volunteer sign-ups' steps (privacy/domein/bewaren.ts aanmeldingenTeDoen:
   * phone numbers erased, rows deleted), deletes the reserve-list places and draw applications
   * of fairs that are over (privacy/domein/wachtenden.ts; on Firestore with the draw's index
   * documents, in bounded steps before that transaction), each with the outbox mails to the
   * addresses of the persons, places and applications that go unless a row that stays holds
   * the address (privacy/domein/wachtenden.ts mailAdressenWeg), and writes the erasure log
   * (privacy/domein/wissen.ts wissingBewaartermijn; seller numbers, and counts of places and
   * applications). Answers that log line, or null when nothing was due.
   */
  pasBewaartermijnToe(now: Date, graceDagen: number): Promise<BewaarLogRegel | null>;
  /**
   * In ONE transaction, a person's own request: deletes the person (the active count kept
   * right), their volunteer sign-ups (privacy/domein/wissen.ts aanmeldingenVanPersoon), the
   * reserve-list places and draw applications (with their index documents) made with their
   * address (wachtenden.ts opAdresVanPersoon), the outbox mails to the addresses of all these
   * unless a row that stays still has it (wachtenden.ts mailAdressenWeg), and writes the
   * erasure log line (privacy/domein/wissen.ts wissingOpVerzoek). Answers the deleted person and
   * that line, or null when the person did not exist.
   */
  wisOpVerzoek(
    id: string,
    now: Date,
    bevorder?: BevorderOptions,
  ): Promise<{ deelnemer: Deelnemer; regel: BewaarLogRegel } | null>;
  /** Newest first. */
  leesWislog(limit: number): Promise<BewaarLogRegel[]>;
  /** Every reserve-list place and draw application, of every fair, as the retention plan needs them. */
  leesWachtenden(): Promise<{ reservelijst: BewaarWachtende[]; aanvragen: BewaarWachtende[] }>;
  /** The person wants no more reminders. Answers false when the person is unknown. */
  zetHerinneringAfgemeld(id: string): Promise<boolean>;
  leesHerinneringAfgemeld(id: string): Promise<boolean>;
  /**
   * In ONE transaction: for every person for whom `wie` holds, who did not opt out and has
   * had no reminder for this aflevering: writes `mail` to the outbox and marks them reminded
   * for it. Answers how many mails were written; a second call for the same aflevering writes none.
   */
  mailHerinneringen(afleveringId: string, options: HerinneringOptions): Promise<number>;
  /** How many people have had the reminder for this aflevering (the new fair's checklist). */
  telHerinnerd(afleveringId: string): Promise<number>;
}
