/** The items as CSV (platform/http/csv.ts: Excel in a Dutch locale). */
import type { ArtikelMetCode } from '../domein/artikelen';
import { csvBestand, geld, ja, veld } from '../../platform/http/csv';

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
  return csvBestand(kop, regels);
}
