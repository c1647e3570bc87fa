/**
 * Logs never hold e-mail addresses or phone numbers (privacy page). Error messages can quote
 * them (a driver's message, a rejected value), so what the API logs passes through here.
 */
import { zonderAdressen } from '../mail/worker';

/** A run of phone-number characters with at least 9 digits; a date (8 digits) stays readable. */
const TELEFOON = /\+?[\d()][\d\s().-]{5,}\d/g;

export const zonderPersoonsgegevens = (tekst: string) =>
  zonderAdressen(tekst).replace(TELEFOON, (run) => (run.replace(/\D/g, '').length >= 9 ? '[telefoon]' : run));

/** The same error, with its message and stack scrubbed. */
export function foutZonderPersoonsgegevens(error: unknown): unknown {
  if (error instanceof Error) {
    const schoon = new Error(zonderPersoonsgegevens(error.message));
    schoon.name = error.name;
    schoon.stack = error.stack === undefined ? undefined : zonderPersoonsgegevens(error.stack);
    return schoon;
  }
  return typeof error === 'string' ? zonderPersoonsgegevens(error) : error;
}
