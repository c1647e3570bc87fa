/**
 * What other areas use of mail: the texts of the mails they queue, who gets a reminder, and the
 * parts an area's own mail is made of (inlevering/mail.ts).
 */
export { herinneringsMail } from './herinnering';
export type { Blok, MailContext, MailContextMetBeurs } from './templates';
export {
  artikelenMail,
  bevestigingsMail,
  contactGroep,
  persoonlijkeMail,
  dienstBericht,
  reservelijstMail,
  vrijwilligerBevestigMail,
  vrijwilligerMail,
} from './templates';
export { bevestigHerinneringMail, vrijgaveMail } from './bevestigen';
export { lotingAanvraagMail, lotingReserveMail } from './loting';
export type { HerinneringOptions, MailIeder, OutboxStore } from './store/port';
