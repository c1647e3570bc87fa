import type { Deelnemer } from '@backend/kern/types';
import { api } from '../../data/http';

export const verwijderDeelnemer = (id: string) =>
  api.delete<Deelnemer>(`/api/geregistreerde/delete/${encodeURIComponent(id)}`);
