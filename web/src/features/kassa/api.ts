/**
 * The till's calls (the first part): its link's token as `Authorization: Bearer`, no cookies. The token is kept
 * on the device (localStorage), so a reload or a restart is still this desk. A failed call is the
 * app's ApiError: status 0 means no network (the till goes on offline); a 429's
 * `opnieuwNaSeconden` says when the server takes receipts from this desk again.
 * The management's calls (the second part) go with the session cookie, as every screen's.
 */

import type {
  BonInvoer,
  BonnenBevestiging,
  KassaContactAntwoord,
  KassaGegevens,
  Bon,
  KassaInstellingen,
  KassaInvoer,
} from '@backend/kassa/domein';
import type { KassaBeheerOverzicht, KassaVoorBeheer } from '@backend/kassa/domein';
import { api } from '../../data/http';
import { metToken, WACHT_OP_DOWNLOAD_MS } from '../../data/metToken';
import { KASSA_TOKEN } from '../../data/apparaatSleutels';

const TOKEN = KASSA_TOKEN;

export const kassaToken = () => localStorage.getItem(TOKEN);
export const zetKassaToken = (token: string) => localStorage.setItem(TOKEN, token);
export const vergeetKassaToken = () => localStorage.removeItem(TOKEN);

const vraag = <T>(method: 'GET' | 'POST', pad: string, body?: unknown, wachtMs?: number) =>
  metToken<T>(kassaToken() ?? '', method, pad, body, { wachtMs });

/** Every item of the fair: a large download, not behind the queue, so it may take longer. */
export const haalGegevens = () => vraag<KassaGegevens>('GET', '/api/kassa/gegevens', undefined, WACHT_OP_DOWNLOAD_MS);

export const stuurBonnen = (bonnen: BonInvoer[], wachtend: number, oudsteWachtend: string | null) =>
  vraag<BonnenBevestiging>('POST', '/api/kassa/bonnen', { bonnen, wachtend, oudsteWachtend });

export const meldContact = (wachtend: number, oudsteWachtend: string | null) =>
  vraag<KassaContactAntwoord>('POST', '/api/kassa/contact', { wachtend, oudsteWachtend });

export const haalKassaOverzicht = () => api.get<KassaBeheerOverzicht>('/api/kassas');
export const bewaarKassaInstellingen = (instellingen: KassaInstellingen) =>
  api.put<KassaInstellingen>('/api/kassas/instellingen', instellingen);
export const voegKassaToe = (invoer: KassaInvoer) => api.post<KassaVoorBeheer>('/api/kassas', invoer);
export const trekKassaIn = (id: string) => api.post<KassaVoorBeheer>(`/api/kassas/${encodeURIComponent(id)}/intrekken`);
export const vernieuwKassaLink = (id: string) =>
  api.post<KassaVoorBeheer>(`/api/kassas/${encodeURIComponent(id)}/nieuwe-link`);
export const annuleerBon = (id: string) => api.post<Bon>(`/api/kassas/bonnen/${encodeURIComponent(id)}/annuleren`);
export const qrAdres = (id: string, link: string) =>
  // The link in the address makes a new QR code load when the link changes.
  `/api/kassas/${encodeURIComponent(id)}/qr?v=${encodeURIComponent(link.slice(-12))}`;

/**
 * A receipt's line voided with its reason, or counting again (null): the settlement's call, as
 * its Nakijken makes it; the till's page makes it itself, for no feature uses another's.
 */
export const besluitOverRegel = (sleutel: { bonId: string; regel: number }, besluit: 'vervalt' | null, reden = '') =>
  api.put<unknown>(`/api/afrekening/regels/${encodeURIComponent(sleutel.bonId)}/${sleutel.regel}`, { besluit, reden });
