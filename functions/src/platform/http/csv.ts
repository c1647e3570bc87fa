/**
 * The participants as CSV that Excel opens correctly in a Dutch locale: UTF-8 with a byte
 * order mark (so 'é' survives), ';' as separator (Dutch Excel's list separator), CRLF line
 * ends, every field quoted, and formula-looking values defused against CSV injection.
 */
import { kaalBedrag } from '../../kern/geld';
import type { ArtikelMetCode } from '../../artikelen/domein/artikelen';
import type { Afrekening } from '../../afrekening/domein/afrekening';
import type { Deelnemer } from '../../kern/types';

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

/** An amount as Dutch Excel reads a number: '12,35', '-1,80'. Ours, so never a formula. */
const geld = (cent: number) => `"${kaalBedrag(cent)}"`;

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
      veld(a.code),
      veld(a.verkopersnummer),
      veld(a.artikelnummer),
      veld(a.omschrijving),
      veld(a.soort),
      veld(a.ruimte),
      veld(a.maat ?? ''),
      geld(a.prijsCent),
      veld(ja(a.retour)),
      veld(ja(a.verkochtIn === afleveringId)),
    ].join(';'),
  );
  return `\uFEFF${[kop.map(veld).join(';'), ...regels].join('\r\n')}\r\n`;
}

/** The settlement per seller; a negative uitbetaling is what the seller still has to pay. */
export function afrekeningCsv(afrekening: Afrekening): string {
  const kop = [
    'nummer',
    'naam',
    'verkocht',
    'omzet',
    'commissie',
    'administratiekosten',
    'retourkosten',
    'uitbetaling',
    'envelop',
  ];
  const regels = afrekening.verkopers.map((v) =>
    [
      veld(v.nummer),
      veld(v.naam),
      veld(v.verkocht),
      geld(v.omzetCent),
      geld(v.commissieCent),
      geld(v.administratiekostenCent),
      geld(v.retourkostenCent),
      geld(v.uitbetalingCent),
      geld(v.envelopCent),
    ].join(';'),
  );
  return `\uFEFF${[kop.map(veld).join(';'), ...regels].join('\r\n')}\r\n`;
}
