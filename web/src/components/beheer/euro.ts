/** Reads an amount typed in euros ('12,50', '12.5', '12') as cents; null when it is not one. */
export function leesEuro(tekst: string): number | null {
  const m = tekst
    .trim()
    .replace(/^€\s*/, '')
    .match(/^(\d{1,7})(?:[.,](\d{1,2}))?$/);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** Cents as the field shows them: '12,50'. */
export const alsInvoer = (cent: number) => `${Math.floor(cent / 100)},${String(cent % 100).padStart(2, '0')}`;
