/**
 * The next seller number. A number is for life and never handed out again: the counter (the
 * last number handed out) survives deletes, and the highest number present covers a counter
 * that was lost or lags behind, as after a restore or an import.
 */
export const volgendNummer = (teller: number, hoogste: number | null): number => Math.max(teller, hoogste ?? 0) + 1;
