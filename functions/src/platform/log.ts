/**
 * The backend's one logger. Logs never hold e-mail addresses or phone numbers (privacy page),
 * yet error messages quote them (an SMTP server's refusal, a driver's message, a rejected
 * value), so every line and every error passes through the scrubbers here on its way out.
 */

/** What every module that logs is given; the second argument is an error or extra detail. */
export type Log = (message: string, error?: unknown) => void;

const ADRES = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;
/**
 * A run of phone-number characters with at least 9 digits; a date (8 digits) stays readable,
 * and so does an id (a UUID's digits are inside a word, between hex letters and dashes).
 */
const TELEFOON = /(?<![\w-])\+?[\d()][\d\s().-]{5,}\d(?![\w-])/g;

export const zonderPersoonsgegevens = (tekst: string) =>
  tekst.replace(ADRES, '[adres]').replace(TELEFOON, (run) => (run.replace(/\D/g, '').length >= 9 ? '[telefoon]' : run));

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

const naarConsole: Log = (message, error) =>
  error === undefined ? console.log(message) : console.error(message, error);

/**
 * A logger that scrubs, writing to `uit` (the console when not given). Modules that are handed
 * a log wrap it with this too, so a caller's own sink (a test's array) never sees raw data.
 */
export function createLog(uit: Log = naarConsole): Log {
  return (message, error) =>
    error === undefined
      ? uit(zonderPersoonsgegevens(message))
      : uit(zonderPersoonsgegevens(message), foutZonderPersoonsgegevens(error));
}
