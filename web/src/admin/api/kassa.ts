import type { Bon, KassaInvoer } from '@backend/kassa/domein/kassa';
import type { KassaBeheerOverzicht, KassaVoorBeheer } from '@backend/kassa/domein/overzicht';
import { api } from '../../data/http';

export const haalKassaOverzicht = () => api.get<KassaBeheerOverzicht>('/api/kassas');
export const voegKassaToe = (invoer: KassaInvoer) => api.post<KassaVoorBeheer>('/api/kassas', invoer);
export const trekKassaIn = (id: string) => api.post<KassaVoorBeheer>(`/api/kassas/${encodeURIComponent(id)}/intrekken`);
export const vernieuwKassaLink = (id: string) =>
  api.post<KassaVoorBeheer>(`/api/kassas/${encodeURIComponent(id)}/nieuwe-link`);
export const annuleerBon = (id: string) => api.post<Bon>(`/api/kassas/bonnen/${encodeURIComponent(id)}/annuleren`);
export const qrAdres = (id: string, link: string) =>
  // The link in the address makes a new QR code load when the link changes.
  `/api/kassas/${encodeURIComponent(id)}/qr?v=${encodeURIComponent(link.slice(-12))}`;
