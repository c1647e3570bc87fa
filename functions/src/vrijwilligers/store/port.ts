/**
 * The volunteers' part of the Store port (app/store/port.ts puts the areas' ports together).
 */
import type { MailBericht } from '../../kern/types';
import type { Aanmelding, Dienst, DienstInstelling, DienstSoort, VrijwilligerInvoer } from '../domein/vrijwilligers';

export interface AanmeldOptions {
  now: Date;
  /** The confirmation mail for the new sign-ups, written to the outbox in the same transaction. */
  mail?: (aanmeldingen: Aanmelding[]) => MailBericht;
  /**
   * For a sign-up on the public form with the address of a registered seller: the mail to that
   * address with the seller's own link, where they confirm it (written in the same transaction).
   */
  verkoperMail?: (deelnemerId: string) => MailBericht;
}

/** Volunteers: the shifts of a fair and who signed up (vrijwilligers/domein/vrijwilligers.ts). */
export interface VrijwilligersStore {
  /** The three shifts of this aflevering with their settings and how many signed up. */
  leesDiensten(afleveringId: string): Promise<Dienst[]>;
  bewaarDienst(afleveringId: string, dienst: DienstSoort, instelling: DienstInstelling): Promise<Dienst>;
  /** Sorted by shift, then name (vrijwilligers/domein/vrijwilligers.ts rosterVolgorde). */
  leesAanmeldingen(afleveringId: string): Promise<Aanmelding[]>;
  /**
   * In ONE transaction: refuses the claim when a chosen shift is full or the address already
   * holds it (vrijwilligers/domein/vrijwilligers.ts verdeelClaim), writes one sign-up per shift and the mail.
   * Only with `deelnemerId` (the seller's own link) are the sign-ups the seller's: their flags are
   * set and their address's earlier unlinked sign-ups for these shifts are taken over. Without
   * it a registered seller with this address is only mailed (`verkoperMail`). Answers the new
   * and taken-over sign-ups.
   */
  meldAan(
    afleveringId: string,
    invoer: VrijwilligerInvoer & { deelnemerId?: string },
    options: AanmeldOptions,
  ): Promise<Aanmelding[]>;
  /**
   * In ONE transaction: removes the sign-up and clears its day's volunteer flag of the seller
   * when no other shift of theirs that day remains. Answers the removed sign-up, or null.
   */
  verwijderAanmelding(id: string): Promise<Aanmelding | null>;
  /** In ONE transaction: one mail per volunteer of this shift. Answers how many were written. */
  mailDienst(
    afleveringId: string,
    dienst: DienstSoort,
    mail: (aanmelding: Aanmelding) => MailBericht,
    now: Date,
  ): Promise<number>;
}
