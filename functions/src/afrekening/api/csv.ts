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
    // Issue 54: the reduced sales apart (part of omzet), and what sold at the label's price.
    'verkocht afgeprijsd',
    'omzet afgeprijsd',
    'omzet volle prijs',
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
      // A settlement frozen before issue 54 has none.
      veld(v.afgeprijsd ?? 0),
      geld(v.afgeprijsdCent ?? 0),
      geld(v.omzetCent - (v.afgeprijsdCent ?? 0)),
    ].join(';'),
  );
  return csvBestand(kop, regels);
}
