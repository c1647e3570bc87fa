/** The news's one rule of size: what is kept must fit in one stored document, on both stores. */
import { teGroot } from '../../kern/errors';

/**
 * A Firestore document holds at most 1 MiB, field names and the other fields included; the
 * news is one document. What is kept is the sanitised HTML, which can be longer than what was
 * sent (a `<` in text becomes `&lt;`), so the rule is checked on that, on both stores alike.
 */
export const NIEUWS_MAX_BYTES = 900 * 1024;

export const MELDING_NIEUWS_TE_LANG = 'De nieuwstekst is te lang om te bewaren. Maak hem korter.';

/** Refuses news whose stored form would not fit (413 through the one error handler). */
export function controleerNieuwsLengte(html: string): void {
  if (new TextEncoder().encode(html).length > NIEUWS_MAX_BYTES) throw teGroot(MELDING_NIEUWS_TE_LANG);
}
