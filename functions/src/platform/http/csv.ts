/**
 * CSV that Excel opens correctly in a Dutch locale: UTF-8 with a byte
 * order mark (so 'é' survives), ';' as separator (Dutch Excel's list separator), CRLF line
 * ends, every field quoted, and formula-looking values defused against CSV injection.
 */
import { kaalBedrag } from '../../kern/geld';

export const ja = (b: boolean) => (b ? 'ja' : 'nee');

export function veld(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** An amount as Dutch Excel reads a number: '12,35', '-1,80'. Ours, so never a formula. */
export const geld = (cent: number) => `"${kaalBedrag(cent)}"`;

/** The file: a byte order mark, the heading and one line per row (fields already made with `veld`). */
export const csvBestand = (kop: string[], regels: string[]): string =>
  `\uFEFF${[kop.map(veld).join(';'), ...regels].join('\r\n')}\r\n`;
