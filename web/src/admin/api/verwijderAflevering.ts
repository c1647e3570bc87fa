import type { Aflevering } from '@backend/kern/types';
import { api } from '../../data/http';

export const verwijderAflevering = (id: string) =>
  api.delete<Aflevering>(`/api/aflevering/delete/${encodeURIComponent(id)}`);
