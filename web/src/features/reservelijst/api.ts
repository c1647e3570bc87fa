import type { ReservelijstOverzicht } from '@domain/api-types';
import type { ReservePlaats } from '@domain/reservelijst';
import { api } from '../../data/http';
import type { Verzending } from '../registratie/useVerzenden';

export const haalReservelijst = () => api.get<ReservelijstOverzicht>('/api/reservelijst');

export const verplaatsOpReservelijst = (id: string, richting: 'omhoog' | 'omlaag') =>
  api.post<ReservePlaats[]>(`/api/reservelijst/${encodeURIComponent(id)}/${richting}`);

export const verwijderVanReservelijst = (id: string) =>
  api.delete<ReservePlaats>(`/api/reservelijst/${encodeURIComponent(id)}`);

export const zetAutomatischBevorderen = (automatisch: boolean) =>
  api.put<ReservelijstOverzicht>('/api/reservelijst/automatisch', { automatisch });

/** A visitor joins the reserve list when the fair is full. */
export const zetOpReservelijst = (waarden: Verzending) => api.post<{ naam: string }>('/api/reservelijst', waarden);
/** The mail's link: off the reserve list. */
export const verlaatReservelijst = (token: string) => api.post<unknown>('/api/reservelijst/verlaten', { token });
