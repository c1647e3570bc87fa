import type { ReservelijstOverzicht } from '@backend/registratie/domein';
import type { ReservePlaats } from '@backend/registratie/domein';
import { api } from '../../data/http';

export const haalReservelijst = () => api.get<ReservelijstOverzicht>('/api/reservelijst');

export const verplaatsOpReservelijst = (id: string, richting: 'omhoog' | 'omlaag') =>
  api.post<ReservePlaats[]>(`/api/reservelijst/${encodeURIComponent(id)}/${richting}`);

export const verwijderVanReservelijst = (id: string) =>
  api.delete<ReservePlaats>(`/api/reservelijst/${encodeURIComponent(id)}`);

export const zetAutomatischBevorderen = (automatisch: boolean) =>
  api.put<ReservelijstOverzicht>('/api/reservelijst/automatisch', { automatisch });
