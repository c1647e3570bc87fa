/**
 * The participants as CSV that Excel opens correctly in a Dutch locale: UTF-8 with a byte
 * order mark (so 'é' survives), ';' as separator (Dutch Excel's list separator), CRLF line
 * ends, every field quoted, and formula-looking values defused against CSV injection.
 */
import type { ArtikelMetCode } from '../domain/artikelen';
import type { Deelnemer } from '../domain/types';

const ja = (b: boolean) => (b ? 'ja' : 'nee');

function veld(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function deelnemersCsv(deelnemers: Deelnemer[]): string {
  const kop = ['nummer', 'naam', 'email', 'telefoon', 'actief', 'vrijwilliger vrijdag', 'vrijwilliger zaterdag'];
  const regels = deelnemers.map((d) =>
    [d.nummer, d.naam, d.email, d.telefoon, ja(d.actief), ja(d.vrijwilligerVrijdag), ja(d.vrijwilligerZaterdag)]
      .map(veld)
      .join(';'),
  );
  return `\uFEFF${[kop.map(veld).join(';'), ...regels].join('\r\n')}\r\n`;
}

/** Cents as Dutch Excel reads a number: '4,50'. */
const bedrag = (cent: number) => `${Math.floor(cent / 100)},${String(cent % 100).padStart(2, '0')}`;

/** Every item of a fair, one line each, by seller and item number. */
export function artikelenCsv(artikelen: ArtikelMetCode[], afleveringId: string): string {
  const kop = [
    'code',
    'verkopersnummer',
    'artikelnummer',
    'omschrijving',
    'soort',
    'ruimte',
    'maat',
    'prijs',
    'retour',
    'verkocht',
  ];
  const regels = artikelen.map((a) =>
    [
      a.code,
      a.verkopersnummer,
      a.artikelnummer,
      a.omschrijving,
      a.soort,
      a.ruimte,
      a.maat ?? '',
      bedrag(a.prijsCent),
      ja(a.retour),
      ja(a.verkochtIn === afleveringId),
    ]
      .map(veld)
      .join(';'),
  );
  return `\uFEFF${[kop.map(veld).join(';'), ...regels].join('\r\n')}\r\n`;
}
