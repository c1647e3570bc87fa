import type { Aflevering } from '@domain/types';
import { api } from '../../data/http';

export const verwijderAflevering = (id: string) =>
  api.delete<Aflevering>(`/api/aflevering/delete/${encodeURIComponent(id)}`);
