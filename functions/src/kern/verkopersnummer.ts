/**
 * The seller number: one rule and one message for every place that takes one (issue 37). From 1
 * to 9999, because an item's code holds it in four digits (artikelen/domein/artikelcode.ts).
 */
import { z } from 'zod';

export const MAX_VERKOPERSNUMMER = 9999;

export const MELDING_VERKOPERSNUMMER = `Een verkopersnummer is een geheel getal van 1 tot en met ${MAX_VERKOPERSNUMMER}.`;

export const isVerkopersnummer = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_VERKOPERSNUMMER;

/** In a JSON body: a number. */
export const verkopersnummerGetal = z
  .number({ error: MELDING_VERKOPERSNUMMER })
  .int({ error: MELDING_VERKOPERSNUMMER })
  .min(1, { error: MELDING_VERKOPERSNUMMER })
  .max(MAX_VERKOPERSNUMMER, { error: MELDING_VERKOPERSNUMMER });

/** In a URL path: digits only ('1e3', ' 7' and '0x10' are no numbers a person types). */
export const verkopersnummerTekst = z
  .string({ error: MELDING_VERKOPERSNUMMER })
  .regex(/^\d{1,4}$/, { error: MELDING_VERKOPERSNUMMER })
  .transform(Number)
  .pipe(verkopersnummerGetal);
