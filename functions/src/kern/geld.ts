/**
 * Money as text, one owner (issue 37): amounts are integer cents everywhere, and these are the
 * only places where cents become Dutch text ('€ 1.234,50', '1234,50') or typed text becomes cents.
 */

/** '1234,50' (or '-0,05'): the amount without a sign for the currency, as a form field or a CSV cell has it. */
export function kaalBedrag(cent: number): string {
  const abs = Math.abs(cent);
  return `${cent < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** '€ 1.234,50': the amount as a page, a mail or a PDF shows it. */
export function euro(cent: number): string {
  const [heel, rest] = kaalBedrag(Math.abs(cent)).split(',');
  return `€ ${cent < 0 ? '-' : ''}${heel!.replace(/\B(?=(\d{3})+$)/g, '.')},${rest}`;
}

/** Reads an amount typed in euros ('12,50', '€ 12.5', '12') as cents; null when it is not one. */
export function leesEuro(tekst: string): number | null {
  const m = tekst
    .trim()
    .replace(/^€\s*/, '')
    .match(/^(\d{1,7})(?:[.,](\d{1,2}))?$/);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
