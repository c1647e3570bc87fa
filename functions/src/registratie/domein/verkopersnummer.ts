import { MAX_VERKOPERSNUMMER } from '../../kern/verkopersnummer';

/**
 * The next seller number. A number is for life and never handed out again: the counter (the
 * last number handed out) survives deletes, and the highest number present covers a counter
 * that was lost or lags behind, as after a restore or an import.
 */
export const volgendNummer = (teller: number, hoogste: number | null): number => Math.max(teller, hoogste ?? 0) + 1;

/**
 * Whether the administrator may give a person this specific number on request: nobody else
 * holds it and it was never handed out (above the counter and every number present). Numbers
 * up to the counter all went to someone once, so they are never given to another.
 */
export const nummerVrij = (nummer: number, teller: number, hoogste: number | null): boolean =>
  nummer > Math.max(teller, hoogste ?? 0);

export const meldingNummerBezet = (nummer: number) =>
  `Nummer ${nummer} is al eens uitgegeven en kan niet naar iemand anders. Kies een nummer hoger dan de nummers tot nu toe.`;

/**
 * When the next number would be above the highest an item's code holds (kern/verkopersnummer.ts):
 * nobody new can register, rather than getting a number that fails later.
 */
export const MELDING_NUMMERS_OP = `De verkopersnummers zijn op: alle nummers van 1 tot en met ${MAX_VERKOPERSNUMMER} zijn uitgegeven.`;
