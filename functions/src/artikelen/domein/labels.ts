/**
 * The label sheet (Avery 3475 layout): A4 with 3 columns × 8 rows of 70 × 36 mm, numbered row
 * by row from the top left. A seller can start at label n to use up a half-used sheet.
 */
export const KOLOMMEN = 3;
export const RIJEN = 8;
export const LABELS_PER_VEL = KOLOMMEN * RIJEN;

export const MELDING_START = `Begin bij een label van 1 tot en met ${LABELS_PER_VEL}`;

/** The start position as typed (query string or form), or the message; empty is the first label. */
export function leesStart(invoer: unknown): { ok: true; start: number } | { ok: false; fout: string } {
  if (invoer === undefined || invoer === '') return { ok: true, start: 1 };
  const tekst = typeof invoer === 'string' || typeof invoer === 'number' ? String(invoer).trim() : '';
  if (!/^\d{1,2}$/.test(tekst)) return { ok: false, fout: MELDING_START };
  const start = Number(tekst);
  return start >= 1 && start <= LABELS_PER_VEL ? { ok: true, start } : { ok: false, fout: MELDING_START };
}
