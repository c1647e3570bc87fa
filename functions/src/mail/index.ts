/** What other areas use of mail: the texts of the mails they queue, and who gets a reminder. */
export { herinneringsMail } from './herinnering';
export type { MailContext, MailContextMetBeurs } from './templates';
export {
  artikelenMail,
  bevestigingsMail,
  dienstBericht,
  reservelijstMail,
  vrijwilligerBevestigMail,
  vrijwilligerMail,
} from './templates';
export { inleverMail, ophaalMail } from './beursdag';
