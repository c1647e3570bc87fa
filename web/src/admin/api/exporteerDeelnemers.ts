import { api } from '../../data/http';

const BOM = '\uFEFF';

/**
 * Fetches the CSV through the API client (so a failure becomes a Dutch toast instead of a
 * JSON page) and hands it to the browser as a download. fetch() strips the byte order
 * mark while decoding, and Excel needs it to read UTF-8, so it is put back.
 */
export async function exporteerCsv(pad: string, bestand: string): Promise<void> {
  const csv = await api.get<string>(pad);
  const tekst = typeof csv === 'string' ? csv : '';
  const blob = new Blob([tekst.startsWith(BOM) ? tekst : BOM + tekst], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = bestand;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const exporteerDeelnemers = (vandaag: string) =>
  exporteerCsv('/api/geregistreerde/export.csv', `deelnemers-${vandaag}.csv`);
