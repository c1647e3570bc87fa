import type { Aflevering } from '@backend/kern/types';
import { api } from '../../data/http';

/** Adds (no id) or changes an aflevering; the answer is the full new list. */
export const bewaarAflevering = (aflevering: { id?: string; volgnummer: number; datum: string }) =>
  api.post<Aflevering[]>('/api/aflevering', aflevering);
