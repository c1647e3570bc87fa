import type { Aflevering } from '@backend/kern/types';
import { api } from '../../data/http';
import type { BeursChecklist } from '@backend/seizoen/domein';

export const haalAfleveringen = () => api.get<Aflevering[]>('/api/aflevering/all');

/** Adds (no id) or changes an aflevering; the answer is the full new list. */
export const bewaarAflevering = (aflevering: { id?: string; volgnummer: number; datum: string }) =>
  api.post<Aflevering[]>('/api/aflevering', aflevering);

export const verwijderAflevering = (id: string) =>
  api.delete<Aflevering>(`/api/aflevering/delete/${encodeURIComponent(id)}`);

export const haalLaatsteAflevering = () => api.get<Aflevering | null>('/api/aflevering/last');

export const haalBeursChecklist = () => api.get<BeursChecklist | null>('/api/aflevering/checklist');
