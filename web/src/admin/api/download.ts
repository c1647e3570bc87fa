import { ApiError } from '../../data/http';

/**
 * Downloads a file (CSV or PDF) as bytes, so a refusal becomes a Dutch toast
 * instead of a JSON page. The CSV keeps its byte order mark (Excel needs it): bytes are not decoded.
 */
export async function download(pad: string, bestandsnaam: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(pad, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'Geen verbinding met de server. Controleer je internetverbinding.');
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, data?.message ?? 'Er is iets foutgegaan, probeer het opnieuw');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = bestandsnaam;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
