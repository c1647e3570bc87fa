/**
 * How often and how soon a mail that failed is tried again: one rule for the standalone worker
 * (worker.ts, over SMTP) and for Firebase's scheduled retry of the extension's failures
 * (herhalen.ts). Its own module, so that Firebase loads the rule without the SMTP sender.
 */
const EERSTE_WACHTTIJD_MS = 30_000;
const MAX_WACHTTIJD_MS = 3_600_000;

/** After this many failed attempts a mail is given up ('mislukt') until the administrator retries it. */
export const MAX_POGINGEN = 8;

/** Wait after the given failed attempt (1-based): 30 s, 1 min, 2 min, ... at most 1 hour. */
export const wachttijdMs = (poging: number) =>
  Math.min(EERSTE_WACHTTIJD_MS * 2 ** Math.max(0, poging - 1), MAX_WACHTTIJD_MS);
