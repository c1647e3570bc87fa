/**
 * The seller number: one rule and one message for every place that takes one (issue 37). From 1
 * to 9999, because an item's code holds it in four digits (artikelen/domein/artikelcode.ts).
 * Without zod, so the public pages that check a number stay small; the schemas are in
 * kern/validatie.ts.
 */
export const MAX_VERKOPERSNUMMER = 9999;

export const MELDING_VERKOPERSNUMMER = `Een verkopersnummer is een geheel getal van 1 tot en met ${MAX_VERKOPERSNUMMER}.`;

export const isVerkopersnummer = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_VERKOPERSNUMMER;
