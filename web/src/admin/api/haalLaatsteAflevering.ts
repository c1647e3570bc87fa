import type { Aflevering } from '@domain/types';
import { api } from '../../data/http';

export const haalLaatsteAflevering = () => api.get<Aflevering | null>('/api/aflevering/last');
