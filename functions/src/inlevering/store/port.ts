/**
 * Drop-off and pick-up's part of the Store port (app/store/port.ts puts the areas' ports together):
 * one record per seller per fair (inlevering/domein/inlevering.ts), changed one step at a time.
 */
import type { MailBericht } from '../../kern/types';
import type { Inlevering } from '../domein/inlevering';
import type { BalieStap } from '../domein/stapboek';

export interface InleverStapOpties {
  /** Who does it: the desk's name or the administrator's username. */
  door: string;
  now: Date;
  /** For pick-up steps: the item numbers the closed settlement hands back to this seller. */
  terugTeGeven?: readonly number[];
  /**
   * The step's id and when it was taken on the device (inlevering/domein/stapboek.ts): a repeat
   * answers as before and changes nothing; a step older than a later decision on the same part
   * of the record changes nothing there.
   */
  id?: string;
  op?: Date;
  /** The administrator (not a desk): late pick-up after "rest naar goed doel". */
  beheerder?: boolean;
  /**
   * The mail for the moment this step reached (inlevering/domein/inlevering.ts mailMoment),
   * written to the outbox in the same transaction, so it goes exactly once: when the step is
   * applied again nothing is reached again. Null: no mail (the person has no address).
   */
  mail?: (na: Inlevering, moment: 'afgerond' | 'opgehaald') => MailBericht | null;
}

export interface InleveringStore {
  /** The seller's record at that fair; the empty record (legeInlevering) when nothing was recorded. */
  leesInlevering(afleveringId: string, verkopersnummer: number): Promise<Inlevering>;
  /** Every record of the fair that has something in it, by seller number. */
  leesInleveringen(afleveringId: string): Promise<Inlevering[]>;
  /**
   * In ONE transaction: reads the seller's record and whether the fair's settlement is closed,
   * applies the step (inlevering/domein/inlevering.ts pasStapToe, which refuses a drop-off step
   * once closed and a pick-up step before), writes it when it changed, and queues the mail of a
   * moment reached. Two desks scanning the same item: the second finds it done (`gewijzigd: false`).
   * The step's id and time are kept with the record, in the same transaction (stapboek.ts).
   * A "retour" step changes no record: `retour` answers what the newest one said, which the
   * caller sets as the settlement's mark.
   */
  zetInleverStap(
    afleveringId: string,
    verkopersnummer: number,
    stap: BalieStap,
    opties: InleverStapOpties,
  ): Promise<{ inlevering: Inlevering; gewijzigd: boolean; mail: boolean; retour?: boolean }>;
  /**
   * In ONE transaction per seller: records that these sellers did not collect (`nietOpgehaald`),
   * skipping who collected meanwhile; answers the numbers it recorded.
   */
  markeerNietOpgehaald(afleveringId: string, verkopersnummers: number[], door: string, now: Date): Promise<number[]>;
}
