/**
 * The calls of the public pages of this area, apart from the administrator's (api.ts): a module
 * the visitors' bundle loads comes whole, so admin calls here would travel to every visitor.
 */
import { api } from '../../data/http';
import type { Verzending } from '../../components/deelnemerformulier';

/** A visitor joins the reserve list when the fair is full. */
export const zetOpReservelijst = (waarden: Verzending) => api.post<{ naam: string }>('/api/reservelijst', waarden);
/** The mail's link: off the reserve list. */
export const verlaatReservelijst = (token: string) => api.post<unknown>('/api/reservelijst/verlaten', { token });
