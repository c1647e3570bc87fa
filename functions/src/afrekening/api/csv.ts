/** The settlement as CSV (platform/http/csv.ts: Excel in a Dutch locale). */
import type { Afrekening } from '../domein/afrekening';
import { csvBestand, geld, veld } from '../../platform/http/csv';

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
  return csvBestand(kop, regels);
}
