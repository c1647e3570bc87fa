import type { Contactpersoon } from '@domain/types';
import { api } from '../../data/http';

export const verwijderContactpersoon = (id: string) =>
  api.delete<Contactpersoon>(`/api/contactpersonen/delete/${encodeURIComponent(id)}`);
