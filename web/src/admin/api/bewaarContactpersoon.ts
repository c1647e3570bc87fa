import type { Contactpersoon } from '@backend/kern/types';
import { api } from '../../data/http';

/** Adds (no id) or changes a contact person. */
export const bewaarContactpersoon = (persoon: Omit<Contactpersoon, 'id'> & { id?: string }) =>
  api.post<Contactpersoon>('/api/contactpersonen', persoon);
