import { haal } from './http';

/**
 * Downloads a file (CSV or PDF) as bytes, so a refusal becomes a Dutch toast
 * instead of a JSON page. The CSV keeps its byte order mark (Excel needs it): bytes are not decoded.
 */
export async function download(pad: string, bestandsnaam: string): Promise<void> {
  const response = await haal(pad, { credentials: 'same-origin' });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = bestandsnaam;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
