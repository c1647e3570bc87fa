import type { EigenGegevens } from '@backend/kern/api-types';
import type { NieuweDeelnemer } from '@backend/kern/types';
import { api, request } from '../../data/http';

/** The seller's own data through their personal link (Mijn gegevens). */
export const haalMijnGegevens = (token: string) =>
  api.get<EigenGegevens>(`/api/mijn-gegevens?token=${encodeURIComponent(token)}`);
export const bewaarMijnGegevens = (token: string, gegevens: NieuweDeelnemer) =>
  api.put<EigenGegevens>('/api/mijn-gegevens', { token, ...gegevens });
export const verwijderMijnGegevens = (token: string) => request<unknown>('DELETE', '/api/mijn-gegevens', { token });
