import type { Aflevering } from '@backend/kern/types';
import { api } from '../../data/http';

export const haalLaatsteAflevering = () => api.get<Aflevering | null>('/api/aflevering/last');
