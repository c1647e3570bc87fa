/** The participants as CSV (platform/http/csv.ts: Excel in a Dutch locale). */
import type { Deelnemer } from '../../kern/types';
import { csvBestand, ja, veld } from '../../platform/http/csv';

export function deelnemersCsv(deelnemers: Deelnemer[]): string {
  const kop = ['nummer', 'naam', 'email', 'telefoon', 'actief', 'vrijwilliger vrijdag', 'vrijwilliger zaterdag'];
  const regels = deelnemers.map((d) =>
    [d.nummer, d.naam, d.email, d.telefoon, ja(d.actief), ja(d.vrijwilligerVrijdag), ja(d.vrijwilligerZaterdag)]
      .map(veld)
      .join(';'),
  );
  return csvBestand(kop, regels);
}
