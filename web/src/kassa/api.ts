/**
 * The till's calls: its link's token as `Authorization: Bearer`, no cookies. The token is kept
 * on the device (localStorage), so a reload or a restart is still this desk.
 */
import type { BonInvoer, BonnenBevestiging, KassaContactAntwoord, KassaGegevens } from '@backend/kassa/domein/kassa';

const TOKEN = 'kassa.token';

export const kassaToken = () => localStorage.getItem(TOKEN);
export const zetKassaToken = (token: string) => localStorage.setItem(TOKEN, token);
export const vergeetKassaToken = () => localStorage.removeItem(TOKEN);

/**
 * A failed call: `status` 0 means no network (the till goes on offline). A 429 says in
 * `opnieuwNaSeconden` (its Retry-After) when the server takes receipts from this desk again.
 */
export class KassaFout extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly opnieuwNaSeconden: number | null = null,
  ) {
    super(message);
  }
}

function opnieuwNa(res: Response): number | null {
  const seconden = Number(res.headers.get('Retry-After'));
  return Number.isFinite(seconden) && seconden > 0 ? seconden : null;
}

async function vraag<T>(method: 'GET' | 'POST', pad: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(pad, {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${kassaToken() ?? ''}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    throw new KassaFout(0, 'Geen verbinding met de server.');
  }
  const tekst = await res.text();
  let data: unknown;
  try {
    data = tekst ? JSON.parse(tekst) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    const melding =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : `De server antwoordde met fout ${res.status}.`;
    throw new KassaFout(res.status, melding, res.status === 429 ? (opnieuwNa(res) ?? 60) : null);
  }
  return data as T;
}

export const haalGegevens = () => vraag<KassaGegevens>('GET', '/api/kassa/gegevens');

export const stuurBonnen = (bonnen: BonInvoer[], wachtend: number, oudsteWachtend: string | null) =>
  vraag<BonnenBevestiging>('POST', '/api/kassa/bonnen', { bonnen, wachtend, oudsteWachtend });

export const meldContact = (wachtend: number, oudsteWachtend: string | null) =>
  vraag<KassaContactAntwoord>('POST', '/api/kassa/contact', { wachtend, oudsteWachtend });
