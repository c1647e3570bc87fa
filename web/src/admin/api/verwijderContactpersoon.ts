import type { Contactpersoon } from '@backend/kern/types';
import { api } from '../../data/http';

export const verwijderContactpersoon = (id: string) =>
  api.delete<Contactpersoon>(`/api/contactpersonen/delete/${encodeURIComponent(id)}`);
