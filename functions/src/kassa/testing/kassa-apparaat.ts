/** A desk's device in the API tests: its link's token as a bearer token, no cookies, no CSRF. */
import type { BonInvoer, BonnenBevestiging } from '../domein/kassa';
import type { KassaVoorBeheer } from '../domein/overzicht';

export class KassaApparaat {
  constructor(
    readonly url: string,
    readonly token: string,
  ) {}
  static van(h: { url: string }, kassa: KassaVoorBeheer) {
    return new KassaApparaat(h.url, kassa.link.split('#')[1]!);
  }
  async call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(this.url + path, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, text, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
  }
  stuur(bonnen: BonInvoer[], wachtend = 0) {
    return this.call<BonnenBevestiging>('POST', '/api/kassa/bonnen', { bonnen, wachtend, oudsteWachtend: null });
  }
}
