/**
 * The till's calls: its link's token as `Authorization: Bearer`, no cookies. The token is kept
 * on the device (localStorage), so a reload or a restart is still this desk. A failed call is the
 * app's ApiError: status 0 means no network (the till goes on offline); a 429's
 * `opnieuwNaSeconden` says when the server takes receipts from this desk again.
 */
import type { BonInvoer, BonnenBevestiging, KassaContactAntwoord, KassaGegevens } from '@domain/kassa';
import { metToken } from '../data/http';

const TOKEN = 'kassa.token';

export const kassaToken = () => localStorage.getItem(TOKEN);
export const zetKassaToken = (token: string) => localStorage.setItem(TOKEN, token);
export const vergeetKassaToken = () => localStorage.removeItem(TOKEN);

const vraag = <T>(method: 'GET' | 'POST', pad: string, body?: unknown) =>
  metToken<T>(kassaToken() ?? '', method, pad, body);

export const haalGegevens = () => vraag<KassaGegevens>('GET', '/api/kassa/gegevens');

export const stuurBonnen = (bonnen: BonInvoer[], wachtend: number, oudsteWachtend: string | null) =>
  vraag<BonnenBevestiging>('POST', '/api/kassa/bonnen', { bonnen, wachtend, oudsteWachtend });

export const meldContact = (wachtend: number, oudsteWachtend: string | null) =>
  vraag<KassaContactAntwoord>('POST', '/api/kassa/contact', { wachtend, oudsteWachtend });
